package sparkmemlab.lesson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import sparkmemlab.json.JsonSchemas;

/**
 * The shipped lessons follow the rules {@code src/docs/lesson-format.md} states: the JSON Schema, and the course's own
 * rules (orders 1..n, file names, 6 to 20 steps, at least two predictions, English and Chinese titles and summaries).
 */
class LessonRulesTest {

    private static final Path SCHEMA = Path.of("src/docs/lesson.schema.json");

    private static JsonSchemas schema() throws IOException {
        return JsonSchemas.load(SCHEMA);
    }

    @Test
    void everyShippedLessonValidatesAgainstTheSchema() throws IOException {
        JsonSchemas schema = schema();
        for (Path file : Lessons.files(ShippedLessonsTest.LESSONS)) {
            assertEquals(List.of(), schema.validate(JsonParser.parseString(Files.readString(file))), file.toString());
        }
    }

    @Test
    void theSchemaRefusesWhatTheReaderRefuses() throws IOException {
        JsonSchemas schema = schema();
        JsonObject good = JsonParser.parseString(BadLessonsTest.GOOD).getAsJsonObject();
        assertEquals(List.of(), schema.validate(good));
        List<JsonObject> bad = new ArrayList<>();
        JsonObject d = good.deepCopy();
        d.addProperty("extra", 1);
        bad.add(d);
        d = good.deepCopy();
        d.getAsJsonObject("title").remove("en");
        bad.add(d);
        d = good.deepCopy();
        d.getAsJsonObject("title").addProperty("en", "{result}");
        bad.add(d);
        d = good.deepCopy();
        JsonArray parts = new JsonArray();
        parts.add("codeView");
        d.getAsJsonArray("steps").get(0).getAsJsonObject().add("spotlight", parts);
        bad.add(d);
        d = good.deepCopy();
        d.getAsJsonArray("steps").get(1).getAsJsonObject().getAsJsonArray("expect").get(0).getAsJsonObject()
                .addProperty("of", "onHeap.nothing");
        bad.add(d);
        d = good.deepCopy();
        d.getAsJsonArray("steps").get(1).getAsJsonObject().getAsJsonObject("predict").add("choices", new JsonArray());
        bad.add(d);
        d = good.deepCopy();
        d.getAsJsonArray("steps").get(1).getAsJsonObject().getAsJsonArray("expect").get(1).getAsJsonObject()
                .addProperty("that", "evict");
        bad.add(d);
        for (JsonObject lesson : bad) {
            assertFalse(schema.validate(lesson).isEmpty(), lesson.toString());
        }
    }

    @Test
    void theCourseFollowsItsOwnRules() throws Exception {
        List<Path> files = Lessons.files(ShippedLessonsTest.LESSONS);
        List<Lesson> lessons = Lessons.load(ShippedLessonsTest.LESSONS);
        assertTrue(lessons.size() >= 14, "at least 14 lessons, found " + lessons.size());
        for (int i = 0; i < lessons.size(); i++) {
            Lesson lesson = lessons.get(i);
            String name = Path.of(lesson.file()).getFileName().toString();
            assertEquals(i + 1, lesson.order(), "orders run 1.." + lessons.size() + " without gaps: " + name);
            assertTrue(name.matches(String.format("%02d-[a-z0-9-]+\\.json", lesson.order())), "file name starts with its order: " + name);
            int steps = lesson.steps().size();
            assertTrue(steps >= 6 && steps <= 20, name + " has " + steps + " steps; a lesson has 6 to 20");
            assertTrue(lesson.predictCount() >= 2, name + " asks " + lesson.predictCount() + " questions; at least 2");
            assertTrue(lesson.title().byLanguage().containsKey("zh"), name + ": Chinese title");
            assertTrue(lesson.summary().byLanguage().containsKey("zh"), name + ": Chinese summary");
            for (int k = 0; k < steps; k++) {
                for (LocalText text : texts(lesson.steps().get(k))) {
                    assertTrue(text.byLanguage().containsKey("zh"), name + " step " + (k + 1) + ": no Chinese for " + text.english());
                }
            }
            long checks = lesson.steps().stream().mapToLong(s -> s.expect().size()).sum();
            assertTrue(checks >= steps, name + " pins its point with at least one expect per step on average");
        }
        assertEquals(files.size(), lessons.size());
    }

    /** Every text a student reads in a step: narration, question, explanation, choices. */
    private static List<LocalText> texts(LessonStep step) {
        List<LocalText> texts = new ArrayList<>(List.of(step.narration()));
        step.predict().ifPresent(p -> {
            texts.add(p.question());
            texts.add(p.explanation());
            if (p instanceof Predict.MultipleChoice mc) {
                mc.choices().forEach(c -> texts.add(c.text()));
            }
        });
        return texts;
    }
}
