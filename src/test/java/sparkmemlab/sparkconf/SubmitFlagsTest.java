package sparkmemlab.sparkconf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalLong;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import sparkmemlab.lesson.Lessons;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.model.LegacyMemoryConfig;
import sparkmemlab.scenario.ScenarioParser;

/** The sandbox's executor copied out as spark-submit options reads back as the same executor. */
class SubmitFlagsTest {

    static List<ExecutorConfig> configs() throws Exception {
        List<ExecutorConfig> configs = new ArrayList<>();
        Lessons.load(Path.of("lessons")).stream().filter(l -> !l.isCluster()).forEach(l -> configs.add(l.scenario().config()));
        try (Stream<Path> files = Stream.concat(Files.list(Path.of("src/test/resources/scenarios")),
                Files.list(Path.of("src/test/resources/scenarios-4.2.0")))) {
            for (Path f : files.filter(f -> f.toString().endsWith(".json")).sorted().toList()) {
                try (Reader in = Files.newBufferedReader(f, StandardCharsets.UTF_8)) {
                    configs.add(ScenarioParser.parse(f.toString(), in).config());
                } catch (sparkmemlab.scenario.ScenarioException refusedScenario) {
                    // a scenario that checks a refusal has no executor to copy
                }
            }
        }
        configs.add(new ExecutorConfig(6L << 30, 300L << 20, 0.75, 0.3, true, 2L << 30, 8, OptionalLong.of(4L << 20)));
        configs.add(new ExecutorConfig(1L << 30, 100L << 20, 0.6, 0.5, false, 0, 1, OptionalLong.empty()));
        configs.add(ExecutorConfig.defaults().withLegacy(new LegacyMemoryConfig(true, 0.5, 0.9, 0.3, 0.75, 0.25)));
        // Executors in containers: every kind of container key, and a JVM option the shell must quote.
        for (String container : List.of(
                "\"spark.master\": \"yarn\", \"spark.executor.memoryOverhead\": \"1g\", \"spark.reducer.maxSizeInFlight\": \"96m\"",
                "\"spark.master\": \"k8s://https://k8s.example:6443\", \"spark.kubernetes.memoryOverheadFactor\": 0.2,"
                        + " \"spark.kubernetes.resource.type\": \"python\", \"spark.executor.pyspark.memory\": \"512m\"",
                "\"spark.master\": \"yarn\", \"spark.executor.extraJavaOptions\": \"-Xss2m -XX:MaxMetaspaceSize=256m\","
                        + " \"spark.network.sharedByteBufAllocators.enabled\": false, \"spark.executor.memoryOverheadFactor\": 0.25,"
                        + " \"spark.memory.offHeap.enabled\": true, \"spark.memory.offHeap.size\": \"512m\"")) {
            configs.add(ScenarioParser.parse("container.json", new java.io.StringReader(
                    "{\"format\": \"spark-memory-scenario/1\", \"config\": {\"spark.executor.memory\": \"2g\", " + container
                            + "}, \"steps\": []}")).config());
        }
        // Spark 4.2.0's: its container's least overhead and the unified manager's polling of unmanaged memory.
        for (String spark4 : List.of(
                "\"spark.master\": \"yarn\", \"spark.executor.minMemoryOverhead\": \"512m\", \"spark.memory.unmanagedMemoryPollingInterval\": \"5s\"",
                "\"spark.memory.unmanagedMemoryPollingInterval\": 250, \"spark.memory.fraction\": 0.5")) {
            configs.add(ScenarioParser.parse("spark4.json", new java.io.StringReader(
                    "{\"format\": \"spark-memory-scenario/1\", \"sparkVersion\": \"4.2.0\", \"config\": {\"spark.executor.memory\": \"2g\", "
                            + spark4 + "}, \"steps\": []}")).config());
        }
        return configs;
    }

