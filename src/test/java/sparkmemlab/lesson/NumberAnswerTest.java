package sparkmemlab.lesson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;

/** A number answer counts as a person would expect: what they type, read as they mean it, within about 1 %. */
class NumberAnswerTest {

    private static Predict.Number question(double answerMiB) {
        return new Predict.Number(LocalText.english("How many MiB?"), Quantity.parse("result"), answerMiB,
                LocalText.english("So many."));
    }

    private static double mib(String typed) {
        OptionalDouble mib = NumberAnswer.readMiB(typed);
        assertTrue(mib.isPresent(), typed);
        return mib.getAsDouble();
    }

    @Test
    void readsWhatPeopleType() {
        assertEquals(569.4, mib("569.4"));
        assertEquals(569.4, mib(" 569.4 MiB "));
        assertEquals(569.4, mib("569,4"));
        assertEquals(569.0, mib("569"));
        assertEquals(1500.5, mib("1,500.5"));
        assertEquals(1500.0, mib("1,500"));
        assertEquals(1500.0, mib("1 500"));
        assertEquals(1500.0, mib("1500mb"));
        assertEquals(1500.0, mib("1500m"));
        assertEquals(2048.0, mib("2 GiB"));
        assertEquals(1536.0, mib("1.5g"));
        assertEquals(0.5, mib("512 KiB"));
        assertEquals(0.5, mib(".5"));
        assertEquals(569.4, mib("\uff15\uff16\uff19\uff0e\uff14"), "full-width digits from a Chinese keyboard");
        assertEquals(300.0, mib("300 兆"));
        for (String no : new String[] {"", " ", "abc", "5 apples", "1.2.3", "-5", "1,50,0", "569.4 MiB MiB"}) {
            assertEquals(OptionalDouble.empty(), NumberAnswer.readMiB(no), no);
        }
        assertEquals(OptionalDouble.empty(), NumberAnswer.readMiB(null));
    }

    @Test
    void anAnswerWithinOnePercentCounts() {
        Predict.Number q = question(2277.6);
        assertEquals(22.776, q.toleranceMiB(), 1e-9);
        assertTrue(q.accepts(2277.6));
        assertTrue(q.accepts(2277), "rounded down, 0.6 MiB off: the old 0.5 MiB tolerance refused it");
        assertTrue(q.accepts(2278));
        assertTrue(q.accepts(2277.6 * 1.01));
        assertTrue(q.accepts(2277.6 * 0.99));
        assertFalse(q.accepts(2277.6 * 1.0101));
        assertFalse(q.accepts(2277.6 * 0.9899));
        assertFalse(q.accepts(1138.8), "half the answer is not the answer");
    }

    @Test
    void aSmallAnswerStillAllowsTheShownPrecision() {
        Predict.Number q = question(1.0);
        assertEquals(0.05, q.toleranceMiB());
        assertTrue(q.accepts(1.05));
        assertTrue(q.accepts(0.95));
        assertFalse(q.accepts(1.1));
        assertTrue(question(0).accepts(0.04));
    }

    @Test
    void judgesWhatIsTyped() {
        Predict.Number q = question(569.4);
        assertEquals(Optional.of(true), q.judge("569"));
        assertEquals(Optional.of(true), q.judge("0.56 GiB"));
        assertEquals(Optional.of(false), q.judge("521.4"));
        assertEquals(Optional.empty(), q.judge("a lot"));
    }

    @Test
    void theRuleSaysItUpFrontInBothLanguagesWithoutTheAnswer() {
        String en = Predict.Number.rule(Locale.ENGLISH);
        String zh = Predict.Number.rule(Locale.CHINESE);
        assertTrue(en.contains("1 %") && en.contains("MiB"), en);
        assertTrue(zh.contains("1 %") && zh.contains("MiB") && !zh.equals(en), zh);
    }

    @Test
    void theRangeThatCountsNeverGoesBelowZero() {
        // Lesson 22 asks how much direct memory is left, 0.0 MiB: its range was once shown from -0.1.
        assertEquals(0.0, question(0.0).lowestMiB());
        assertEquals(0.05, question(0.0).highestMiB(), 1e-12);
        assertEquals(569.4 - 5.694, question(569.4).lowestMiB(), 1e-9);
    }
}
