package sparkmemlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Font;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The Chinese font the jar carries (a subset of Noto Sans CJK SC) has every character the Chinese bundles and the
 * lessons use: a text that gains a character the subset lacks fails here until src/build/subset-cjk-font.py is
 * run again.
 */
class BundledChineseFontTest {
    /** Symbols Noto Sans CJK does not draw; the window takes them from the system's symbol font. */
    private static final Set<Integer> NOT_IN_NOTO = Set.of(0x275A);

    @Test
    void theBundledFontsAreTheFamilyTheWindowNames() throws Exception {
        for (String file : ScriptFont.BUNDLED_FILES) {
            assertEquals(ScriptFont.BUNDLED, font(file).getFamily(), file);
        }
        assertTrue(ScriptFont.CHINESE.contains(ScriptFont.BUNDLED), "the window chooses the bundled family last");
        assertEquals(ScriptFont.BUNDLED, ScriptFont.CHINESE.get(ScriptFont.CHINESE.size() - 1),
                "an installed Chinese font comes before the bundled one");
    }

    @Test
    void everyCharacterOfTheChineseBundlesAndTheLessonsIsInTheBundledFonts() throws Exception {
        List<String> texts = new ArrayList<>();
        try (Stream<Path> files = Files.walk(Path.of("src/main/resources"))) {
            for (Path bundle : files.filter(p -> p.getFileName().toString().endsWith("_zh.properties")).toList()) {
                Properties properties = new Properties();
                try (Reader in = Files.newBufferedReader(bundle, StandardCharsets.UTF_8)) {
                    properties.load(in);
                }
                properties.values().forEach(value -> texts.add((String) value));
            }
        }
        try (Stream<Path> lessons = Files.list(Path.of("lessons"))) {
            for (Path lesson : lessons.filter(p -> p.toString().endsWith(".json")).toList()) {
                texts.add(Files.readString(lesson));
            }
        }
        assertTrue(texts.size() > 1000, "the bundles and lessons were read: " + texts.size());
        assertTrue(texts.stream().anyMatch(t -> t.contains("堆")), "Chinese texts were read");
        for (String file : ScriptFont.BUNDLED_FILES) {
            Font font = font(file);
            Set<String> missing = new TreeSet<>();
            for (String text : texts) {
                text.codePoints().filter(c -> !Character.isISOControl(c) && !NOT_IN_NOTO.contains(c) && !font.canDisplay(c))
                        .forEach(c -> missing.add(Character.toString(c) + " U+" + Integer.toHexString(c).toUpperCase()));
            }
            assertTrue(missing.isEmpty(), file + " lacks " + missing + ": run src/build/subset-cjk-font.py again");
        }
    }

    private static Font font(String file) throws IOException, java.awt.FontFormatException {
        try (InputStream in = ScriptFont.class.getResourceAsStream(file)) {
            assertNotNull(in, file + " is not on the class path");
            return Font.createFont(Font.TRUETYPE_FONT, in);
        }
    }
}
