package sparkmemlab.container.netty;

/**
 * Netty 4.1.96's size classes ({@code io.netty.buffer.SizeClasses}), the jemalloc 4 table that every
 * request is rounded up to: sizes in groups of four, each group's step twice the one before, from
 * 16 bytes up to the chunk size. A size whose class is under {@code pageSize << 2} is "small" and is
 * carved from a subpage run; the rest up to the chunk size is "normal" and takes a run of whole pages;
 * beyond the chunk size an allocation is "huge" and gets a chunk of its own. Spark passes no cache
 * alignment, so none is modelled.
 */
final class SizeClasses {

    static final int LOG2_QUANTUM = 4;
    private static final int LOG2_SIZE_CLASS_GROUP = 2;
    private static final int LOG2_MAX_LOOKUP_SIZE = 12;

    final int pageSize;
    final int pageShifts;
    final int chunkSize;
    final int nSizes;
    final int nSubpages;
    final int nPSizes;
    final int smallMaxSizeIdx;
    private final int lookupMaxSize;
    private final int[] sizeIdx2size;
    private final int[] pageIdx2size;
    private final int[] size2idx;

    /** One row of Netty's table: a size written as 2^log2Group + nDelta * 2^log2Delta. */
    private record SizeClass(int log2Group, int log2Delta, int nDelta, boolean multiPage, boolean subpage,
            int log2DeltaLookup) {
        int size() {
            return (1 << log2Group) + (nDelta << log2Delta);
        }
    }

    SizeClasses(int pageSize, int pageShifts, int chunkSize) {
        this.pageSize = pageSize;
        this.pageShifts = pageShifts;
        this.chunkSize = chunkSize;
        int groups = log2(chunkSize) - LOG2_QUANTUM - LOG2_SIZE_CLASS_GROUP + 1;
        SizeClass[] classes = new SizeClass[groups << LOG2_SIZE_CLASS_GROUP];
        int n = 0;
        int size = 0;
        int log2Group = LOG2_QUANTUM;
        int log2Delta = LOG2_QUANTUM;
        int deltas = 1 << LOG2_SIZE_CLASS_GROUP;
        // The first group starts at one quantum and steps by the quantum (16, 32, 48, 64).
        for (int nDelta = 0; nDelta < deltas; nDelta++, n++) {
            classes[n] = sizeClass(log2Group, log2Delta, nDelta, pageShifts);
            size = classes[n].size();
        }
        log2Group += LOG2_SIZE_CLASS_GROUP;
        for (; size < chunkSize; log2Group++, log2Delta++) {
            for (int nDelta = 1; nDelta <= deltas && size < chunkSize; nDelta++, n++) {
                classes[n] = sizeClass(log2Group, log2Delta, nDelta, pageShifts);
                size = classes[n].size();
            }
        }
        int small = 0;
        int lookup = 0;
        int pageSizes = 0;
        int subpages = 0;
        for (int i = 0; i < n; i++) {
            if (classes[i].multiPage()) {
                pageSizes++;
            }
            if (classes[i].subpage()) {
                subpages++;
                small = i;
            }
            if (classes[i].log2DeltaLookup() != 0) {
                lookup = classes[i].size();
            }
        }
        this.nSizes = n;
        this.nSubpages = subpages;
        this.nPSizes = pageSizes;
        this.smallMaxSizeIdx = small;
        this.lookupMaxSize = lookup;
        sizeIdx2size = new int[n];
        pageIdx2size = new int[pageSizes];
        for (int i = 0, p = 0; i < n; i++) {
            sizeIdx2size[i] = classes[i].size();
            if (classes[i].multiPage()) {
                pageIdx2size[p++] = classes[i].size();
            }
        }
        size2idx = new int[lookup >> LOG2_QUANTUM];
        int idx = 0;
        int covered = 0;
        for (int i = 0; covered <= lookup; i++) {
            int times = 1 << classes[i].log2Delta() - LOG2_QUANTUM;
            while (covered <= lookup && times-- > 0) {
                size2idx[idx++] = i;
                covered = idx + 1 << LOG2_QUANTUM;
            }
        }
    }

