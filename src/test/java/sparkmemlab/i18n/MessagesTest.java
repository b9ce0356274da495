package sparkmemlab.i18n;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

class MessagesTest {

    @Test
    void everyKeyTheCodeAsksForIsInTheBundle() throws IOException {
        Pattern call = Pattern.compile("(?<![A-Za-z])Messages\\.get\\(\"([a-zA-Z.]+)\"");
        Set<String> used = new TreeSet<>();
        try (Stream<Path> files = Files.walk(Path.of("src/main/java"))) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                Matcher m = call.matcher(Files.readString(file));
                while (m.find()) {
                    used.add(m.group(1));
                }
            }
        }
        ResourceBundle bundle = ResourceBundle.getBundle("sparkmemlab.i18n.messages", Locale.ROOT);
        Set<String> missing = new TreeSet<>(used);
        missing.removeAll(bundle.keySet());
        assertTrue(used.size() > 50, "found only " + used.size() + " keys");
        assertEquals(Set.of(), missing);
    }

    @Test
    void numbersAreWrittenWithoutGroupingAndApostrophesSurvive() {
        assertEquals("[INVALID_DRIVER_MEMORY] System memory 419430400 must be at least 471859200. Please increase heap"
                + " size using the --driver-memory option or \"spark.driver.memory\" in Spark configuration.",
                Messages.get(Locale.GERMANY, "spark.invalidDriverMemory", 419430400L, 471859200L));
        assertEquals("'x' has a number too large for Spark's block ids", Messages.get("block.tooLarge", "x"));
    }
}
