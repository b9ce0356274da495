package sparkmemlab.replay.whatif;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.github.luben.zstd.ZstdInputStream;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import sparkmemlab.model.BlockId;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.model.Operation;
import sparkmemlab.model.StepResult;
import sparkmemlab.replay.EventLogReader;
import sparkmemlab.replay.ReplayedLog;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.scenario.ScenarioParser;
import sparkmemlab.scenario.ScenarioRunner;
import sparkmemlab.scenario.ScenarioWriter;

/**
 * The reconstruction of the real Spark 3.5.3 application's log (src/test/resources/replay), its figures checked
 * against the raw JSON lines walked with Gson, apart from the replay package.
 */
class RealLogReconstructionTest {
    private static final String FIXTURE = "local-1796108184993.zstd";

    @TempDir
    static Path dir;

    private static ReplayedLog log;
    private static List<JsonObject> lines;
    private static Reconstruction rebuilt;

    @BeforeAll
    static void read() throws Exception {
        Path file = dir.resolve(FIXTURE);
        try (InputStream in = RealLogReconstructionTest.class.getResourceAsStream("/replay/" + FIXTURE)) {
            Files.copy(in, file);
        }
        log = EventLogReader.read(file);
        lines = new ArrayList<>();
        try (BufferedReader text = new BufferedReader(new InputStreamReader(new ZstdInputStream(Files.newInputStream(file)),
                StandardCharsets.UTF_8))) {
            text.lines().forEach(l -> lines.add(JsonParser.parseString(l).getAsJsonObject()));
        }
        rebuilt = Reconstruction.of(log, "driver");
    }

    private static List<JsonObject> events(String name) {
        return lines.stream().filter(e -> e.get("Event").getAsString().equals(name)).toList();
    }

    private static JsonObject properties() {
        return events("SparkListenerEnvironmentUpdate").get(0).getAsJsonObject("Spark Properties");
    }

    @Test
    void itsSettingsAreTheLogsAndItsHeapGivesMaximumOnheapMemoryExactly() {
        JsonObject manager = events("SparkListenerBlockManagerAdded").get(0);
        long maxOnHeap = manager.get("Maximum Onheap Memory").getAsLong();
        ExecutorConfig c = rebuilt.settings().config();
        assertEquals(maxOnHeap, rebuilt.settings().modelMaxHeap());
        assertTrue(rebuilt.settings().matchesLog());
        assertEquals(properties().get("spark.testing.reservedMemory").getAsLong(), c.reservedMemory());
        // The app ran with spark.testing.memory: the heap solved back from Maximum Onheap Memory is that one.
        assertEquals(properties().get("spark.testing.memory").getAsLong(), c.systemMemory());
        assertEquals(0.6, c.memoryFraction());
        assertEquals(0.5, c.storageFraction());
        int cores = events("SparkListenerExecutorAdded").get(0).getAsJsonObject("Executor Info").get("Total Cores").getAsInt();
        assertEquals(cores, c.cores());
        assertEquals(cores, rebuilt.settings().slots());
    }

    @Test
    void eachTaskAsksForItsPeakWhenItStartsAndEndsWhereItsTaskEndIs() {
        Map<Long, Long> peaks = new LinkedHashMap<>();
        List<String> order = new ArrayList<>();
        Set<Long> ended = new HashSet<>();
        for (JsonObject e : lines) {
            String name = e.get("Event").getAsString();
            if (name.equals("SparkListenerTaskStart")) {
                order.add("start " + e.getAsJsonObject("Task Info").get("Task ID").getAsLong());
            } else if (name.equals("SparkListenerTaskEnd")) {
                long task = e.getAsJsonObject("Task Info").get("Task ID").getAsLong();
                if (ended.add(task)) {
                    order.add("end " + task);
                    peaks.put(task, e.getAsJsonObject("Task Metrics").get("Peak Execution Memory").getAsLong());
                }
            }
        }
        List<String> steps = new ArrayList<>();
        Map<Long, Long> asked = new LinkedHashMap<>();
        for (Operation op : rebuilt.scenario(Locale.ROOT).steps()) {
            if (op instanceof Operation.ConsumerAcquire a) {
                asked.put(a.task(), a.bytes());
            } else if (op instanceof Operation.EndTask t) {
                steps.add("end " + t.task());
            }
        }
        order.removeIf(s -> s.startsWith("start"));
        assertEquals(order, steps, "tasks end in the log's order");
        Map<Long, Long> positive = new LinkedHashMap<>(peaks);
        positive.values().removeIf(p -> p == 0);
        assertFalse(positive.isEmpty());
        assertEquals(positive, asked, "each task with a peak asks for it once: it is granted all of it");
        assertEquals(24, rebuilt.tasks());
    }

