package sparkmemlab.ui.prefs;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.prefs.Preferences;

/** The language the window speaks, kept between runs; empty: follow the system's locale. */
public interface LanguagePreference {

    /** The languages the app has texts for, English first. */
    List<Locale> AVAILABLE = List.of(Locale.ENGLISH, Locale.CHINESE);

    Optional<Locale> get();

    void set(Optional<Locale> language);

    /** Kept only while the program runs (tests, the frame benchmark). */
    static LanguagePreference inMemory() {
        return new LanguagePreference() {
            private Optional<Locale> language = Optional.empty();

            @Override
            public Optional<Locale> get() {
                return language;
            }

            @Override
            public void set(Optional<Locale> chosen) {
                language = chosen;
            }
        };
    }

    /** Kept in the user's Java preferences, beside the lessons' progress. */
    static LanguagePreference preferences() {
        Preferences node = Preferences.userRoot().node("sparkmemlab/ui");
        String key = "language";
        return new LanguagePreference() {
            @Override
            public Optional<Locale> get() {
                String tag = node.get(key, "");
                return AVAILABLE.stream().filter(l -> l.toLanguageTag().equals(tag)).findFirst();
            }

            @Override
            public void set(Optional<Locale> language) {
                if (language.isPresent()) {
                    node.put(key, language.get().toLanguageTag());
                } else {
                    node.remove(key);
                }
            }
        };
    }
}
