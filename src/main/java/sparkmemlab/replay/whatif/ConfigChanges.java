package sparkmemlab.replay.whatif;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.replay.Text;
import sparkmemlab.scenario.ByteSize;

/**
 * The settings a user may change on a reconstruction, as Spark's keys and texts: {@code spark.executor.memory}
 * (the heap the memory manager sees, exact bytes as the scenario format takes it; a bare number is MiB),
 * {@code spark.memory.fraction}, {@code spark.memory.storageFraction} and {@code spark.executor.cores} (the
 * slots follow it, over {@code spark.task.cpus}). Kept in the order given; a key given twice keeps its last value.
 */
public final class ConfigChanges {
    public static final List<String> KEYS = List.of(ExecutorConfig.EXECUTOR_MEMORY, ExecutorConfig.MEMORY_FRACTION,
            ExecutorConfig.STORAGE_FRACTION, ExecutorConfig.EXECUTOR_CORES);
    public static final ConfigChanges NONE = new ConfigChanges(Map.of());

    private final Map<String, String> values;

    private ConfigChanges(Map<String, String> values) {
        this.values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
    }

    /**
     * Reads {@code key=value} pairs (the command line's {@code --conf}).
     *
     * @throws WhatIfException naming the pair and what was expected
     */
    public static ConfigChanges parse(List<String> pairs) throws WhatIfException {
        Map<String, String> values = new LinkedHashMap<>();
        for (String pair : pairs) {
            int eq = pair.indexOf('=');
            if (eq <= 0) {
                throw new WhatIfException(new Text("whatif.error.pair", pair));
            }
            values.put(pair.substring(0, eq).trim(), pair.substring(eq + 1).trim());
        }
        return of(values);
    }

    /**
     * The changes of these keys to these texts; an empty text leaves its key as recorded.
     *
     * @throws WhatIfException for a key that is not one of {@link #KEYS}, or a value Spark would not take
     */
    public static ConfigChanges of(Map<String, String> given) throws WhatIfException {
        Map<String, String> values = new LinkedHashMap<>();
        for (Map.Entry<String, String> e : given.entrySet()) {
            if (!KEYS.contains(e.getKey())) {
                throw new WhatIfException(new Text("whatif.error.key", e.getKey(), String.join(", ", KEYS)));
            }
            if (!e.getValue().isBlank()) {
                values.put(e.getKey(), e.getValue().trim());
            }
        }
        ConfigChanges changes = new ConfigChanges(values);
        for (String key : values.keySet()) {
            changes.check(key);
        }
        return changes;
    }

    /** The changed keys and their texts, in the order given. */
    public Map<String, String> values() {
        return values;
    }

    public boolean isEmpty() {
        return values.isEmpty();
    }

    /**
     * The recorded settings with these changes.
     *
     * @throws WhatIfException when Spark would refuse the configuration they make (a heap too small for its reserved memory)
     */
    public RecordedSettings applyTo(RecordedSettings recorded) throws WhatIfException {
        ExecutorConfig c = recorded.config();
        long system = values.containsKey(ExecutorConfig.EXECUTOR_MEMORY) ? memory() : c.systemMemory();
        double fraction = values.containsKey(ExecutorConfig.MEMORY_FRACTION) ? fraction(ExecutorConfig.MEMORY_FRACTION) : c.memoryFraction();
        double storage = values.containsKey(ExecutorConfig.STORAGE_FRACTION) ? fraction(ExecutorConfig.STORAGE_FRACTION) : c.storageFraction();
        int cores = values.containsKey(ExecutorConfig.EXECUTOR_CORES) ? cores() : c.cores();
        ExecutorConfig changed = RecordedSettings.config(system, c.reservedMemory(), fraction, storage, c.offHeapEnabled(),
                c.offHeapSize(), cores);
        return new RecordedSettings(changed, recorded.taskCpus(), recorded.logMaxOnHeap(), RecordedSettings.maxHeap(changed),
                recorded.heapFrom(), List.of());
    }

    private void check(String key) throws WhatIfException {
        switch (key) {
            case ExecutorConfig.EXECUTOR_MEMORY -> memory();
            case ExecutorConfig.EXECUTOR_CORES -> cores();
            default -> fraction(key);
        }
    }

    private long memory() throws WhatIfException {
        String v = values.get(ExecutorConfig.EXECUTOR_MEMORY);
        try {
            return ByteSize.parse(v, ByteSize.MIB);
        } catch (IllegalArgumentException e) {
            throw new WhatIfException(new Text("whatif.error.value", ExecutorConfig.EXECUTOR_MEMORY, v, e.getMessage()));
        }
    }

    private double fraction(String key) throws WhatIfException {
        String v = values.get(key);
        try {
            double d = Double.parseDouble(v);
            if (Double.isFinite(d)) {
                return d;
            }
        } catch (NumberFormatException e) {
            // said below
        }
        throw new WhatIfException(new Text("whatif.error.value", key, v, new Text("whatif.expected.fraction")));
    }

    private int cores() throws WhatIfException {
        String v = values.get(ExecutorConfig.EXECUTOR_CORES);
        try {
            int n = Integer.parseInt(v);
            if (n >= 1) {
                return n;
            }
        } catch (NumberFormatException e) {
            // said below
        }
        throw new WhatIfException(new Text("whatif.error.value", ExecutorConfig.EXECUTOR_CORES, v, new Text("whatif.expected.cores")));
    }
}
