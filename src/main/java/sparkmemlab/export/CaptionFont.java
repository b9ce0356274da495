package sparkmemlab.export;

import java.awt.Font;
import java.awt.FontFormatException;
import java.io.IOException;
import java.io.InputStream;
import java.util.Map;
import java.util.Optional;

/**
 * The font of a caption's text: the platform's sans-serif, unless it shows fewer of the text's characters than
 * the Chinese font the jar carries (Chinese on a system with no CJK font, where Java draws boxes). The window
 * uses the same font in the same case (ui.ScriptFont); src/build/subset-cjk-font.py makes it.
 */
final class CaptionFont {
    private static final Map<Integer, String> FILES = Map.of(Font.PLAIN, "/sparkmemlab/font/LabSansSC-Regular.otf",
            Font.BOLD, "/sparkmemlab/font/LabSansSC-Bold.otf");
    private static final Map<Integer, Optional<Font>> BUNDLED = Map.of(Font.PLAIN, load(FILES.get(Font.PLAIN)),
            Font.BOLD, load(FILES.get(Font.BOLD)));

    private CaptionFont() {
    }

    /** The font ({@link Font#PLAIN} or {@link Font#BOLD}) at {@code size} points for {@code text}. */
    static Font of(int style, float size, String text) {
        Font sans = new Font(Font.SANS_SERIF, style, 1);
        Font chosen = BUNDLED.get(style).filter(bundled -> missing(bundled, text) < missing(sans, text)).orElse(sans);
        return chosen.deriveFont(size);
    }

    /** How many of the text's characters the font has no glyph for. */
    static long missing(Font font, String text) {
        return text.codePoints().filter(c -> !Character.isWhitespace(c) && !font.canDisplay(c)).count();
    }

    private static Optional<Font> load(String file) {
        try (InputStream in = CaptionFont.class.getResourceAsStream(file)) {
            return in == null ? Optional.empty() : Optional.of(Font.createFont(Font.TRUETYPE_FONT, in));
        } catch (IOException | FontFormatException e) {
            return Optional.empty();
        }
    }
}
