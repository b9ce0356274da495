package sparkmemlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.ResourceBundle;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import sparkmemlab.i18n.Bundles;
import sparkmemlab.snapshot.ClusterMoment;
import sparkmemlab.snapshot.LoadedSnapshot;
import sparkmemlab.snapshot.LogFingerprint;
import sparkmemlab.snapshot.ReplayMoment;
import sparkmemlab.snapshot.SnapshotReader;
import sparkmemlab.snapshot.SnapshotWriter;
import sparkmemlab.snapshot.ViewState;

/** The command line as a teacher uses it: the jar's two faces, help, lessons as input, numbers, files written. */
class CommandLineTest {

    private static final Path LESSON = Path.of("lessons/03-execution-takes-it-back.json");

    @TempDir
    Path dir;

    private record Outcome(int status, String out, String err) {
    }

    private static Outcome run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = Main.execute(new PrintWriter(out, true), new PrintWriter(err, true), args);
        return new Outcome(status, out.toString(), err.toString());
    }

    /** The app in a JVM of its own, as {@code java -jar} starts it, with no display. */
    private static Outcome java(Path workDir, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), "sparkmemlab.cli.Main"));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command).directory(Path.of("").toAbsolutePath().toFile());
        builder.environment().remove("DISPLAY");
        builder.environment().remove("WAYLAND_DISPLAY");
        builder.environment().remove("JAVA_TOOL_OPTIONS");
        builder.environment().remove("JDK_JAVA_OPTIONS");
        Path out = workDir.resolve("stdout.txt");
        Path err = workDir.resolve("stderr.txt");
        Process p = builder.redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        if (!p.waitFor(120, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("the app did not finish: " + command);
        }
        return new Outcome(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8), Files.readString(err, StandardCharsets.UTF_8));
    }

    private static boolean linux() {
        return System.getProperty("os.name").toLowerCase(Locale.ROOT).contains("linux");
    }

    @Test
    void oneFileOpensTheWindowOnItButAnOptionOrAnythingElseIsTheCommandLine(@org.junit.jupiter.api.io.TempDir Path dir)
            throws IOException {
        Path file = Files.writeString(dir.resolve("scenario.json"), "{}");
        assertTrue(Main.opensFile(file.toString()), "a file: the window, opening it");
        assertFalse(Main.opensFile(dir.toString()), "a folder is not opened");
        assertFalse(Main.opensFile(dir.resolve("missing.json").toString()));
        assertFalse(Main.opensFile("--help"));
        assertTrue(Main.opensFile("pom.xml"), "a file in the folder the app runs in");
    }

    @Test
    void withNoArgumentsTheJarOpensTheWindowNotTheUsage() throws Exception {
        // With no display the window cannot open: the app says so, instead of printing the command line's usage.
        Assumptions.assumeTrue(linux(), "a Linux machine, where a missing DISPLAY stops the window before it opens");
        Outcome o = java(dir);
        assertEquals(1, o.status(), o.err());
        assertFalse(o.out().contains("Usage:"), o.out());
        assertTrue(o.err().contains("The window cannot open: Unable to open DISPLAY"), o.err());
        assertTrue(o.err().contains("java -jar spark-memory-lab.jar --help"), o.err());
        assertFalse(o.err().contains("Unsupported JavaFX configuration"), o.err());
    }

    @Test
    void renderDrawsALessonStepWithoutJavaFxsClassPathWarning() throws Exception {
        Path png = dir.resolve("step7.png");
        Outcome o = java(dir, "render", LESSON.toString(), "--at", "7", "-o", png.toString(), "--size", "800x600");
        assertEquals(0, o.status(), o.err());
        assertFalse(o.err().contains("Unsupported JavaFX configuration"), o.err());
        assertEquals("", o.err().strip(), "nothing on stderr");
        assertEquals("Wrote " + png + " (after step 7, 800x600)", o.out().strip());
        byte[] bytes = Files.readAllBytes(png);
        assertEquals((byte) 0x89, bytes[0]);
        assertEquals('P', bytes[1]);
        assertSamePermissionsAsANewFile(png);
    }

    private void assertSamePermissionsAsANewFile(Path written) throws IOException {
        if (written.getFileSystem().supportedFileAttributeViews().contains("posix")) {
            Path plain = Files.createFile(dir.resolve("plain-" + written.getFileName()));
            assertEquals(Files.getPosixFilePermissions(plain), Files.getPosixFilePermissions(written), written.toString());
        }
    }

    @Test
    void runTakesALessonAsItsScenario() throws Exception {
        JsonObject lesson = JsonParser.parseString(Files.readString(LESSON)).getAsJsonObject();
        Path scenario = dir.resolve("scenario.json");
        Files.writeString(scenario, lesson.get("scenario").toString());
        Outcome fromLesson = run("run", LESSON.toString(), "--trace");
        Outcome fromScenario = run("run", scenario.toString(), "--trace");
        assertEquals(0, fromLesson.status(), fromLesson.err());
        assertEquals(fromScenario.out(), fromLesson.out());
        assertEquals(lesson.getAsJsonArray("steps").size(), fromLesson.out().strip().split("\n").length);
        assertEquals(run("run", scenario.toString()).out(), run("run", LESSON.toString()).out());
    }

    @Test
    void aSnapshotOfALessonStepOpensAsThatLessonAndSaysItSaved() throws Exception {
        Path out = dir.resolve("moment.json");
        Outcome o = run("snapshot", LESSON.toString(), "--at", "5", "-o", out.toString());
        assertEquals(0, o.status(), o.err());
        assertEquals(out + ": saved step 5 of 8", o.out().strip());
        LoadedSnapshot loaded = SnapshotReader.read(out);
        assertEquals(5, loaded.snapshot().at());
        assertEquals(new ViewState(ViewState.Mode.LESSON, java.util.Optional.of("03-execution-takes-it-back"), 1.0),
                loaded.snapshot().view());
        assertEquals(0, run("snapshot", "check", out.toString()).status());
        assertSamePermissionsAsANewFile(out);
    }

    @Test
    void aLessonStepOutOfRangeOrABadLessonIsBadInput() throws Exception {
        Outcome o = run("snapshot", LESSON.toString(), "--at", "9", "-o", dir.resolve("x.json").toString());
        assertEquals(2, o.status());
        assertEquals(LESSON + ": --at 9 is not one of its steps; it has steps 0 to 8", o.err().strip());
        o = run("render", LESSON.toString(), "--at", "9", "-o", dir.resolve("x.png").toString());
        assertEquals(2, o.status());
        assertEquals(LESSON + ": --at 9 is out of range; it has 8 step(s), so N must be 0 to 8", o.err().strip());
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, Files.readString(LESSON).replace("\"narration\"", "\"narations\""));
        o = run("run", bad.toString());
        assertEquals(2, o.status());
        assertTrue(o.err().startsWith(bad + ": $.steps[0].narations: unknown field \"narations\""), o.err());
    }

    /** Every command, as a teacher types it before --help. */
    private static final List<List<String>> COMMANDS = List.of(List.of(), List.of("run"), List.of("render"),
            List.of("lesson"), List.of("lesson", "check"), List.of("lesson", "show"), List.of("snapshot"),
            List.of("snapshot", "check"), List.of("docs"));

    @Test
    void eachCommandsHelpDescribesThatCommandAndNoPathOfTheSourceTree() {
        for (Locale locale : List.of(Locale.ENGLISH, Locale.CHINESE)) {
            Locale before = Locale.getDefault();
            Locale.setDefault(locale);
            try {
                ResourceBundle messages = Bundles.get("sparkmemlab.cli.messages", locale);
                List<String> descriptions = new ArrayList<>();
                for (List<String> command : COMMANDS) {
                    List<String> args = new ArrayList<>(command);
                    args.add("--help");
                    Outcome o = run(args.toArray(String[]::new));
                    assertEquals(0, o.status(), command + ": " + o.err());
                    assertTrue(o.out().contains(("Usage: spark-memory-lab " + String.join(" ", command)).strip()), o.out());
                    String key = String.join(".", List.of("spark-memory-lab", String.join(".", command), "usage.description"))
                            .replace("..", ".");
                    String description = messages.getString(key);
                    // Picocli wraps lines: compare the first words.
                    String start = description.substring(0, Math.min(24, description.length()));
                    assertTrue(o.out().contains(start), command + " (" + locale + ") shows its own description:\n" + o.out());
                    descriptions.add(description);
                    assertFalse(o.out().contains("src/"), command + " (" + locale + ") points into the source tree:\n" + o.out());
                }
                assertEquals(descriptions.size(), descriptions.stream().distinct().count(), "every command describes itself");
            } finally {
                Locale.setDefault(before);
            }
        }
    }

    @Test
    void theFormatsAreInTheJarForSomeoneWhoHasOnlyTheJar() throws Exception {
        Outcome list = run("docs");
        assertEquals(0, list.status());
        for (String name : DocsCommand.NAMES) {
            assertTrue(list.out().contains(name), list.out());
            Outcome doc = run("docs", name);
            assertEquals(0, doc.status(), name + ": " + doc.err());
            Path source = Path.of("src/docs", name + (name.endsWith(".schema") ? ".json" : ".md"));
            assertEquals(Files.readString(source), doc.out(), name);
        }
        assertEquals(run("docs", "lesson-format").out(), run("docs", "lesson-format.md").out());
        Outcome unknown = run("docs", "readme");
        assertEquals(2, unknown.status());
        assertTrue(unknown.err().startsWith("readme: no such document; there are scenario-format"), unknown.err());
    }

    /** A decimal comma between digits (not a group comma, which English writes before three digits): what a French or German default locale would put in English text. */
    private static final Pattern DECIMAL_COMMA = Pattern.compile("[0-9],(?![0-9]{3}(?![0-9]))[0-9]");

    @Test
    void numbersFollowTheLanguageShownWhateverTheDefaultLocale() throws Exception {
        Path snapshot = dir.resolve("s.json");
        for (Locale locale : List.of(Locale.FRANCE, Locale.GERMANY)) {
            Locale before = Locale.getDefault();
            Locale.setDefault(locale);
            try {
                List<Outcome> outcomes = List.of(run("run", LESSON.toString()), run("lesson", "show", LESSON.toString()),
                        run("lesson", "show", LESSON.toString(), "--lang", locale.getLanguage(), "--answers"),
                        run("lesson", "show", LESSON.toString(), "--lang", "zh", "--answers"),
                        run("lesson", "check", "lessons"),
                        run("snapshot", LESSON.toString(), "--at", "7", "-o", snapshot.toString()),
                        run("snapshot", "check", snapshot.toString()));
                for (Outcome o : outcomes) {
                    assertEquals(0, o.status(), o.err());
                    assertFalse(DECIMAL_COMMA.matcher(o.out()).find(), locale + ":\n" + o.out());
                }
                String shown = outcomes.get(2).out();
                assertTrue(shown.contains("1,077.6 MiB"), "English text, English numbers, for a " + locale + " reader:\n" + shown);
                assertNotEquals(outcomes.get(3).out(), shown);
            } finally {
                Locale.setDefault(before);
            }
        }
    }

    // ---- snapshots of the other kinds ------------------------------------------------------------------

    private static final Path CLUSTER_SNAPSHOT_SCENARIO =
            Path.of("src/test/resources/cluster-scenarios/07-waiting-app-starts-when-a-worker-joins.json");
    private static final Path REPLAY_LOG = Path.of("src/test/resources/replay/local-1796108184993.zstd");

    /** {@code snapshot CLUSTER.json --at N -o OUT}: the scenario's kind told by its format. */
    @Test
    void aClusterScenarioIsSavedAtItsStepAndChecked() throws Exception {
        Path out = dir.resolve("cluster.json");
        Outcome o = run("snapshot", CLUSTER_SNAPSHOT_SCENARIO.toString(), "--at", "2", "-o", out.toString());
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

        Outcome beyond = run("snapshot", CLUSTER_SNAPSHOT_SCENARIO.toString(), "--at", "99", "-o", out.toString());
        assertEquals(2, beyond.status());
        assertTrue(beyond.err().contains("--at 99"), beyond.err());
    }

    /** {@code snapshot check} of a replay: its log found and checked, another file refused. */
    @Test
    void aReplaySnapshotIsCheckedAgainstItsLog() throws Exception {
        Path log = Files.copy(REPLAY_LOG, dir.resolve("app.zstd"));
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
