package sparkmemlab.container.netty;

import java.util.ArrayList;
import java.util.List;

/**
 * The chunks of an arena whose usage lies in one band ({@code io.netty.buffer.PoolChunkList}): qInit
 * (under 25%), q000 (1-50%), q025 (25-75%), q050 (50-100%), q075 (75-100%), q100 (full). A chunk
 * moves up when an allocation pushes it past the band and down when a free drops it below; a
 * chunk that drops out of q000 is empty and is destroyed. qInit's chunks never move down, so a
 * chunk that never reached 25% stays, empty or not, for the life of the allocator.
 */
final class PoolChunkList {
    final String name;
    private final PoolArena arena;
    private final PoolChunkList nextList;
    private PoolChunkList prevList;
    private final int maxCapacity;
    private final int freeMinThreshold;
    private final int freeMaxThreshold;
    private PoolChunk head;

    PoolChunkList(String name, PoolArena arena, PoolChunkList nextList, int minUsage, int maxUsage, int chunkSize) {
        this.name = name;
        this.arena = arena;
        this.nextList = nextList;
        int min = Math.max(1, minUsage);
        maxCapacity = min == 100 ? 0 : (int) (chunkSize * (100L - min) / 100L);
        // Netty's own arithmetic (doubles, then int): the thresholds of free bytes that move a chunk.
        freeMinThreshold = maxUsage == 100 ? 0 : (int) (chunkSize * (100.0 - maxUsage + 0.99999999) / 100L);
        freeMaxThreshold = minUsage == 100 ? 0 : (int) (chunkSize * (100.0 - minUsage + 0.99999999) / 100L);
    }

    void prevList(PoolChunkList prev) {
        prevList = prev;
    }

    /**
     * Tries the chunks from the newest; the one that took the allocation may move up a list.
     *
     * @return null when no chunk of this list has room
     */
    PooledByteBuf allocate(int sizeIdx, int reqCapacity, PoolThreadCache cache) {
        if (arena.sizes.sizeIdx2size(sizeIdx) > maxCapacity) {
            return null;
        }
        for (PoolChunk cur = head; cur != null; cur = cur.next) {
            long handle = cur.allocate(sizeIdx);
            if (handle >= 0) {
                if (cur.freeBytes <= freeMinThreshold) {
                    remove(cur);
                    nextList.add(cur);
                }
                return PooledByteBuf.of(cur, handle, reqCapacity, cache);
            }
        }
        return null;
    }

    /** @return false when the chunk is now empty and left the lists: the arena destroys it */
    boolean free(PoolChunk chunk, long handle, int normCapacity) {
        chunk.free(handle, normCapacity);
        if (chunk.freeBytes > freeMaxThreshold) {
            remove(chunk);
            return move0(chunk);
        }
        return true;
    }

    private boolean move(PoolChunk chunk) {
        if (chunk.freeBytes > freeMaxThreshold) {
            return move0(chunk);
        }
        add0(chunk);
        return true;
    }

    private boolean move0(PoolChunk chunk) {
        return prevList != null && prevList.move(chunk);
    }

    void add(PoolChunk chunk) {
        if (chunk.freeBytes <= freeMinThreshold) {
            nextList.add(chunk);
            return;
        }
        add0(chunk);
    }

    private void add0(PoolChunk chunk) {
        chunk.parent = this;
        chunk.prev = null;
        chunk.next = head;
        if (head != null) {
            head.prev = chunk;
        }
        head = chunk;
    }

    private void remove(PoolChunk cur) {
        if (cur == head) {
            head = cur.next;
            if (head != null) {
                head.prev = null;
            }
        } else {
            PoolChunk after = cur.next;
            cur.prev.next = after;
            if (after != null) {
                after.prev = cur.prev;
            }
        }
    }

    /** The chunks from head to tail, as Netty's metric iterates them. */
    List<PoolChunk> chunks() {
        List<PoolChunk> all = new ArrayList<>();
        for (PoolChunk cur = head; cur != null; cur = cur.next) {
            all.add(cur);
        }
        return all;
    }

    /** Whether a chunk's free bytes belong in this list (what a move or an allocation leaves true). */
    boolean holds(PoolChunk chunk) {
        return chunk.freeBytes > freeMinThreshold && chunk.freeBytes <= freeMaxThreshold;
    }
}
