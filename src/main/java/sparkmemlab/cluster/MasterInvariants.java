package sparkmemlab.cluster;

import java.util.ArrayList;
import java.util.List;

/**
 * What must hold after every step, checked in the model itself: each worker's used cores and
 * memory are the sum of what it holds and never beyond its totals, each unfinished app's granted
 * cores are its executors' cores, and the Master's queues hold exactly what they should. A failure
 * is a bug in the model, never bad input.
 */
final class MasterInvariants {

    private MasterInvariants() {
    }

    static void check(Master m, ClusterState state) {
        List<String> broken = new ArrayList<>();
        for (WorkerInfo w : m.workers) {
            int cores = 0;
            int memory = 0;
            for (ExecutorDesc e : w.executors.values()) {
                cores += e.cores;
                memory += e.memory;
                if (e.worker != w) {
                    broken.add(e.fullId() + " is held by " + w.id + " but placed on " + e.worker.id);
                }
            }
            for (DriverInfo d : w.drivers.values()) {
                cores += d.desc.cores();
                memory += d.desc.mem();
                if (d.state != DriverState.RUNNING || d.worker.orElse(null) != w) {
                    broken.add("driver " + d.id + " on " + w.id + " is " + d.state);
                }
            }
            if (cores != w.coresUsed || memory != w.memoryUsed) {
                broken.add(w.id + " uses " + w.coresUsed + " cores and " + w.memoryUsed + " MiB, but holds " + cores
                        + " cores and " + memory + " MiB");
            }
            if (w.coresUsed < 0 || w.coresUsed > w.cores || w.memoryUsed < 0 || w.memoryUsed > w.memory) {
                broken.add(w.id + " uses " + w.coresUsed + "/" + w.cores + " cores and " + w.memoryUsed + "/" + w.memory + " MiB");
            }
            if ((w.state == WorkerState.DEAD) == (m.idToWorker.get(w.id) == w)) {
                broken.add(w.id + " is " + w.state + " but " + (w.state == WorkerState.DEAD ? "" : "not ") + "registered");
            }
        }
        for (ApplicationInfo app : m.idToApp.values()) {
            int granted = 0;
            for (ExecutorDesc e : app.executors.values()) {
                granted += e.cores;
                if (e.state != ExecutorState.LAUNCHING && e.state != ExecutorState.RUNNING) {
                    broken.add(e.fullId() + " of a running app is " + e.state);
                }
                if (e.worker.state != WorkerState.ALIVE || e.worker.executors.get(e.fullId()) != e) {
                    broken.add(e.fullId() + " is not held by its ALIVE worker " + e.worker.id);
                }
            }
            if (granted != app.coresGranted) {
                broken.add(app.id + " was granted " + app.coresGranted + " cores but its executors have " + granted);
            }
            if (app.state.isFinished()
                    || (app.state == ApplicationState.WAITING) != (app.executors.isEmpty() && app.removedExecutors.isEmpty())) {
                broken.add(app.id + " is " + app.state + " with " + app.executors.size() + " executors and "
                        + app.removedExecutors.size() + " removed");
            }
        }
        List<ApplicationInfo> unfinished = m.idToApp.values().stream()
                .sorted(java.util.Comparator.comparingInt(a -> a.submission)).toList();
        if (!unfinished.equals(m.waitingApps)) {
            broken.add("waitingApps " + state.waitingApps() + " are not the unfinished apps in submission order");
        }
        if (m.completedApps.size() > Math.max(m.config().retainedApplications(), 1)
                || m.completedDrivers.size() > Math.max(m.config().retainedDrivers(), 1)) {
            broken.add("more completed apps or drivers than retained");
        }
        for (DriverInfo d : m.drivers) {
            boolean waiting = m.waitingDrivers.contains(d);
            boolean onWorker = d.worker.map(w -> w.drivers.get(d.id) == d).orElse(false);
            if (waiting ? d.state != DriverState.SUBMITTED || d.worker.isPresent() : d.state != DriverState.RUNNING || !onWorker) {
                broken.add("driver " + d.id + " is " + d.state + (waiting ? ", waiting" : ", not waiting"));
            }
        }
        if (!m.drivers.containsAll(m.waitingDrivers)) {
            broken.add("a waiting driver is not among the Master's drivers");
        }
        if (!broken.isEmpty()) {
            throw new IllegalStateException("cluster invariants broken after step " + (m.steps() + 1) + ": " + broken);
        }
    }
}
