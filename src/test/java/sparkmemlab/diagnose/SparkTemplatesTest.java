package sparkmemlab.diagnose;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.zip.ZipFile;
import org.apache.spark.memory.SparkOutOfMemoryError;
import org.junit.jupiter.api.Test;

/** The stored templates are Spark's own, entry for entry, and their patterns read the messages Spark makes from them. */
class SparkTemplatesTest {

    /** Where Maven keeps its jars: the local repository the build reads (maven.repo.local), else ~/.m2's. */
    private static Path repository() {
        String local = System.getProperty("maven.repo.local");
        return local != null ? Path.of(local) : Path.of(System.getProperty("user.home"), ".m2", "repository");
    }

    @Test
    void everyStoredEntryEqualsTheOneInSparksJar() throws Exception {
        JsonObject copy = SparkTemplates.copy();
        int checked = 0;
        for (Map.Entry<String, JsonElement> version : copy.entrySet()) {
            if (version.getKey().startsWith("_")) {
                continue;
            }
            JsonObject stored = version.getValue().getAsJsonObject();
            Path jar = repository().resolve(stored.get("jar").getAsString());
            assertTrue(Files.isRegularFile(jar), jar + " (the build fetches it: mvn dependency:get)");
            try (ZipFile zip = new ZipFile(jar.toFile());
                    var in = new InputStreamReader(zip.getInputStream(zip.getEntry(stored.get("file").getAsString())),
                            StandardCharsets.UTF_8)) {
                JsonObject spark = JsonParser.parseReader(in).getAsJsonObject();
                for (Map.Entry<String, JsonElement> entry : stored.getAsJsonObject("classes").entrySet()) {
                    assertEquals(spark.get(entry.getKey()), entry.getValue(), version.getKey() + " " + entry.getKey());
                    checked++;
                }
            }
        }
        assertEquals(4, checked);
    }

    @Test
    void theAcquirePatternReadsSpark353sOwnMessage() {
        // Spark 3.5.3's SparkOutOfMemoryError, made as MemoryConsumer.throwOom makes it.
        String message = new SparkOutOfMemoryError("UNABLE_TO_ACQUIRE_MEMORY",
                new java.util.HashMap<>(Map.of("requestedBytes", "1073741824", "receivedBytes", "75460810"))).getMessage();
        assertEquals("[UNABLE_TO_ACQUIRE_MEMORY] Unable to acquire 1073741824 bytes of memory, got 75460810.", message);
        for (SparkTemplates.Template t : SparkTemplates.of("UNABLE_TO_ACQUIRE_MEMORY")) {
            Matcher m = t.pattern().matcher(message);
            assertTrue(m.matches(), t.sparkVersion());
            assertEquals("1073741824", m.group("requestedBytes"));
            assertEquals("75460810", m.group("receivedBytes"));
        }
    }

    @Test
    void spark4sFormEndsWithItsSqlState() {
        Matcher m = SparkTemplates.of("UNABLE_TO_ACQUIRE_MEMORY").get(1).pattern()
                .matcher("[UNABLE_TO_ACQUIRE_MEMORY] Unable to acquire 65536 bytes of memory, got 0. SQLSTATE: 53200");
        assertTrue(m.matches());
        assertEquals("53200", m.group("sqlState"));
        assertEquals("0", m.group("receivedBytes"));
    }

    @Test
    void sizesAreWrittenAsSparksUtilsWritesThem() {
        for (long size : new long[] {0, 1023, 2047, 2048, 1L << 30, (1L << 30) + 1, 1080237670L, 3L << 40, Long.MAX_VALUE}) {
            assertEquals(org.apache.spark.util.Utils.bytesToString(size), SparkUnits.bytesToString(size), String.valueOf(size));
        }
    }
}
