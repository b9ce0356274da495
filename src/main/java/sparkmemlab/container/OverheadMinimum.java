package sparkmemlab.container;

import java.util.Map;
import java.util.Optional;
import sparkmemlab.container.i18n.ContainerMessages;
import sparkmemlab.model.config.InvalidConfValue;

/**
 * The least overhead {@code ResourceProfile.calculateOverHeadMemory} gives a container: the one
 * difference between the versions' container requests. Spark 3.5.3 fixes it at 384 MiB
 * ({@code MEMORY_OVERHEAD_MIN_MIB}); Spark 4.0 made it the setting
 * {@code spark.executor.minMemoryOverhead} (SPARK-47208), 384 MiB by default, which YARN's allocator
 * and Kubernetes' executor step pass in.
 */
public enum OverheadMinimum {
    FIXED_384("3.5.3"),
    SPARK_47208("4.2.0");

    public static final String KEY = "spark.executor.minMemoryOverhead";
    static final long DEFAULT_MIB = 384L;

    private final String sparkVersion;

    OverheadMinimum(String sparkVersion) {
        this.sparkVersion = sparkVersion;
    }

    /** The rule of the Spark a scenario names ({@code "3.5.3"}, {@code "4.2.0"}), if it is one of them. */
    public static Optional<OverheadMinimum> forSparkVersion(String label) {
        for (OverheadMinimum m : values()) {
            if (m.sparkVersion.equals(label)) {
                return Optional.of(m);
            }
        }
        return Optional.empty();
    }

    /** The Spark version this rule is, as a scenario writes it. */
    public String sparkVersion() {
        return sparkVersion;
    }

    /**
     * The minimum in MiB from the settings: 4.x's {@code bytesConf(ByteUnit.MiB)} (a bare number is
     * MiB, a leading minus is taken, anything else refused in 4.x's words); 3.5.3 has no such key.
     */
    long minimumMiB(Map<String, String> conf) {
        String text = conf.get(KEY);
        if (this == FIXED_384) {
            if (text != null) {
                throw new ContainerConfigException(KEY, ContainerMessages.get("minOverhead.notIn353"));
            }
            return DEFAULT_MIB;
        }
        if (text == null) {
            return DEFAULT_MIB;
        }
        try {
            return SparkByteString.parse(text, ByteUnit.MiB);
        } catch (IllegalArgumentException e) {
            throw new ContainerConfigException(KEY, InvalidConfValue.typeMismatch(KEY, text, "bytes in MiB"));
        }
    }
}
