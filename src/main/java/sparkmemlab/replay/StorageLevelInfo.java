package sparkmemlab.replay;

/** A "Storage Level": "Use Disk", "Use Memory", "Use Off Heap", "Deserialized", "Replication". */
public record StorageLevelInfo(boolean useDisk, boolean useMemory, boolean useOffHeap, boolean deserialized,
        int replication) {
    /** StorageLevel.NONE: how a block update says the block is gone. */
    public boolean isNone() {
        return !useDisk && !useMemory && !useOffHeap;
    }
}
