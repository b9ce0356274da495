package sparkmemlab.model.config;

/**
 * Spark 4's words for a setting its config entry refuses: the error class {@code INVALID_CONF_VALUE}
 * of {@code error-conditions.json}, as {@code SparkThrowable.getMessage} prints it (the class, the
 * main message, the subclass's, the SQL state). Spark 3.5.3 worded each refusal on its own.
 */
public final class InvalidConfValue {
    private static final String SQLSTATE = " SQLSTATE: 22022";

    private InvalidConfValue() {
    }

    /** {@code ConfigBuilder.configTypeMismatchError}: the string is not a {@code type} ("int", "boolean", "bytes in MiB"...). */
    public static String typeMismatch(String key, String value, String type) {
        return "[INVALID_CONF_VALUE.TYPE_MISMATCH] " + invalid(key, value) + " It should be a/an '" + type + "' value." + SQLSTATE;
    }

    /** {@code ConfigBuilder.configRequirementError}: a {@code checkValue} failed; {@code requirement} is the entry's own text. */
    public static String requirement(String key, String value, String requirement) {
        return "[INVALID_CONF_VALUE.REQUIREMENT] " + invalid(key, value) + " " + requirement + SQLSTATE;
    }

    /** {@code ConfigBuilder.configOutOfRangeOfOptionsError}: a {@code checkValues} failed; {@code options} joined by ", ". */
    public static String outOfRangeOfOptions(String key, String value, String options) {
        return "[INVALID_CONF_VALUE.OUT_OF_RANGE_OF_OPTIONS] " + invalid(key, value) + " It should be one of '" + options + "'."
                + SQLSTATE;
    }

    private static String invalid(String key, String value) {
        return "The value '" + value + "' in the config \"" + key + "\" is invalid.";
    }
}
