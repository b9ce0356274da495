package sparkmemlab.replay.whatif;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.model.ExecutorModel;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.model.SparkConfigException;
import sparkmemlab.model.config.SparkConfig;
import sparkmemlab.replay.BlockManagerRecord;
import sparkmemlab.replay.ExecutorTimeline;
import sparkmemlab.replay.ReplayedLog;
import sparkmemlab.replay.Text;
import sparkmemlab.scenario.ByteSize;

/**
 * An executor's memory settings as its log tells them, turned into the model's configuration. Spark's
 * UnifiedMemoryManager sizes the on-heap region as (system memory − reserved) × spark.memory.fraction, where
 * system memory is {@code spark.testing.memory} or the JVM's {@code Runtime.maxMemory} (a little below -Xmx, and
 * never in the log). The block manager's "Maximum Onheap Memory" is that region less the execution memory in use
 * when it registered, so the system memory is solved back from it: the smallest heap whose region is exactly
 * that many bytes.
 *
 * @param config the model's configuration
 * @param taskCpus {@code spark.task.cpus}: a task takes that many of the executor's cores
 * @param logMaxOnHeap the largest "Maximum Onheap Memory" of its block managers, or null
 * @param modelMaxHeap the model's maxHeapMemory under {@code config}
 * @param heapFrom where the system memory comes from
 * @param notes what could not be matched exactly, or was assumed
 */
