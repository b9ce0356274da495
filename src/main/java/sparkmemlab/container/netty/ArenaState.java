package sparkmemlab.container.netty;

import java.util.List;

/**
 * One arena as Netty's {@code PoolArenaMetric} shows it: its chunks list by list (qInit first, each
 * list from head to tail), the bytes of huge allocations, and how many threads are bound to it.
 *
 * @param numActiveBytes Netty's {@code numActiveBytes}: whole chunks plus huge allocations
 */
public record ArenaState(int index, boolean direct, int numThreadCaches, long activeBytesHuge,
        List<ChunkState> chunks, long numActiveBytes) {

    public ArenaState {
        chunks = List.copyOf(chunks);
    }
}
