package sparkmemlab.i18n;

import java.text.Format;
import java.text.MessageFormat;
import java.util.Locale;
import java.util.MissingResourceException;

/**
 * The text of the model's and the scenario reader's messages, from {@code sparkmemlab/i18n/messages}
 * in the default locale. Numbers are passed in as written (no grouping), so that byte counts and
 * Spark's own messages read exactly as Spark prints them, unless the pattern formats them itself (a
 * {@code choice} for "1 core" and "2 cores").
 */
public final class Messages {
    private static final String BUNDLE = "sparkmemlab.i18n.messages";

    private Messages() {
    }

    /** The message {@code key} with {@code args} filled in. */
    public static String get(String key, Object... args) {
        return get(Locale.getDefault(), key, args);
    }

    public static String get(Locale locale, String key, Object... args) {
        return format(BUNDLE, locale, key, args);
    }

    /** The message {@code key} of the bundle {@code baseName}, filled in as {@link #get} fills its own. */
    public static String format(String baseName, Locale locale, String key, Object... args) {
        String pattern;
        try {
            pattern = Bundles.get(baseName, locale).getString(key);
        } catch (MissingResourceException e) {
            throw new IllegalStateException("no message " + key + " in " + baseName, e);
        }
        MessageFormat format = new MessageFormat(pattern, locale);
        // A number in a plain {n} is written as it is; one the pattern formats ({n,choice,...}) stays a number.
        Format[] formats = format.getFormatsByArgumentIndex();
        Object[] plain = new Object[args.length];
        for (int i = 0; i < args.length; i++) {
            boolean formatted = i < formats.length && formats[i] != null;
            plain[i] = !formatted && (args[i] instanceof Number || args[i] instanceof Enum<?>) ? String.valueOf(args[i]) : args[i];
        }
        return format.format(plain);
    }
}
