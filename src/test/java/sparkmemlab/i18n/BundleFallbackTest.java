package sparkmemlab.i18n;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Locale;
import org.junit.jupiter.api.Test;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.text.EventNarrator;
import sparkmemlab.model.MemoryEvent;
import sparkmemlab.ui.text.UiText;

/** On a machine whose own locale is Chinese, asking for English still gives English. */
class BundleFallbackTest {

    @Test
    void englishIsEnglishWhateverTheDefaultLocale() {
        Locale before = Locale.getDefault();
        try {
            Locale.setDefault(Locale.SIMPLIFIED_CHINESE);
            assertEquals("on-heap", UiText.of(Locale.ENGLISH).mode(MemoryMode.ON_HEAP));
            assertEquals("堆内", UiText.of(Locale.SIMPLIFIED_CHINESE).mode(MemoryMode.ON_HEAP));
            assertEquals("堆内", UiText.standard().mode(MemoryMode.ON_HEAP), "the app follows the JVM's locale");
            assertEquals("task 1 has no consumer \"map\"", Messages.get(Locale.ENGLISH, "refused.noConsumer", 1, "map"));
            assertEquals("Task 3 lets go of 1.0 MiB of its own objects.",
                    EventNarrator.standard(Locale.ENGLISH).narrate(new MemoryEvent.UserObjectsReleased(3, 1 << 20)));
            assertEquals("task 1 has no consumer \"map\"", Messages.get(Locale.FRENCH, "refused.noConsumer", 1, "map"),
                    "a language with no translation falls back to English, not to the machine's Chinese");
        } finally {
            Locale.setDefault(before);
        }
    }
}