public record RecordedSettings(ExecutorConfig config, int taskCpus, Long logMaxOnHeap, long modelMaxHeap,
        HeapSource heapFrom, List<Text> notes) {

    /** Where the model's system memory came from. */
    public enum HeapSource { MAXIMUM_ONHEAP_MEMORY, TESTING_MEMORY, EXECUTOR_MEMORY, DEFAULT }

    static final String TESTING_MEMORY = "spark.testing.memory";
    static final String TESTING = "spark.testing";
    static final String DRIVER_MEMORY = "spark.driver.memory";
    static final String TASK_CPUS = "spark.task.cpus";

    public RecordedSettings {
        notes = List.copyOf(notes);
    }

    /** How many tasks run at once: its cores over {@code spark.task.cpus} (at least one). */
    public int slots() {
        return slots(config.cores(), taskCpus);
    }

    static int slots(int cores, int taskCpus) {
        return Math.max(1, cores / Math.max(1, taskCpus));
    }

    /** Whether the model's maxHeapMemory is the log's Maximum Onheap Memory, to the byte. */
    public boolean matchesLog() {
        return logMaxOnHeap != null && logMaxOnHeap == modelMaxHeap;
    }

    /**
     * @throws WhatIfException when the log's settings are ones Spark itself would have refused
     */
    static RecordedSettings of(ReplayedLog log, ExecutorTimeline executor) throws WhatIfException {
        Map<String, String> p = log.sparkProperties();
        List<Text> notes = new ArrayList<>();
        double fraction = fraction(p, ExecutorConfig.MEMORY_FRACTION, SparkConfig.MEMORY_FRACTION.defaultValue());
        double storageFraction = fraction(p, ExecutorConfig.STORAGE_FRACTION, SparkConfig.MEMORY_STORAGE_FRACTION.defaultValue());
        long reserved = p.containsKey(ExecutorConfig.RESERVED_MEMORY)
                ? bytes(p, ExecutorConfig.RESERVED_MEMORY, ByteSize.BYTE)
                : p.containsKey(TESTING) ? 0 : ExecutorConfig.DEFAULT_RESERVED_MEMORY;
        boolean offHeap = Boolean.parseBoolean(p.getOrDefault(ExecutorConfig.OFF_HEAP_ENABLED, "false").trim());
        long offHeapSize = p.containsKey(ExecutorConfig.OFF_HEAP_SIZE) ? bytes(p, ExecutorConfig.OFF_HEAP_SIZE, ByteSize.BYTE) : 0;
        int cores = executor.totalCores() != null ? executor.totalCores()
                : p.containsKey(ExecutorConfig.EXECUTOR_CORES) ? whole(p, ExecutorConfig.EXECUTOR_CORES) : 1;
        if (executor.totalCores() == null) {
            notes.add(new Text("whatif.note.noCores", cores));
        }
        int taskCpus = p.containsKey(TASK_CPUS) ? whole(p, TASK_CPUS) : 1;

        Long logMax = executor.blockManagers().stream().map(BlockManagerRecord::maxOnHeapMemory)
                .filter(java.util.Objects::nonNull).max(Long::compare).orElse(null);
        long system;
        HeapSource from;
        if (logMax != null) {
            system = solveSystemMemory(logMax, reserved, fraction);
            from = HeapSource.MAXIMUM_ONHEAP_MEMORY;
        } else if (p.containsKey(TESTING_MEMORY)) {
            system = bytes(p, TESTING_MEMORY, ByteSize.BYTE);
            from = HeapSource.TESTING_MEMORY;
        } else {
            String key = "driver".equals(executor.executorId()) ? DRIVER_MEMORY : ExecutorConfig.EXECUTOR_MEMORY;
            from = p.containsKey(key) ? HeapSource.EXECUTOR_MEMORY : HeapSource.DEFAULT;
            system = p.containsKey(key) ? bytes(p, key, ByteSize.MIB) : ExecutorConfig.DEFAULT_SYSTEM_MEMORY;
            notes.add(new Text("whatif.note.noMaxOnHeap", key, system));
        }
        ExecutorConfig config = config(system, reserved, fraction, storageFraction, offHeap, offHeapSize, cores);
        long modelMax = maxHeap(config);
        if (logMax != null && modelMax != logMax) {
            notes.add(new Text("whatif.note.heapMismatch", logMax, modelMax));
        }
        executor.lastBlockManager().map(BlockManagerRecord::maxOffHeapMemory).filter(m -> m != offHeapSize)
                .ifPresent(m -> notes.add(new Text("whatif.note.offHeapMismatch", m, offHeapSize)));
        return new RecordedSettings(config, taskCpus, logMax, modelMax, from, notes);
    }

    /**
     * The smallest system memory S with (long) ((S − reserved) × fraction) == target, as Spark computes it; if
     * double rounding leaves no such S, the one whose region comes nearest. Spark refuses a heap below 1.5 ×
     * reserved, so S is never taken below that.
     */
    static long solveSystemMemory(long target, long reserved, double fraction) {
        long floor = (long) Math.ceil(reserved * 1.5);
        long guess = Math.max(floor, reserved + (long) Math.ceil(target / fraction));
        long best = guess;
        long bestGap = Long.MAX_VALUE;
        for (long s = Math.max(floor, guess - 4); s <= guess + 4; s++) {
            long gap = Math.abs(region(s, reserved, fraction) - target);
            if (gap < bestGap) {
                best = s;
                bestGap = gap;
            }
        }
        return best;
    }

    /** UnifiedMemoryManager.getMaxMemory's arithmetic, for the search only; the model's own figure is checked after. */
    private static long region(long system, long reserved, double fraction) {
        return (long) ((system - reserved) * fraction);
    }

    static ExecutorConfig config(long system, long reserved, double fraction, double storageFraction, boolean offHeap,
            long offHeapSize, int cores) throws WhatIfException {
        try {
            ExecutorConfig config = new ExecutorConfig(system, reserved, fraction, storageFraction, offHeap, offHeapSize,
                    cores, OptionalLong.empty());
            maxHeap(config);
            return config;
        } catch (SparkConfigException e) {
            throw new WhatIfException(new Text("whatif.error.config", e.field(), e.getMessage()));
        }
    }

    /** The model's maxHeapMemory for a configuration (Spark refuses some here: a heap below 1.5 × reserved). */
    static long maxHeap(ExecutorConfig config) {
        return new ExecutorModel(config).state().layout().maxMemory(MemoryMode.ON_HEAP);
    }

    private static double fraction(Map<String, String> p, String key, double otherwise) throws WhatIfException {
        String v = p.get(key);
        if (v == null) {
            return otherwise;
        }
        try {
            return Double.parseDouble(v.trim());
        } catch (NumberFormatException e) {
            throw new WhatIfException(new Text("whatif.error.logValue", key, v, new Text("whatif.expected.fraction")));
        }
    }

    private static long bytes(Map<String, String> p, String key, long unit) throws WhatIfException {
        try {
            return ByteSize.parse(p.get(key), unit);
        } catch (IllegalArgumentException e) {
            throw new WhatIfException(new Text("whatif.error.logValue", key, p.get(key), e.getMessage()));
        }
    }

    private static int whole(Map<String, String> p, String key) throws WhatIfException {
        try {
            return Integer.parseInt(p.get(key).trim());
        } catch (NumberFormatException e) {
            throw new WhatIfException(new Text("whatif.error.logValue", key, p.get(key), new Text("whatif.expected.whole")));
        }
    }
}
