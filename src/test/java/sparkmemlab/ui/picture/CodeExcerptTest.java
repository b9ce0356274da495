package sparkmemlab.ui.picture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.Test;
import sparkmemlab.model.ManagerKind;
import sparkmemlab.model.SparkMethod;

/** Every Spark method has an excerpt, and every excerpt is our model's code as it stands (tests may read sources). */
class CodeExcerptTest {
    @Test
    void everyMethodHasAFaithfulExcerptWithItsRuleLit() throws Exception {
        for (SparkMethod m : SparkMethod.values()) {
            CodeExcerpt e = CodeExcerpt.of(m);
            assertFalse(e.lines().isEmpty(), m.name());
            assertTrue(e.lines().stream().anyMatch(l -> l.kind() == CodeExcerpt.Kind.RULE), m + " lights its rule");
            String cls = e.source().substring(0, e.source().indexOf('.'));
            String source = Files.readString(Path.of("src/main/java/sparkmemlab/model", cls + ".java"));
            for (CodeExcerpt.Line line : e.lines()) {
                String code = line.text().strip();
                if (line.kind() == CodeExcerpt.Kind.EVENT) {
                    code = code.substring(0, Math.max(0, code.indexOf('\u2026')));
                }
                assertTrue(source.contains(code), m + ": line " + line.number() + " is not in " + cls + ".java: " + code);
            }
        }
    }

    /**
     * Every excerpt of Spark's code names Spark's file and lines at each tag the model ports it from (3.5.3; 2.4.8 for
     * the legacy manager's own methods, and for what a legacy step runs too), and those lines hold the method (read
     * in the Spark sources the tests have); the simulation's own code names none.
     */
    @Test
    void everySparkMethodNamesItsPlaceInSparksSource() throws Exception {
        int legacyPlaces = 0;
        for (SparkMethod m : SparkMethod.values()) {
            CodeExcerpt e = CodeExcerpt.of(m);
            if (m == SparkMethod.USER_CODE) {
                assertTrue(e.sparkSources().isEmpty(), "the task's own objects are the simulation's, not Spark's");
                continue;
            }
            assertTrue(e.portsSpark(), m + " names no place in Spark");
            boolean legacyOnly = m.name().startsWith("STATIC_");
            assertEquals(legacyOnly, e.spark(ManagerKind.UNIFIED).isEmpty(), m + ": a place in 3.5.3 unless it is 2.4.8's own");
            for (CodeExcerpt.SparkSource s : e.sparkSources()) {
                assertTrue(s.tag().equals("v3.5.3") || s.tag().equals("v2.4.8"), m + ": " + s.tag());
                legacyPlaces += s.tag().equals("v2.4.8") ? 1 : 0;
                assertTrue(s.path().startsWith("core/src/main/"), m + ": " + s.path());
                assertTrue(s.first() <= s.last());
                assertTrue(s.url().startsWith("https://github.com/apache/spark/blob/" + s.tag() + "/core/src/main/"), s.url());
                List<String> lines = sparkSource(s);
                // the file declares the method's class (a nested one, Executor.TaskRunner, by its own name; one Spark
                // declares beside another, PartiallyUnrolledIterator, in that other's file)
                String sparkClass = m.sparkClass().substring(m.sparkClass().lastIndexOf('.') + 1);
                assertTrue(lines.stream().anyMatch(l -> l.matches(".*\\b(class|object|trait|interface) " + sparkClass + "\\b.*")),
                        m + ": " + s.path() + " at " + s.tag() + " declares no " + sparkClass);
                String range = String.join("\n", lines.subList(s.first() - 1, s.last()));
                String name = m == SparkMethod.TASK_RUNNER_FINALLY ? "cleanUpAllAllocatedMemory" : m.methodName();
                assertTrue(lines.get(s.first() - 1).contains(m == SparkMethod.TASK_RUNNER_FINALLY ? "tryWithSafeFinally" : name)
                        && range.contains(name), m + ": lines " + s.first() + "-" + s.last() + " of " + s.path() + " at " + s.tag());
            }
        }
        assertTrue(legacyPlaces > 20, "places in 2.4.8: " + legacyPlaces);
    }

    /** The file an excerpt names, read from Spark's sources jar at its tag (copied into target by the build). */
    private static List<String> sparkSource(CodeExcerpt.SparkSource s) throws Exception {
        String jar = s.tag().equals("v2.4.8") ? "spark-core_2.12-2.4.8-sources.jar" : "spark-core_2.13-3.5.3-sources.jar";
        Path path = Path.of("target/spark-sources", jar);
        assertTrue(Files.exists(path), path + " is copied by the build (process-test-classes)");
        try (ZipFile zip = new ZipFile(path.toFile())) {
            ZipEntry entry = zip.getEntry(s.path().replaceFirst("core/src/main/(scala|java)/", ""));
            assertTrue(entry != null, s.path() + " is in " + jar);
            try (InputStream in = zip.getInputStream(entry)) {
                return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
            }
        }
    }
}
