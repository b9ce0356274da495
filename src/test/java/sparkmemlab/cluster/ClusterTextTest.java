package sparkmemlab.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import sparkmemlab.i18n.Bundles;

class ClusterTextTest {

    @Test
    void everyKeyTheCodeAsksForIsInTheClusterBundle() throws IOException {
        // Keys are asked for as literals: ClusterText.get("step.noApp", ...), or refuse("app", "step.noApp", ...).
        Pattern call = Pattern.compile("\"((?:scenario|place|doc|conf|step|op)\\.[a-zA-Z.]+)\"");
        Set<String> used = new TreeSet<>();
        try (Stream<Path> files = Files.walk(Path.of("src/main/java/sparkmemlab/cluster"))) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                Matcher m = call.matcher(Files.readString(file));
                while (m.find()) {
                    used.add(m.group(1));
                }
            }
        }
        Set<String> missing = new TreeSet<>(used);
        missing.removeAll(Bundles.get(ClusterText.BUNDLE, Locale.ROOT).keySet());
        assertTrue(used.size() > 40, "found only " + used.size() + " keys");
        assertEquals(Set.of(), missing);
    }
}
