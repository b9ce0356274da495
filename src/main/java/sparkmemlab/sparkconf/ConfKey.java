package sparkmemlab.sparkconf;

import sparkmemlab.container.SparkByteString;
import sparkmemlab.container.ByteUnit;

import java.util.Locale;
import java.util.Optional;
import java.util.function.BiFunction;
import sparkmemlab.model.SparkVersion;
import sparkmemlab.model.config.InvalidConfValue;
import sparkmemlab.scenario.SparkTime;

/**
 * A Spark key the import reads, and how Spark 3.5.3 (Spark 2.4.8 for the legacy manager's keys) turns its
 * text into a value: the type of its config entry, or the {@code SparkConf} getter that reads it, and the
 * rule ({@code checkValue}) that entry applies.
 *
 * @param key the key
 * @param type the value's type
 * @param unit for sizes: the unit of a bare number
 * @param getter true when Spark reads it with a {@code SparkConf} getter ({@code getLong}, {@code getDouble},
 *        {@code getBoolean}: "Illegal value for config key ..."), false for a typed config entry ("... should be
 *        int, but was ...")
 * @param use which model uses it
 * @param rule the entry's {@code checkValue}: the refusal of a value Spark read, in the words of the Spark
 *        reading it
 */
public record ConfKey(String key, Type type, ByteUnit unit, boolean getter, Use use,
        BiFunction<Object, SparkVersion, Optional<String>> rule) {

    /** The value types of Spark's config entries ({@code TIME}: a time entry in milliseconds). */
    public enum Type { BYTES, INT, LONG, DOUBLE, BOOLEAN, STRING, TIME }

    /** Who uses a key. */
    public enum Use {
        /** the executor the sandbox models (src/docs/scenario-format.md's config) */
        EXECUTOR,
        /** the container an executor runs in: overhead beside the heap */
        CONTAINER,
        /** the cluster: how many executors, how many cores */
        CLUSTER,
        /** Spark 2.4.8's StaticMemoryManager */
        LEGACY,
        /** the driver */
        DRIVER,
        /** where and how the application runs (master, deploy mode) */
        SUBMIT,
        /** the JVMs' own options: only checked, as Spark checks them */
        JVM_OPTIONS,
        /** the standalone Master: its worker selection policy, its drivers, spreading out (the cluster model) */
        MASTER;

        /** Who uses the key ("the driver"), in the reader's language. */
        public String text(Locale locale) {
            return ConfText.get(locale, "use." + name());
        }
    }

    static ConfKey of(String key, Type type, Use use) {
        return new ConfKey(key, type, ByteUnit.BYTE, false, use, (v, version) -> Optional.empty());
    }

    static ConfKey bytes(String key, ByteUnit unit, Use use) {
        return new ConfKey(key, Type.BYTES, unit, false, use, (v, version) -> Optional.empty());
    }

    ConfKey readByGetter() {
        return new ConfKey(key, type, unit, true, use, rule);
    }

    ConfKey checked(BiFunction<Object, SparkVersion, Optional<String>> check) {
        return new ConfKey(key, type, unit, getter, use, check);
    }

    /**
     * The value Spark reads from {@code text}: a Long (bytes, in {@link #unit} for sizes), Integer, Double,
     * Boolean or String.
     *
     * @throws IllegalArgumentException with that Spark's message when it cannot read it or its rule refuses it
     */
    Object read(String text, SparkVersion version) {
        Object value = getter ? readByGetter(text) : readAsEntry(text, version);
        Optional<String> refused = rule.apply(value, version);
        if (refused.isPresent()) {
            throw new IllegalArgumentException(refused.get());
        }
        return value;
    }

    /**
     * {@code ConfigBuilder}'s converters: numbers and booleans trimmed; 3.5.3's "should be" message, or since
     * 4.0 {@code INVALID_CONF_VALUE.TYPE_MISMATCH} for every type, sizes and times too ({@code byteFromString},
     * {@code timeFromString}).
     */
    private Object readAsEntry(String text, SparkVersion version) {
        if (version != SparkVersion.SPARK_3_5_3) {
            try {
                return readAsEntry(text, SparkVersion.SPARK_3_5_3);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(InvalidConfValue.typeMismatch(key, text, spark4TypeName()), e);
            }
        }
        try {
            return switch (type) {
                case BYTES -> SparkByteString.parse(text, unit);
                case INT -> Integer.parseInt(text.trim());
                case LONG -> Long.parseLong(text.trim());
                case DOUBLE -> Double.parseDouble(text.trim());
                case BOOLEAN -> scalaBoolean(text.trim());
                case STRING -> text;
                case TIME -> SparkTime.millis(text);
            };
        } catch (NumberFormatException e) {
            if (type == Type.BYTES || type == Type.TIME) {
                throw e; // JavaUtils' own message
            }
            throw new IllegalArgumentException(SparkWords.shouldBe(key, typeName(), text), e);
        } catch (IllegalArgumentException e) {
            if (type == Type.BOOLEAN) {
                throw new IllegalArgumentException(SparkWords.shouldBe(key, typeName(), text), e);
            }
            throw e;
        }
    }

    /** {@code SparkConf.getLong}, {@code getDouble}, {@code getBoolean}: Scala's conversions, untrimmed, wrapped. */
    private Object readByGetter(String text) {
        try {
            return switch (type) {
                case INT -> Integer.parseInt(text);
                case LONG -> Long.parseLong(text);
                case DOUBLE -> Double.parseDouble(text);
                case BOOLEAN -> scalaBoolean(text);
                case BYTES -> SparkByteString.byteStringAs(text, unit);
                case STRING -> text;
                case TIME -> SparkTime.millis(text);
            };
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(SparkWords.illegalValue(key, e.getMessage()), e);
        }
    }

    private String typeName() {
        return type.name().toLowerCase(java.util.Locale.ROOT);
    }

    /** The type as 4.x's converters name it: {@code s"bytes in $unit"}, {@code s"time in $unit"}, "int"... */
    private String spark4TypeName() {
        return switch (type) {
            case BYTES -> "bytes in " + unit.name();
            case TIME -> "time in MILLISECONDS";
            default -> typeName();
        };
    }

    /** Scala's {@code StringOps.toBoolean}: "true" or "false" in any case. */
    private static boolean scalaBoolean(String text) {
        if (text.equalsIgnoreCase("true")) {
            return true;
        }
        if (text.equalsIgnoreCase("false")) {
            return false;
        }
        throw new IllegalArgumentException(SparkWords.notABoolean(text));
    }
}
