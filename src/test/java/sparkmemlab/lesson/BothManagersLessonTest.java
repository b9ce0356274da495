package sparkmemlab.lesson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * A lesson of the legacy-vs-unified workspace is checked on both managers: a false sentence about either fails
 * {@code lesson check}, and a check that names a manager fails in a lesson that runs on one.
 */
class BothManagersLessonTest {
    private static final Path BOTH = Path.of("lessons/19-same-job-both-managers.json");

    private static JsonObject shipped() throws Exception {
        return JsonParser.parseString(Files.readString(BOTH)).getAsJsonObject();
    }

    private static Lesson lesson(JsonObject doc) throws Exception {
        return LessonParser.parse("mutated.json", doc);
    }

    @Test
    void theShippedLessonHoldsOnBothManagers() throws Exception {
        LessonRun.Checked checked = LessonRun.check(lesson(shipped()));
        assertEquals(6, checked.steps());
        LessonRun run = LessonRun.run(lesson(shipped()));
        assertTrue(run.narration(1, Locale.ENGLISH).contains("a fixed 4,423.7 MiB and execution a fixed 1,310.7 MiB"),
                run.narration(1, Locale.ENGLISH));
    }

    @Test
    void aFalseClaimAboutTheLegacyManagerFails() throws Exception {
        JsonObject doc = shipped();
        // Step 3: "under 1.5 the put fails" -- claim it succeeds.
        JsonObject claim = doc.getAsJsonArray("steps").get(2).getAsJsonObject().getAsJsonArray("expect").get(2).getAsJsonObject();
        assertEquals("legacy", claim.get("manager").getAsString());
        claim.addProperty("is", true);
        LessonCheckException e = assertThrows(LessonCheckException.class, () -> LessonRun.check(lesson(doc)));
        assertTrue(e.getMessage().contains("step 3"), e.getMessage());
    }

    @Test
    void aWrongNumberForTheUnifiedManagerFails() throws Exception {
        JsonObject doc = shipped();
        JsonObject check = doc.getAsJsonArray("steps").get(1).getAsJsonObject().getAsJsonArray("expect").get(2).getAsJsonObject();
        assertEquals("unified.step.onHeap.movedToStorage", check.get("of").getAsString());
        check.addProperty("is", 1);
        assertThrows(LessonCheckException.class, () -> LessonRun.check(lesson(doc)));
    }

    @Test
    void aLessonOfAnotherWorkspaceCannotReadAManager() throws Exception {
        JsonObject doc = shipped();
        doc.remove("workspace");
        LessonCheckException e = assertThrows(LessonCheckException.class, () -> LessonRun.check(lesson(doc)));
        assertTrue(e.getMessage().contains("step 1"), e.getMessage());
    }

    @Test
    void aManagerNamedWronglyIsRefusedWhenRead() throws Exception {
        JsonObject doc = shipped();
        doc.getAsJsonArray("steps").get(0).getAsJsonObject().getAsJsonArray("expect").get(1).getAsJsonObject()
                .addProperty("manager", "static");
        LessonException e = assertThrows(LessonException.class, () -> lesson(doc));
        assertTrue(e.getMessage().contains("$.steps[0].expect[1].manager"), e.getMessage());
    }
}
