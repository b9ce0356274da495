package sparkmemlab.ui.picture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
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
     * Every excerpt of Spark's code names Spark's file and lines at each tag it is ported from (3.5.3; 2.4.8 for the
     * legacy manager's own methods, and for each method a legacy step runs too), and those lines hold the method (read in
     * the Spark sources the tests have); the simulation's own code names none.
     */
    @Test
    void everySparkMethodNamesItsPlaceInSparksSource() throws Exception {
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
                assertTrue(s.path().startsWith("core/src/main/") && s.file().startsWith(m.sparkClass().split("\\.")[0] + "."),
                        m + ": " + s.path());
                assertTrue(s.first() <= s.last());
                assertTrue(s.url().startsWith("https://github.com/apache/spark/blob/" + s.tag() + "/core/src/main/"), s.url());
            }
        }
    }

    /**
     * The lines each excerpt names hold the method's code in that release: a line the compiled class of that release
     * (3.5.3 on the tests' class path, 2.4.8 from its jar) gives the method lies in the range.
     */
    @Test
    void theLinesNamedAreTheMethodsInEachRelease() throws Exception {
        Path spark24 = Path.of(System.getProperty("sparkmemlab.spark24.lib", "target/spark-2.4.8/lib"), "spark-core_2.12-2.4.8.jar");
        java.net.URI spark3 = org.apache.spark.SparkConf.class.getProtectionDomain().getCodeSource().getLocation().toURI();
        int checked = 0;
        // One class at a time, without following what it uses into the rest of Spark.
        com.tngtech.archunit.ArchConfiguration.get().setResolveMissingDependenciesFromClassPath(false);
        try {
            checked = placesChecked(spark24, spark3);
        } finally {
            com.tngtech.archunit.ArchConfiguration.get().reset();
        }
        assertTrue(checked > 50, "places checked: " + checked);
    }

    private static int placesChecked(Path spark24, java.net.URI spark3) {
        int checked = 0;
        for (SparkMethod m : SparkMethod.values()) {
            for (CodeExcerpt.SparkSource s : CodeExcerpt.of(m).sparkSources()) {
                String cls = s.path().replaceFirst("core/src/main/(scala|java)/", "").replaceFirst("\\.(scala|java)$", "")
                        .replace('/', '.') + switch (m) {
                            case TASK_RUNNER_FINALLY -> "$TaskRunner";
                            case BLOCK_ID_APPLY -> "$";
                            default -> "";
                        };
                java.net.URI jar = s.tag().equals("v2.4.8") ? spark24.toUri() : spark3;
                var classes = new com.tngtech.archunit.core.importer.ClassFileImporter().importLocations(java.util.List.of(
                        com.tngtech.archunit.core.importer.Location.of(java.net.URI.create("jar:" + jar + "!/" + cls.replace('.', '/') + ".class"))));
                String name = m == SparkMethod.TASK_RUNNER_FINALLY ? "run" : m.methodName();
                java.util.Set<Integer> lines = new java.util.TreeSet<>();
                // a local def of Scala compiles to name$1
                classes.get(cls).getMethods().stream().filter(x -> x.getName().equals(name) || x.getName().startsWith(name + "$"))
                        .filter(x -> !x.getModifiers().contains(com.tngtech.archunit.core.domain.JavaModifier.ABSTRACT))
                        .forEach(x -> {
                    lines.add(x.getSourceCodeLocation().getLineNumber());
                    x.getAccessesFromSelf().forEach(a -> lines.add(a.getLineNumber()));
                });
                if (m == SparkMethod.CONSUMER_SPILL) {
                    continue; // abstract in Spark: a declaration, with no code to find
                }
                assertFalse(lines.isEmpty(), m + ": " + cls + " has no " + name + " at " + s.tag());
                assertTrue(lines.stream().anyMatch(l -> l >= s.first() && l <= s.last()),
                        m + ": lines " + s.first() + "-" + s.last() + " of " + s.path() + " at " + s.tag() + " hold none of " + lines);
                checked++;
            }
        }
        return checked;
    }
}
