package sparkmemlab.scenario;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.model.LegacyMemoryConfig;
import sparkmemlab.model.Operation;

/** Writes a scenario in the scenario format, sizes as exact bytes, so that it reads back equal. */
public final class ScenarioWriter {

    private ScenarioWriter() {
    }

    public static JsonObject toJson(Scenario scenario) {
        JsonObject doc = new JsonObject();
        doc.addProperty("format", Scenario.FORMAT);
        doc.addProperty("title", scenario.title());
        if (scenario.config().sparkVersion() != sparkmemlab.model.SparkVersion.DEFAULT) {
            doc.addProperty(sparkmemlab.model.SparkVersion.FIELD, scenario.config().sparkVersion().label());
        }
        doc.add("config", config(scenario.config()));
        JsonArray steps = new JsonArray();
        for (Operation op : scenario.steps()) {
            steps.add(step(op));
        }
        doc.add("steps", steps);
        return doc;
    }

    private static JsonObject config(ExecutorConfig c) {
        JsonObject o = new JsonObject();
        o.addProperty(ExecutorConfig.EXECUTOR_MEMORY, c.systemMemory());
        o.addProperty(ExecutorConfig.RESERVED_MEMORY, c.reservedMemory());
        o.addProperty(ExecutorConfig.MEMORY_FRACTION, c.memoryFraction());
        o.addProperty(ExecutorConfig.STORAGE_FRACTION, c.storageFraction());
        o.addProperty(ExecutorConfig.OFF_HEAP_ENABLED, c.offHeapEnabled());
        o.addProperty(ExecutorConfig.OFF_HEAP_SIZE, c.offHeapSize());
        o.addProperty(ExecutorConfig.EXECUTOR_CORES, c.cores());
        c.pageSize().ifPresent(size -> o.addProperty(ExecutorConfig.PAGE_SIZE, size));
        sparkmemlab.model.TungstenConf t = c.tungsten();
        if (t.initialBufferSize() != sparkmemlab.model.TungstenConf.DEFAULTS.initialBufferSize()) {
            o.addProperty(sparkmemlab.model.TungstenConf.INITIAL_BUFFER_SIZE, t.initialBufferSize());
        }
        if (t.numElementsForceSpillThreshold() != sparkmemlab.model.TungstenConf.DEFAULTS.numElementsForceSpillThreshold()) {
            o.addProperty(sparkmemlab.model.TungstenConf.NUM_ELEMENTS_FORCE_SPILL_THRESHOLD, t.numElementsForceSpillThreshold());
        }
        LegacyMemoryConfig legacy = c.legacy();
        if (!legacy.equals(LegacyMemoryConfig.UNIFIED)) {
            o.addProperty(LegacyMemoryConfig.USE_LEGACY_MODE, legacy.useLegacyMode());
            o.addProperty(LegacyMemoryConfig.STORAGE_MEMORY_FRACTION, legacy.storageMemoryFraction());
            o.addProperty(LegacyMemoryConfig.STORAGE_SAFETY_FRACTION, legacy.storageSafetyFraction());
            o.addProperty(LegacyMemoryConfig.SHUFFLE_MEMORY_FRACTION, legacy.shuffleMemoryFraction());
            o.addProperty(LegacyMemoryConfig.SHUFFLE_SAFETY_FRACTION, legacy.shuffleSafetyFraction());
            o.addProperty(LegacyMemoryConfig.UNROLL_FRACTION, legacy.unrollFraction());
        }
        if (c.unmanagedMemoryPollingInterval() != 0) {
            o.addProperty(ExecutorConfig.UNMANAGED_MEMORY_POLLING_INTERVAL, c.unmanagedMemoryPollingInterval()); // milliseconds
        }
        // The container's keys as they were given; those the executor shares are written above.
        c.container().ifPresent(container -> container.settings().forEach((key, value) -> {
            if (!o.has(key)) {
                o.addProperty(key, value);
            }
        }));
        return o;
    }

    /** One step as the scenario format writes it. */
    public static JsonObject step(Operation op) {
        JsonObject o = new JsonObject();
        o.addProperty("op", op.op());
        OpCodec.of(op.kind()).writeFields(op, new StepWriter(o));
        return o;
    }
}
