package sparkmemlab.lesson;

import java.util.Collections;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * A text in several languages, keyed by language tag ({@code en}, {@code zh}, {@code pt-BR}). English is
 * always there; other languages fall back to it.
 */
public record LocalText(Map<String, String> byLanguage) {

    public static final String ENGLISH = "en";

    public LocalText {
        byLanguage = Collections.unmodifiableMap(new TreeMap<>(byLanguage));
        Objects.requireNonNull(byLanguage.get(ENGLISH), "English text is required");
    }

    public static LocalText english(String text) {
        return new LocalText(Map.of(ENGLISH, text));
    }

    /** The text for {@code locale}: its language and country, then its language, then English. */
    public String get(Locale locale) {
        return byLanguage.get(languageFor(locale));
    }

    /**
     * The language the text is shown in for {@code locale}, which is English where it has no translation:
     * numbers in it follow this language, not the one asked for (no French decimal comma in English text).
     */
    public Locale shownIn(Locale locale) {
        return Locale.forLanguageTag(languageFor(locale));
    }

    private String languageFor(Locale locale) {
        String tag = locale.getLanguage() + (locale.getCountry().isEmpty() ? "" : "-" + locale.getCountry());
        if (byLanguage.containsKey(tag)) {
            return tag;
        }
        return byLanguage.containsKey(locale.getLanguage()) ? locale.getLanguage() : ENGLISH;
    }

    public String english() {
        return byLanguage.get(ENGLISH);
    }
}
