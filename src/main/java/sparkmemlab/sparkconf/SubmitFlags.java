package sparkmemlab.sparkconf;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import sparkmemlab.model.ExecutorConfig;

/**
 * The sandbox's executor as {@code spark-submit} options, to copy onto a real cluster: its heap as
 * {@code --executor-memory}, its cores as {@code --executor-cores}, the memory manager's keys as
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

    private SubmitFlags() {
    }

    public static Flags of(ExecutorConfig config, Locale locale) {
        List<String> options = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        long heap = config.systemMemory();
        if (heap % ByteUnit.MiB.bytes() == 0) {
            options.add("--executor-memory " + SparkBytes.format(heap));
        } else {
            // Spark sizes an executor's heap in whole MiB (and reads a bare number as bytes in one check).
            long mib = heap / ByteUnit.MiB.bytes();
            options.add("--executor-memory " + mib + "m");
            notes.add(ConfText.get(locale, "flags.wholeMiB", heap, mib));
        }
        options.add("--executor-cores " + config.cores());
        options.add(conf(ExecutorConfig.MEMORY_FRACTION, String.valueOf(config.memoryFraction())));
        options.add(conf(ExecutorConfig.STORAGE_FRACTION, String.valueOf(config.storageFraction())));
        options.add(conf(ExecutorConfig.OFF_HEAP_ENABLED, String.valueOf(config.offHeapEnabled())));
        if (config.offHeapEnabled() || config.offHeapSize() > 0) {
            options.add(conf(ExecutorConfig.OFF_HEAP_SIZE, SparkBytes.format(config.offHeapSize())));
        }
        if (config.reservedMemory() != ExecutorConfig.DEFAULT_RESERVED_MEMORY) {
            // A testing key: Spark reads it with getLong, so a plain number of bytes.
            options.add(conf(ExecutorConfig.RESERVED_MEMORY, String.valueOf(config.reservedMemory())));
            notes.add(ConfText.get(locale, "flags.reserved"));
        }
        config.pageSize().ifPresent(page -> options.add(conf(ExecutorConfig.PAGE_SIZE, SparkBytes.format(page))));
        return new Flags(options, notes);
    }

    private static String conf(String key, String value) {
        return "--conf " + key + "=" + value;
    }
}
