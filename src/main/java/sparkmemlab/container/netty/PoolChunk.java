package sparkmemlab.container.netty;

import java.util.HashMap;
import java.util.Map;
import java.util.TreeSet;

/**
 * One chunk of an arena ({@code io.netty.buffer.PoolChunk}): {@code pageSize << maxOrder} bytes that
 * Netty takes from the JVM in one piece and hands out as runs of pages. Free runs wait in queues by
 * size class (lowest offset first); an allocation takes the first queue at or above its size and
 * splits the run, and a freed run merges with its free neighbours. A huge allocation gets an
 * unpooled chunk of exactly its size.
 */
final class PoolChunk {
    final PoolArena arena;
    final boolean unpooled;
    final int chunkSize;
    /** Which chunk of its arena this is, in the order they were made: a name for states and events. */
    final int id;
    private final int pageShifts;
    /** Free runs by page-size class, as the upper 32 bits of their handles. */
    private final TreeSet<Integer>[] runsAvail;
    /** Free runs by their first and last page. */
    private final Map<Integer, Long> runsAvailMap;
    private final PoolSubpage[] subpages;
    int freeBytes;
    PoolChunkList parent;
    PoolChunk prev;
    PoolChunk next;

    @SuppressWarnings("unchecked")
    PoolChunk(PoolArena arena, int id) {
        this.arena = arena;
        this.id = id;
        unpooled = false;
        SizeClasses sizes = arena.sizes;
        pageShifts = sizes.pageShifts;
        chunkSize = sizes.chunkSize;
        freeBytes = chunkSize;
        runsAvail = new TreeSet[sizes.nPSizes];
        for (int i = 0; i < runsAvail.length; i++) {
            runsAvail[i] = new TreeSet<>();
        }
        runsAvailMap = new HashMap<>();
        int pages = chunkSize >> pageShifts;
        subpages = new PoolSubpage[pages];
        insertAvailRun(0, pages, (long) pages << Handles.SIZE_SHIFT);
    }

    /** A huge allocation's chunk: exactly {@code size} bytes, never shared. */
    PoolChunk(PoolArena arena, int id, int size) {
        this.arena = arena;
        this.id = id;
        unpooled = true;
        pageShifts = 0;
        chunkSize = size;
        runsAvail = null;
        runsAvailMap = null;
        subpages = null;
    }

    /** Netty's usage percentage: 100 when full, 99 when under 1% is free. */
    int usage() {
        if (freeBytes == 0) {
            return 100;
        }
        int freePercentage = (int) (freeBytes * 100L / chunkSize);
        return freePercentage == 0 ? 99 : 100 - freePercentage;
    }

    /** Allocates a run for size class {@code sizeIdx}; -1 when this chunk has no room. */
    long allocate(int sizeIdx) {
        SizeClasses sizes = arena.sizes;
        return sizeIdx <= sizes.smallMaxSizeIdx ? allocateSubpage(sizeIdx) : allocateRun(sizes.sizeIdx2size(sizeIdx));
    }

    private long allocateRun(int runSize) {
        int pages = runSize >> pageShifts;
        int queueIdx = runFirstBestFit(arena.sizes.pages2pageIdx(pages));
        if (queueIdx == -1) {
            return -1;
        }
        long handle = (long) runsAvail[queueIdx].pollFirst() << Handles.BITMAP_IDX_BIT_LENGTH;
        removeAvailRun0(handle);
        handle = splitLargeRun(handle, pages);
        freeBytes -= Handles.runSize(pageShifts, handle);
        return handle;
    }

    private int runFirstBestFit(int pageIdx) {
        SizeClasses sizes = arena.sizes;
        if (freeBytes == chunkSize) {
            return sizes.nPSizes - 1;
        }
        for (int i = pageIdx; i < sizes.nPSizes; i++) {
            if (!runsAvail[i].isEmpty()) {
                return i;
            }
        }
        return -1;
    }

    private long splitLargeRun(long handle, int needPages) {
        int remPages = Handles.runPages(handle) - needPages;
        if (remPages > 0) {
            int runOffset = Handles.runOffset(handle);
            int availOffset = runOffset + needPages;
            insertAvailRun(availOffset, remPages, Handles.run(availOffset, remPages, 0));
            return Handles.run(runOffset, needPages, 1);
        }
        return handle | 1L << Handles.IS_USED_SHIFT;
    }

