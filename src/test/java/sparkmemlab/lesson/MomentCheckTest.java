package sparkmemlab.lesson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.StringReader;
import java.nio.file.Files;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * {@code lesson check} fails a number that is not of the moment its sentence describes ({@link MomentCheck}):
 * planted are the two sentences the review of issue 25 found, lesson 13's "0.0 MiB beyond its grant" (read from
 * the state a JVM out-of-memory error left, while the step's event says 499.6 MiB) and lesson 6's question and
 * narration that called two different memories "free" with one name.
 */
class MomentCheckTest {

    private static JsonObject shipped(String file) throws Exception {
        return JsonParser.parseString(Files.readString(ShippedLessonsTest.LESSONS.resolve(file))).getAsJsonObject();
    }

    private static JsonObject step(JsonObject doc, int step) {
        return doc.getAsJsonArray("steps").get(step - 1).getAsJsonObject();
    }

    private static JsonObject text(String en, String zh) {
        JsonObject t = new JsonObject();
        t.addProperty("en", en);
        t.addProperty("zh", zh);
        return t;
    }

    private static Lesson parse(JsonObject doc) throws Exception {
        return LessonParser.parse("planted.json", new StringReader(doc.toString()));
    }

    private static String fails(JsonObject doc) throws Exception {
        Lesson lesson = parse(doc);
        return assertThrows(LessonCheckException.class, () -> LessonRun.check(lesson)).getMessage();
    }

    @Test
    void lessonThirteensOldSentenceFailsAndTheFixedOneSaysWhatTheEventSays() throws Exception {
        JsonObject doc = shipped("13-the-map-that-grows.json");
        LessonRun.check(parse(doc));
        LessonRun fixed = LessonRun.run(parse(doc));
        assertTrue(fixed.narration(11, Locale.ENGLISH).contains("499.6 MiB beyond its grant of 524.4 MiB"),
                fixed.narration(11, Locale.ENGLISH));
        assertTrue(fixed.narration(11, Locale.CHINESE).contains("524.4 MiB 的额度 499.6 MiB"), fixed.narration(11, Locale.CHINESE));

        step(doc, 11).add("narration", text(
                "Between two checks the map doubles to 1 GiB: {consumer.1.map.aheadOfGrant:mib} beyond its grant. The JVM throws {result}.",
                "在两次检查之间，map 翻倍到 1 GiB：超出额度 {consumer.1.map.aheadOfGrant:mib}。JVM 抛出了 {result}。"));
        // What the old sentence showed: the state after the failed step, which never held the growth.
        assertTrue(LessonRun.run(parse(doc)).narration(11, Locale.ENGLISH).contains("0.0 MiB beyond its grant"));
        assertEquals("planted.json: step 11 (maybeSpill): the narration in \"en\" shows consumer.1.map.aheadOfGrant without"
                + " naming its moment, in a step that failed (java.lang.OutOfMemoryError: Java heap space): the state after"
                + " it is what the failure left, not the moment the sentence describes; write an event's number"
                + " (event.<Kind>.<field>), before.consumer.1.map.aheadOfGrant or after.consumer.1.map.aheadOfGrant",
                fails(doc));
    }

