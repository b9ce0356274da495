package sparkmemlab.cluster;

import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Spark's {@code WorkerInfo}: a worker's resources and what the Master has placed on it. Spark's
 * worker has a host and a port; here every worker's host is its id (and all share one port), so
 * "the same host and port" is "the same id".
 */
final class WorkerInfo {
    final String id;
    final int cores;
    /** MiB. */
    final int memory;
    /** Registration order: the canonical order of workers (see {@code Master}). */
    final long registration;
    /** By full id ({@code app/id}), in the order added. */
    final Map<String, ExecutorDesc> executors = new LinkedHashMap<>();
    final Map<String, DriverInfo> drivers = new LinkedHashMap<>();
    WorkerState state = WorkerState.ALIVE;
    int coresUsed;
    int memoryUsed;

    WorkerInfo(String id, int cores, int memory, long registration) {
        this.id = id;
        this.cores = cores;
        this.memory = memory;
        this.registration = registration;
    }

    int coresFree() {
        return cores - coresUsed;
    }

    int memoryFree() {
        return memory - memoryUsed;
    }

    void addExecutor(ExecutorDesc exec) {
        executors.put(exec.fullId(), exec);
        coresUsed += exec.cores;
        memoryUsed += exec.memory;
    }

    void removeExecutor(ExecutorDesc exec) {
        if (executors.remove(exec.fullId()) != null) {
            coresUsed -= exec.cores;
            memoryUsed -= exec.memory;
        }
    }

    void addDriver(DriverInfo driver) {
        drivers.put(driver.id, driver);
        memoryUsed += driver.desc.mem();
        coresUsed += driver.desc.cores();
    }

    /** As in Spark, the resources are given back without asking whether the driver was here. */
    void removeDriver(DriverInfo driver) {
        drivers.remove(driver.id);
        memoryUsed -= driver.desc.mem();
        coresUsed -= driver.desc.cores();
    }

    ClusterState.Worker snapshot() {
        List<ClusterState.WorkerExecutor> execs = executors.values().stream()
                .sorted(Comparator.<ExecutorDesc>comparingInt(e -> e.application.submission).thenComparingInt(e -> e.id))
                .map(e -> new ClusterState.WorkerExecutor(e.application.id, e.id, e.cores, e.memory, e.state))
                .toList();
        List<String> driverIds = drivers.values().stream().sorted(Comparator.comparingLong(d -> d.creation))
                .map(d -> d.id).toList();
        return new ClusterState.Worker(id, state, cores, coresUsed, memory, memoryUsed, execs, driverIds);
    }
}