    private static SizeClass sizeClass(int log2Group, int log2Delta, int nDelta, int pageShifts) {
        int size = (1 << log2Group) + (nDelta << log2Delta);
        boolean multiPage = log2Delta >= pageShifts || size % (1 << pageShifts) == 0;
        int log2Ndelta = nDelta == 0 ? 0 : log2(nDelta);
        boolean remove = 1 << log2Ndelta < nDelta;
        int log2Size = log2Delta + log2Ndelta == log2Group ? log2Group + 1 : log2Group;
        if (log2Size == log2Group) {
            remove = true;
        }
        boolean subpage = log2Size < pageShifts + LOG2_SIZE_CLASS_GROUP;
        int log2DeltaLookup = log2Size < LOG2_MAX_LOOKUP_SIZE || log2Size == LOG2_MAX_LOOKUP_SIZE && !remove
                ? log2Delta : 0;
        return new SizeClass(log2Group, log2Delta, nDelta, multiPage, subpage, log2DeltaLookup);
    }

    static int log2(int value) {
        return Integer.SIZE - 1 - Integer.numberOfLeadingZeros(value);
    }

    int sizeIdx2size(int sizeIdx) {
        return sizeIdx2size[sizeIdx];
    }

    int pageIdx2size(int pageIdx) {
        return pageIdx2size[pageIdx];
    }

    /** The index of the smallest class that holds {@code size}; {@code nSizes} for a huge size. */
    int size2SizeIdx(int size) {
        if (size == 0) {
            return 0;
        }
        if (size > chunkSize) {
            return nSizes;
        }
        if (size <= lookupMaxSize) {
            return size2idx[size - 1 >> LOG2_QUANTUM];
        }
        int x = log2((size << 1) - 1);
        int shift = x < LOG2_SIZE_CLASS_GROUP + LOG2_QUANTUM + 1 ? 0 : x - (LOG2_SIZE_CLASS_GROUP + LOG2_QUANTUM);
        int group = shift << LOG2_SIZE_CLASS_GROUP;
        int log2Delta = x < LOG2_SIZE_CLASS_GROUP + LOG2_QUANTUM + 1 ? LOG2_QUANTUM : x - LOG2_SIZE_CLASS_GROUP - 1;
        int mod = size - 1 >> log2Delta & (1 << LOG2_SIZE_CLASS_GROUP) - 1;
        return group + mod;
    }

    /** The page-size class of a run of {@code pages} pages, rounded up. */
    int pages2pageIdx(int pages) {
        return pages2pageIdx(pages, false);
    }

    /** The page-size class of a run of {@code pages} pages, rounded down: the queue a free run waits in. */
    int pages2pageIdxFloor(int pages) {
        return pages2pageIdx(pages, true);
    }

    private int pages2pageIdx(int pages, boolean floor) {
        int bytes = pages << pageShifts;
        if (bytes > chunkSize) {
            return nPSizes;
        }
        int x = log2((bytes << 1) - 1);
        int shift = x < LOG2_SIZE_CLASS_GROUP + pageShifts ? 0 : x - (LOG2_SIZE_CLASS_GROUP + pageShifts);
        int group = shift << LOG2_SIZE_CLASS_GROUP;
        int log2Delta = x < LOG2_SIZE_CLASS_GROUP + pageShifts + 1 ? pageShifts : x - LOG2_SIZE_CLASS_GROUP - 1;
        int mod = bytes - 1 >> log2Delta & (1 << LOG2_SIZE_CLASS_GROUP) - 1;
        int pageIdx = group + mod;
        if (floor && pageIdx2size[pageIdx] > pages << pageShifts) {
            pageIdx--;
        }
        return pageIdx;
    }
}
