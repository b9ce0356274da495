package sparkmemlab.export;

import java.util.Locale;
import sparkmemlab.i18n.Messages;

/** The export's words (captions, slide notes, progress), from {@code sparkmemlab/export/messages}. */
final class ExportText {
    private static final String BUNDLE = "sparkmemlab.export.messages";

    private ExportText() {
    }

    static String get(Locale locale, String key, Object... args) {
        return Messages.format(BUNDLE, locale, key, args);
    }

    /** A, B, C... for the choices of a question, in every language (as the window labels them). */
    static String choiceLabel(int index) {
        return String.valueOf((char) ('A' + index));
    }
}
