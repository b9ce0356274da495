package sparkmemlab.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * "At most N at once" counts tasks that ran together by their own times, so it never exceeds the cores when Spark
 * logs a TaskStart before the TaskEnd of the task whose core it took (the listener bus posts the end later).
 */
class MaxConcurrentTasksTest {

    @TempDir
    Path dir;

    private static String start(long task, long launch) {
        return "{\"Event\":\"SparkListenerTaskStart\",\"Stage ID\":0,\"Stage Attempt ID\":0,\"Task Info\":{\"Task ID\":" + task
                + ",\"Index\":" + task + ",\"Attempt\":0,\"Partition ID\":" + task + ",\"Launch Time\":" + launch
                + ",\"Executor ID\":\"1\",\"Host\":\"h\",\"Locality\":\"PROCESS_LOCAL\",\"Speculative\":false,"
                + "\"Getting Result Time\":0,\"Finish Time\":0,\"Failed\":false,\"Killed\":false,\"Accumulables\":[]}}";
    }

    private static String end(long task, long launch, long finish) {
        return "{\"Event\":\"SparkListenerTaskEnd\",\"Stage ID\":0,\"Stage Attempt ID\":0,\"Task Type\":\"ResultTask\","
                + "\"Task End Reason\":{\"Reason\":\"Success\"},\"Task Info\":{\"Task ID\":" + task + ",\"Index\":" + task
                + ",\"Attempt\":0,\"Partition ID\":" + task + ",\"Launch Time\":" + launch + ",\"Executor ID\":\"1\","
                + "\"Host\":\"h\",\"Locality\":\"PROCESS_LOCAL\",\"Speculative\":false,\"Getting Result Time\":0,"
                + "\"Finish Time\":" + finish + ",\"Failed\":false,\"Killed\":false,\"Accumulables\":[]},"
                + "\"Task Executor Metrics\":{},\"Task Metrics\":{\"Executor Run Time\":5,\"Peak Execution Memory\":0,"
                + "\"JVM GC Time\":0,\"Memory Bytes Spilled\":0,\"Disk Bytes Spilled\":0}}";
    }

    private int maxAtOnce(List<String> tasks) throws Exception {
        List<String> lines = new ArrayList<>(List.of("{\"Event\":\"SparkListenerLogStart\",\"Spark Version\":\"3.5.3\"}",
                "{\"Event\":\"SparkListenerApplicationStart\",\"App Name\":\"t\",\"App ID\":\"app-1\",\"Timestamp\":1,\"User\":\"u\"}",
                "{\"Event\":\"SparkListenerExecutorAdded\",\"Timestamp\":2,\"Executor ID\":\"1\",\"Executor Info\":{\"Host\":\"h\","
                        + "\"Total Cores\":1,\"Log Urls\":{}}}"));
        lines.addAll(tasks);
        Path log = Files.write(dir.resolve("app-1"), lines, StandardCharsets.UTF_8);
        ReplayedLog replayed = EventLogReader.read(log);
        List<String> raw = Files.readAllLines(log);
        // The summary, and a plain walk of the lines that counts at each launch what had launched and not finished.
        int summary = ReplaySummary.of(replayed).executors().get("1").maxConcurrentTasks();
        assertEquals(RawLogFigures.summary(raw).getAsJsonObject("executors").getAsJsonObject("1").get("maxConcurrentTasks").getAsInt(),
                summary);
        return summary;
    }

    @Test
    void aStartLoggedBeforeTheEndItFollowsIsNoConcurrency() throws Exception {
        // One core: task 2 launches at 200 on the core task 1 gave up at 200, and its start is logged first.
        assertEquals(1, maxAtOnce(List.of(start(1, 100), start(2, 200), end(1, 100, 200), end(2, 200, 300))));
    }

    @Test
    void tasksThatRanTogetherAreCounted() throws Exception {
        assertEquals(2, maxAtOnce(List.of(start(1, 100), start(2, 150), end(1, 100, 200), end(2, 150, 250))));
        // A task with no end runs to the end of the log.
        assertEquals(2, maxAtOnce(List.of(start(1, 100), start(2, 150), end(2, 150, 250))));
    }
}
