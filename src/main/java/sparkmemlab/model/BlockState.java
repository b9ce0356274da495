package sparkmemlab.model;

import sparkmemlab.model.storage.StorageLevel;

/**
 * A block in the memory store, with how many read locks it holds at the moment and the level it was
 * put with.
 */
public record BlockState(BlockId id, long bytes, MemoryMode mode, int readers, StorageLevel level) {

    /** A block put with {@code putBlock}: memory-only serialized, on-heap or off-heap. */
    public BlockState(BlockId id, long bytes, MemoryMode mode, int readers) {
        this(id, bytes, mode, readers, putBlockLevel(mode));
    }

    /** The level of a block put with {@code putBlock} in that mode, as the trace names it. */
    public static StorageLevel putBlockLevel(MemoryMode mode) {
        return mode == MemoryMode.ON_HEAP ? StorageLevel.MEMORY_ONLY_SER : StorageLevel.OFF_HEAP;
    }
}
