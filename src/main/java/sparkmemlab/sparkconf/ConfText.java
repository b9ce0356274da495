package sparkmemlab.sparkconf;

import java.util.Locale;
import sparkmemlab.i18n.Messages;

/** The import's own words, from {@code sparkmemlab/sparkconf/messages} in the reader's language. */
final class ConfText {
    private static final String BUNDLE = "sparkmemlab.sparkconf.messages";

    private ConfText() {
    }

    static String get(Locale locale, String key, Object... args) {
        return Messages.format(BUNDLE, locale, key, args);
    }
}
