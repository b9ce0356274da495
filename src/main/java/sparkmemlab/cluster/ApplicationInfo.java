package sparkmemlab.cluster;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.TreeMap;

/** Spark's {@code ApplicationInfo}: an app's executors, the cores it was granted, its retries. */
final class ApplicationInfo {
    final String id;
    final int submission;
    final ApplicationDescription desc;
    /** {@code spark.cores.max}, or the Master's {@code spark.deploy.defaultCores}. */
    final int requestedCores;
    ApplicationState state = ApplicationState.WAITING;
    /** By id. */
    final TreeMap<Integer, ExecutorDesc> executors = new TreeMap<>();
    final List<ExecutorDesc> removedExecutors = new ArrayList<>();
    int coresGranted;
    private int nextExecutorId;
    private int retryCount;

    ApplicationInfo(String id, int submission, ApplicationDescription desc, int defaultCores) {
        this.id = id;
        this.submission = submission;
        this.desc = desc;
        this.requestedCores = desc.requestedCores(defaultCores);
    }

    ExecutorDesc addExecutor(WorkerInfo worker, int cores, int memoryMb) {
        ExecutorDesc exec = new ExecutorDesc(nextExecutorId++, this, worker, cores, memoryMb);
        executors.put(exec.id, exec);
        coresGranted += cores;
        return exec;
    }

    void removeExecutor(ExecutorDesc exec) {
        ExecutorDesc held = executors.remove(exec.id);
        if (held != null) {
            removedExecutors.add(held);
            coresGranted -= held.cores;
        }
    }

    int coresLeft() {
        return requestedCores - coresGranted;
    }

    int retryCount() {
        return retryCount;
    }

    int incrementRetryCount() {
        return ++retryCount;
    }

    void resetRetryCount() {
        retryCount = 0;
    }

    void markFinished(ApplicationState endState) {
        state = endState;
    }

    boolean isFinished() {
        return state.isFinished();
    }

    ClusterState.App snapshot() {
        List<ClusterState.Executor> current = executors.values().stream().map(ExecutorDesc::snapshot).toList();
        List<ClusterState.Executor> removed = removedExecutors.stream().sorted(Comparator.comparingInt(e -> e.id))
                .map(ExecutorDesc::snapshot).toList();
        return new ClusterState.App(id, desc.name(), state, desc.maxCores(), desc.coresPerExecutor(),
                desc.memoryPerExecutorMB(), coresGranted, coresLeft(), retryCount, current, removed);
    }
}
