package sparkmemlab.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class MasterTest {

    static Master master(ClusterOp... ops) throws IllegalClusterStepException {
        Master m = new Master(ClusterConfig.defaults());
        for (ClusterOp op : ops) {
            m.apply(op);
        }
        return m;
    }

    static ClusterOp.SubmitApp app(String id, Map<String, String> conf) {
        return new ClusterOp.SubmitApp(id, id, conf);
    }

    @Test
    void aSkippedWorkerIsExplainedWithItsFreeCoresAndMemoryAndWhatOneExecutorNeeds() throws Exception {
        Master m = master(new ClusterOp.AddWorker("worker-1", 4, "4g"), new ClusterOp.AddWorker("worker-2", 2, "512m"));
        ClusterStep step = m.apply(app("a1", Map.of("spark.executor.memory", "1g")));
        ClusterEvent.WorkerUnusable skipped = step.events().stream()
                .filter(ClusterEvent.WorkerUnusable.class::isInstance).map(ClusterEvent.WorkerUnusable.class::cast)
                .findFirst().orElseThrow();
        assertEquals(new ClusterEvent.WorkerUnusable("a1", "worker-2", WorkerState.ALIVE, 2, 512, 1, 1024), skipped);
        assertTrue(skipped.enoughCores() && !skipped.enoughMemory());
        assertEquals(ClusterMethod.START_EXECUTORS_ON_WORKERS, skipped.method());
        assertEquals(List.of(new WorkerMessage.LaunchExecutor("a1", 0, "worker-1", 4, 1024)), step.launched());
    }

    @Test
    void workersWithEqualFreeCoresAreTakenInRegistrationOrder() throws Exception {
        Master m = master(new ClusterOp.AddWorker("w3", 2, "4g"), new ClusterOp.AddWorker("w1", 4, "4g"),
                new ClusterOp.AddWorker("w2", 2, "4g"));
        ClusterStep step = m.apply(app("a1", Map.of("spark.cores.max", "3")));
        assertEquals(new ClusterEvent.UsableWorkers("a1", List.of(new ClusterEvent.WorkerFree("w1", 4, 4096),
                new ClusterEvent.WorkerFree("w3", 2, 4096), new ClusterEvent.WorkerFree("w2", 2, 4096))),
                step.events().stream().filter(ClusterEvent.UsableWorkers.class::isInstance).findFirst().orElseThrow());
        assertEquals(List.of("w1", "w3", "w2"), step.launched().stream().map(WorkerMessage::worker).toList());
    }

    @Test
    void driversGoRoundRobinFromTheFirstAliveWorkerAtEachSchedule() throws Exception {
        Master m = master(new ClusterOp.AddWorker("w1", 1, "1g"), new ClusterOp.AddWorker("w2", 1, "1g"),
                new ClusterOp.AddWorker("w3", 1, "1g"));
        m.apply(new ClusterOp.SubmitDriver("d1", "1g", 1, false));
        m.apply(new ClusterOp.SubmitDriver("d2", "1g", 1, false));
        ClusterStep step = m.apply(new ClusterOp.SubmitDriver("d3", "1g", 1, false));
        assertEquals(List.of(List.of("d1"), List.of("d2"), List.of("d3")),
                step.state().workers().stream().map(ClusterState.Worker::drivers).toList());
        assertEquals(List.of(new ClusterEvent.DriverSubmitted("d3", 1024, 1, false),
                new ClusterEvent.DriverDoesNotFit("d3", "w1", 0, 0, 1, 1024), new ClusterEvent.DriverDoesNotFit("d3", "w2", 0, 0, 1, 1024),
                new ClusterEvent.DriverLaunched("d3", "w3", 1, 1024)), step.events());
    }

    @Test
    void aStepSparkCannotTakeChangesNothing() throws Exception {
        Master m = master(new ClusterOp.AddWorker("w1", 4, "4g"), app("a1", Map.of()));
        ClusterState before = m.state();
        IllegalClusterStepException e = assertThrows(IllegalClusterStepException.class,
                () -> m.apply(new ClusterOp.ExecutorExited("a1", 9, ExecutorState.FAILED, java.util.OptionalInt.of(1))));
        assertEquals("executor", e.field());
        assertTrue(e.getMessage().contains("Got status update for unknown executor a1/9"), e.getMessage());
        assertSame(before, m.state());
        assertEquals(2, m.steps());
        assertEquals(3, m.apply(new ClusterOp.StopApp("a1", ClusterOp.How.KILL)).step());
    }

    @Test
    void theInvariantsCatchBooksThatDoNotAddUp() throws Exception {
        Master m = master(new ClusterOp.AddWorker("w1", 4, "4g"), app("a1", Map.of("spark.cores.max", "2")));
        MasterInvariants.check(m, m.state());
        m.workers.get(0).coresUsed += 1;
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> MasterInvariants.check(m, m.state()));
        assertTrue(e.getMessage().contains("w1 uses 3 cores and 1024 MiB, but holds 2 cores and 1024 MiB"), e.getMessage());
        m.workers.get(0).coresUsed -= 1;
        m.idToApp.get("a1").coresGranted = 3;
        e = assertThrows(IllegalStateException.class, () -> MasterInvariants.check(m, m.state()));
        assertTrue(e.getMessage().contains("a1 was granted 3 cores but its executors have 2"), e.getMessage());
    }

    @Test
    void aLostWorkersDriversGiveBackItsResourcesButItsExecutorsKeepThem() throws Exception {
        Master m = master(new ClusterOp.AddWorker("w1", 4, "4g"), new ClusterOp.SubmitDriver("d1", "1g", 1, false),
                app("a1", Map.of("spark.executor.memory", "1g")));
        ClusterState.Worker dead = m.apply(new ClusterOp.RemoveWorker("w1")).state().workers().get(0);
        assertEquals(WorkerState.DEAD, dead.state());
        assertEquals(List.of(), dead.drivers());
        assertEquals(3, dead.coresUsed());
        assertEquals(1024, dead.memoryUsed());
        assertEquals(List.of(new ClusterState.WorkerExecutor("a1", 0, 3, 1024, ExecutorState.LOST)), dead.executors());
    }
}
