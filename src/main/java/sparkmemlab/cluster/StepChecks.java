package sparkmemlab.cluster;

/**
 * The steps Spark cannot take, found before anything changes: duplicate registrations, messages
 * about workers, apps, executors or drivers the Master does not hold, and state changes Spark
 * asserts against.
 */
final class StepChecks {

    private StepChecks() {
    }

    static void check(Master m, ClusterOp op) throws IllegalClusterStepException {
        if (op instanceof ClusterOp.AddWorker a) {
            WorkerInfo w = m.idToWorker.get(a.worker());
            if (w != null) {
                throw refuse("worker", "step.duplicateWorker", a.worker(), w.state);
            }
        } else if (op instanceof ClusterOp.RemoveWorker r) {
            registeredWorker(m, r.worker());
        } else if (op instanceof ClusterOp.DecommissionWorker d) {
            if (registeredWorker(m, d.worker()).state == WorkerState.DECOMMISSIONED) {
                throw refuse("worker", "step.decommissionedTwice", d.worker());
            }
        } else if (op instanceof ClusterOp.SubmitApp s) {
            if (m.wasSubmitted(s.app())) {
                throw refuse("app", "step.appResubmitted", s.app());
            }
        } else if (op instanceof ClusterOp.StopApp s) {
            unfinishedApp(m, s.app());
        } else if (op instanceof ClusterOp.ExecutorRunning r) {
            ExecutorDesc exec = executor(m, r.app(), r.executor());
            if (exec.state != ExecutorState.LAUNCHING) {
                // Spark's assertion message.
                throw refuse("executor", "step.notLaunching",
                        "executor " + r.executor() + " state transfer from " + exec.state + " to RUNNING is illegal");
            }
        } else if (op instanceof ClusterOp.ExecutorExited e) {
            executor(m, e.app(), e.executor());
        } else if (op instanceof ClusterOp.SubmitDriver s) {
            if (m.wasSubmittedDriver(s.driver())) {
                throw refuse("driver", "step.driverResubmitted", s.driver());
            }
        } else if (op instanceof ClusterOp.DriverExited d) {
            runningDriver(m, m.incarnation(d.driver()));
        }
    }

    private static WorkerInfo registeredWorker(Master m, String id) throws IllegalClusterStepException {
        WorkerInfo w = m.idToWorker.get(id);
        if (w == null) {
            boolean dead = m.workers.stream().anyMatch(x -> x.id.equals(id));
            throw refuse("worker", dead ? "step.workerDead" : "step.noWorker", id);
        }
        return w;
    }

    private static ApplicationInfo unfinishedApp(Master m, String id) throws IllegalClusterStepException {
        ApplicationInfo app = m.idToApp.get(id);
        if (app == null) {
            throw refuse("app", m.wasSubmitted(id) ? "step.appFinished" : "step.noApp", id);
        }
        return app;
    }

    private static ExecutorDesc executor(Master m, String appId, int execId) throws IllegalClusterStepException {
        ExecutorDesc exec = unfinishedApp(m, appId).executors.get(execId);
        if (exec == null) {
            // Spark's words, from its ExecutorStateChanged handler.
            throw refuse("executor", "step.unknownExecutor", "Got status update for unknown executor " + appId + "/" + execId);
        }
        return exec;
    }

    private static void runningDriver(Master m, String id) throws IllegalClusterStepException {
        for (DriverInfo d : m.drivers) {
            if (d.id.equals(id)) {
                if (d.state == DriverState.SUBMITTED) {
                    throw refuse("driver", "step.driverWaiting", id);
                }
                return;
            }
        }
        throw refuse("driver", m.wasSubmittedDriver(id) ? "step.driverFinished" : "step.noDriver", id);
    }

    private static IllegalClusterStepException refuse(String field, String key, Object... args) {
        return new IllegalClusterStepException(field, ClusterText.get(key, args));
    }
}
