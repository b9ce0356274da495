package sparkmemlab.ui.picture;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
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
}