    /**
     * The smallest run of whole pages that holds a whole number of elements of this size, or as many
     * elements as a bitmap of {@code pageSize / 16} bits can count.
     */
    private int calculateRunSize(int sizeIdx) {
        SizeClasses sizes = arena.sizes;
        int maxElements = 1 << pageShifts - SizeClasses.LOG2_QUANTUM;
        int elemSize = sizes.sizeIdx2size(sizeIdx);
        int runSize = 0;
        int nElements;
        do {
            runSize += sizes.pageSize;
            nElements = runSize / elemSize;
        } while (nElements < maxElements && runSize != nElements * elemSize);
        while (nElements > maxElements) {
            runSize -= sizes.pageSize;
            nElements = runSize / elemSize;
        }
        return runSize;
    }

    private long allocateSubpage(int sizeIdx) {
        PoolSubpage head = arena.subpagePoolHead(sizeIdx);
        long runHandle = allocateRun(calculateRunSize(sizeIdx));
        if (runHandle < 0) {
            return -1;
        }
        int runOffset = Handles.runOffset(runHandle);
        PoolSubpage subpage = new PoolSubpage(head, this, pageShifts, runOffset,
                Handles.runSize(pageShifts, runHandle), arena.sizes.sizeIdx2size(sizeIdx));
        subpages[runOffset] = subpage;
        return subpage.allocate();
    }

    PoolSubpage subpage(long handle) {
        return subpages[Handles.runOffset(handle)];
    }

    /** Frees an allocation; {@code normCapacity} is the buffer's size class. */
    void free(long handle, int normCapacity) {
        int runSize = Handles.runSize(pageShifts, handle);
        if (Handles.isSubpage(handle)) {
            PoolSubpage head = arena.subpagePoolHead(arena.sizes.size2SizeIdx(normCapacity));
            int sIdx = Handles.runOffset(handle);
            if (subpages[sIdx].free(head, Handles.bitmapIdx(handle))) {
                return;
            }
            subpages[sIdx] = null;
        }
        long finalRun = collapseNext(collapsePast(handle));
        finalRun &= ~(1L << Handles.IS_USED_SHIFT);
        finalRun &= ~(1L << Handles.IS_SUBPAGE_SHIFT);
        insertAvailRun(Handles.runOffset(finalRun), Handles.runPages(finalRun), finalRun);
        freeBytes += runSize;
    }

    private long collapsePast(long handle) {
        for (;;) {
            int runOffset = Handles.runOffset(handle);
            int runPages = Handles.runPages(handle);
            Long past = runsAvailMap.get(runOffset - 1);
            if (past == null) {
                return handle;
            }
            int pastOffset = Handles.runOffset(past);
            int pastPages = Handles.runPages(past);
            if (past != handle && pastOffset + pastPages == runOffset) {
                removeAvailRun(past);
                handle = Handles.run(pastOffset, pastPages + runPages, 0);
            } else {
                return handle;
            }
        }
    }

    private long collapseNext(long handle) {
        for (;;) {
            int runOffset = Handles.runOffset(handle);
            int runPages = Handles.runPages(handle);
            Long nextRun = runsAvailMap.get(runOffset + runPages);
            if (nextRun == null) {
                return handle;
            }
            int nextOffset = Handles.runOffset(nextRun);
            int nextPages = Handles.runPages(nextRun);
            if (nextRun != handle && runOffset + runPages == nextOffset) {
                removeAvailRun(nextRun);
                handle = Handles.run(runOffset, runPages + nextPages, 0);
            } else {
                return handle;
            }
        }
    }

    private void insertAvailRun(int runOffset, int pages, long handle) {
        runsAvail[arena.sizes.pages2pageIdxFloor(pages)].add((int) (handle >> Handles.BITMAP_IDX_BIT_LENGTH));
        runsAvailMap.put(runOffset, handle);
        if (pages > 1) {
            runsAvailMap.put(runOffset + pages - 1, handle);
        }
    }

    private void removeAvailRun(long handle) {
        runsAvail[arena.sizes.pages2pageIdxFloor(Handles.runPages(handle))]
                .remove((int) (handle >> Handles.BITMAP_IDX_BIT_LENGTH));
        removeAvailRun0(handle);
    }

    private void removeAvailRun0(long handle) {
        int runOffset = Handles.runOffset(handle);
        int pages = Handles.runPages(handle);
        runsAvailMap.remove(runOffset);
        if (pages > 1) {
            runsAvailMap.remove(runOffset + pages - 1);
        }
    }

    /** The bytes held by runs in use, counted from the free runs: checks {@link #freeBytes}. */
    int freeBytesOfRuns() {
        if (unpooled) {
            return freeBytes;
        }
        int free = 0;
        for (TreeSet<Integer> queue : runsAvail) {
            for (int upper : queue) {
                free += Handles.runSize(pageShifts, (long) upper << Handles.BITMAP_IDX_BIT_LENGTH);
            }
        }
        return free;
    }
}
