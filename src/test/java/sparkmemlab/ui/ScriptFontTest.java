package sparkmemlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ScriptFontTest {

    @Test
    void chineseGetsTheFirstInstalledChineseFamily() {
        List<String> linux = List.of("DejaVu Sans", "Noto Sans CJK JP", "Noto Sans CJK SC", "WenQuanYi Micro Hei");
        assertEquals(Optional.of("Noto Sans CJK SC"), ScriptFont.choose(Locale.SIMPLIFIED_CHINESE, linux));
        assertEquals(Optional.of("Microsoft YaHei"), ScriptFont.choose(Locale.CHINESE, List.of("Arial", "Microsoft YaHei")));
        assertEquals(Optional.empty(), ScriptFont.choose(Locale.CHINESE, List.of("DejaVu Sans")), "none installed: JavaFX's own");
        assertEquals(Optional.empty(), ScriptFont.choose(Locale.ENGLISH, linux), "English keeps the stylesheet's fonts");
    }

    @Test
    void chinesesMonospacedTextsGetACjkMonospaceFamilyElseTheCjkFamily() {
        List<String> linux = List.of("DejaVu Sans Mono", "Noto Sans CJK SC", "Noto Sans Mono CJK SC");
        assertEquals(Optional.of("Noto Sans Mono CJK SC"), ScriptFont.chooseMono(Locale.SIMPLIFIED_CHINESE, linux));
        assertEquals(Optional.of("WenQuanYi Micro Hei"),
                ScriptFont.chooseMono(Locale.CHINESE, List.of("DejaVu Sans Mono", "WenQuanYi Micro Hei")));
        assertEquals(Optional.empty(), ScriptFont.chooseMono(Locale.ENGLISH, linux), "English keeps DejaVu Sans Mono");
        String sheet = ScriptFont.monoStylesheet("Noto Sans Mono CJK SC");
        String css = new String(java.util.Base64.getDecoder().decode(sheet.substring(sheet.indexOf(',') + 1)),
                java.nio.charset.StandardCharsets.UTF_8);
        assertEquals(ScriptFont.MONO_TEXTS + " { -fx-font-family: \"Noto Sans Mono CJK SC\"; }", css);
    }

    /** Every text the window's stylesheet sets in a Latin monospace family is one the Chinese stylesheet covers. */
    @Test
    void theMonospacedTextsAreTheStylesheetsOwn() throws java.io.IOException {
        String css = java.nio.file.Files.readString(java.nio.file.Path.of("css/sparkmemlab/ui/spark-memory-lab.css"));
        java.util.regex.Matcher rule = java.util.regex.Pattern.compile("([^{}]+)\\{[^}]*\"DejaVu Sans Mono\"[^}]*}").matcher(css);
        int rules = 0;
        while (rule.find()) {
            rules++;
            String selector = rule.group(1).replaceAll("/\\*.*?\\*/", "").trim();
            assertTrue(ScriptFont.MONO_TEXTS.contains(selector), selector + " is not in ScriptFont.MONO_TEXTS");
        }
        assertTrue(rules > 0);
    }
}
