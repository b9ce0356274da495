package sparkmemlab.replay.whatif;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import sparkmemlab.replay.EventLogException;
import sparkmemlab.replay.EventLogReader;
import sparkmemlab.replay.ReplayedLog;

/**
 * A small event log written line by line in Spark's field names (JsonProtocol's), for reconstructions whose
 * outcome a test can work out by hand: one executor, its settings, its tasks and their peaks.
 */
final class SyntheticLog {
    private final List<String> lines = new ArrayList<>();
    private long time = 1_700_000_000_000L;

    SyntheticLog(Map<String, String> properties, String executor, int cores, long maxOnHeap) {
        lines.add("{\"Event\":\"SparkListenerLogStart\",\"Spark Version\":\"3.5.3\"}");
        StringBuilder props = new StringBuilder();
        properties.forEach((k, v) -> props.append(props.length() == 0 ? "" : ",").append('"').append(k).append("\":\"").append(v).append('"'));
        lines.add("{\"Event\":\"SparkListenerEnvironmentUpdate\",\"JVM Information\":{},\"Spark Properties\":{" + props
                + "},\"Hadoop Properties\":{},\"System Properties\":{},\"Metrics Properties\":{},\"Classpath Entries\":{}}");
        lines.add("{\"Event\":\"SparkListenerApplicationStart\",\"App Name\":\"synthetic\",\"App ID\":\"app-1\",\"Timestamp\":"
                + time + ",\"User\":\"u\"}");
        lines.add("{\"Event\":\"SparkListenerExecutorAdded\",\"Timestamp\":" + tick() + ",\"Executor ID\":\"" + executor
                + "\",\"Executor Info\":{\"Host\":\"h\",\"Total Cores\":" + cores + ",\"Log Urls\":{}}}");
        lines.add("{\"Event\":\"SparkListenerBlockManagerAdded\",\"Block Manager ID\":{\"Executor ID\":\"" + executor
                + "\",\"Host\":\"h\",\"Port\":1},\"Maximum Memory\":" + maxOnHeap + ",\"Timestamp\":" + tick()
                + ",\"Maximum Onheap Memory\":" + maxOnHeap + ",\"Maximum Offheap Memory\":0}");
    }

    private long tick() {
        return time += 10;
    }

    SyntheticLog start(String executor, long task) {
        lines.add("{\"Event\":\"SparkListenerTaskStart\",\"Stage ID\":0,\"Stage Attempt ID\":0,\"Task Info\":{\"Task ID\":" + task
                + ",\"Index\":" + task + ",\"Attempt\":0,\"Partition ID\":" + task + ",\"Launch Time\":" + tick()
                + ",\"Executor ID\":\"" + executor + "\",\"Host\":\"h\",\"Locality\":\"PROCESS_LOCAL\",\"Speculative\":false,"
                + "\"Getting Result Time\":0,\"Finish Time\":0,\"Failed\":false,\"Killed\":false,\"Accumulables\":[]}}");
        return this;
    }

    SyntheticLog end(String executor, long task, long peak) {
        long now = tick();
        lines.add("{\"Event\":\"SparkListenerTaskEnd\",\"Stage ID\":0,\"Stage Attempt ID\":0,\"Task Type\":\"ResultTask\","
                + "\"Task End Reason\":{\"Reason\":\"Success\"},\"Task Info\":{\"Task ID\":" + task + ",\"Index\":" + task
                + ",\"Attempt\":0,\"Partition ID\":" + task + ",\"Launch Time\":" + (now - 5) + ",\"Executor ID\":\"" + executor
                + "\",\"Host\":\"h\",\"Locality\":\"PROCESS_LOCAL\",\"Speculative\":false,\"Getting Result Time\":0,"
                + "\"Finish Time\":" + now + ",\"Failed\":false,\"Killed\":false,\"Accumulables\":[]},"
                + "\"Task Executor Metrics\":{},\"Task Metrics\":{\"Executor Run Time\":5,\"Peak Execution Memory\":" + peak
                + ",\"JVM GC Time\":0,\"Memory Bytes Spilled\":0,\"Disk Bytes Spilled\":0}}");
        return this;
    }

    ReplayedLog read(Path dir) {
        Path file = dir.resolve("app-1");
        try {
            Files.write(file, lines, StandardCharsets.UTF_8);
            return EventLogReader.read(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (EventLogException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }
}
