package sparkmemlab.cluster;

/** A message the Master sends a Worker (Spark's {@code DeployMessages}). */
public sealed interface WorkerMessage {

    /** The worker the message goes to. */
    String worker();

    /** A message that starts a process on the worker. */
    sealed interface Launch extends WorkerMessage {
    }

    /** {@code LaunchExecutor}: memory in MiB. */
    record LaunchExecutor(String app, int executor, String worker, int cores, int memory) implements Launch {
    }

    /** {@code LaunchDriver}: memory in MiB. */
    record LaunchDriver(String driver, String worker, int cores, int memory) implements Launch {
    }

    /** {@code KillExecutor}. */
    record KillExecutor(String app, int executor, String worker) implements WorkerMessage {
    }
}
