package sparkmemlab.model;

import java.util.Arrays;
import java.util.Optional;

/**
 * The Spark a scene runs on (a scenario's top-level {@code "sparkVersion"}). Each difference between the
 * versions is one object named after the Spark change that made it, which the model asks instead of
 * testing the version: the words Spark prints ({@link SparkMessages}: {@link Spark35Messages},
 * {@link Spark4ErrorConditions}) and memory the unified manager does not manage but subtracts
 * ({@link UnmanagedMemoryRule}: none in 3.5, {@link Spark53001UnmanagedMemory} in 4.1+).
 * Everything else, every grant, eviction, spill and page, is the same on both (1,283 scenarios run on both).
 */
public enum SparkVersion {
    SPARK_3_5_3("3.5.3", new Spark35Messages(), UnmanagedMemoryRule.NONE),
    SPARK_4_2_0("4.2.0", new Spark4ErrorConditions(), new Spark53001UnmanagedMemory());

    /** The scenario format's top-level field. */
    public static final String FIELD = "sparkVersion";

    /** What a scenario without {@value #FIELD} runs on. */
    public static final SparkVersion DEFAULT = SPARK_3_5_3;

    private final String label;
    private final SparkMessages messages;
    private final UnmanagedMemoryRule unmanaged;

    SparkVersion(String label, SparkMessages messages, UnmanagedMemoryRule unmanaged) {
        this.label = label;
        this.messages = messages;
        this.unmanaged = unmanaged;
    }

    /** As the format and Spark write it: {@code 3.5.3}, {@code 4.2.0}. */
    public String label() {
        return label;
    }

    /** Spark's words in this version. */
    public SparkMessages messages() {
        return messages;
    }

    /** What this version's unified manager takes off for memory it does not manage. */
    public UnmanagedMemoryRule unmanaged() {
        return unmanaged;
    }

    /** The version a label names, if any. */
    public static Optional<SparkVersion> of(String label) {
        return Arrays.stream(values()).filter(v -> v.label.equals(label)).findFirst();
    }

    @Override
    public String toString() {
        return label;
    }
}