    @Test
    void theBlocksPutAreTheBlockUpdatesInMemoryAtTheirMemorySize() {
        List<String> raw = new ArrayList<>();
        List<String> dropped = new ArrayList<>();
        for (JsonObject e : events("SparkListenerBlockUpdated")) {
            JsonObject info = e.getAsJsonObject("Block Updated Info");
            JsonObject level = info.getAsJsonObject("Storage Level");
            String id = info.get("Block ID").getAsString();
            long memory = info.get("Memory Size").getAsLong();
            if (level.get("Use Memory").getAsBoolean() && memory > 0) {
                raw.add(id + "=" + memory);
            } else if ((level.get("Use Disk").getAsBoolean() && info.get("Disk Size").getAsLong() > 0) || id.startsWith("rdd_")) {
                dropped.add(id);
            }
        }
        List<String> puts = rebuilt.scenario(Locale.ROOT).steps().stream().filter(op -> op instanceof Operation.PutBlock)
                .map(op -> ((Operation.PutBlock) op).block().name() + "=" + ((Operation.PutBlock) op).bytes()).toList();
        assertEquals(raw, puts);
        assertEquals(dropped, rebuilt.divergence().sparkDropped());
    }

    @Test
    void theDivergenceSetsSparksRecordsAgainstTheModel() {
        Divergence d = rebuilt.divergence();
        Map<String, Long> sparkPeak = new LinkedHashMap<>();
        Map<String, Integer> records = new LinkedHashMap<>();
        for (JsonObject e : lines) {
            List<JsonObject> metrics = new ArrayList<>();
            switch (e.get("Event").getAsString()) {
                case "SparkListenerTaskEnd" -> metrics.add(e.getAsJsonObject("Task Executor Metrics"));
                case "SparkListenerStageExecutorMetrics" -> metrics.add(e.getAsJsonObject("Executor Metrics"));
                case "SparkListenerExecutorMetricsUpdate" -> {
                    for (JsonElement u : e.getAsJsonArray("Executor Metrics Updated")) {
                        metrics.add(u.getAsJsonObject().getAsJsonObject("Executor Metrics"));
                    }
                }
                default -> { }
            }
            for (JsonObject m : metrics) {
                for (String key : List.of("OnHeapStorageMemory", "OnHeapExecutionMemory")) {
                    if (m.has(key)) {
                        sparkPeak.merge(key, m.get(key).getAsLong(), Math::max);
                        records.merge(key, 1, Integer::sum);
                    }
                }
            }
        }
        for (Divergence.MetricDivergence m : d.metrics()) {
            assertEquals(sparkPeak.get(m.metric()), m.sparkPeak(), m.metric());
            assertEquals(records.get(m.metric()), m.records(), m.metric());
            assertEquals(m.records(), m.sparkAbove() + m.modelAbove() + equalRecords(m), m.metric());
        }
        assertEquals(List.of("OnHeapStorageMemory", "OnHeapExecutionMemory"),
                d.metrics().stream().map(Divergence.MetricDivergence::metric).toList(), "off-heap was off: both sides 0, left out");
        // The task that failed with SparkOutOfMemoryError held 32 MiB and more, but its TaskEnd records a peak of 0:
        // Spark's executor metrics show execution memory the reconstruction cannot have.
        Divergence.MetricDivergence execution = d.metrics().get(1);
        assertEquals(sparkPeak.get("OnHeapExecutionMemory"), execution.worst().spark());
        assertEquals(0, execution.worst().model());
        // ... and Spark evicted for it the two blocks the model keeps.
        assertEquals(List.of("rdd_3_2", "rdd_3_1"), d.droppedOnlyBySpark());
        assertEquals(List.of(), d.evictedOnlyByModel());
        Map<Long, Long> spilled = new LinkedHashMap<>();
        for (JsonObject e : events("SparkListenerTaskEnd")) {
            long bytes = e.getAsJsonObject("Task Metrics").get("Memory Bytes Spilled").getAsLong();
            if (bytes > 0) {
                spilled.put(e.getAsJsonObject("Task Info").get("Task ID").getAsLong(), bytes);
            }
        }
        assertEquals(spilled, d.sparkSpilled());
        assertEquals(List.copyOf(spilled.keySet()), d.spilledOnlyBySpark(), "forced spills (numElementsForceSpillThreshold)");
    }

    private static int equalRecords(Divergence.MetricDivergence m) {
        return m.records() - m.sparkAbove() - m.modelAbove();
    }

