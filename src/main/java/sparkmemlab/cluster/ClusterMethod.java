package sparkmemlab.cluster;

/**
 * The Spark 3.5.3 methods the cluster model ports, by class and name, so that every event can point
 * a student at the code that made it happen.
 */
public enum ClusterMethod {
    RECEIVE("Master.receive"),
    RECEIVE_AND_REPLY("Master.receiveAndReply"),
    ON_DISCONNECTED("Master.onDisconnected"),
    REGISTER_WORKER("Master.registerWorker"),
    REMOVE_WORKER("Master.removeWorker"),
    DECOMMISSION_WORKER("Master.decommissionWorker"),
    REGISTER_APPLICATION("Master.registerApplication"),
    REMOVE_APPLICATION("Master.removeApplication"),
    SCHEDULE("Master.schedule"),
    START_EXECUTORS_ON_WORKERS("Master.startExecutorsOnWorkers"),
    SCHEDULE_EXECUTORS_ON_WORKERS("Master.scheduleExecutorsOnWorkers"),
    ALLOCATE_WORKER_RESOURCE_TO_EXECUTORS("Master.allocateWorkerResourceToExecutors"),
    LAUNCH_EXECUTOR("Master.launchExecutor"),
    KILL_EXECUTOR("Master.killExecutor"),
    LAUNCH_DRIVER("Master.launchDriver"),
    REMOVE_DRIVER("Master.removeDriver"),
    RELAUNCH_DRIVER("Master.relaunchDriver"),
    /** The Worker's side: the executor process has started, so the Worker reports it RUNNING. */
    FETCH_AND_RUN_EXECUTOR("ExecutorRunner.fetchAndRunExecutor");

    private final String qualifiedName;

    ClusterMethod(String qualifiedName) {
        this.qualifiedName = qualifiedName;
    }

    /** {@code Class.method}, as a student would search Spark's source for it. */
    public String qualifiedName() {
        return qualifiedName;
    }
}
