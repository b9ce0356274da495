package sparkmemlab.sparkconf;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import sparkmemlab.container.ContainerConfig;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.model.LegacyMemoryConfig;
import sparkmemlab.model.TungstenConf;

/**
 * The sandbox's executor as {@code spark-submit} options, to copy onto a real cluster: its heap as
 * {@code --executor-memory}, its cores as {@code --executor-cores}, the memory manager's keys as
 * {@code --conf}; in a container, its cluster manager as {@code --master} and the container's keys as
 * {@code --conf}. Reading them back ({@link SparkConfImporter}) gives the same executor.
 */
public final class SubmitFlags {

    /**
     * The options, one per element ({@code --executor-memory 4g}), and what a cluster does not reproduce.
     *
     * @param notes sentences in the reader's language: where Spark would not give the executor exactly this
     */
    public record Flags(List<String> options, List<String> notes) {
        public Flags {
            options = List.copyOf(options);
            notes = List.copyOf(notes);
        }

        /** On one line: {@code --executor-memory 4g --executor-cores 4 --conf spark.memory.fraction=0.6 ...}. */
        public String line() {
            return String.join(" ", options);
        }

        /** For a shell script: one option a line, each but the last ending in a backslash. */
        public String lines() {
            return String.join(" \\\n", options);
        }
    }

    private static final long MIB = 1L << 20;
    private static final long[] UNITS = {1L << 50, 1L << 40, 1L << 30, 1L << 20, 1L << 10};
    private static final String[] SUFFIXES = {"p", "t", "g", "m", "k"};

    private SubmitFlags() {
    }

    /** The shortest byte string Spark reads back as exactly {@code bytes} ("4g", "1536m", "300k", "7b"). */
    public static String size(long bytes) {
        for (int i = 0; i < UNITS.length; i++) {
            if (bytes != 0 && bytes % UNITS[i] == 0) {
                return bytes / UNITS[i] + SUFFIXES[i];
            }
        }
        return bytes + "b";
    }

    public static Flags of(ExecutorConfig config, Locale locale) {
        List<String> options = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        config.container().ifPresent(c -> options.add("--master " + shellWord(c.settings().get(ContainerConfig.MASTER))));
        long heap = config.systemMemory();
        if (heap % MIB == 0) {
            options.add("--executor-memory " + size(heap));
        } else {
            // Spark sizes an executor's heap in whole MiB (and reads a bare number as bytes in one check).
            long mib = heap / MIB;
            options.add("--executor-memory " + mib + "m");
            notes.add(ConfText.get(locale, "flags.wholeMiB", heap, mib));
        }
        options.add("--executor-cores " + config.cores());
        options.add(conf(ExecutorConfig.MEMORY_FRACTION, String.valueOf(config.memoryFraction())));
        options.add(conf(ExecutorConfig.STORAGE_FRACTION, String.valueOf(config.storageFraction())));
        options.add(conf(ExecutorConfig.OFF_HEAP_ENABLED, String.valueOf(config.offHeapEnabled())));
        if (config.offHeapEnabled() || config.offHeapSize() > 0) {
            options.add(conf(ExecutorConfig.OFF_HEAP_SIZE, size(config.offHeapSize())));
        }
        if (config.reservedMemory() != ExecutorConfig.DEFAULT_RESERVED_MEMORY) {
            // A testing key: Spark reads it with getLong, so a plain number of bytes.
            options.add(conf(ExecutorConfig.RESERVED_MEMORY, String.valueOf(config.reservedMemory())));
            notes.add(ConfText.get(locale, "flags.reserved"));
        }
        config.pageSize().ifPresent(page -> options.add(conf(ExecutorConfig.PAGE_SIZE, size(page))));
        TungstenConf tungsten = config.tungsten();
        if (tungsten.initialBufferSize() != TungstenConf.DEFAULTS.initialBufferSize()) {
            options.add(conf(TungstenConf.INITIAL_BUFFER_SIZE, String.valueOf(tungsten.initialBufferSize())));
        }
        if (tungsten.numElementsForceSpillThreshold() != TungstenConf.DEFAULTS.numElementsForceSpillThreshold()) {
            options.add(conf(TungstenConf.NUM_ELEMENTS_FORCE_SPILL_THRESHOLD, String.valueOf(tungsten.numElementsForceSpillThreshold())));
        }
        if (config.unmanagedMemoryPollingInterval() != 0) {
            options.add(conf(ExecutorConfig.UNMANAGED_MEMORY_POLLING_INTERVAL, config.unmanagedMemoryPollingInterval() + "ms"));
        }
        if (config.sparkVersion() != sparkmemlab.model.SparkVersion.DEFAULT) {
            // The options do not say the version; Spark 3.5.3 would take 4.x's keys without a word and ignore them.
            notes.add(ConfText.get(locale, "flags.sparkVersion", config.sparkVersion().label()));
        }
        LegacyMemoryConfig legacy = config.legacy();
        LegacyMemoryConfig unified = LegacyMemoryConfig.UNIFIED;
        if (legacy.useLegacyMode()) {
            options.add(conf(LegacyMemoryConfig.USE_LEGACY_MODE, "true"));
        }
        legacyFraction(options, LegacyMemoryConfig.STORAGE_MEMORY_FRACTION, legacy.storageMemoryFraction(), unified.storageMemoryFraction());
        legacyFraction(options, LegacyMemoryConfig.STORAGE_SAFETY_FRACTION, legacy.storageSafetyFraction(), unified.storageSafetyFraction());
        legacyFraction(options, LegacyMemoryConfig.SHUFFLE_MEMORY_FRACTION, legacy.shuffleMemoryFraction(), unified.shuffleMemoryFraction());
        legacyFraction(options, LegacyMemoryConfig.SHUFFLE_SAFETY_FRACTION, legacy.shuffleSafetyFraction(), unified.shuffleSafetyFraction());
        legacyFraction(options, LegacyMemoryConfig.UNROLL_FRACTION, legacy.unrollFraction(), unified.unrollFraction());
        if (!legacy.equals(unified)) {
            notes.add(ConfText.get(locale, "flags.legacy"));
        }
        config.container().ifPresent(c -> containerKeys(c, options, notes, locale));
        return new Flags(options, notes);
    }

    /** The container's own keys (the overhead, the JVM's options, Netty's...) as they were given. */
    private static void containerKeys(ContainerConfig container, List<String> options, List<String> notes, Locale locale) {
        container.settings().forEach((key, value) -> {
            if (key.equals(ContainerConfig.MASTER)) {
                return; // --master, first
            }
            if (key.startsWith("spark.")) {
                options.add("--conf " + shellWord(key + "=" + value));
            } else {
                // Ours (what the JVM's Runtime.availableProcessors() says): spark-submit would drop it.
                notes.add(ConfText.get(locale, "flags.notSpark", key, value));
            }
        });
    }

    /** The word as a POSIX shell reads it back: quoted in single quotes when it holds anything but plain characters. */
    static String shellWord(String word) {
        return word.matches("[A-Za-z0-9_./:=,+@%-]+") ? word : "'" + word.replace("'", "'\\''") + "'";
    }

    /** A legacy fraction that is not Spark 2.4's default. */
    private static void legacyFraction(List<String> options, String key, double value, double standard) {
        if (value != standard) {
            options.add(conf(key, String.valueOf(value)));
        }
    }

    private static String conf(String key, String value) {
        return "--conf " + key + "=" + value;
    }
}
