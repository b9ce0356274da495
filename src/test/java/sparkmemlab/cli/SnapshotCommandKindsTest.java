package sparkmemlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import sparkmemlab.snapshot.ClusterMoment;
import sparkmemlab.snapshot.LogFingerprint;
import sparkmemlab.snapshot.ReplayMoment;
import sparkmemlab.snapshot.SnapshotReader;
import sparkmemlab.snapshot.SnapshotWriter;
import sparkmemlab.snapshot.ViewState;

/** {@code snapshot CLUSTER.json --at N -o OUT} and {@code snapshot check} of every kind. */
class SnapshotCommandKindsTest {
    private static final Path CLUSTER = Path.of("src/test/resources/cluster-scenarios/07-waiting-app-starts-when-a-worker-joins.json");
    private static final Path LOG = Path.of("src/test/resources/replay/local-1796108184993.zstd");

    @TempDir
    Path dir;
    private Locale before;

    @BeforeEach
    void english() {
        before = Locale.getDefault();
        Locale.setDefault(Locale.ENGLISH);
    }

    @AfterEach
    void restore() {
        Locale.setDefault(before);
    }

    private record Outcome(int status, String out, String err) {
    }

    private static Outcome run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = Main.execute(new PrintWriter(out, true), new PrintWriter(err, true), args);
        return new Outcome(status, out.toString(), err.toString());
    }

    @Test
    void aClusterScenarioIsSavedAtItsStepAndChecked() throws Exception {
        Path out = dir.resolve("cluster.json");
        Outcome o = run("snapshot", CLUSTER.toString(), "--at", "2", "-o", out.toString());
        assertEquals(0, o.status(), o.err());
        ClusterMoment m = (ClusterMoment) SnapshotReader.open(out);
        assertEquals(2, m.at());
        assertEquals("cluster", m.view().workspace());
        assertTrue(Files.readString(out).contains("\"format\": \"spark-cluster-scenario/1\""));
        Outcome check = run("snapshot", "check", out.toString());
        assertEquals(0, check.status(), check.err());
        assertTrue(check.out().contains("a sound cluster snapshot at step 2 of"), check.out());

        Files.writeString(out, Files.readString(out).replaceFirst("\"coresFree\": \\d+", "\"coresFree\": 99"));
        Outcome tampered = run("snapshot", "check", out.toString());
        assertEquals(2, tampered.status());
        assertTrue(tampered.err().contains(out + ": $.state.workers[0].coresFree: the file says 99"), tampered.err());

        Outcome beyond = run("snapshot", CLUSTER.toString(), "--at", "99", "-o", out.toString());
        assertEquals(2, beyond.status());
        assertTrue(beyond.err().contains("--at 99"), beyond.err());
    }

    @Test
    void aReplaySnapshotIsCheckedAgainstItsLog() throws Exception {
        Path log = Files.copy(LOG, dir.resolve("app.zstd"));
        Path out = dir.resolve("replay.json");
        SnapshotWriter.write(out, new ReplayMoment(LogFingerprint.of(log), "driver", 500,
                new ViewState("replay", ViewState.Mode.SANDBOX, Optional.empty(), 1.0)));
        Outcome ok = run("snapshot", "check", out.toString());
        assertEquals(0, ok.status(), ok.err());
        assertTrue(ok.out().contains("a sound replay snapshot of executor driver at 500 ms"), ok.out());
        Files.writeString(log, "another file\n");
        Outcome other = run("snapshot", "check", out.toString());
        assertEquals(2, other.status());
        assertTrue(other.err().contains("$.replay.log.bytes") && other.err().contains("it is another file"), other.err());
    }
}
