package sparkmemlab.container;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import sparkmemlab.container.netty.NettyPools;

class ContainerModelTest {
    private static final long MIB = 1L << 20;

    private static ContainerModel model(String... keysAndValues) {
        return new ContainerModel(ContainerConfig.from(RealResourceProfileTest.conf(keysAndValues[0],
                java.util.Arrays.copyOfRange(keysAndValues, 1, keysAndValues.length))));
    }

    @Test
    void a512mPodAsksFor896Mi() {
        ContainerState s = model("k8s://https://k8s:6443", "spark.executor.memory", "512m").state();
        assertEquals("896Mi", s.resources().kubernetesQuantity());
        assertEquals(896 * MIB, s.limit());
        assertEquals(512 * MIB, s.used(), "a new executor counts its heap only");
    }

    @Test
    void anExplicitOverheadReplacesTheComputedOne() {
        ExecutorResources r = ContainerConfig.from(RealResourceProfileTest.conf("yarn", "spark.executor.memory", "10g",
                "spark.executor.memoryOverhead", "500")).resources();
        assertEquals(500, r.memoryOverheadMiB());
        assertEquals(10240 + 500, r.totalMemMiB());
    }

    @Test
    void passingTheLimitOnYarnKillsWithYarnsMessage() {
        // A scheduler stepping by 128 MiB grants the 1,408 MiB asked exactly.
        ContainerModel m = model("yarn", "spark.executor.memory", "1g", "yarn.scheduler.minimum-allocation-mb", "128");
        ContainerStep step = m.step(new ContainerOp.DirectAllocate("buf", 400 * MIB));
        assertTrue(step.state().killed());
        ContainerKill kill = step.state().kill().orElseThrow();
        assertEquals(-104, kill.exitStatus());
        assertEquals("Container killed by YARN for exceeding physical memory limits. 1.4 GB of 1.4 GB physical memory used."
                + " Consider boosting spark.executor.memoryOverhead.", kill.message());
        assertTrue(step.events().get(step.events().size() - 1) instanceof ContainerEvent.ContainerKilled);
        assertThrows(IllegalContainerStepException.class, () -> m.step(new ContainerOp.DirectFree("buf")),
                "the executor is lost");
    }

    @Test
    void yarnEnforcesItsGrantNotSparksAsk() {
        // Hadoop's default scheduler rounds 1,408 MiB up to a multiple of 1024: a 2,048 MiB container.
        ContainerModel m = model("yarn", "spark.executor.memory", "1g");
        assertEquals(1408 * MIB, m.state().request());
        assertEquals(2048 * MIB, m.state().limit());
        assertFalse(m.step(new ContainerOp.DirectAllocate("a", 400 * MIB)).state().killed(), "1,424 MiB is inside the grant");
        assertFalse(m.step(new ContainerOp.DirectAllocate("b", 624 * MIB)).state().killed(), "exactly at the grant is not over it");
        ContainerKill kill = m.step(new ContainerOp.DirectAllocate("c", 1)).state().kill().orElseThrow();
        assertTrue(kill.message().contains(" of 2 GB physical memory used"), kill.message());
        // The scenario's own scheduler step, and the ask when it is already a multiple of it.
        assertEquals(1536 * MIB, model("yarn", "spark.executor.memory", "1g", "yarn.scheduler.minimum-allocation-mb", "512").state().limit());
        assertEquals(2048 * MIB, model("yarn", "spark.executor.memory", "1664m").state().limit());
        // Below the minimum, the minimum.
        assertEquals(4096 * MIB, model("yarn", "spark.executor.memory", "512m", "yarn.scheduler.minimum-allocation-mb", "4096").state().limit());
    }

    @Test
    void theSchedulersSettingIsYarnsAndAWholeNumber() {
        ContainerConfigException e = assertThrows(ContainerConfigException.class, () -> model("k8s://https://k8s:6443",
                "yarn.scheduler.minimum-allocation-mb", "512"));
        assertTrue(e.getMessage().contains("Kubernetes' pod limit is the request itself"), e.getMessage());
        e = assertThrows(ContainerConfigException.class, () -> model("yarn", "yarn.scheduler.minimum-allocation-mb", "0"));
        assertTrue(e.getMessage().contains("at least 1 (Hadoop's default is 1024), but it is \"0\""), e.getMessage());
        assertThrows(ContainerConfigException.class, () -> model("yarn", "yarn.scheduler.minimum-allocation-mb", "1g"));
    }

