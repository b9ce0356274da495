package sparkmemlab.replay;

/**
 * A {@code SparkListenerBlockManagerAdded}: "Timestamp", the "Block Manager ID"'s "Host" and "Port",
 * "Maximum Memory" (on- plus off-heap storage memory) and "Maximum Onheap Memory" / "Maximum Offheap
 * Memory" (null in logs from before Spark 2.3, which lack them).
 */
public record BlockManagerRecord(long seq, long time, String host, int port, long maxMemory,
        Long maxOnHeapMemory, Long maxOffHeapMemory) {
}
