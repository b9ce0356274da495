package sparkmemlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
}
