package sparkmemlab.cluster;

/**
 * Spark's {@code ExecutorDesc}: one executor as the Master books it. The same object sits in its
 * app's executors (or removed executors) and in its worker's executors, so a state set once shows
 * in both, as in Spark.
 */
final class ExecutorDesc {
    final int id;
    final ApplicationInfo application;
    final WorkerInfo worker;
    final int cores;
    /** MiB. */
    final int memory;
    ExecutorState state = ExecutorState.LAUNCHING;

    ExecutorDesc(int id, ApplicationInfo application, WorkerInfo worker, int cores, int memory) {
        this.id = id;
        this.application = application;
        this.worker = worker;
        this.cores = cores;
        this.memory = memory;
    }

    String fullId() {
        return application.id + "/" + id;
    }

    ClusterState.Executor snapshot() {
        return new ClusterState.Executor(id, worker.id, cores, memory, state);
    }
}
