package sparkmemlab.container;

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
import sparkmemlab.container.i18n.ContainerMessages;

class ContainerMessagesTest {

    @Test
    void everyKeyTheContainerModelAsksForIsInItsBundle() throws IOException {
        Pattern call = Pattern.compile("(?:ContainerMessages\\.get|refused)\\(\"([a-zA-Z.]+)\"");
        Set<String> used = new TreeSet<>();
        try (Stream<Path> files = Files.walk(Path.of("src/main/java/sparkmemlab/container"))) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                Matcher m = call.matcher(Files.readString(file));
                while (m.find()) {
                    used.add(m.group(1));
                }
            }
        }
        Set<String> missing = new TreeSet<>(used);
        missing.removeAll(ResourceBundle.getBundle("sparkmemlab.container.messages", Locale.ROOT).keySet());
        assertTrue(used.size() > 25, "found only " + used.size() + " keys");
        assertEquals(Set.of(), missing);
    }

    @Test
    void aChineseRefusalIsChineseAndKeepsSparksNames() {
        assertEquals("没有正在运行的 \"io-1\" 线程（先用 threadStart 启动它）",
                ContainerMessages.get(Locale.SIMPLIFIED_CHINESE, "thread.unknown", "io-1"));
        assertEquals("a request of 1048576 bytes waits: task 3 has 50331648 bytes in flight and spark.reducer.maxSizeInFlight is 50331648",
                ContainerMessages.get(Locale.ENGLISH, "fetch.wouldWait", 1048576L, 3L, 50331648L, 50331648L));
    }
}
