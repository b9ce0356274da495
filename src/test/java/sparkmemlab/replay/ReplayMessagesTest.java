package sparkmemlab.replay;

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

/** Every message key the replay code names is in its bundle, and every key of the bundle is used. */
class ReplayMessagesTest {

    @Test
    void theCodeAndTheBundleHaveTheSameKeys() throws IOException {
        Pattern literal = Pattern.compile("\"((?:error|json|event|codec|files|line|coverage|attach|whatif)\\.[A-Za-z0-9.]+)\"");
        Set<String> used = new TreeSet<>();
        try (Stream<Path> files = Files.walk(Path.of("src/main/java/sparkmemlab/replay"))) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                Matcher m = literal.matcher(Files.readString(file));
                while (m.find()) {
                    used.add(m.group(1));
                }
            }
        }
        // Keys built from an enum's names.
        used.remove("json.kind.");
        for (JsonCursor.Kind kind : JsonCursor.Kind.values()) {
            used.add("json.kind." + kind.name());
        }
        used.remove("coverage.notRead.");
        for (EventNames.Unread kind : EventNames.Unread.values()) {
            used.add("coverage.notRead." + kind.name());
        }
        ResourceBundle bundle = ResourceBundle.getBundle(Text.BUNDLE, Locale.ROOT);
        assertTrue(used.size() > 80, "found only " + used.size());
        assertEquals(new TreeSet<>(bundle.keySet()), used);
    }
}
