package sparkmemlab.model.config;

import java.util.Arrays;
import java.util.Optional;

/**
 * The Spark a scene runs on: a scenario's top-level {@code "sparkVersion"}, 3.5.3 when absent. Each
 * model keeps what differs between versions in one place named after the Spark change.
 */
public enum SparkVersion {
    V3_5_3("3.5.3"),
    V4_2_0("4.2.0");

    /** A scenario without {@code "sparkVersion"} runs on this. */
    public static final SparkVersion DEFAULT = V3_5_3;

    private final String label;

    SparkVersion(String label) {
        this.label = label;
    }

    /** As a scenario writes it: {@code "3.5.3"}, {@code "4.2.0"}. */
    public String label() {
        return label;
    }

    /** Whether this is Spark 4: error classes, refusals in 4.x's words, the 4.0 settings. */
    public boolean isSpark4() {
        return this == V4_2_0;
    }

    /** The version a scenario names, or empty for any other text. */
    public static Optional<SparkVersion> parse(String label) {
        return Arrays.stream(values()).filter(v -> v.label.equals(label)).findFirst();
    }

    /** The labels, for an error saying what is expected. */
    public static String labels() {
        return String.join(", ", Arrays.stream(values()).map(SparkVersion::label).toList());
    }

    @Override
    public String toString() {
        return label;
    }
}
