package sparkmemlab.replay;

/**
 * A {@code SparkListenerBlockUpdated}'s "Block Updated Info": the "Block ID" and, after the update, its
 * "Storage Level", "Memory Size" and "Disk Size" on the executor of its "Block Manager ID". Spark logs
 * no time with it; {@code seq} gives its order.
 */
public record BlockUpdateRecord(long seq, String blockId, StorageLevelInfo storageLevel, long memorySize,
        long diskSize) {
}