    @Test
    void theScenarioReadsBackAndRunsTheSameOnTheModel() throws Exception {
        Scenario scenario = rebuilt.scenario(Locale.ROOT);
        String json = ScenarioWriter.toJson(scenario).toString();
        Scenario back = ScenarioParser.parse("rebuilt.json", new StringReader(json));
        assertEquals(scenario.config(), back.config());
        assertEquals(scenario.steps(), back.steps());
        List<String> evicted = new ArrayList<>();
        for (StepResult r : ScenarioRunner.run("rebuilt.json", back)) {
            r.evicted().stream().map(BlockId::name).forEach(evicted::add);
        }
        assertEquals(rebuilt.outcome().evicted(), evicted);
        assertEquals(rebuilt.divergence().modelEvicted(), evicted);
    }

    @Test
    void lessMemoryForStorageEvictsMoreAndMoreHeapEvictsLess() throws Exception {
        RunOutcome recorded = rebuilt.outcome();
        RunOutcome smaller = rebuilt.rerun(ConfigChanges.of(Map.of("spark.memory.fraction", "0.3"))).comparison().changed();
        assertTrue(smaller.peakStorage() < recorded.peakStorage());
        assertTrue(smaller.evicted().containsAll(recorded.evicted()));
        assertFalse(smaller.refusedPuts().isEmpty(), "26 MiB blocks no longer fit at all");
        RunOutcome larger = rebuilt.rerun(ConfigChanges.of(Map.of("spark.executor.memory", "400m"))).comparison().changed();
        assertEquals(List.of(), larger.evicted(), "400 MiB x 0.6 holds every block at once");
        assertTrue(larger.peakStorage() > recorded.peakStorage());
        Reconstruction.WhatIfRun oneCore = rebuilt.rerun(ConfigChanges.of(Map.of("spark.executor.cores", "1")));
        Set<Long> holding = new HashSet<>();
        Set<Long> started = new HashSet<>();
        for (Operation op : oneCore.steps()) {
            if (op instanceof Operation.ConsumerAcquire a) {
                holding.add(a.task());
            } else if (op instanceof Operation.EndTask t) {
                holding.remove(t.task());
                started.add(t.task());
            }
            assertTrue(holding.size() <= 1, "one slot: one task at a time holds memory " + holding);
        }
        assertEquals(24, started.size(), "every task still runs");
        Reconstruction.WhatIfRun same = rebuilt.rerun(ConfigChanges.of(Map.of("spark.memory.storageFraction", "0.5")));
        assertEquals(recorded, same.comparison().changed(), "the recorded value again changes nothing");
    }

    @Test
    void anExecutorTheLogDoesNotNameIsRefusedNamingThoseItHas() {
        WhatIfException e = assertThrows(WhatIfException.class, () -> Reconstruction.of(log, "7"));
        assertEquals("The log has no executor \"7\": it has driver.", e.message(Locale.ENGLISH));
        assertTrue(e.message(Locale.SIMPLIFIED_CHINESE).contains("driver"));
    }

    @Test
    void badChangesAreRefusedNamingTheKeyAndWhatWasExpected() throws Exception {
        assertEquals("spark.memory.fraction=abc: expected a number such as 0.6.", assertThrows(WhatIfException.class,
                () -> ConfigChanges.parse(List.of("spark.memory.fraction=abc"))).message(Locale.ENGLISH));
        assertTrue(assertThrows(WhatIfException.class, () -> ConfigChanges.parse(List.of("spark.shuffle.compress=false")))
                .message(Locale.ENGLISH).startsWith("spark.shuffle.compress cannot be changed here"));
        assertTrue(assertThrows(WhatIfException.class, () -> ConfigChanges.parse(List.of("fraction")))
                .message(Locale.ENGLISH).contains("expected key=value"));
        assertEquals("spark.executor.cores=0: expected a whole number of cores, at least 1.", assertThrows(WhatIfException.class,
                () -> ConfigChanges.parse(List.of("spark.executor.cores=0"))).message(Locale.ENGLISH));
        ConfigChanges tooBig = ConfigChanges.parse(List.of("spark.memory.fraction=1.5"));
        assertTrue(assertThrows(WhatIfException.class, () -> rebuilt.rerun(tooBig)).message(Locale.ENGLISH)
                .startsWith("Spark would refuse spark.memory.fraction"));
        ConfigChanges tooSmall = ConfigChanges.parse(List.of("spark.executor.memory=10m"));
        assertEquals(10L << 20, rebuilt.rerun(tooSmall).settings().config().systemMemory(), "this app reserved 0 bytes");
    }
}
