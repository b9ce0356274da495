package sparkmemlab.lesson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * Lessons of the cluster workspace: a cluster scenario and checks that read the cluster trace and the Master's
 * events. A bad one is refused naming the file and the field; a narration, question or choice that says what
 * the Master does not fails {@code lesson check}; every shipped cluster lesson runs and passes.
 */
class ClusterLessonsTest {

    /** Two workers of 4 cores and 4 GiB, then an app of 6 cores spread 3 + 3, with a question before it. */
    static final String GOOD = """
            {"format": "spark-memory-lesson/1", "order": 1, "topic": "cluster", "workspace": "cluster",
             "title": {"en": "T", "zh": "标题"}, "summary": {"en": "S"},
             "scenario": {"format": "spark-cluster-scenario/1",
               "steps": [{"op": "addWorker", "worker": "w1", "cores": 4, "memory": "4g"},
                         {"op": "addWorker", "worker": "w2", "cores": 4, "memory": "4g"},
                         {"op": "submitApp", "app": "a1", "conf": {"spark.executor.memory": "1g", "spark.cores.max": 6}}]},
             "steps": [
               {"narration": {"en": "w1 registers with {worker.w1.memory}.", "zh": "w1 注册，有 {worker.w1.memory}。"},
                "spotlight": ["workers"], "expect": [{"that": "value", "of": "worker.w1.memory", "is": 4294967296}]},
               {"narration": {"en": "w2 registers: {cluster.coresFree} free cores."}, "spotlight": ["workers"],
                "expect": [{"that": "value", "of": "cluster.coresFree", "is": 8}]},
               {"narration": {"en": "a1 is RUNNING: 3 cores on each worker, one executor of {app.a1.executorMemory} each, launched now.",
                              "zh": "a1 处于 RUNNING：每个 Worker 3 个核，各启动了一个 {app.a1.executorMemory} 的 Executor。"},
                "spotlight": ["workers", "applications"],
                "expect": [{"that": "appState", "app": "a1", "is": "RUNNING"},
                           {"that": "launched", "is": [{"app": "a1", "worker": "w1", "cores": 3}, {"app": "a1", "worker": "w2", "cores": 3}]},
                           {"that": "executors", "app": "a1", "setting": "consolidate",
                            "is": [{"worker": "w1", "cores": 4}, {"worker": "w2", "cores": 2}]}],
                "predict": {"question": {"en": "Where do a1's 6 cores go?"},
                            "choices": [{"text": {"en": "3 + 3"}, "correct": true,
                                         "claim": [{"that": "executors", "app": "a1", "is": [{"worker": "w1", "cores": 3}, {"worker": "w2", "cores": 3}]}]},
                                        {"text": {"en": "4 + 2"}, "claim": [{"that": "value", "of": "worker.w1.coresUsed", "is": 4}]}],
                            "explanation": {"en": "One core per worker per round: {worker.w1.coresUsed} and {worker.w2.coresUsed}."}}}]}""";

    private static JsonObject good() {
        return JsonParser.parseString(GOOD).getAsJsonObject();
    }

    private static Lesson parse(JsonObject doc) throws Exception {
        return LessonParser.parse("cluster.json", new StringReader(doc.toString()));
    }

    private static JsonObject changed(Consumer<JsonObject> change) {
        JsonObject doc = good();
        change.accept(doc);
        return doc;
    }

    private static JsonObject step(JsonObject doc, int i) {
        return doc.getAsJsonArray("steps").get(i).getAsJsonObject();
    }

    private static JsonArray expect(JsonObject doc, int i) {
        return step(doc, i).getAsJsonArray("expect");
    }

    private static LessonException refused(Consumer<JsonObject> change) {
        return assertThrows(LessonException.class, () -> parse(changed(change)));
    }

    private static String fails(Consumer<JsonObject> change) throws Exception {
        Lesson lesson = parse(changed(change));
        return assertThrows(LessonCheckException.class, () -> LessonRun.check(lesson)).getMessage();
    }

    private static void narrate(JsonObject doc, int i, String language, String text) {
        step(doc, i).getAsJsonObject("narration").addProperty(language, text);
    }

    @Test
    void aGoodClusterLessonPassesWithItsMastersNumbers() throws Exception {
        Lesson lesson = parse(good());
        assertTrue(lesson.isCluster());
        LessonRun.Checked checked = LessonRun.check(lesson);
        assertEquals(3, checked.steps());
        assertEquals(5, checked.expects());
        LessonRun run = LessonRun.run(lesson);
        assertEquals("w1 registers with 4.0 GiB.", run.narration(1, Locale.ENGLISH));
        assertEquals("One core per worker per round: 3 and 3.", run.explanation(3, Locale.ENGLISH).orElseThrow());
        assertTrue(run.view(3) instanceof ClusterMoment);
    }

