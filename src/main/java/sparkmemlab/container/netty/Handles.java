package sparkmemlab.container.netty;

/**
 * Netty's 64-bit handle of an allocation inside a chunk ({@code PoolChunk}'s layout): run offset in
 * pages (15 bits), run length in pages (15 bits), in-use bit, subpage bit, and the element's index
 * in a subpage's bitmap (32 bits). Free runs are ordered by the upper 32 bits, so a free run with
 * a lower offset is taken first.
 */
final class Handles {
    static final int BITMAP_IDX_BIT_LENGTH = 32;
    static final int IS_SUBPAGE_SHIFT = BITMAP_IDX_BIT_LENGTH;
    static final int IS_USED_SHIFT = 1 + IS_SUBPAGE_SHIFT;
    static final int SIZE_SHIFT = 1 + IS_USED_SHIFT;
    static final int RUN_OFFSET_SHIFT = 15 + SIZE_SHIFT;

    private Handles() {
    }

    static long run(int runOffset, int runPages, int inUse) {
        return (long) runOffset << RUN_OFFSET_SHIFT | (long) runPages << SIZE_SHIFT | (long) inUse << IS_USED_SHIFT;
    }

    static long subpage(int runOffset, int runPages, int bitmapIdx) {
        return run(runOffset, runPages, 1) | 1L << IS_SUBPAGE_SHIFT | bitmapIdx;
    }

    static int runOffset(long handle) {
        return (int) (handle >> RUN_OFFSET_SHIFT);
    }

    static int runPages(long handle) {
        return (int) (handle >> SIZE_SHIFT & 0x7fff);
    }

    static int runSize(int pageShifts, long handle) {
        return runPages(handle) << pageShifts;
    }

    static boolean isSubpage(long handle) {
        return (handle >> IS_SUBPAGE_SHIFT & 1) == 1L;
    }

    static int bitmapIdx(long handle) {
        return (int) handle;
    }
}
