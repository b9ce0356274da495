package sparkmemlab.cli;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A window's size as the commands that draw it take it: {@code WIDTHxHEIGHT}, 400x300 to 8000x8000. */
record WindowSize(int width, int height) {
    private static final Pattern SIZE = Pattern.compile("([0-9]{1,5})x([0-9]{1,5})");

    /** The size, or empty for text that is not one (the caller says so with {@code render.error.size}). */
    static Optional<WindowSize> parse(String text) {
        Matcher m = SIZE.matcher(text.trim());
        if (!m.matches()) {
            return Optional.empty();
        }
        int width = Integer.parseInt(m.group(1));
        int height = Integer.parseInt(m.group(2));
        return width < 400 || height < 300 || width > 8000 || height > 8000 ? Optional.empty()
                : Optional.of(new WindowSize(width, height));
    }
}