    // ---- refusals name the file and the field -----------------------------------------------------

    @Test
    void anExecutorScenarioInAClusterLessonIsRefusedAtItsFormat() {
        LessonException e = refused(d -> d.getAsJsonObject("scenario").addProperty("format", "spark-memory-scenario/1"));
        assertEquals("cluster.json", e.file());
        assertEquals("$.scenario.format", e.jsonPath());
    }

    @Test
    void aStepTheClusterReaderRefusesIsNamedInsideTheScenario() {
        LessonException e = refused(d -> d.getAsJsonObject("scenario").getAsJsonArray("steps").get(0).getAsJsonObject()
                .addProperty("cores", "four"));
        assertTrue(e.jsonPath().startsWith("$.scenario.steps[0]"), e.jsonPath());
    }

    @Test
    void anExecutorCheckInAClusterLessonIsRefusedWithTheClusterKinds() {
        LessonException e = refused(d -> expect(d, 0).add(JsonParser.parseString("{\"that\": \"blockPresent\", \"block\": \"rdd_1_0\"}")));
        assertEquals("$.steps[0].expect[1].that", e.jsonPath());
        assertTrue(e.getMessage().contains("appState, workerState, executors, launched, lost, killed, waitingApps, event, noEvent"),
                e.getMessage());
    }

    @Test
    void anExecutorQuantityInAClusterTextIsRefusedWithTheClusterPaths() {
        LessonException e = refused(d -> narrate(d, 1, "en", "The pool is {onHeap.executionPool}."));
        assertEquals("$.steps[1].narration.en", e.jsonPath());
        assertTrue(e.getMessage().contains("worker.<id>.cores"), e.getMessage());
    }

    @Test
    void anExecutorPartOfTheWindowIsNotACLusterLessonsSpotlight() {
        LessonException e = refused(d -> step(d, 0).add("spotlight", JsonParser.parseString("[\"onHeapBar\"]")));
        assertEquals("$.steps[0].spotlight[0]", e.jsonPath());
        assertTrue(e.getMessage().contains("workers, eventLog, timeline, applications")
                || e.getMessage().contains("eventLog, timeline, workers, applications"), e.getMessage());
    }

    @Test
    void badClusterChecksAreRefusedAtTheirField() {
        assertEquals("$.steps[2].expect[0].is", refused(d -> expect(d, 2).get(0).getAsJsonObject().addProperty("is", "SLEEPING")).jsonPath());
        assertEquals("$.steps[2].expect[0].app", refused(d -> expect(d, 2).get(0).getAsJsonObject().addProperty("app", "a 1")).jsonPath());
        assertEquals("$.steps[2].expect[1].is[0].cores", refused(d -> expect(d, 2).get(1).getAsJsonObject().getAsJsonArray("is")
                .get(0).getAsJsonObject().addProperty("cores", -1)).jsonPath());
        assertEquals("$.steps[2].expect[2].setting", refused(d -> expect(d, 2).get(2).getAsJsonObject().addProperty("setting", "packed"))
                .jsonPath());
        assertEquals("$.steps[0].expect[1].is[0]", refused(d -> expect(d, 0).add(JsonParser.parseString(
                "{\"that\": \"lost\", \"is\": [\"a1-0\"]}"))).jsonPath());
        assertEquals("$.steps[0].expect[1].setting", refused(d -> expect(d, 0).add(JsonParser.parseString(
                "{\"that\": \"value\", \"of\": \"cluster.coresFree\", \"is\": 4, \"setting\": \"spreadOut\"}"))).jsonPath());
    }

    @Test
    void anEventCheckNamesARealEventAndItsFields() {
        LessonException kind = refused(d -> expect(d, 2).add(JsonParser.parseString("{\"that\": \"event\", \"event\": \"WorkerSkipped\"}")));
        assertEquals("$.steps[2].expect[3].event", kind.jsonPath());
        assertTrue(kind.getMessage().contains("WorkerUnusable"), kind.getMessage());
        LessonException field = refused(d -> expect(d, 2).add(JsonParser.parseString(
                "{\"that\": \"event\", \"event\": \"CoresAssigned\", \"cores\": 6}")));
        assertEquals("$.steps[2].expect[3].cores", field.jsonPath());
        assertTrue(field.getMessage().contains("app, spreadOut, coresToAssign"), field.getMessage());
    }

