package sparkmemlab.replay;

import java.util.List;
import java.util.OptionalLong;

/**
 * One executor-metrics record of an executor: the "Executor Metrics" of a {@code SparkListenerStageExecutorMetrics}
 * (the executor's peaks during a stage attempt), an entry of a {@code SparkListenerExecutorMetricsUpdate}'s
 * "Executor Metrics Updated" (a heartbeat's peaks for a stage; the stage is -1 for the driver's), or the
 * "Task Executor Metrics" of a {@code SparkListenerTaskEnd} (the executor's peaks while the task ran).
 * Values are keyed by Spark's metric names ({@code JVMHeapMemory}, {@code OnHeapExecutionMemory}, ...).
 */
public final class MetricsRecord {
    /** Where a record comes from. */
    public enum Source { TASK_END, STAGE_EXECUTOR_METRICS, EXECUTOR_METRICS_UPDATE }

    /** A key the record does not have (no metric can take this value). */
    static final long ABSENT = Long.MIN_VALUE;

    private final long seq;
    private final Source source;
    private final long taskId;
    private final int stageId;
    private final int stageAttemptId;
    private final long[] values;
    private final List<String> keys;

    MetricsRecord(long seq, Source source, long taskId, int stageId, int stageAttemptId, long[] values, List<String> keys) {
        this.seq = seq;
        this.source = source;
        this.taskId = taskId;
        this.stageId = stageId;
        this.stageAttemptId = stageAttemptId;
        this.values = values;
        this.keys = keys;
    }

    public long seq() {
        return seq;
    }

    public Source source() {
        return source;
    }

    /** The task, for a TaskEnd's record; -1 otherwise. */
    public long taskId() {
        return taskId;
    }

    public int stageId() {
        return stageId;
    }

    public int stageAttemptId() {
        return stageAttemptId;
    }

    /** The value of a metric, or empty when this record does not have it. */
    public OptionalLong value(String metric) {
        int i = keys.indexOf(metric);
        return i < 0 ? OptionalLong.empty() : value(i);
    }

    /** The value of the {@code i}th of the log's metric keys ({@link ReplayedLog#metricKeys()}). */
    public OptionalLong value(int i) {
        return i < values.length && values[i] != ABSENT ? OptionalLong.of(values[i]) : OptionalLong.empty();
    }

    /** The value of the {@code i}th key, or {@link #ABSENT}: for loops over many records. */
    long rawValue(int i) {
        return i < values.length ? values[i] : ABSENT;
    }

    @Override
    public String toString() {
        StringBuilder s = new StringBuilder(source + "@" + seq + "{");
        for (int i = 0; i < values.length; i++) {
            if (values[i] != ABSENT) {
                s.append(keys.get(i)).append('=').append(values[i]).append(i + 1 < values.length ? ", " : "");
            }
        }
        return s.append('}').toString();
    }
}
