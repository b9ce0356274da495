package sparkmemlab.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What a log cannot show is said: blocks of unpersisted RDDs, broadcast values, a log with no executor. */
class ReplayNoticesTest {

    @TempDir
    Path dir;

    private static final String START = "{\"Event\":\"SparkListenerLogStart\",\"Spark Version\":\"3.5.3\"}";
    private static final String EXECUTOR = "{\"Event\":\"SparkListenerExecutorAdded\",\"Timestamp\":2,\"Executor ID\":\"1\","
            + "\"Executor Info\":{\"Host\":\"h\",\"Total Cores\":1,\"Log Urls\":{}}}";

    private static String block(String id, long memory) {
        return "{\"Event\":\"SparkListenerBlockUpdated\",\"Block Updated Info\":{\"Block Manager ID\":{\"Executor ID\":\"1\","
                + "\"Host\":\"h\",\"Port\":1},\"Block ID\":\"" + id + "\",\"Storage Level\":{\"Use Disk\":false,\"Use Memory\":true,"
                + "\"Use Off Heap\":false,\"Deserialized\":false,\"Replication\":1},\"Memory Size\":" + memory + ",\"Disk Size\":0}}";
    }

    private List<String> keys(String... lines) throws Exception {
        Path log = Files.write(dir.resolve("app-" + System.nanoTime()), new ArrayList<>(List.of(lines)), StandardCharsets.UTF_8);
        return EventLogReader.read(log).notices().stream().map(n -> n.text().key()).toList();
    }

    @Test
    void unpersistedBlocksAndBroadcastValuesAreSaidToBeMissingFromBlockUpdates() throws Exception {
        List<String> keys = keys(START, EXECUTOR, block("rdd_3_0", 100), block("broadcast_0_piece0", 50),
                "{\"Event\":\"SparkListenerUnpersistRDD\",\"RDD ID\":3}");
        assertTrue(keys.contains("coverage.unpersisted"), keys.toString());
        assertTrue(keys.contains("coverage.broadcastValues"), keys.toString());
        assertFalse(keys.contains("coverage.noExecutors"), keys.toString());
        // Without them, neither is said.
        keys = keys(START, EXECUTOR, block("rdd_3_0", 100));
        assertFalse(keys.contains("coverage.unpersisted") || keys.contains("coverage.broadcastValues"), keys.toString());
    }

    @Test
    void aLogWithNoExecutorSaysSo() throws Exception {
        List<String> keys = keys(START,
                "{\"Event\":\"SparkListenerApplicationStart\",\"App Name\":\"t\",\"App ID\":\"app-1\",\"Timestamp\":1,\"User\":\"u\"}");
        assertEquals("coverage.noExecutors", keys.get(0), keys.toString());
    }

    @Test
    void aRollingFolderThatHasLostItsFirstPartsSaysSo() throws Exception {
        Path folder = Files.createDirectories(dir.resolve("eventlog_v2_app-9"));
        Files.writeString(folder.resolve("appstatus_app-9"), "");
        Files.write(folder.resolve("events_3_app-9"), List.of(START, EXECUTOR), StandardCharsets.UTF_8);
        Files.write(folder.resolve("events_4_app-9"), List.of(block("rdd_1_0", 10)), StandardCharsets.UTF_8);
        ReplayNotice notice = EventLogReader.read(folder).notices().stream()
                .filter(n -> n.text().key().equals("coverage.rollingFirstMissing")).findFirst().orElseThrow();
        assertEquals(List.of("events_3_app-9", 2L), List.of(notice.text().args()));
        // A folder from its first file says nothing of the kind.
        Files.move(folder.resolve("events_3_app-9"), folder.resolve("events_1_app-9"));
        Files.move(folder.resolve("events_4_app-9"), folder.resolve("events_2_app-9"));
        assertFalse(EventLogReader.read(folder).notices().stream().anyMatch(n -> n.text().key().equals("coverage.rollingFirstMissing")));
    }

    @Test
    void aByteOrderMarkIsNamed() throws Exception {
        Path log = dir.resolve("app-bom");
        Files.write(log, ("\uFEFF" + START + "\n").getBytes(StandardCharsets.UTF_8));
        EventLogException e = org.junit.jupiter.api.Assertions.assertThrows(EventLogException.class, () -> EventLogReader.read(log));
        assertTrue(e.getMessage().contains("UTF-8 byte order mark (EF BB BF)"), e.getMessage());
    }
}
