package sparkmemlab.container;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import sparkmemlab.container.netty.AllocatorState;
import sparkmemlab.container.netty.ArenaState;
import sparkmemlab.container.netty.ChunkState;
import sparkmemlab.container.netty.NettyState;

/**
 * One line per allocator of what Netty's metric shows: used heap and direct memory, and per arena the
 * threads bound to it, the huge bytes, and each usage list's chunks by their free bytes, head first.
 * Our model's state and real Netty's metric are written the same way and compared as text.
 */
final class NettyShape {
    private static final List<String> LISTS = List.of("qInit", "q000", "q025", "q050", "q075", "q100");

    private NettyShape() {
    }

    static Map<String, String> of(NettyState state) {
        Map<String, String> shapes = new LinkedHashMap<>();
        for (AllocatorState a : state.allocators()) {
            List<String> arenas = new ArrayList<>();
            for (ArenaState arena : a.heapArenas()) {
                arenas.add(arena(arena));
            }
            for (ArenaState arena : a.directArenas()) {
                arenas.add(arena(arena));
            }
            shapes.put(a.name(), allocator(a.usedHeapMemory(), a.usedDirectMemory(), arenas));
        }
        return shapes;
    }

    private static String arena(ArenaState arena) {
        List<List<Integer>> lists = new ArrayList<>();
        for (String name : LISTS) {
            lists.add(arena.chunks().stream().filter(c -> c.list().equals(name)).map(ChunkState::freeBytes).toList());
        }
        return arena(arena.direct(), arena.numThreadCaches(), arena.activeBytesHuge(), lists);
    }

    static String allocator(long usedHeap, long usedDirect, List<String> arenas) {
        return "usedHeapMemory=" + usedHeap + " usedDirectMemory=" + usedDirect + " " + arenas;
    }

    static String arena(boolean direct, int threads, long huge, List<List<Integer>> lists) {
        StringBuilder b = new StringBuilder(direct ? "direct(" : "heap(").append("threads=").append(threads)
                .append(" huge=").append(huge);
        for (int i = 0; i < LISTS.size(); i++) {
            if (!lists.get(i).isEmpty()) {
                b.append(' ').append(LISTS.get(i)).append(lists.get(i));
            }
        }
        return b.append(')').toString();
    }
}
