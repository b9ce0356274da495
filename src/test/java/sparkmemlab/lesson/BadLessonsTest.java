package sparkmemlab.lesson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import sparkmemlab.cli.Main;

/** Lessons that must be refused, or that must fail the check, with the file, the place and the reason. */
class BadLessonsTest {

    @TempDir
    Path dir;

    /** A small good lesson: two steps on a 1 GiB heap. */
    static final String GOOD = """
            {"format": "spark-memory-lesson/1", "order": 1, "topic": "borrowing",
             "title": {"en": "T", "zh": "标题"}, "summary": {"en": "S"},
             "scenario": {"format": "spark-memory-scenario/1", "config": {"spark.executor.memory": "1g"},
               "steps": [{"op": "putBlock", "block": "rdd_1_0", "bytes": 104857600},
                         {"op": "acquireExecution", "task": 1, "bytes": 209715200}]},
             "steps": [
               {"narration": {"en": "Cached: storage holds {onHeap.storageUsed:mib}."}, "spotlight": ["onHeapBar", "blockList"],
                "expect": [{"that": "result", "is": true}, {"that": "value", "of": "onHeap.storageUsed", "is": 104857600}],
                "predict": {"question": {"en": "Free storage is {onHeap.storageFree:mib}. Does it fit?"},
                            "choices": [{"text": {"en": "yes"}, "correct": true, "claim": [{"that": "result", "is": true}]},
                                        {"text": {"en": "no"}, "claim": [{"that": "result", "is": false}]}],
                            "explanation": {"en": "It fits."}}},
               {"narration": {"en": "Task 1 got {result}."}, "spotlight": ["taskSlots"],
                "expect": [{"that": "value", "of": "onHeap.task.1", "is": 209715200}, {"that": "evicted", "blocks": []}],
                "predict": {"question": {"en": "How much?"}, "number": {"of": "result", "answerMiB": 200},
                            "explanation": {"en": "All of it."}}}]}""";

    private JsonObject good() {
        return JsonParser.parseString(GOOD).getAsJsonObject();
    }

    private Lesson parse(String json) throws Exception {
        return LessonParser.parse("bad.json", new StringReader(json));
    }

    private LessonException refused(Consumer<JsonObject> change) {
        JsonObject doc = good();
        change.accept(doc);
        return assertThrows(LessonException.class, () -> parse(doc.toString()));
    }

    private LessonCheckException failsCheck(Consumer<JsonObject> change) throws Exception {
        JsonObject doc = good();
        change.accept(doc);
        Lesson lesson = parse(doc.toString());
        return assertThrows(LessonCheckException.class, () -> LessonRun.check(lesson));
    }

    private static JsonObject step(JsonObject doc, int i) {
        return doc.getAsJsonArray("steps").get(i).getAsJsonObject();
    }

    @Test
    void theGoodLessonPasses() throws Exception {
        LessonRun.Checked checked = LessonRun.check(parse(GOOD));
        assertEquals(new LessonRun.Checked(2, 4, 2, 2), checked);
        LessonRun run = LessonRun.run(parse(GOOD));
        assertEquals("Free storage is 217.2 MiB. Does it fit?", run.question(1, java.util.Locale.ENGLISH).orElseThrow());
        assertEquals("Cached: storage holds 100.0 MiB.", run.narration(1, java.util.Locale.ENGLISH));
        assertEquals("Task 1 got 200.0 MiB.", run.narration(2, java.util.Locale.ENGLISH));
    }

    @Test
    void malformedJsonNamesTheFileAndPlace() {
        LessonException e = assertThrows(LessonException.class, () -> parse("{\"format\": \"spark-memory-lesson/1\",}"));
        assertTrue(e.getMessage().startsWith("bad.json: $."), e.getMessage());
    }

    @Test
    void duplicateKeysAreRefused() {
        LessonException e = assertThrows(LessonException.class,
                () -> parse(GOOD.replace("\"order\": 1,", "\"order\": 1, \"order\": 2,")));
        assertTrue(e.problem().contains("twice"), e.getMessage());
    }

    @Test
    void unknownFieldsAreRefusedWithTheirPath() {
        LessonException e = refused(d -> step(d, 1).addProperty("narations", "x"));
        assertEquals("$.steps[1].narations", e.jsonPath());
        assertTrue(e.problem().contains("unknown field \"narations\""), e.problem());
        assertEquals("bad.json: $.steps[1].narations: " + e.problem(), e.getMessage());
    }

    @Test
    void wrongFormatIsRefused() {
        LessonException e = refused(d -> d.addProperty("format", "spark-memory-lesson/2"));
        assertEquals("$.format", e.jsonPath());
        assertTrue(e.problem().contains("spark-memory-lesson/1"), e.problem());
    }

    @Test
    void englishIsRequired() {
        LessonException e = refused(d -> {
            JsonObject title = new JsonObject();
            title.addProperty("zh", "标题");
            d.add("title", title);
        });
        assertEquals("$.title", e.jsonPath());
        assertTrue(e.problem().contains("English"), e.problem());
    }