    @Test
    void passingTheLimitOnKubernetesIsOomKilled() {
        ContainerModel m = model("k8s://https://k8s:6443", "spark.executor.memory", "2g", "spark.executor.id", "7");
        m.step(new ContainerOp.DirectAllocate("a", 384 * MIB));
        assertFalse(m.state().killed(), "exactly at the limit is not over it");
        ContainerKill kill = m.step(new ContainerOp.DirectAllocate("b", 1)).state().kill().orElseThrow();
        assertEquals(137, kill.exitStatus());
        assertEquals("OOMKilled", kill.reason());
        assertEquals("The executor with id 7 exited with exit code 137(SIGKILL, possible container OOM).", kill.message());
    }

    @Test
    void fetchesInFlightAreNettyBuffersOutsideTheHeap() {
        ContainerModel m = model("yarn", "spark.executor.memory", "4g");
        m.step(new ContainerOp.ThreadStart("shuffle-client-1", true));
        ContainerState s = m.step(new ContainerOp.ShuffleFetch("r1", 1, "shuffle-client-1", 30 * MIB)).state();
        assertEquals(30 * MIB, s.bytesInFlight());
        assertEquals(32 * MIB, s.netty().allocator(NettyPools.SHARED_WITHOUT_CACHE).usedDirectMemory(),
                "480 reads of 64 KiB fill 8 chunks of 4 MiB");
        assertEquals(32 * MIB, s.part(ContainerPart.NETTY_DIRECT));
        ContainerState before = m.state();
        assertThrows(IllegalContainerStepException.class,
                () -> m.step(new ContainerOp.ShuffleFetch("r2", 1, "shuffle-client-1", 30 * MIB)),
                "30 MiB more of the same task would pass spark.reducer.maxSizeInFlight (48m): the fetch waits");
        assertEquals(before, m.state(), "a refused step changes nothing");
        s = m.step(new ContainerOp.ShuffleFetchDone("r1")).state();
        assertEquals(0, s.bytesInFlight());
        assertEquals(0, s.netty().allocator(NettyPools.SHARED_WITHOUT_CACHE).usedDirectMemory(),
                "every chunk went past 25% and is destroyed when it empties");
    }

    @Test
    void maxSizeInFlightCapsEachTaskNotTheExecutor() {
        ContainerModel m = model("yarn", "spark.executor.memory", "4g", "spark.executor.memoryOverhead", "2g");
        m.step(new ContainerOp.ThreadStart("shuffle-client-1", true));
        m.step(new ContainerOp.ShuffleFetch("r1", 1, "shuffle-client-1", 30 * MIB));
        ContainerState s = m.step(new ContainerOp.ShuffleFetch("r2", 2, "shuffle-client-1", 30 * MIB)).state();
        assertEquals(60 * MIB, s.bytesInFlight(), "each reduce task has its own ShuffleBlockFetcherIterator and cap");
        IllegalContainerStepException waits = assertThrows(IllegalContainerStepException.class,
                () -> m.step(new ContainerOp.ShuffleFetch("r3", 2, "shuffle-client-1", 30 * MIB)));
        assertTrue(waits.getMessage().contains("task 2"), waits.getMessage());
        s = m.step(new ContainerOp.ShuffleFetch("r4", 3, "shuffle-client-1", 100 * MIB)).state();
        assertEquals(160 * MIB, s.bytesInFlight(), "a task's first request always goes, even above the cap");
    }

    @Test
    void aTasksEndCleansUpItsUnreadReplies() {
        ContainerModel m = model("yarn", "spark.executor.memory", "4g");
        m.step(new ContainerOp.ThreadStart("shuffle-client-1", true));
        m.step(new ContainerOp.ShuffleFetch("r1", 1, "shuffle-client-1", 8 * MIB));
        m.step(new ContainerOp.ShuffleFetch("r2", 2, "shuffle-client-1", 20 * MIB));
        List<ContainerEvent> events = m.taskEnded(2);
        assertEquals(8 * MIB, m.state().bytesInFlight(), "task 1's reply is still in flight");
        ContainerEvent.FetchDone done = events.stream().filter(ContainerEvent.FetchDone.class::isInstance)
                .map(ContainerEvent.FetchDone.class::cast).findFirst().orElseThrow();
        assertEquals("r2", done.request());
        assertTrue(done.cleanup());
        assertEquals("ShuffleBlockFetcherIterator.cleanup", done.method());
        assertTrue(m.taskEnded(7).isEmpty(), "a task with nothing in flight has nothing to clean");
        assertEquals(m.state(), m.copy().state(), "a copy replays the task's end too");
        assertThrows(IllegalContainerStepException.class, () -> m.step(new ContainerOp.ShuffleFetchDone("r2")),
                "the cleaned-up reply is gone");
    }

