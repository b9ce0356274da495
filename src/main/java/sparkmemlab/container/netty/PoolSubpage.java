package sparkmemlab.container.netty;

/**
 * A run of pages cut into equal elements for one small size class ({@code io.netty.buffer.PoolSubpage}),
 * with a bitmap of the elements in use. While it has a free element it sits in its arena's pool for
 * that size, newest first. When its last element is freed it is given back to the chunk, unless it is
 * the only subpage of its size left in the pool: Netty keeps that one, so a chunk holding it is never
 * entirely free.
 */
final class PoolSubpage {
    final PoolChunk chunk;
    final int elemSize;
    final int runOffset;
    final int runSize;
    private final int pageShifts;
    private final long[] bitmap;
    private final int maxNumElems;
    private int nextAvail;
    private int numAvail;
    boolean doNotDestroy;
    PoolSubpage prev;
    PoolSubpage next;

    /** The head of an arena's pool for one size: a ring of subpages that have room. */
    PoolSubpage() {
        chunk = null;
        elemSize = -1;
        runOffset = -1;
        runSize = -1;
        pageShifts = -1;
        bitmap = null;
        maxNumElems = -1;
        prev = this;
        next = this;
    }

    PoolSubpage(PoolSubpage head, PoolChunk chunk, int pageShifts, int runOffset, int runSize, int elemSize) {
        this.chunk = chunk;
        this.pageShifts = pageShifts;
        this.runOffset = runOffset;
        this.runSize = runSize;
        this.elemSize = elemSize;
        doNotDestroy = true;
        maxNumElems = numAvail = runSize / elemSize;
        bitmap = new long[(maxNumElems + 63) >>> 6];
        nextAvail = 0;
        addToPool(head);
    }

    /** Takes a free element; -1 when none is left. */
    long allocate() {
        if (numAvail == 0 || !doNotDestroy) {
            return -1;
        }
        int bitmapIdx = nextAvail();
        if (bitmapIdx < 0) {
            throw new IllegalStateException("subpage at page " + runOffset + " has " + numAvail
                    + " free elements but none in its bitmap");
        }
        bitmap[bitmapIdx >>> 6] |= 1L << (bitmapIdx & 63);
        if (--numAvail == 0) {
            removeFromPool();
        }
        return Handles.subpage(runOffset, runSize >> pageShifts, bitmapIdx);
    }

    /**
     * Frees an element.
     *
     * @return false when the subpage is now unused and has left the pool: the chunk frees its run
     */
    boolean free(PoolSubpage head, int bitmapIdx) {
        bitmap[bitmapIdx >>> 6] ^= 1L << (bitmapIdx & 63);
        nextAvail = bitmapIdx;
        if (numAvail++ == 0) {
            addToPool(head);
            // With one element a subpage is full or empty: it must reach the check below to be freed.
            if (maxNumElems > 1) {
                return true;
            }
        }
        if (numAvail != maxNumElems) {
            return true;
        }
        if (prev == next) {
            return true; // the last subpage of its size in the pool stays
        }
        doNotDestroy = false;
        removeFromPool();
        return false;
    }

    int numAvailable() {
        return numAvail;
    }

    int maxNumElements() {
        return maxNumElems;
    }

    private void addToPool(PoolSubpage head) {
        prev = head;
        next = head.next;
        next.prev = this;
        head.next = this;
    }

    private void removeFromPool() {
        prev.next = next;
        next.prev = prev;
        next = null;
        prev = null;
    }

    private int nextAvail() {
        int known = nextAvail;
        if (known >= 0) {
            nextAvail = -1;
            return known;
        }
        for (int i = 0; i < bitmap.length; i++) {
            long bits = bitmap[i];
            if (~bits != 0) {
                for (int j = 0; j < 64; j++) {
                    if ((bits & 1) == 0) {
                        int value = i << 6 | j;
                        return value < maxNumElems ? value : -1;
                    }
                    bits >>>= 1;
                }
            }
        }
        return -1;
    }
}