    @Test
    void badLanguageTagsAndEmptyTextsAreRefused() {
        assertEquals("$.summary.EN", refused(d -> d.getAsJsonObject("summary").addProperty("EN", "x")).jsonPath());
        assertEquals("$.summary.en", refused(d -> d.getAsJsonObject("summary").addProperty("en", " ")).jsonPath());
    }

    @Test
    void placeholdersMustNameAQuantity() {
        LessonException e = refused(d -> step(d, 0).getAsJsonObject("narration").addProperty("en", "{onHeap.executionPol}"));
        assertEquals("$.steps[0].narration.en", e.jsonPath());
        assertTrue(e.problem().contains("'onHeap.executionPol' is not a quantity"), e.problem());
        assertEquals("$.steps[0].narration.en",
                refused(d -> step(d, 0).getAsJsonObject("narration").addProperty("en", "a { b")).jsonPath());
        assertEquals("$.steps[0].narration.en",
                refused(d -> step(d, 0).getAsJsonObject("narration").addProperty("en", "{result:gib}")).jsonPath());
        assertEquals("$.title.en", refused(d -> d.getAsJsonObject("title").addProperty("en", "{result}")).jsonPath());
    }

    @Test
    void oneLessonStepPerScenarioStep() {
        LessonException e = refused(d -> d.getAsJsonArray("steps").remove(1));
        assertEquals("$.steps", e.jsonPath());
        assertTrue(e.problem().contains("expected 2 lesson steps"), e.problem());
    }

    @Test
    void aBadEmbeddedScenarioIsReportedInsideTheLesson() {
        LessonException e = refused(d -> d.getAsJsonObject("scenario").getAsJsonArray("steps").get(1).getAsJsonObject()
                .addProperty("bytes", -1));
        assertEquals("$.scenario.steps[1].bytes", e.jsonPath());
        LessonException config = refused(d -> d.getAsJsonObject("scenario").getAsJsonObject("config").addProperty("spark.foo", 1));
        assertEquals("$.scenario.config['spark.foo']", config.jsonPath());
    }

    @Test
    void spotlightIsOneToThreeKnownParts() {
        assertEquals("$.steps[0].spotlight[1]", refused(d -> {
            JsonArray a = new JsonArray();
            a.add("onHeapBar");
            a.add("codeView");
            step(d, 0).add("spotlight", a);
        }).jsonPath());
        assertEquals("$.steps[0].spotlight", refused(d -> step(d, 0).add("spotlight", new JsonArray())).jsonPath());
        assertEquals("$.steps[0].spotlight[1]", refused(d -> {
            JsonArray a = new JsonArray();
            a.add("blockList");
            a.add("blockList");
            step(d, 0).add("spotlight", a);
        }).jsonPath());
    }

    @Test
    void aQuestionHasExactlyOneAnswer() {
        LessonException e = refused(d -> choice(d, 1).addProperty("correct", true));
        assertEquals("$.steps[0].predict.choices", e.jsonPath());
        assertTrue(e.problem().contains("exactly one"), e.problem());
        assertEquals("$.steps[0].predict.choices[1].claim",
                refused(d -> choice(d, 1).add("claim", new JsonArray())).jsonPath());
    }

    @Test
    void aPredictionIsChoicesOrANumber() {
        LessonException e = refused(d -> step(d, 0).getAsJsonObject("predict").add("number", new JsonObject()));
        assertEquals("$.steps[0].predict", e.jsonPath());
        // How far off a student may be is the format's rule, not a lesson's.
        LessonException tolerance = refused(d -> step(d, 1).getAsJsonObject("predict")
                .getAsJsonObject("number").addProperty("toleranceMiB", 0.5));
        assertEquals("$.steps[1].predict.number.toleranceMiB", tolerance.jsonPath());
        assertTrue(tolerance.problem().contains("unknown field"), tolerance.problem());
        assertEquals("$.steps[1].predict.number.of", refused(d -> step(d, 1).getAsJsonObject("predict")
                .getAsJsonObject("number").addProperty("of", "blocks.count")).jsonPath());
    }

    @Test
    void checksOfUnknownKindsOrShapesAreRefused() {
        assertEquals("$.steps[1].expect[0].that", refused(d -> expect(d, 1, 0).addProperty("that", "pool")).jsonPath());
        assertEquals("$.steps[1].expect[0]", refused(d -> expect(d, 1, 0).addProperty("atMost", 5)).jsonPath());
        assertEquals("$.steps[1].expect[1].blocks[0]", refused(d -> {
            JsonArray a = new JsonArray();
            a.add("shuffle_1_2_3");
            expect(d, 1, 1).add("blocks", a);
        }).jsonPath());
    }

    @Test
    void aFailingExpectNamesTheLessonStepAndReason() throws Exception {
        LessonCheckException e = failsCheck(d -> expect(d, 1, 0).addProperty("is", 1));
        assertEquals(2, e.step());
        assertEquals("bad.json: step 2 (acquireExecution): expect #1 fails: expected onHeap.task.1 to be 1 (1 B),"
                + " but it is 209715200 (200.0 MiB)", e.getMessage());
    }

