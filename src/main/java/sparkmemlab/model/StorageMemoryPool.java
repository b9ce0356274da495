package sparkmemlab.model;

import java.util.Optional;

/** Spark's {@code StorageMemoryPool}: memory for cached blocks and unrolling, evicting blocks when short. */
final class StorageMemoryPool extends MemoryPool {
    private final MemoryMode memoryMode;
    private final EventLog log;
    private MemoryStore memoryStore;
    private long memoryUsed;

    StorageMemoryPool(MemoryMode memoryMode, EventLog log) {
        this.memoryMode = memoryMode;
        this.log = log;
    }

    void setMemoryStore(MemoryStore store) {
        this.memoryStore = store;
    }

    /** The store whose blocks this pool evicts (Spark 2.4's static manager reads its unroll memory). */
    MemoryStore memoryStore() {
        return memoryStore;
    }

    void copyFrom(StorageMemoryPool other) {
        copyPoolSizeFrom(other);
        memoryUsed = other.memoryUsed;
    }

    @Override
    long memoryUsed() {
        return memoryUsed;
    }

    /** Acquire {@code numBytes} for a block, evicting others if there is not enough free memory. */
    boolean acquireMemory(BlockId blockId, long numBytes) {
        long numBytesToFree = Math.max(0, numBytes - memoryFree());
        return acquireMemory(blockId, numBytes, numBytesToFree);
    }

    boolean acquireMemory(BlockId blockId, long numBytesToAcquire, long numBytesToFree) {
        if (numBytesToFree > 0) {
            memoryStore.evictBlocksToFreeSpace(Optional.of(blockId), numBytesToFree, memoryMode);
        }
        // Evicted blocks were released through releaseMemory, so memoryFree is up to date here.
        boolean enoughMemory = numBytesToAcquire <= memoryFree();
        if (enoughMemory) {
            memoryUsed += numBytesToAcquire;
            log.add(new MemoryEvent.StorageGranted(blockId, memoryMode, numBytesToAcquire));
        } else {
            log.add(new MemoryEvent.StorageRefused(blockId, memoryMode, numBytesToAcquire,
                    MemoryEvent.StorageRefusal.NOT_ENOUGH_FREE, memoryFree()));
        }
        return enoughMemory;
    }

    /** Spark only logs a warning when asked to release more than is used, and drops to 0. */
    void releaseMemory(long size) {
        memoryUsed = size > memoryUsed ? 0 : memoryUsed - size;
    }

    /**
     * Frees {@code spaceToFree} bytes so that the caller can shrink this pool: free memory first,
     * then by evicting blocks. Does not change the pool size itself.
     *
     * @return the bytes the caller may take from this pool
     */
    long freeSpaceToShrinkPool(long spaceToFree) {
        long spaceFreedByReleasingUnusedMemory = Math.min(spaceToFree, memoryFree());
        long remainingSpaceToFree = spaceToFree - spaceFreedByReleasingUnusedMemory;
        if (remainingSpaceToFree > 0) {
            long spaceFreedByEviction = memoryStore.evictBlocksToFreeSpace(Optional.empty(), remainingSpaceToFree, memoryMode);
            return spaceFreedByReleasingUnusedMemory + spaceFreedByEviction;
        }
        return spaceFreedByReleasingUnusedMemory;
    }
}