    // ---- the check catches what the Master does not do --------------------------------------------

    @Test
    void aFalseCheckOfTheTraceFails() throws Exception {
        String m = fails(d -> expect(d, 2).get(1).getAsJsonObject().getAsJsonArray("is").get(0).getAsJsonObject().addProperty("worker", "w2"));
        assertTrue(m.startsWith("cluster.json: step 3 (submitApp):"), m);
        assertTrue(m.contains("expected the step to launch (app@worker:cores) [a1@w2:3, a1@w2:3], but it launched [a1@w1:3, a1@w2:3]"), m);
        assertTrue(fails(d -> expect(d, 2).get(0).getAsJsonObject().addProperty("is", "WAITING"))
                .contains("expected app a1 to be WAITING, but it is RUNNING"));
        assertTrue(fails(d -> expect(d, 2).get(2).getAsJsonObject().addProperty("setting", "spreadOut"))
                .contains("expected app a1's executors (worker:cores) to be [w1:4, w2:2], but they are [w1:3, w2:3]"));
    }

    @Test
    void anEventThatDidNotHappenFails() throws Exception {
        String m = fails(d -> expect(d, 2).add(JsonParser.parseString(
                "{\"that\": \"event\", \"event\": \"CoresAssigned\", \"app\": \"a1\", \"spreadOut\": false}")));
        assertTrue(m.contains("expected the step to have the event CoresAssigned(app=a1, spreadOut=false)"), m);
        LessonRun.check(parse(changed(d -> expect(d, 2).add(JsonParser.parseString(
                "{\"that\": \"event\", \"event\": \"CoresAssigned\", \"app\": \"a1\", \"spreadOut\": true, \"coresToAssign\": 6}")))));
        assertTrue(fails(d -> expect(d, 2).add(JsonParser.parseString("{\"that\": \"noEvent\", \"event\": \"ApplicationRunning\"}")))
                .contains("expected the step to have no event ApplicationRunning()"));
    }

    @Test
    void aPlantedSizeThatNothingBacksFailsInEitherLanguage() throws Exception {
        String en = fails(d -> narrate(d, 1, "en", "w2 registers with 6 GiB."));
        assertEquals("cluster.json: step 2 (addWorker): the narration in \"en\" writes 6 GiB, which no placeholder or check"
                + " backs: write it as a placeholder, or pin that value with an expect of this step or the one before (or,"
                + " in a choice, a claim)", en);
        assertTrue(fails(d -> narrate(d, 2, "zh", "a1 的 Executor 各有 2 GiB。")).contains("the narration in \"zh\" writes 2 GiB"));
        // The sizes the scene puts in back a text: the workers' 4 GiB and the app's 1 GiB.
        LessonRun.check(parse(changed(d -> narrate(d, 2, "en", "Each 4 GiB worker holds one executor of 1 GiB, launched now."))));
    }

    @Test
    void aPlantedClaimOfChangeThatNoCheckPinsFails() throws Exception {
        String lose = fails(d -> narrate(d, 1, "en", "w2 registers, and w1 is lost."));
        assertTrue(lose.contains("the narration in \"en\" says \"lost\", a claim of a loss, but no expect of the step pins it"), lose);
        assertTrue(fails(d -> narrate(d, 1, "en", "w2 registers; the Master launches nothing."))
                .contains("says \"launches\", a claim of launching"));
        assertTrue(fails(d -> narrate(d, 0, "zh", "w1 注册，a1 在等待。")).contains("the narration in \"zh\" says \"等待\""));
        assertTrue(fails(d -> step(d, 2).getAsJsonObject("predict").getAsJsonObject("explanation")
                .addProperty("en", "w1 is skipped.")).contains("says \"skipped\", a claim of a worker passed over"));
        // Pinned, the same words pass: a check of the step says whether it happened.
        LessonRun.check(parse(changed(d -> {
            narrate(d, 1, "en", "w2 registers; the Master launches nothing.");
            expect(d, 1).add(JsonParser.parseString("{\"that\": \"launched\", \"is\": []}"));
        })));
    }

