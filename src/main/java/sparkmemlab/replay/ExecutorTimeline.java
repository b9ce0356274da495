package sparkmemlab.replay;

import java.util.List;
import java.util.Optional;

/**
 * One executor ("Executor ID"; the driver is "driver", and in local mode it also runs the tasks) as the
 * log tells it, in the log's order: when it was added ({@code SparkListenerExecutorAdded}: "Timestamp",
 * its "Executor Info"'s "Host" and "Total Cores") and removed, its block managers, its tasks' starts and
 * ends, its blocks' updates and its executor-metrics records. Lists are in log order and unmodifiable.
 */
public final class ExecutorTimeline {
    private final String executorId;
    private final long firstSeq;
    private final String host;
    private final Integer totalCores;
    private final Long addedTime;
    private final ExecutorRemoval removal;
    private final List<BlockManagerRecord> blockManagers;
    private final List<TaskStartRecord> taskStarts;
    private final List<TaskEndRecord> taskEnds;
    private final List<BlockUpdateRecord> blockUpdates;
    private final List<MetricsRecord> metrics;

    ExecutorTimeline(String executorId, long firstSeq, String host, Integer totalCores, Long addedTime,
            ExecutorRemoval removal, List<BlockManagerRecord> blockManagers, List<TaskStartRecord> taskStarts,
            List<TaskEndRecord> taskEnds, List<BlockUpdateRecord> blockUpdates, List<MetricsRecord> metrics) {
        this.executorId = executorId;
        this.firstSeq = firstSeq;
        this.host = host;
        this.totalCores = totalCores;
        this.addedTime = addedTime;
        this.removal = removal;
        this.blockManagers = blockManagers;
        this.taskStarts = taskStarts;
        this.taskEnds = taskEnds;
        this.blockUpdates = blockUpdates;
        this.metrics = metrics;
    }

    public String executorId() {
        return executorId;
    }

    /** The first event that names this executor. */
    public long firstSeq() {
        return firstSeq;
    }

    /** From its ExecutorAdded, else its last BlockManagerAdded; null when the log has neither. */
    public String host() {
        return host;
    }

    /** "Total Cores" of its ExecutorAdded; null when the log has none (the driver of a cluster application). */
    public Integer totalCores() {
        return totalCores;
    }

    public Long addedTime() {
        return addedTime;
    }

    public Optional<ExecutorRemoval> removal() {
        return Optional.ofNullable(removal);
    }

    public List<BlockManagerRecord> blockManagers() {
        return blockManagers;
    }

    /** The block manager it registered last (a block manager re-registers after losing the driver). */
    public Optional<BlockManagerRecord> lastBlockManager() {
        return blockManagers.isEmpty() ? Optional.empty() : Optional.of(blockManagers.get(blockManagers.size() - 1));
    }

    public List<TaskStartRecord> taskStarts() {
        return taskStarts;
    }

    public List<TaskEndRecord> taskEnds() {
        return taskEnds;
    }

    public List<BlockUpdateRecord> blockUpdates() {
        return blockUpdates;
    }

    public List<MetricsRecord> metrics() {
        return metrics;
    }
}
