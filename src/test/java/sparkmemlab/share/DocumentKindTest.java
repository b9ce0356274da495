package sparkmemlab.share;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Dropped files and pasted texts are sorted to the reader that opens them. */
class DocumentKindTest {

    @Test
    void ourDocumentsByTheirFormat() throws Exception {
        try (Stream<Path> lessons = Files.list(Path.of("lessons"))) {
            for (Path lesson : lessons.filter(p -> p.toString().endsWith(".json")).toList()) {
                assertEquals(DocumentKind.LESSON, DocumentKind.of(lesson), lesson.toString());
            }
        }
        try (Stream<Path> scenarios = Files.list(Path.of("src/test/resources/scenarios"))) {
            for (Path scenario : scenarios.filter(p -> p.toString().endsWith(".json")).toList()) {
                assertEquals(DocumentKind.SCENARIO, DocumentKind.of(scenario), scenario.toString());
            }
        }
        assertEquals(DocumentKind.SCENARIO, DocumentKind.of("{\"title\": \"t\", \"steps\": [], \"format\": \"spark-memory-scenario/1\"}"));
        assertEquals(DocumentKind.SNAPSHOT, DocumentKind.of("```json\n{\n  \"format\": \"spark-memory-snapshot/1\"\n}\n```"));
        assertEquals(DocumentKind.UNKNOWN, DocumentKind.of("{\"format\": \"something-else/1\"}"));
    }

    @Test
    void sparksOwnFiles(@TempDir Path dir) throws Exception {
        Path log = Files.writeString(dir.resolve("app-20240101-0001"),
                "{\"Event\":\"SparkListenerLogStart\",\"Spark Version\":\"3.5.3\"}\n{\"Event\":\"SparkListenerResourceProfileAdded\"}\n");
        assertEquals(DocumentKind.EVENT_LOG, DocumentKind.of(log));
        assertEquals(DocumentKind.EVENT_LOG, DocumentKind.of(Files.write(dir.resolve("app-1.zstd"), new byte[] {40, -75, 47, -3})));
        assertEquals(DocumentKind.EVENT_LOG, DocumentKind.of(Files.createDirectory(dir.resolve("eventlog_v2_app-1"))));
        assertEquals(DocumentKind.UNKNOWN, DocumentKind.of(Files.createDirectory(dir.resolve("photos"))));
        assertEquals(DocumentKind.SPARK_DEFAULTS, DocumentKind.of(Path.of("src/test/resources/sparkconf/defaults/emr-yarn.conf")));
        assertEquals(DocumentKind.SUBMIT_COMMAND, DocumentKind.of("./bin/spark-submit --master yarn app.jar"));
        assertEquals(DocumentKind.SUBMIT_COMMAND, DocumentKind.of("--conf spark.executor.memory=4g"));
        assertEquals(DocumentKind.UNKNOWN, DocumentKind.of("Dear students, today we look at memory."));
        assertEquals(DocumentKind.UNKNOWN, DocumentKind.of(Files.write(dir.resolve("x.bin"), new byte[] {(byte) 0xff, (byte) 0xfe, 0})));
    }
}
