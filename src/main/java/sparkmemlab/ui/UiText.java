package sparkmemlab.ui;

import java.text.MessageFormat;
import java.text.NumberFormat;
import java.util.Locale;
import java.util.ResourceBundle;
import sparkmemlab.i18n.Bundles;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.text.ByteFormat;

/** The window's words: every user-visible string comes from {@code sparkmemlab/ui/messages.properties}. */
public final class UiText {

    public static final String BUNDLE = "sparkmemlab.ui.messages";

    private final ResourceBundle bundle;
    private final Locale locale;
    /** Each pattern parsed once: a step formats a few hundred messages (every segment's tooltip and label). */
    private final java.util.Map<String, MessageFormat> formats = new java.util.concurrent.ConcurrentHashMap<>();
    private final NumberFormat integers;

    public UiText(ResourceBundle bundle) {
        this.bundle = bundle;
        this.locale = bundle.getLocale() == null || bundle.getLocale().toString().isEmpty()
                ? Locale.ENGLISH : bundle.getLocale();
        this.integers = NumberFormat.getIntegerInstance(locale);
    }

    /** The window's texts in the JVM's default locale. */
    public static UiText standard() {
        return of(Locale.getDefault());
    }

    /** The window's texts in {@code locale}, English where it has no translation. */
    public static UiText of(Locale locale) {
        return new UiText(Bundles.get(BUNDLE, locale));
    }

    public ResourceBundle bundle() {
        return bundle;
    }

    public Locale locale() {
        return locale;
    }

    /**
     * The message for {@code key}, with {@code args} filled in (numbers as plain digits). Always a
     * MessageFormat pattern ('' for an apostrophe); only keys that FXML reads directly (%key) are plain text.
     */
    public String get(String key, Object... args) {
        MessageFormat format = formats.computeIfAbsent(key, k -> new MessageFormat(bundle.getString(k), locale));
        Object[] texts = new Object[args.length];
        for (int i = 0; i < args.length; i++) {
            texts[i] = args[i] instanceof Long || args[i] instanceof Integer ? String.valueOf(args[i]) : args[i];
        }
        synchronized (format) { // a MessageFormat is not safe for threads; the lessons are read on another
            return format.format(texts);
        }
    }

    /** A size as Spark's web UI shows it: {@code 128.0 MiB}. */
    public String bytes(long bytes) {
        return ByteFormat.format(bytes, locale);
    }

    /** Exact bytes with grouping: {@code 134,217,728 bytes}. */
    public String exact(long bytes) {
        String digits;
        synchronized (integers) {
            digits = integers.format(bytes);
        }
        return get("bytes.exact", digits);
    }

    public String mode(MemoryMode mode) {
        return get("mode." + mode.name());
    }
}
