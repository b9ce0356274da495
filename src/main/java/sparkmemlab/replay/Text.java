package sparkmemlab.replay;

import java.util.Arrays;
import java.util.Locale;
import sparkmemlab.i18n.Messages;

/**
 * A sentence for the user, kept as its key in {@code sparkmemlab/replay/messages} and its arguments
 * until a locale is chosen, so that the window can show a refusal or a notice in its own language.
 * An argument that is itself a {@code Text} is put in words first.
 */
public record Text(String key, Object... args) {
    static final String BUNDLE = "sparkmemlab.replay.messages";

    public Text {
        args = args.clone();
    }

    @Override
    public Object[] args() {
        return args.clone();
    }

    public String in(Locale locale) {
        Object[] filled = new Object[args.length];
        for (int i = 0; i < args.length; i++) {
            filled[i] = args[i] instanceof Text text ? text.in(locale) : args[i];
        }
        return Messages.format(BUNDLE, locale, key, filled);
    }

    @Override
    public String toString() {
        return in(Locale.getDefault());
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Text t && key.equals(t.key) && Arrays.equals(args, t.args);
    }

    @Override
    public int hashCode() {
        return 31 * key.hashCode() + Arrays.hashCode(args);
    }
}
