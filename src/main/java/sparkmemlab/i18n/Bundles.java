package sparkmemlab.i18n;

import java.util.Locale;
import java.util.ResourceBundle;

/**
 * Loads the app's message bundles. Java's default lookup falls back to the JVM's default locale
 * before the base bundle, so on a Chinese machine asking for English would give Chinese; here a
 * locale falls back only to its own parents and then to the base (English) bundle.
 */
public final class Bundles {
    private static final ResourceBundle.Control NO_DEFAULT_LOCALE =
            ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES);

    private Bundles() {
    }

    /** The bundle {@code baseName} in {@code locale}, or in English where it has no translation. */
    public static ResourceBundle get(String baseName, Locale locale) {
        return ResourceBundle.getBundle(baseName, locale, NO_DEFAULT_LOCALE);
    }
}
