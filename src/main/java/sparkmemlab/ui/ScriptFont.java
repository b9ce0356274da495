package sparkmemlab.ui;

import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import javafx.scene.Parent;
import javafx.scene.text.Font;

/**
 * A font for the window's language when its script needs one. JavaFX on Linux finds no fallback for Chinese
 * characters in the stylesheet's fonts (they come out as boxes, even with Noto CJK installed); naming a CJK
 * family on the root fixes every text of the window. Windows and macOS fall back by themselves, and their
 * families come later in the list.
 */
final class ScriptFont {
    static final List<String> CHINESE = List.of("Noto Sans CJK SC", "Source Han Sans SC", "Source Han Sans CN",
            "WenQuanYi Micro Hei", "WenQuanYi Zen Hei", "Droid Sans Fallback", "Microsoft YaHei", "PingFang SC");

    private ScriptFont() {
    }

    /** The first of the language's families that is installed, if the language needs one. */
    static Optional<String> choose(Locale locale, Collection<String> installed) {
        if (!locale.getLanguage().equals("zh")) {
            return Optional.empty();
        }
        return CHINESE.stream().filter(installed::contains).findFirst();
    }

    /** Sets the family on the window's root (FX thread). */
    static void apply(Parent root, Locale locale) {
        choose(locale, Font.getFamilies()).ifPresent(family -> root.setStyle("-fx-font-family: \"" + family + "\";"));
    }
}