    @Test
    void aMarkedAnswerThatIsNotWhatTheModelDoesFails() throws Exception {
        LessonCheckException e = failsCheck(d -> {
            choice(d, 0).remove("correct");
            choice(d, 1).addProperty("correct", true);
        });
        assertEquals(1, e.step());
        assertTrue(e.reason().startsWith("the marked answer (choice 2) is not what the model does"), e.reason());
    }

    @Test
    void aWrongChoiceWhoseClaimsHoldFails() throws Exception {
        LessonCheckException e = failsCheck(d -> choice(d, 1).getAsJsonArray("claim").get(0).getAsJsonObject()
                .addProperty("is", true));
        assertTrue(e.reason().startsWith("choice 2 is not marked correct"), e.reason());
    }

    @Test
    void aNumberAnswerMustBeTheModelsValueAsShown() throws Exception {
        LessonCheckException e = failsCheck(d -> step(d, 1).getAsJsonObject("predict").getAsJsonObject("number")
                .addProperty("answerMiB", 199));
        assertEquals(2, e.step());
        assertEquals("the answer 199.000 MiB is not what the model gives for result: 200.000 MiB, which shows as"
                + " 200.0 MiB (the answer must be that, to 0.05 MiB)", e.reason());
        // A student within 1 % counts, but the lesson's own answer must be what the window shows.
        failsCheck(d -> step(d, 1).getAsJsonObject("predict").getAsJsonObject("number").addProperty("answerMiB", 200.1));
        JsonObject close = good();
        step(close, 1).getAsJsonObject("predict").getAsJsonObject("number").addProperty("answerMiB", 200.04);
        LessonRun.check(parse(close.toString()));
    }

    @Test
    void aPlaceholderWithNoValueAtThatMomentFails() throws Exception {
        LessonCheckException e = failsCheck(d -> step(d, 1).getAsJsonObject("narration").addProperty("en", "{block.rdd_9_9}"));
        assertTrue(e.reason().contains("block.rdd_9_9 has no value"), e.reason());
    }

    @Test
    void aStepSparkCannotTakeFailsTheCheck() throws Exception {
        LessonCheckException e = failsCheck(d -> d.getAsJsonObject("scenario").getAsJsonArray("steps").get(1)
                .getAsJsonObject().addProperty("bytes", 0));
        assertEquals(2, e.step());
        assertTrue(e.reason().startsWith("Spark cannot take this step"), e.reason());
    }

    @Test
    void theCommandExitsOneOnAFailedCheckAndTwoOnAnUnreadableLesson() throws Exception {
        JsonObject bad = good();
        expect(bad, 1, 0).addProperty("is", 1);
        Files.writeString(dir.resolve("a.json"), GOOD);
        Files.writeString(dir.resolve("b.json"), bad.toString().replace("\"order\":1", "\"order\":2"));
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        assertEquals(1, Main.execute(new PrintWriter(out, true), new PrintWriter(err, true), "lesson", "check", dir.toString()));
        assertTrue(out.toString().startsWith("ok " + dir.resolve("a.json")), out.toString());
        assertEquals(dir.resolve("b.json") + ": step 2 (acquireExecution): expect #1 fails: expected onHeap.task.1 to be 1"
                + " (1 B), but it is 209715200 (200.0 MiB)", err.toString().strip());

        Files.writeString(dir.resolve("b.json"), "{");
        err = new StringWriter();
        assertEquals(2, Main.execute(new PrintWriter(new StringWriter(), true), new PrintWriter(err, true), "lesson", "check",
                dir.toString()));
        assertTrue(err.toString().startsWith(dir.resolve("b.json") + ": $"), err.toString());
    }

    @Test
    void twoLessonsWithTheSameOrderAreRefused() throws IOException {
        Files.writeString(dir.resolve("a.json"), GOOD);
        Files.writeString(dir.resolve("b.json"), GOOD);
        LessonCheckException e = assertThrows(LessonCheckException.class, () -> Lessons.load(dir));
        assertTrue(e.reason().contains("order 1 is used by both"), e.reason());
    }

    @Test
    void anEmptyFolderOrMissingPathIsBadInput() {
        StringWriter err = new StringWriter();
        assertEquals(2, Main.execute(new PrintWriter(new StringWriter(), true), new PrintWriter(err, true), "lesson", "check",
                dir.toString()));
        assertEquals(2, Main.execute(new PrintWriter(new StringWriter(), true), new PrintWriter(err, true), "lesson", "check",
                dir.resolve("nope").toString()));
    }

    private static JsonObject choice(JsonObject doc, int i) {
        return step(doc, 0).getAsJsonObject("predict").getAsJsonArray("choices").get(i).getAsJsonObject();
    }

    private static JsonObject expect(JsonObject doc, int s, int i) {
        JsonElement e = step(doc, s).getAsJsonArray("expect").get(i);
        return e.getAsJsonObject();
    }
}
