package sparkmemlab.container.netty;

/**
 * One chunk as Netty's {@code PoolChunkMetric} shows it.
 *
 * @param id the chunk's number in its arena, in the order chunks were made
 * @param list the usage list it is in: qInit, q000, q025, q050, q075 or q100
 */
public record ChunkState(int id, String list, int chunkSize, int freeBytes, int usage) {
}
