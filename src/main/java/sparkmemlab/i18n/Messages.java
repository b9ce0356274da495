package sparkmemlab.i18n;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.MissingResourceException;

/**
 * The text of the model's and the scenario reader's messages, from {@code sparkmemlab/i18n/messages}
 * in the default locale. Numbers are passed in as written (no grouping), so that byte counts and
 * Spark's own messages read exactly as Spark prints them.
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

    /** The message {@code key} of another bundle ({@code sparkmemlab.replay.messages}, ...), filled in as above. */
    public static String format(String bundle, Locale locale, String key, Object... args) {
        String pattern;
        try {
            pattern = Bundles.get(bundle, locale).getString(key);
        } catch (MissingResourceException e) {
            throw new IllegalStateException("no message " + key + " in " + bundle, e);
        }
        Object[] plain = new Object[args.length];
        for (int i = 0; i < args.length; i++) {
            plain[i] = args[i] instanceof Number || args[i] instanceof Enum<?> ? String.valueOf(args[i]) : args[i];
        }
        return new MessageFormat(pattern, locale).format(plain);
    }
}
