package sparkmemlab.container.netty;

/**
 * What a pooled buffer holds until it is released ({@code io.netty.buffer.PooledByteBuf}'s fields):
 * its chunk and handle, the bytes asked for, the size class it really takes ({@code maxLength}), and
 * the cache of the thread that allocated it, which is where a release puts it back, whichever
 * thread releases.
 */
record PooledByteBuf(PoolChunk chunk, long handle, int length, int maxLength, PoolThreadCache cache) {

    /** A run or subpage element of {@code chunk}, as {@code PoolChunk.initBuf} sizes it. */
    static PooledByteBuf of(PoolChunk chunk, long handle, int length, PoolThreadCache cache) {
        if (Handles.isSubpage(handle)) {
            return subpage(chunk, handle, length, chunk.subpage(handle).elemSize, cache);
        }
        return new PooledByteBuf(chunk, handle, length, Handles.runSize(chunk.arena.sizes.pageShifts, handle), cache);
    }

    static PooledByteBuf subpage(PoolChunk chunk, long handle, int length, int elemSize, PoolThreadCache cache) {
        return new PooledByteBuf(chunk, handle, length, elemSize, cache);
    }

    /** A huge allocation: its own chunk, no cache. */
    static PooledByteBuf unpooledChunk(PoolChunk chunk, int length) {
        return new PooledByteBuf(chunk, 0, length, length, null);
    }
}