    @Test
    void metaspaceRunsOutOnlyWithAMaximum() {
        ContainerModel unlimited = model("yarn");
        unlimited.step(new ContainerOp.MetaspaceGrow(300 * MIB));
        assertEquals(300 * MIB, unlimited.state().part(ContainerPart.METASPACE));
        ContainerModel capped = model("yarn", "spark.executor.extraJavaOptions", "-XX:MaxMetaspaceSize=256m -Xss2m");
        ContainerStep step = capped.step(new ContainerOp.MetaspaceGrow(300 * MIB));
        assertEquals("java.lang.OutOfMemoryError: Metaspace", step.state().jvmError().orElseThrow());
        assertFalse(step.state().killed());
        assertEquals(2 * MIB, capped.config().jvm().threadStackSize());
    }

    @Test
    void theCodeCacheStopsAtItsReservation() {
        ContainerModel m = model("yarn", "spark.executor.memory", "4g");
        ContainerStep step = m.step(new ContainerOp.CodeCacheGrow(300 * MIB));
        assertEquals(240 * MIB, step.state().part(ContainerPart.CODE_CACHE));
        assertTrue(step.events().stream().anyMatch(e -> e instanceof ContainerEvent.CodeCacheFull));
    }

    @Test
    void offHeapIsCountedAsGrantedAndCappedBySparksSize() {
        ContainerModel m = model("yarn", "spark.memory.offHeap.enabled", "true", "spark.memory.offHeap.size", "1g");
        assertEquals(1024 + 384 + 1024, m.state().resources().totalMemMiB());
        m.step(new ContainerOp.OffHeapAllocate(600 * MIB));
        assertThrows(IllegalContainerStepException.class, () -> m.step(new ContainerOp.OffHeapAllocate(500 * MIB)));
        assertEquals(600 * MIB, m.state().part(ContainerPart.OFF_HEAP));
    }

    @Test
    void settingsSparkRefusesAreRefused() {
        for (Map<String, String> bad : List.of(Map.of("spark.executor.memory", "1g"), Map.of("spark.master", "local[4]"),
                Map.of("spark.master", "yarn", "spark.executor.memory", "1.5g"),
                Map.of("spark.master", "yarn", "spark.executor.extraJavaOptions", "-Xss1q"),
                Map.of("spark.master", "yarn", "spark.memory.offHeap.enabled", "yes"))) {
            assertThrows(ContainerConfigException.class, () -> ContainerConfig.from(bad), bad.toString());
        }
    }

    @Test
    void aScenarioFileRunsAndReadsBackTheSame() throws IOException {
        String json = Files.readString(Path.of("src/test/resources/container/yarn-netty-burst.json"));
        ContainerScenario scenario = ContainerScenarioReader.read("yarn-netty-burst.json", json);
        assertEquals(scenario, ContainerScenarioReader.read("again", ContainerScenarioReader.write(scenario)));
        List<ContainerStep> steps = scenario.run();
        ContainerState end = steps.get(steps.size() - 1).state();
        // Spark asks for 1,408 MiB; YARN's default scheduler grants 2,048, and the trace's limit is the grant.
        assertEquals(1408 * MIB, end.request());
        assertEquals(2048 * MIB, end.limit());
        assertEquals(1408, ContainerTraceJson.toJson(end).getAsJsonObject("request").get("totalMemMiB").getAsLong());
        assertFalse(end.killed(), "used " + end.used() + " of " + end.limit());
        assertEquals(20 * MIB, end.bytesInFlight());
        assertEquals(end.limit(), ContainerTraceJson.toJson(end).get("limit").getAsLong());
        assertEquals(end.used(), ContainerTraceJson.toJson(end).get("used").getAsLong());
    }
}
