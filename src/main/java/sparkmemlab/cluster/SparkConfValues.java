package sparkmemlab.cluster;

import sparkmemlab.model.config.InvalidConfValue;
import sparkmemlab.model.SparkVersion;
import sparkmemlab.scenario.ByteSize;

/**
 * How Spark reads the strings of the settings a cluster takes. Spark reads an integer setting
 * in two ways: through its config entry ({@code ConfigBuilder.intConf}, which trims the string
 * first) or with Scala's {@code toInt} on the raw string ({@code SparkConf.getInt}, and
 * {@code conf.getOption(key).map(_.toInt)}), which refuses surrounding spaces; each caller says which.
 */
public final class SparkConfValues {

    private SparkConfValues() {
    }

    /** Spark 3.5.3's {@code ConfigBuilder.intConf}: trimmed, then Scala's {@code toInt}. */
    public static int intConf(String key, String value) throws ClusterConfigException {
        return intConf(SparkVersion.SPARK_3_5_3, key, value);
    }

    /** That version's {@code ConfigBuilder.intConf}: trimmed, then Scala's {@code toInt}; refused in its words. */
    public static int intConf(SparkVersion version, String key, String value) throws ClusterConfigException {
        try {
            return Integer.parseInt(value.trim());
        } catch (NumberFormatException e) {
            throw new ClusterConfigException(key, typeMismatch(version, key, value, "int"), true);
        }
    }

    /**
     * How a config entry words a string it cannot convert: 3.5.3's own sentence, or, since Spark 4.0,
     * the error class {@code INVALID_CONF_VALUE.TYPE_MISMATCH}. The one place the words differ.
     */
    public static String typeMismatch(SparkVersion version, String key, String value, String type) {
        return version == SparkVersion.SPARK_4_2_0 ? InvalidConfValue.typeMismatch(key, value, type) : key + " should be " + type + ", but was " + value;
    }

    /** Scala's {@code String.toInt} on the raw value ({@code java.lang.Integer.parseInt}). */
    public static int toInt(String key, String value) throws ClusterConfigException {
        try {
            return Integer.parseInt(value);
        } catch (NumberFormatException e) {
            throw new ClusterConfigException(key, ClusterText.get("conf.toInt", key, e.getMessage()), true);
        }
    }

    /** Spark 3.5.3's {@code ConfigBuilder.booleanConf}: trimmed, then {@code true} or {@code false} in any case. */
    public static boolean booleanConf(String key, String value) throws ClusterConfigException {
        return booleanConf(SparkVersion.SPARK_3_5_3, key, value);
    }

    /** That version's {@code ConfigBuilder.booleanConf}, refused in its words. */
    public static boolean booleanConf(SparkVersion version, String key, String value) throws ClusterConfigException {
        String s = value.trim();
        if (s.equalsIgnoreCase("true")) {
            return true;
        }
        if (s.equalsIgnoreCase("false")) {
            return false;
        }
        throw new ClusterConfigException(key, typeMismatch(version, key, value, "boolean"), true);
    }

    /**
     * {@code Utils.memoryStringToMb}: the size in bytes ({@code JavaUtils.byteStringAsBytes}, so a bare
     * number is bytes), divided down to MiB and then cut to an {@code Int} as Scala's {@code toInt}
     * cuts a {@code Long}: a size beyond 2047 TiB wraps around, in Spark as here.
     *
     * @throws IllegalArgumentException saying what Spark expects
     */
    public static int memoryStringToMb(String value) {
        return (int) (ByteSize.parse(value, ByteSize.BYTE) / 1024 / 1024);
    }
}
