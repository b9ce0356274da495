package sparkmemlab.replay;

/**
 * The application, from {@code SparkListenerLogStart} ("Spark Version"), {@code SparkListenerApplicationStart}
 * ("App ID", "App Name", "App Attempt ID", "User", "Timestamp") and {@code SparkListenerApplicationEnd}
 * ("Timestamp"). Each is null when the log does not hold it.
 */
public record ApplicationInfo(String id, String name, String attemptId, String user, String sparkVersion,
        Long startTime, Long endTime) {
}