    @Test
    void flagsReadBackAsTheSameExecutor() throws Exception {
        List<ExecutorConfig> configs = configs();
        assertTrue(configs.size() > 60, configs.size() + " configurations");
        int wholeMiB = 0;
        for (ExecutorConfig config : configs) {
            SubmitFlags.Flags flags = SubmitFlags.of(config, Locale.ENGLISH);
            for (String line : List.of("spark-submit " + flags.line() + " app.jar", flags.lines())) {
                ConfImport back = SparkConfImporter.read(new SparkConfImporter.Input("flags", line), config.sparkVersion(), Locale.ENGLISH);
                List<String> ours = config.container().map(c -> c.settings().keySet().stream()
                        .filter(k -> !k.startsWith("spark.")).toList()).orElse(List.of());
                if (!ours.isEmpty()) {
                    // Our own keys (the JVM's processors) have no flag: the notes name each, and spark-submit drops them.
                    ours.forEach(k -> assertTrue(flags.notes().stream().anyMatch(n -> n.contains(k)), k + ": " + flags.notes()));
                    assertEquals(List.of(), back.refused(), line);
                } else if (config.systemMemory() % (1L << 20) == 0) {
                    assertEquals(List.of(), back.refused(), line);
                    // The container too: --master and the container's keys read back as the same settings.
                    assertEquals(config, back.executorConfig().orElseThrow(), line);
                    assertTrue(flags.notes().isEmpty() || config.sparkVersion() != sparkmemlab.model.SparkVersion.DEFAULT
                            || config.reservedMemory() != ExecutorConfig.DEFAULT_RESERVED_MEMORY
                            || !config.legacy().equals(LegacyMemoryConfig.UNIFIED), line);
                } else {
                    // Spark sizes the executor in whole MiB, and the options say so.
                    long mib = config.systemMemory() >> 20;
                    assertTrue(flags.notes().stream().anyMatch(n -> n.contains(String.valueOf(mib))), flags.notes().toString());
                    back.executorConfig().ifPresent(c -> assertEquals(mib << 20, c.systemMemory(), line));
                }
            }
            wholeMiB += config.systemMemory() % (1L << 20) == 0 ? 1 : 0;
        }
        assertTrue(wholeMiB > 50, wholeMiB + " whole-MiB heaps");
    }

    @Test
    void aContainersFlagsNameItsMasterAndQuoteWhatTheShellWouldSplit() throws Exception {
        ExecutorConfig c = ScenarioParser.parse("c.json", new java.io.StringReader("{\"format\": \"spark-memory-scenario/1\", \"config\": "
                + "{\"spark.master\": \"yarn\", \"spark.executor.memory\": \"512m\", \"spark.executor.memoryOverhead\": \"1g\","
                + " \"spark.executor.extraJavaOptions\": \"-XX:MaxMetaspaceSize=256m -Xss2m\"}, \"steps\": []}")).config();
        String line = SubmitFlags.of(c, Locale.ENGLISH).line();
        assertTrue(line.startsWith("--master yarn --executor-memory 512m --executor-cores 1 "), line);
        assertTrue(line.contains(" --conf 'spark.executor.extraJavaOptions=-XX:MaxMetaspaceSize=256m -Xss2m'"), line);
        assertTrue(line.endsWith(" --conf spark.executor.memoryOverhead=1g"), line);
        assertEquals("'it'\\''s'", SubmitFlags.shellWord("it's"));
    }

    @Test
    void whatTheFlagsLookLike() {
        ExecutorConfig c = new ExecutorConfig(4L << 30, 300L << 20, 0.6, 0.5, true, 1L << 30, 4, OptionalLong.empty());
        assertEquals("--executor-memory 4g --executor-cores 4 --conf spark.memory.fraction=0.6"
                + " --conf spark.memory.storageFraction=0.5 --conf spark.memory.offHeap.enabled=true"
                + " --conf spark.memory.offHeap.size=1g", SubmitFlags.of(c, Locale.ENGLISH).line());
        assertEquals("--executor-memory 4g \\\n--executor-cores 4 \\\n--conf spark.memory.fraction=0.6 \\\n"
                + "--conf spark.memory.storageFraction=0.5 \\\n--conf spark.memory.offHeap.enabled=true \\\n"
                + "--conf spark.memory.offHeap.size=1g", SubmitFlags.of(c, Locale.ENGLISH).lines());
    }
}
