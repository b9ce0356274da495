package sparkmemlab.compare;

import sparkmemlab.model.ExecutorConfig;

/** The two memory managers a scenario can run on. */
public enum Manager {
    /** Spark 1.6 and later: {@code UnifiedMemoryManager} (as Spark 3.5.3 has it). */
    UNIFIED,
    /** Before Spark 1.6, and behind {@code spark.memory.useLegacyMode} until 3.0: {@code StaticMemoryManager}. */
    LEGACY;

    /** The same executor's configuration under this manager. */
    public ExecutorConfig configure(ExecutorConfig config) {
        return config.withLegacy(config.legacy().withLegacyMode(this == LEGACY));
    }
}
