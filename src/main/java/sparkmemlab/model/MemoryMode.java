package sparkmemlab.model;

/** Where memory lives, as in Spark's {@code org.apache.spark.memory.MemoryMode}. */
public enum MemoryMode {
    ON_HEAP,
    OFF_HEAP
}
