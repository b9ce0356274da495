package sparkmemlab.cli;

import static sparkmemlab.cli.Outcome.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonParser;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** {@code run} on a cluster scenario: the kind is told by the file's format. */
class ClusterRunTest {
    static final String SCENARIOS = "src/test/resources/cluster-scenarios/";



    @Test
    void eachStepIsOneReadableLine() {
        Outcome o = run("run", SCENARIOS + "01-spread-out-4-3-3.json");
        assertEquals(0, o.status(), o.err());
        assertEquals(4, o.lines().size());
        assertEquals("step 4 submitApp a1 -> launched a1/0 on w1 (4 cores, 1024 MiB), a1/1 on w2 (3 cores, 1024 MiB),"
                + " a1/2 on w3 (3 cores, 1024 MiB) | apps: a1 RUNNING, 10 cores | workers: w1 ALIVE 6/10 cores, 3072/4096 MiB free,"
                + " w2 ALIVE 7/10 cores, 3072/4096 MiB free, w3 ALIVE 7/10 cores, 3072/4096 MiB free", o.lines().get(3));
    }

    @Test
    void aWaitingAppsLineSaysWhichWorkersWereSkippedAndWhy() {
        List<String> lines = run("run", SCENARIOS + "15-worker-too-small.json").lines();
        assertTrue(lines.get(2).endsWith(" | a1 waits: w1 has 8 cores free but 512 MiB, less than one executor's 1024 MiB:"
                + " skipped for a1; w2 has 8192 MiB free but 1 core, fewer than one executor's 2: skipped for a1"), lines.get(2));
    }

    @Test
    void theTraceIsTheContractsJsonLines() {
        Outcome o = run("run", SCENARIOS + "14-drivers-supervised-relaunch.json", "--trace");
        assertEquals(0, o.status(), o.err());
        assertEquals(10, o.lines().size());
        var step7 = JsonParser.parseString(o.lines().get(6)).getAsJsonObject();
        assertEquals("removeWorker", step7.get("op").getAsString());
        assertEquals("d1#2", step7.getAsJsonArray("waitingDrivers").isEmpty()
                ? step7.getAsJsonArray("launched").get(0).getAsJsonObject().get("driver").getAsString() : "");
        assertTrue(JsonParser.parseString(o.lines().get(9)).getAsJsonObject().getAsJsonArray("drivers").get(3)
                .getAsJsonObject().get("worker").isJsonNull(), "a waiting driver's worker is written as null");
    }

    @Test
    void aStepSparkCannotTakeIsOneLineOnStderrAndExitStatus2() {
        Outcome o = run("run", "src/test/resources/cluster-bad/45-unknown-executor.json", "--trace");
        assertEquals(2, o.status());
        assertEquals("", o.out());
        assertEquals("src/test/resources/cluster-bad/45-unknown-executor.json: step 3 (executorExited), field \"executor\""
                + " ($.steps[2].executor): Spark cannot take this step: Got status update for unknown executor a1/7"
                + " (Spark logs this and ignores the message)", o.err().strip());
    }

    @Test
    void aBadFileNamesItsFieldAndPath() {
        Outcome o = run("run", "src/test/resources/cluster-bad/23-worker-memory-bytes.json");
        assertEquals(2, o.status());
        assertTrue(o.err().contains("step 1 (addWorker), field \"memory\" ($.steps[0].memory): Spark refuses this:"
                + " Memory is below 1MB"), o.err());
    }

    @Test
    void theLinesReadInChinese() {
        Locale before = Locale.getDefault();
        try {
            Locale.setDefault(Locale.SIMPLIFIED_CHINESE);
            List<String> lines = run("run", SCENARIOS + "05-cores-max-not-a-multiple.json").lines();
            assertEquals("第 2 步 submitApp a1 -> 启动了 w1 上的 a1/0（2 个核，1024 MiB），w1 上的 a1/1（2 个核，1024 MiB）"
                    + " | 应用：a1 RUNNING，4 个核，还想要 1 个 | worker：w1 ALIVE，空闲 4/8 个核、6144/8192 MiB", lines.get(1));
        } finally {
            Locale.setDefault(before);
        }
    }
}