    @Test
    void lessonSixsTwoFreesUnderOneNameFail() throws Exception {
        JsonObject doc = shipped("06-waiting-for-half-a-share.json");
        LessonRun.check(parse(doc));
        JsonObject step2 = step(doc, 2);
        step2.getAsJsonObject("predict").add("question", text("{onHeap.executionFree:mib} is free and task 2 wants 500 MiB. What happens?",
                "空闲 {onHeap.executionFree:mib}，任务 2 需要 500 MiB。会发生什么？"));
        step2.add("narration", text("Task 2 arrives and asks for 500 MiB. Only {onHeap.executionFree:mib} is free, and that would leave"
                + " task 2 below 1/2N = {onHeap.minPerTask:mib}, so task 2 waits.",
                "任务 2 到来，申请 500 MiB。只有 {onHeap.executionFree:mib} 空闲，任务 2 仍会低于 1/2N = {onHeap.minPerTask:mib}，所以等待。"));
        assertEquals("planted.json: step 2 (acquireExecution): the narration in \"en\" shows onHeap.executionFree as 277.6 MiB,"
                + " where the question beside it shows onHeap.executionFree as 0.0 MiB: one name, two values on one screen;"
                + " say which moment each means (before.onHeap.executionFree, after.onHeap.executionFree) or what else is meant",
                fails(doc));
        // Naming the moment is the fix, and each name reads its own moment.
        step2.add("narration", text("Only {after.onHeap.executionFree:mib} is free after the pool grew from {before.onHeap.executionFree:mib}"
                + " free by {event.ExecutionPoolGrown.fromFreeStorage:mib}, and that would leave task 2 below 1/2N = {onHeap.minPerTask:mib}; it waits.",
                "内存池从空闲 {before.onHeap.executionFree:mib} 增长了 {event.ExecutionPoolGrown.fromFreeStorage:mib}，之后只有"
                        + " {after.onHeap.executionFree:mib} 空闲，任务 2 仍会低于 1/2N = {onHeap.minPerTask:mib}，于是等待。"));
        LessonRun.check(parse(doc));
        assertEquals("Only 277.6 MiB is free after the pool grew from 0.0 MiB free by 277.6 MiB, and that would leave task 2 below"
                + " 1/2N = 569.4 MiB; it waits.", LessonRun.run(parse(doc)).narration(2, Locale.ENGLISH));
    }

    @Test
    void aQuestionMayNotNameAMoment() throws Exception {
        JsonObject doc = shipped("06-waiting-for-half-a-share.json");
        step(doc, 2).getAsJsonObject("predict").add("question", text("{after.onHeap.executionFree:mib} will be free. What happens?",
                "将空闲 {after.onHeap.executionFree:mib}。会发生什么？"));
        assertTrue(fails(doc).contains("the question in \"en\" shows after.onHeap.executionFree, but a question and its choices are"
                + " asked before the step"), fails(doc));
    }

    @Test
    void sizesOfAThousandAndMoreAreGroupedInEveryLanguage() throws Exception {
        JsonObject doc = shipped("06-waiting-for-half-a-share.json");
        step(doc, 1).add("narration", text("Task 1, alone, takes 2,000 MiB of the {layout.unified:mib} region.",
                "任务 1 独自运行，从 {layout.unified:mib} 的区域中拿走 2000 MiB。"));
        assertTrue(fails(doc).endsWith("the narration in \"zh\" writes 2000 MiB: sizes of 1,000 and more are written with group"
                + " commas in every language (1,423.0 MiB), as placeholders fill them"), fails(doc));
        // Spark's own setting syntax has no commas, and placeholders group in Chinese as in English.
        step(doc, 1).add("narration", text("Task 1 (spark.executor.memory=4096m) takes 2,000 MiB of the {layout.unified:mib} region.",
                "任务 1 独自运行，从 {layout.unified:mib} 的区域中拿走 2,000 MiB。"));
        LessonRun run = LessonRun.run(parse(doc));
        LessonRun.check(parse(doc));
        assertTrue(run.narration(1, Locale.CHINESE).contains("2,277.6 MiB"), run.narration(1, Locale.CHINESE));
        assertTrue(run.narration(1, Locale.ENGLISH).contains("2,277.6 MiB"), run.narration(1, Locale.ENGLISH));
    }

    @Test
    void anEventFieldIsCheckedWhenTheLessonIsRead() {
        JsonObject doc;
        try {
            doc = shipped("06-waiting-for-half-a-share.json");
        } catch (Exception e) {
            throw new AssertionError(e);
        }
        step(doc, 2).add("narration", text("{event.ExecutionPoolGrown.fromFreeStore:mib}", "{event.ExecutionPoolGrown.fromFreeStorage:mib}"));
        LessonException e = assertThrows(LessonException.class, () -> parse(doc));
        assertTrue(e.getMessage().contains("'fromFreeStore' is not a number field of ExecutionPoolGrown; expected one of needed,"
                + " reclaimable, fromFreeStorage, fromEviction"), e.getMessage());
        step(doc, 2).add("narration", text("{event.PoolGrown.needed}", "{event.PoolGrown.needed}"));
        e = assertThrows(LessonException.class, () -> parse(doc));
        assertTrue(e.getMessage().contains("'PoolGrown' is not a kind of event"), e.getMessage());
        assertFalse(e.getMessage().contains("Visitor"), e.getMessage());
    }
}
