package sparkmemlab.container.i18n;

import java.util.Locale;
import sparkmemlab.i18n.Messages;

/** The container model's messages, from {@code sparkmemlab/container/messages}, in the default locale. */
public final class ContainerMessages {
    private static final String BUNDLE = "sparkmemlab.container.messages";

    private ContainerMessages() {
    }

    public static String get(String key, Object... args) {
        return get(Locale.getDefault(), key, args);
    }

    public static String get(Locale locale, String key, Object... args) {
        return Messages.format(BUNDLE, locale, key, args);
    }
}
