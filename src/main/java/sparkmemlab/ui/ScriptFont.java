package sparkmemlab.ui;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import javafx.scene.Parent;
import javafx.scene.text.Font;

/**
 * A font for the window's language when its script needs one. JavaFX on Linux finds no fallback for Chinese
 * characters in the stylesheet's fonts (they come out as boxes, even with Noto CJK installed); naming a CJK
 * family on the root fixes every text of the window that inherits it. The stylesheet's monospaced lines (a
 * task's consumers, the log's methods, the code) name a Latin monospace family of their own, so they get a CJK
 * monospace family (or the CJK family) from a small stylesheet on the root, which comes after the window's.
 * Windows and macOS fall back by themselves, and their families come later in the lists. Where none of them is
 * installed (a bare Linux), the window loads the subset of Noto Sans CJK SC the jar carries, "Lab Sans SC"
 * (src/build/subset-cjk-font.py makes it from the bundles' and lessons' characters), so Chinese never shows as boxes.
 */
final class ScriptFont {
    static final List<String> CHINESE = List.of("Noto Sans CJK SC", "Source Han Sans SC", "Source Han Sans CN",
            "WenQuanYi Micro Hei", "WenQuanYi Zen Hei", "Droid Sans Fallback", "Microsoft YaHei", "PingFang SC", ScriptFont.BUNDLED);
    static final List<String> CHINESE_MONO = List.of("Noto Sans Mono CJK SC", "Sarasa Mono SC", "WenQuanYi Zen Hei Mono",
            "WenQuanYi Micro Hei Mono", "NSimSun");
    /** The family of the bundled fonts, and the fonts (regular and bold) on the class path. */
    static final String BUNDLED = "Lab Sans SC";
    static final List<String> BUNDLED_FILES = List.of("/sparkmemlab/font/LabSansSC-Regular.otf",
            "/sparkmemlab/font/LabSansSC-Bold.otf");
    /** The stylesheet's monospaced texts (spark-memory-lab.css gives them "DejaVu Sans Mono"). */
    static final String MONO_TEXTS = ".task-slots .slot-consumers, .log-method, .code-number, .code-text";

    private ScriptFont() {
    }

    /** The first of the language's families that is installed, if the language needs one. */
    static Optional<String> choose(Locale locale, Collection<String> installed) {
        if (!locale.getLanguage().equals("zh")) {
            return Optional.empty();
        }
        return CHINESE.stream().filter(installed::contains).findFirst();
    }

    /** The family for the monospaced texts: the language's monospace family, else its family, if it needs one. */
    static Optional<String> chooseMono(Locale locale, Collection<String> installed) {
        if (!locale.getLanguage().equals("zh")) {
            return Optional.empty();
        }
        return CHINESE_MONO.stream().filter(installed::contains).findFirst().or(() -> choose(locale, installed));
    }

    /** The stylesheet (a data URI) that gives the monospaced texts {@code family}. */
    static String monoStylesheet(String family) {
        String css = MONO_TEXTS + " { -fx-font-family: \"" + family + "\"; }";
        return "data:text/css;base64," + Base64.getEncoder().encodeToString(css.getBytes(StandardCharsets.UTF_8));
    }

    /** Sets the families on the window's root (FX thread). */
    static void apply(Parent root, Locale locale) {
        List<String> installed = Font.getFamilies();
        if (locale.getLanguage().equals("zh") && choose(locale, installed).isEmpty()) {
            installed = loadBundled() ? List.of(BUNDLED) : installed;
        }
        choose(locale, installed).ifPresent(family -> root.setStyle("-fx-font-family: \"" + family + "\";"));
        chooseMono(locale, installed).ifPresent(family -> root.getStylesheets().add(monoStylesheet(family)));
    }

    /** Registers the bundled fonts with JavaFX (once is enough; again is harmless); false if the jar lacks them. */
    private static boolean loadBundled() {
        boolean loaded = true;
        for (String file : BUNDLED_FILES) {
            try (InputStream in = ScriptFont.class.getResourceAsStream(file)) {
                loaded &= in != null && Font.loadFont(in, 13) != null;
            } catch (IOException e) {
                loaded = false;
            }
        }
        return loaded;
    }
}
