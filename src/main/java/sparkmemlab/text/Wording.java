package sparkmemlab.text;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.ResourceBundle;

/**
 * The narration bundle's sentences in one locale: a key filled with its arguments, sizes written as the app
 * writes them. The memory log and the container's log say numbers differently, so each says which it wants.
 */
final class Wording {
    /** Which arguments go in as plain text, never grouped as "1,024". */
    enum Plain {
        /** Every number: task ids and counts alike (the memory log's sentences have no choice formats). */
        NUMBERS,
        /** Longs only (task ids): ints stay numbers, for the container sentences' choice formats ("1 buffer", "768 buffers"). */
        LONGS
    }

    private final ResourceBundle bundle;
    private final Locale locale;
    private final Plain plain;

    Wording(ResourceBundle bundle, Locale locale, Plain plain) {
        this.bundle = bundle;
        this.locale = locale;
        this.plain = plain;
    }

    Wording with(Plain other) {
        return new Wording(bundle, locale, other);
    }

    /** The bundle's words for {@code key}, as they are. */
    String word(String key) {
        return bundle.getString(key);
    }

    String say(String key, Object... args) {
        Object[] texts = new Object[args.length];
        for (int i = 0; i < args.length; i++) {
            boolean asText = plain == Plain.NUMBERS ? args[i] instanceof Number : args[i] instanceof Long;
            texts[i] = asText ? String.valueOf(args[i]) : args[i];
        }
        return new MessageFormat(bundle.getString(key), locale).format(texts);
    }

    String bytes(long bytes) {
        return ByteFormat.format(bytes, locale);
    }
}
