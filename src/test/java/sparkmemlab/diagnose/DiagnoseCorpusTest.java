package sparkmemlab.diagnose;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Every text of the corpus (src/test/resources/diagnose) is read as the failure it is, with the text's numbers. */
class DiagnoseCorpusTest {
    static final Path CORPUS = Path.of("src/test/resources/diagnose");

    static String text(String name) throws IOException {
        return Files.readString(CORPUS.resolve(name), StandardCharsets.UTF_8);
    }

    static Stream<Arguments> corpus() {
        return Stream.of(
                Arguments.of("real-spark-3.5.3-unable-to-acquire.txt", List.of(Kind.UNABLE_TO_ACQUIRE_MEMORY)),
                Arguments.of("spark-4-unable-to-acquire.txt", List.of(Kind.UNABLE_TO_ACQUIRE_MEMORY)),
                Arguments.of("pointer-array-spark-3.5.txt", List.of(Kind.UNABLE_TO_ACQUIRE_MEMORY)),
                Arguments.of("yarn-physical-memory.txt", List.of(Kind.YARN_MEMORY_KILL)),
                Arguments.of("kubernetes-oomkilled.txt", List.of(Kind.KUBERNETES_OOM_KILLED)),
                Arguments.of("java-heap-space.txt", List.of(Kind.JAVA_HEAP_SPACE)),
                Arguments.of("gc-overhead.txt", List.of(Kind.GC_OVERHEAD_LIMIT)),
                Arguments.of("direct-buffer-jdk17.txt", List.of(Kind.DIRECT_BUFFER_MEMORY)),
                Arguments.of("direct-buffer-jdk8.txt", List.of(Kind.DIRECT_BUFFER_MEMORY)),
                Arguments.of("metaspace.txt", List.of(Kind.METASPACE)),
                Arguments.of("native-thread-jdk17.txt", List.of(Kind.NATIVE_THREAD)),
                Arguments.of("native-thread-jdk8.txt", List.of(Kind.NATIVE_THREAD)),
                Arguments.of("executor-exit-52.txt", List.of(Kind.EXECUTOR_EXIT_OOM)),
                Arguments.of("executor-exit-137.txt", List.of(Kind.EXECUTOR_EXIT_SIGKILL)),
                Arguments.of("executor-exit-143.txt", List.of(Kind.EXECUTOR_EXIT_SIGTERM)),
                Arguments.of("no-resources.txt", List.of(Kind.NO_RESOURCES_ACCEPTED)),
                Arguments.of("max-result-size.txt", List.of(Kind.MAX_RESULT_SIZE)),
                Arguments.of("broadcast-spark-3.5.txt", List.of(Kind.BROADCAST_NOT_ENOUGH_MEMORY)),
                Arguments.of("broadcast-spark-4.2.txt", List.of(Kind.BROADCAST_NOT_ENOUGH_MEMORY)),
                Arguments.of("fetch-failed-after-kill.txt", List.of(Kind.YARN_MEMORY_KILL, Kind.FETCH_FAILED)),
                Arguments.of("fetch-failed-missing-output.txt", List.of(Kind.FETCH_FAILED)),
                Arguments.of("unrecognised.txt", List.of()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("corpus")
    void eachTextIsReadAsItsFailure(String file, List<Kind> kinds) throws IOException {
        assertEquals(kinds, Recogniser.read(text(file)).stream().map(Finding::kind).toList());
    }

    @Test
    void everyTextOfTheCorpusIsInTheTable() throws IOException {
        Set<String> listed = corpus().map(a -> (String) a.get()[0]).collect(Collectors.toSet());
        try (Stream<Path> files = Files.list(CORPUS)) {
            assertEquals(listed, files.map(f -> f.getFileName().toString()).filter(n -> n.endsWith(".txt")).collect(Collectors.toSet()));
        }
    }

    @Test
    void theNumbersAreTheTexts() throws IOException {
        Finding real = Recogniser.read(text("real-spark-3.5.3-unable-to-acquire.txt")).get(0);
        assertEquals(1073741824L, real.number("requestedBytes").orElseThrow());
        assertEquals(75460810L, real.number("receivedBytes").orElseThrow());
        assertEquals("3.5", real.values().get("form"));
        Finding spark4 = Recogniser.read(text("spark-4-unable-to-acquire.txt")).get(0);
        assertEquals("4", spark4.values().get("form"));
        assertEquals(65536L, spark4.number("requestedBytes").orElseThrow());
        Finding yarn = Recogniser.read(text("yarn-physical-memory.txt")).get(0);
        assertEquals(Map.of("memType", "physical", "used", "1.4 GB", "limit", "1.4 GB"), yarn.values());
        assertEquals("4", Recogniser.read(text("broadcast-spark-4.2.txt")).get(0).values().get("form"));
        assertEquals("3.5", Recogniser.read(text("broadcast-spark-3.5.txt")).get(0).values().get("form"));
        Finding result = Recogniser.read(text("max-result-size.txt")).get(0);
        assertEquals("1024.0 MiB", result.value("maxResultSize").orElseThrow());
        assertEquals("20", result.value("tasks").orElseThrow());
    }

    @Test
    void whereTheTaskRanIsRead() throws IOException {
        assertEquals(Map.of("task", "0.0", "stage", "5.0", "tid", "20", "host", "192.0.2.2", "executor", "driver"),
                Recogniser.where(text("real-spark-3.5.3-unable-to-acquire.txt")));
        assertTrue(Recogniser.where(text("no-resources.txt")).isEmpty());
    }
}
