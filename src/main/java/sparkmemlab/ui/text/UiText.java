package sparkmemlab.ui.text;

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
        if (args.length == 0) {
            return format(key, args);
        }
        // A step formats the same few hundred messages as the step before, most with the same arguments.
        Object[] memoKey = new Object[args.length + 1];
        memoKey[0] = key;
        System.arraycopy(args, 0, memoKey, 1, args.length);
        java.util.List<Object> k = java.util.Arrays.asList(memoKey);
        String done = formatted.get(k);
        if (done == null) {
            done = format(key, args);
            if (formatted.size() >= MAX_FORMATTED) {
                formatted.clear();
            }
            formatted.put(k, done);
        }
        return done;
    }

    /** Messages formatted lately, by key and arguments: at most this many are kept (then it starts again). */
    private static final int MAX_FORMATTED = 20_000;
    private final java.util.Map<java.util.List<Object>, String> formatted = new java.util.concurrent.ConcurrentHashMap<>();

    private String format(String key, Object... args) {
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
        String done = sizes.get(bytes);
        if (done == null) {
            done = ByteFormat.format(bytes, locale);
            if (sizes.size() >= MAX_FORMATTED) {
                sizes.clear();
            }
            sizes.put(bytes, done);
        }
        return done;
    }

    /** Exact bytes with grouping: {@code 134,217,728 bytes}. */
    public String exact(long bytes) {
        String done = exacts.get(bytes);
        if (done == null) {
            done = formatExact(bytes);
            if (exacts.size() >= MAX_FORMATTED) {
                exacts.clear();
            }
            exacts.put(bytes, done);
        }
        return done;
    }

    /** Sizes formatted lately (both kinds), as {@link #formatted}. */
    private final java.util.Map<Long, String> sizes = new java.util.concurrent.ConcurrentHashMap<>();
    private final java.util.Map<Long, String> exacts = new java.util.concurrent.ConcurrentHashMap<>();

    private String formatExact(long bytes) {
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
