package sparkmemlab.lesson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.StringReader;
import org.junit.jupiter.api.Test;

/** A lesson's optional {@code workspace}: the executor's when it names none, and its shape checked when it does. */
class LessonWorkspaceTest {

    private static Lesson parse(JsonObject doc) throws Exception {
        return LessonParser.parse("lesson.json", new StringReader(doc.toString()));
    }

    @Test
    void aLessonThatNamesNoWorkspacePlaysInTheExecutorWorkspace() throws Exception {
        assertEquals("executor", parse(JsonParser.parseString(BadLessonsTest.GOOD).getAsJsonObject()).workspace());
    }

    @Test
    void aNamedWorkspaceIsKept() throws Exception {
        JsonObject doc = JsonParser.parseString(BadLessonsTest.GOOD).getAsJsonObject();
        doc.addProperty("workspace", "legacy-vs-unified");
        assertEquals("legacy-vs-unified", parse(doc).workspace());
    }

    @Test
    void aWorkspaceThatIsNotALowerCaseWordIsRefusedWithItsPath() {
        for (String bad : new String[] {"\"Executor\"", "\"\"", "7", "\"two words\"", "[\"executor\"]"}) {
            JsonObject doc = JsonParser.parseString(BadLessonsTest.GOOD).getAsJsonObject();
            doc.add("workspace", JsonParser.parseString(bad));
            LessonException e = assertThrows(LessonException.class, () -> parse(doc), bad);
            assertEquals("$.workspace", e.jsonPath(), bad);
            assertTrue(e.getMessage().contains("expected the name of the workspace"), e.getMessage());
        }
    }
}
