package sparkmemlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Locale;
import org.junit.jupiter.api.Test;

/** {@code lesson show --lang} writes its own headings in the language the lesson is shown in. */
class LessonShowTest {

    private static String show(String... args) {
        Outcome o = Outcome.run(args);
        assertEquals(0, o.status(), o.err());
        return o.out();
    }

    @Test
    void theHeadingsAreInTheLessonsLanguageWhateverTheMachinesIs() {
        Locale before = Locale.getDefault();
        try {
            for (Locale machine : new Locale[] {Locale.ENGLISH, Locale.SIMPLIFIED_CHINESE}) {
                Locale.setDefault(machine);
                String zh = show("lesson", "show", "lessons/22-where-shuffle-fetches-live.json", "--lang", "zh", "--answers");
                assertTrue(zh.startsWith("第 22 课："), zh);
                assertTrue(zh.contains("--- 第 5 步：shuffleFetchDone"), zh);
                assertTrue(zh.contains("之间的答案都算对"), zh);
                assertFalse(zh.contains("--- step ") || zh.contains("answers from"), zh);
                String en = show("lesson", "show", "lessons/22-where-shuffle-fetches-live.json", "--lang", "en", "--answers");
                assertTrue(en.startsWith("Lesson 22: "), en);
                assertTrue(en.contains("--- step 5: shuffleFetchDone"), en);
                assertTrue(en.contains("(answers from 0.00 to 0.05 MiB count)"), en);
            }
        } finally {
            Locale.setDefault(before);
        }
    }
}