    @Test
    void aChoiceMarkedWrongThatHoldsAndAnAnswerThatDoesNotFail() throws Exception {
        JsonObject holds = good();
        JsonArray choices = step(holds, 2).getAsJsonObject("predict").getAsJsonArray("choices");
        choices.get(1).getAsJsonObject().add("claim", JsonParser.parseString("[{\"that\": \"value\", \"of\": \"worker.w1.coresUsed\", \"is\": 3}]"));
        assertTrue(assertThrows(LessonCheckException.class, () -> LessonRun.check(parse(holds))).getMessage()
                .contains("choice 2 is not marked correct, yet every one of its claims holds"));
        JsonObject wrong = good();
        step(wrong, 2).getAsJsonObject("predict").getAsJsonArray("choices").get(0).getAsJsonObject()
                .add("claim", JsonParser.parseString("[{\"that\": \"value\", \"of\": \"app.a1.executors\", \"is\": 6}]"));
        assertTrue(assertThrows(LessonCheckException.class, () -> LessonRun.check(parse(wrong))).getMessage()
                .contains("expected app.a1.executors to be 6, but it is 2"));
    }

    @Test
    void theOtherSettingIsReadByItsPrefix() throws Exception {
        LessonRun run = LessonRun.run(parse(good()));
        Moment after = run.view(3);
        assertEquals(3, ClusterQuantities.parse("worker.w1.coresUsed").read(after).getAsLong());
        assertEquals(4, ClusterQuantities.parse("consolidate.worker.w1.coresUsed").read(after).getAsLong());
        assertEquals(3, ClusterQuantities.parse("spreadOut.worker.w1.coresUsed").read(after).getAsLong());
        assertEquals(1L << 30, ClusterQuantities.parse("app.a1.executor.1.memory").read(after).getAsLong());
        assertTrue(ClusterQuantities.parse("worker.w9.cores").read(after).isEmpty(), "a worker the Master does not know has none");
        assertThrows(IllegalArgumentException.class, () -> ClusterQuantities.parse("consolidate.spreadOut.step"));
    }

    // ---- the shipped cluster lessons ---------------------------------------------------------------

    @Test
    void everyShippedClusterLessonRunsAndPasses() throws Exception {
        List<Lesson> cluster = Lessons.load(ShippedLessonsTest.LESSONS).stream().filter(Lesson::isCluster).toList();
        assertTrue(cluster.size() >= 5, "at least five cluster lessons, found " + cluster.size());
        for (Lesson lesson : cluster) {
            assertEquals("cluster", lesson.workspace(), lesson.file());
            LessonRun.Checked checked = LessonRun.check(lesson);
            assertEquals(2, checked.languages(), lesson.file());
            assertTrue(checked.predicts() >= 2, lesson.file());
            LessonRun run = LessonRun.run(lesson);
            for (int step = 1; step <= lesson.steps().size(); step++) {
                assertTrue(!run.narration(step, Locale.SIMPLIFIED_CHINESE).contains("{"), lesson.file() + " step " + step);
            }
        }
    }

    @Test
    void aFalseSentencePlantedInAShippedClusterLessonFails() throws Exception {
        Path file = ShippedLessonsTest.LESSONS.resolve("27-a-worker-lost.json");
        JsonObject doc = JsonParser.parseString(Files.readString(file)).getAsJsonObject();
        // Step 4: w3 joins with 4 GiB, and nothing is lost; sentences that say otherwise are caught.
        JsonObject narration = step(doc, 3).getAsJsonObject("narration");
        String en = narration.get("en").getAsString();
        narration.addProperty("en", en + " w3 brings 8 GiB.");
        String size = assertThrows(LessonCheckException.class,
                () -> LessonRun.check(LessonParser.parse(file.toString(), new StringReader(doc.toString())))).getMessage();
        assertTrue(size.contains("step 4 (addWorker)") && size.contains("writes 8 GiB"), size);
        narration.addProperty("en", en);
        narration.addProperty("zh", narration.get("zh").getAsString() + "w2 失联了。");
        String lost = assertThrows(LessonCheckException.class,
                () -> LessonRun.check(LessonParser.parse(file.toString(), new StringReader(doc.toString())))).getMessage();
        assertTrue(lost.contains("step 4 (addWorker)") && lost.contains("says \"失联\""), lost);
    }

    @Test
    void commandsThatRunAnExecutorScenarioSayACLusterLessonIsNotOne() {
        String file = ShippedLessonsTest.LESSONS.resolve("24-spread-out-or-consolidate.json").toString();
        for (String[] args : new String[][] {{"run", file}, {"lesson", "export", file, "--gif", "unused.gif"}}) {
            java.io.StringWriter out = new java.io.StringWriter();
            java.io.StringWriter err = new java.io.StringWriter();
            int status = sparkmemlab.cli.Main.execute(new java.io.PrintWriter(out, true), new java.io.PrintWriter(err, true), args);
            assertEquals(2, status, String.join(" ", args));
            assertTrue(err.toString().startsWith(file + ": $.workspace: a lesson of the cluster workspace"), err.toString());
        }
    }
}
