package sparkmemlab.replay;

/** A {@code SparkListenerExecutorRemoved}: "Timestamp" and "Removed Reason". */
public record ExecutorRemoval(long seq, long time, String reason) {
}
