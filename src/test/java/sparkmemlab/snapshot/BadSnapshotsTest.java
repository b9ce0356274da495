package sparkmemlab.snapshot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.Writer;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * The corpus of bad snapshots in {@code src/test/resources/bad/}: each is refused with a message that
 * names the file, the JSON path and what was expected, and nothing else escapes. The files too large to
 * keep in the repository are made here.
 */
class BadSnapshotsTest {
    @TempDir
    Path dir;

    private record Case(Path file, String path, String words) {
    }

    private static List<Case> corpus() throws IOException, URISyntaxException {
        Path bad = Path.of(Objects.requireNonNull(BadSnapshotsTest.class.getResource("/bad")).toURI());
        return Files.readAllLines(bad.resolve("expected.tsv")).stream()
                .filter(line -> !line.startsWith("#") && !line.isBlank())
                .map(line -> line.split("\t"))
                .map(f -> new Case(bad.resolve(f[0]), f[1], f[2]))
                .toList();
    }

    private static void assertRefused(Path file, String path, String words) {
        SnapshotException e = assertThrows(SnapshotException.class, () -> SnapshotReader.read(file));
        assertTrue(e.getMessage().startsWith(file + ": "), e.getMessage());
        assertTrue(e.jsonPath().startsWith(path), () -> "expected the path " + path + ": " + e.getMessage());
        assertTrue(e.getMessage().contains(": " + e.jsonPath() + ": "), e.getMessage());
        assertTrue(e.getMessage().contains(words), () -> "expected \"" + words + "\": " + e.getMessage());
    }

    @Test
    void theCorpusHasAtLeastSixtyFilesAndEveryFileIsListed() throws Exception {
        List<Case> cases = corpus();
        assertTrue(cases.size() >= 60, "only " + cases.size() + " bad files");
        try (Stream<Path> files = Files.list(cases.get(0).file().getParent())) {
            assertEquals(cases.size(), files.filter(f -> f.toString().endsWith(".json")).count());
        }
    }

    @TestFactory
    Stream<DynamicTest> everyBadFileIsRefusedClearly() throws Exception {
        return corpus().stream().map(c -> DynamicTest.dynamicTest(c.file().getFileName().toString(),
                () -> assertRefused(c.file(), c.path(), c.words())));
    }

    @Test
    void aFileOverSixteenMebibytesIsRefusedBeforeItIsRead() throws IOException {
        Path huge = dir.resolve("huge.json");
        try (Writer w = Files.newBufferedWriter(huge, StandardCharsets.UTF_8)) {
            w.write("{\"format\": \"spark-memory-snapshot/1\", \"padding\": \"");
            char[] chunk = new char[1 << 16];
            java.util.Arrays.fill(chunk, 'x');
            for (int i = 0; i < 257; i++) {
                w.write(chunk);
            }
            w.write("\"}");
        }
        assertRefused(huge, "$", "a snapshot may have at most 16777216");
    }

    @Test
    void aStringOverOneMebibyteIsRefused() throws IOException {
        Path file = dir.resolve("long-string.json");
        Files.writeString(file, "{\"format\": \"spark-memory-snapshot/1\", \"appVersion\": \"" + "y".repeat((1 << 20) + 1) + "\"}");
        assertRefused(file, "$.appVersion", "a string longer than 1048576 characters");
    }

    @Test
    void moreThanAMillionStepsAreRefused() throws IOException {
        Path file = dir.resolve("many-steps.json");
        StringBuilder steps = new StringBuilder(2_100_000);
        for (int i = 0; i <= SnapshotReader.MAX_STEPS; i++) {
            steps.append(i == 0 ? "0" : ",0");
        }
        Files.writeString(file, "{\"format\": \"spark-memory-snapshot/1\", \"appVersion\": \"x\", \"scenario\": "
                + "{\"format\": \"spark-memory-scenario/1\", \"steps\": [" + steps + "]}}");
        assertRefused(file, "$.scenario.steps", "the scenario has 1000001 steps; a snapshot may have at most 1000000");
    }

    @Test
    void aMissingFileIsSaidPlainly() {
        assertRefused(dir.resolve("nope.json"), "$", "no such file");
    }
}
