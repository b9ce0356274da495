package sparkmemlab.lesson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import org.junit.jupiter.api.Test;
import sparkmemlab.model.SparkVersion;

/**
 * A lesson's scene carries its {@code "sparkVersion"}: the lesson runs, and its checks read, that Spark's model.
 * The same lesson without it runs on 3.5.3, where its claims do not hold.
 */
class LessonSparkVersionTest {

    /** Two tied workers: 4.2.0's Master gives the executor to the greater id, "w2". */
    private static String cluster(String version) {
        return """
                {"format": "spark-memory-lesson/1", "order": 1, "topic": "cluster", "workspace": "cluster",
                 "title": {"en": "T"}, "summary": {"en": "S"},
                 "scenario": {"format": "spark-cluster-scenario/1", %s
                   "steps": [{"op": "addWorker", "worker": "w1", "cores": 4, "memory": "4g"},
                             {"op": "addWorker", "worker": "w2", "cores": 4, "memory": "4g"},
                             {"op": "submitApp", "app": "a1", "conf": {"spark.executor.memory": "1g", "spark.executor.cores": 4, "spark.cores.max": 4}}]},
                 "steps": [
                   {"narration": {"en": "w1 registers."}, "spotlight": ["workers"], "expect": [{"that": "value", "of": "workers.alive", "is": 1}]},
                   {"narration": {"en": "w2 registers."}, "spotlight": ["workers"], "expect": [{"that": "value", "of": "workers.alive", "is": 2}]},
                   {"narration": {"en": "a1's executor is launched on w2."}, "spotlight": ["workers"],
                    "expect": [{"that": "launched", "is": [{"app": "a1", "worker": "w2", "cores": 4}]}]}]}""".formatted(version);
    }

    /** RocksDB's 1 GiB comes off what a task alone may have, on 4.2.0 with polling on. */
    private static String executor(String version) {
        return """
                {"format": "spark-memory-lesson/1", "order": 1, "topic": "beyondSpark",
                 "title": {"en": "T"}, "summary": {"en": "S"},
                 "scenario": {"format": "spark-memory-scenario/1", %s
                   "config": {"spark.executor.memory": "4g", "spark.memory.unmanagedMemoryPollingInterval": "1s"},
                   "steps": [{"op": "setUnmanagedMemory", "component": "RocksDB", "bytes": 1073741824},
                             {"op": "acquireExecution", "task": 1, "bytes": 1572864000}]},
                 "steps": [
                   {"narration": {"en": "RocksDB reports {onHeap.unmanaged:mib}."}, "spotlight": ["onHeapBar"],
                    "expect": [{"that": "value", "of": "onHeap.unmanaged", "is": 1073741824}]},
                   {"narration": {"en": "Task 1 gets {result:mib}, its 1/N {onHeap.maxPerTask:mib}."}, "spotlight": ["taskSlots"],
                    "expect": [{"that": "result", "is": 1314494873}, {"that": "value", "of": "onHeap.maxPerTask", "is": 1314494873}]}]}"""
                .formatted(version);
    }

    private static Lesson parse(String json) throws Exception {
        return LessonParser.parse("v.json", new StringReader(json));
    }

    @Test
    void aClusterLessonRunsOnTheMasterOfItsSparkVersion() throws Exception {
        Lesson on42 = parse(cluster("\"sparkVersion\": \"4.2.0\","));
        assertEquals(SparkVersion.SPARK_4_2_0, on42.clusterScenario().config().sparkVersion());
        assertEquals(3, LessonRun.check(on42).steps());
        Lesson on35 = parse(cluster(""));
        assertEquals(SparkVersion.DEFAULT, on35.clusterScenario().config().sparkVersion());
        String message = assertThrows(LessonCheckException.class, () -> LessonRun.check(on35)).getMessage();
        assertTrue(message.contains("step 3"), message);
    }

    @Test
    void anExecutorLessonRunsOnTheModelOfItsSparkVersion() throws Exception {
        Lesson on42 = parse(executor("\"sparkVersion\": \"4.2.0\","));
        assertEquals(SparkVersion.SPARK_4_2_0, on42.scenario().config().sparkVersion());
        assertEquals(2, LessonRun.check(on42).steps());
        // 3.5.3 has no unmanaged memory: the scene is refused, naming its polling key.
        LessonException refused = assertThrows(LessonException.class, () -> parse(executor("")));
        assertTrue(refused.getMessage().contains("$.scenario.config['spark.memory.unmanagedMemoryPollingInterval']")
                && refused.getMessage().contains("\"sparkVersion\": \"4.2.0\""), refused.getMessage());
    }
}
