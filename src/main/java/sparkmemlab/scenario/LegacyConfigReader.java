package sparkmemlab.scenario;

import static sparkmemlab.json.JsonValues.got;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.List;
import java.util.Locale;
import sparkmemlab.i18n.Messages;
import sparkmemlab.model.LegacyMemoryConfig;
import sparkmemlab.model.SparkConfigException;

/**
 * Reads {@code spark.memory.useLegacyMode} and the keys of Spark 2.4's legacy memory manager the way
 * Spark 2.4's {@code SparkConf} does: a JSON value stands for the string Spark would be given, which
 * {@code getBoolean} reads as Scala's {@code toBoolean} (true or false in any case, nothing else) and
 * {@code getDouble} as Java's {@code Double.parseDouble}; Spark's refusal is
 * {@code Illegal value for config key <key>: <the parser's message>}. The fractions are read whatever
 * the mode, so that the same scenario runs on both managers; a non-finite fraction, which Spark would
 * take, is refused.
 */
final class LegacyConfigReader {

    static final List<String> KEYS = List.of(LegacyMemoryConfig.USE_LEGACY_MODE,
            LegacyMemoryConfig.STORAGE_MEMORY_FRACTION, LegacyMemoryConfig.STORAGE_SAFETY_FRACTION,
            LegacyMemoryConfig.SHUFFLE_MEMORY_FRACTION, LegacyMemoryConfig.SHUFFLE_SAFETY_FRACTION,
            LegacyMemoryConfig.UNROLL_FRACTION);

    private LegacyConfigReader() {
    }

    /** The legacy settings of a scenario's {@code config} object (Spark's defaults for absent keys). */
    static LegacyMemoryConfig read(JsonObject config) {
        LegacyMemoryConfig d = LegacyMemoryConfig.UNIFIED;
        return new LegacyMemoryConfig(
                bool(config, LegacyMemoryConfig.USE_LEGACY_MODE, d.useLegacyMode()),
                fraction(config, LegacyMemoryConfig.STORAGE_MEMORY_FRACTION, d.storageMemoryFraction()),
                fraction(config, LegacyMemoryConfig.STORAGE_SAFETY_FRACTION, d.storageSafetyFraction()),
                fraction(config, LegacyMemoryConfig.SHUFFLE_MEMORY_FRACTION, d.shuffleMemoryFraction()),
                fraction(config, LegacyMemoryConfig.SHUFFLE_SAFETY_FRACTION, d.shuffleSafetyFraction()),
                fraction(config, LegacyMemoryConfig.UNROLL_FRACTION, d.unrollFraction()));
    }

    /** Scala's {@code StringOps.toBoolean}, as {@code SparkConf.getBoolean} calls it. */
    private static boolean bool(JsonObject config, String key, boolean absent) {
        String text = sparkString(config, key, "config.boolean");
        if (text == null) {
            return absent;
        }
        return switch (text.toLowerCase(Locale.ROOT)) {
            case "true" -> true;
            case "false" -> false;
            default -> throw refused(key, "For input string: \"" + text + "\"");
        };
    }

    /** Java's {@code Double.parseDouble}, as {@code SparkConf.getDouble} calls it. */
    private static double fraction(JsonObject config, String key, double absent) {
        String text = sparkString(config, key, "config.number");
        if (text == null) {
            return absent;
        }
        double value;
        try {
            value = Double.parseDouble(text);
        } catch (NumberFormatException e) {
            throw refused(key, e.getMessage());
        }
        if (!Double.isFinite(value)) {
            throw new SparkConfigException(key, Messages.get("config.legacyFinite", text));
        }
        return value;
    }

    /** The string Spark's configuration would hold for the key: a JSON string, number or boolean as written. */
    private static String sparkString(JsonObject config, String key, String expected) {
        JsonElement value = config.get(key);
        if (value == null) {
            return null;
        }
        if (!value.isJsonPrimitive()) {
            throw new SparkConfigException(key, Messages.get(expected, got(value)));
        }
        return value.getAsString();
    }

    private static SparkConfigException refused(String key, String problem) {
        return new SparkConfigException(key,
                Messages.get("config.refused", Messages.get("spark.illegalConfigValue", key, problem)));
    }
}
