package sparkmemlab.lesson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import sparkmemlab.cli.Main;

/**
 * {@code lesson check} catches a narration that says what the model does not: a size written out that no
 * check backs, and a claim of change (borrowing, eviction, waiting, waking, spilling) that no expect pins.
 * False narrations are planted in a small lesson and in a copy of shipped lesson 2, whose step 7 once said
 * storage "borrows again" and that the pool "reaches 1977.6 MiB" while nothing moved.
 */
class NarrationCheckTest {

    @TempDir
    Path dir;

    private static JsonObject good() {
        return JsonParser.parseString(BadLessonsTest.GOOD).getAsJsonObject();
    }

    private static JsonObject step(JsonObject doc, int i) {
        return doc.getAsJsonArray("steps").get(i).getAsJsonObject();
    }

    static JsonObject text(String en, String zh) {
        JsonObject t = new JsonObject();
        t.addProperty("en", en);
        if (zh != null) {
            t.addProperty("zh", zh);
        }
        return t;
    }

    private static JsonObject value(String of, long is) {
        JsonObject e = new JsonObject();
        e.addProperty("that", "value");
        e.addProperty("of", of);
        e.addProperty("is", is);
        return e;
    }

    static Lesson parse(JsonObject doc) throws Exception {
        return LessonParser.parse("planted.json", new StringReader(doc.toString()));
    }

    static String fails(JsonObject doc) throws Exception {
        Lesson lesson = parse(doc);
        return assertThrows(LessonCheckException.class, () -> LessonRun.check(lesson)).getMessage();
    }

    private static JsonObject changed(Consumer<JsonObject> change) {
        JsonObject doc = good();
        change.accept(doc);
        return doc;
    }

    @Test
    void aSizeTheModelContradictsFailsWithTheTextAndLanguage() throws Exception {
        // The model gives task 1 200 MiB; the planted narration says the pool reached 900 MiB.
        String message = fails(changed(d -> step(d, 1).add("narration",
                text("Task 1 got {result}, and the pool reaches 900.0 MiB.", null))));
        assertEquals("planted.json: step 2 (acquireExecution): the narration in \"en\" writes 900.0 MiB, which no"
                + " placeholder or check backs: write it as a placeholder, or pin that value with an expect of this"
                + " step or the one before (or, in a choice, a claim)", message);
    }

    @Test
    void aSizeInChineseIsCheckedToo() throws Exception {
        String message = fails(changed(d -> step(d, 1).add("narration",
                text("Task 1 got {result}.", "任务 1 拿到 {result}，池达到 900 MiB。"))));
        assertTrue(message.contains("the narration in \"zh\" writes 900 MiB"), message);
    }

    @Test
    void aSizeIsBackedByAPinAnInputOrAPlaceholder() throws Exception {
        // 200 MiB is what step 2 asks for (an input) and what the model grants (its expect pins it).
        LessonRun.check(parse(changed(d -> step(d, 1).add("narration", text("Task 1 asked for 200 MiB and got 200.0 MiB.", null)))));
        // The question (before step 2) recalls step 1's pinned storage use, 100 MiB.
        LessonRun.check(parse(changed(d -> step(d, 1).getAsJsonObject("predict").add("question",
                text("Storage holds 100 MiB. How much does task 1 get?", null)))));
        // Pinned by an expect added for it: the execution pool is 217.2 MiB after step 2 (1 GiB heap).
        JsonObject pinned = changed(d -> {
            step(d, 1).add("narration", text("Task 1 got {result}; the pool is 217.2 MiB.", null));
            step(d, 1).getAsJsonArray("expect").add(value("onHeap.executionPool", 227750707));
        });
        LessonRun.check(parse(pinned));
        // The pin backs only what rounds to its value: 217.4 MiB is not 217.2.
        JsonObject off = pinned.deepCopy();
        step(off, 1).add("narration", text("Task 1 got {result}; the pool is 217.4 MiB.", null));
        assertTrue(fails(off).contains("writes 217.4 MiB"));
    }

    @Test
    void aWrongChoicesSizeIsBackedByItsOwnClaim() throws Exception {
        JsonObject doc = changed(d -> {
            JsonObject choice = step(d, 0).getAsJsonObject("predict").getAsJsonArray("choices").get(1).getAsJsonObject();
            choice.add("text", text("No: storage has only 50 MiB free", null));
        });
        assertTrue(fails(doc).contains("the choice 2 in \"en\" writes 50 MiB"), fails(doc));
        JsonObject claim = new JsonObject();
        claim.addProperty("that", "value");
        claim.addProperty("of", "onHeap.storageFree");
        claim.addProperty("is", 52428800);
        step(doc, 0).getAsJsonObject("predict").getAsJsonArray("choices").get(1).getAsJsonObject()
                .getAsJsonArray("claim").add(claim);
        LessonRun.check(parse(doc));
    }

    @Test
    void aClaimOfChangeWithNoExpectFails() throws Exception {
        String message = fails(changed(d -> step(d, 0).add("narration",
                text("Cached: storage borrows execution memory and holds {onHeap.storageUsed:mib}.", null))));
        assertEquals("planted.json: step 1 (putBlock): the narration in \"en\" says \"borrows\", a claim of borrowing,"
                + " but no expect of the step pins it: add a value check of step.onHeap.movedToStorage or"
                + " step.onHeap.movedToExecution (offHeap likewise), \"is\": 0 when nothing moved", message);
    }

    @Test
    void aPinnedClaimThatTheModelContradictsFailsAtTheExpect() throws Exception {
        JsonObject doc = changed(d -> {
            step(d, 0).add("narration", text("Cached: storage borrows execution memory.", null));
            JsonObject borrowed = new JsonObject();
            borrowed.addProperty("that", "value");
            borrowed.addProperty("of", "step.onHeap.movedToStorage");
            borrowed.addProperty("atLeast", 1);
            step(d, 0).getAsJsonArray("expect").add(borrowed);
        });
        String message = fails(doc);
        assertTrue(message.contains("expected step.onHeap.movedToStorage to be at least 1 (1 B), but it is 0"), message);
        // Pinned as the model has it (nothing moved), the check passes: the author has read the model's answer.
        step(doc, 0).add("narration", text("Cached: storage borrows nothing; it holds {onHeap.storageUsed:mib}.", null));
        step(doc, 0).getAsJsonArray("expect").set(2, value("step.onHeap.movedToStorage", 0));
        LessonRun.check(parse(doc));
    }

    @Test
    void everyKindOfChangeNeedsItsOwnPin() throws Exception {
        Map<String, String> claims = Map.of(
                "rdd_1_0 is evicted.", "eviction",
                "Task 1 waits.", "waiting",
                "Task 2 woke.", "waking",
                "The sorter spills.", "spilling",
                "任务 1 的块被驱逐。", "eviction",
                "排序器溢写了。", "spilling");
        for (Map.Entry<String, String> claim : claims.entrySet()) {
            boolean chinese = claim.getKey().codePoints().anyMatch(c -> c > 0x3000);
            String message = fails(changed(d -> step(d, 0).add("narration",
                    chinese ? text("Cached.", claim.getKey()) : text(claim.getKey(), null))));
            assertTrue(message.contains("a claim of " + claim.getValue()), claim.getKey() + ": " + message);
        }
        // An explanation says what happened too; a question or a choice only asks.
        assertTrue(fails(changed(d -> step(d, 0).getAsJsonObject("predict").add("explanation", text("It spilled.", null))))
                .contains("the explanation in \"en\" says \"spilled\""));
        LessonRun.check(parse(changed(d -> step(d, 0).getAsJsonObject("predict").add("question",
                text("Does anything spill or get evicted?", null)))));
        // A word inside a dotted name is not a claim.
        LessonRun.check(parse(changed(d -> step(d, 0).add("narration",
                text("spark.shuffle.spill.initialMemoryThreshold does not apply; lock.wait() is not called.", null)))));
    }

    @Test
    void theOldFalseStepOfLessonTwoFailsTheCheck() throws Exception {
        Path shipped = ShippedLessonsTest.LESSONS.resolve("02-storage-borrows-execution.json");
        JsonObject lesson = JsonParser.parseString(Files.readString(shipped)).getAsJsonObject();
        JsonObject step7 = step(lesson, 6);
        JsonArray kept = new JsonArray();
        for (var e : step7.getAsJsonArray("expect")) {
            if (!e.getAsJsonObject().get("that").getAsString().equals("value")) {
                kept.add(e);
            }
        }
        step7.add("expect", kept);
        step7.remove("predict");
        // What the lesson said before the review: the pool was already that size, so the number is true;
        // the claim of change is not, and nothing pinned it.
        step7.add("narration", text("With execution idle, storage borrows again for rdd_2_1: the storage pool reaches"
                + " {onHeap.storagePool:mib}, {onHeap.borrowedByStorage:mib} beyond its region.", null));
        Path planted = dir.resolve("02-storage-borrows-execution.json");
        String err = checkFails(planted, lesson);
        assertEquals(planted + ": step 7 (putBlock): the narration in \"en\" says \"borrows\", a claim of borrowing, but"
                + " no expect of the step pins it: add a value check of step.onHeap.movedToStorage or"
                + " step.onHeap.movedToExecution (offHeap likewise), \"is\": 0 when nothing moved", err);
        // Pinning it as the author believed makes the model say no.
        JsonObject borrowed = new JsonObject();
        borrowed.addProperty("that", "value");
        borrowed.addProperty("of", "step.onHeap.movedToStorage");
        borrowed.addProperty("atLeast", 1);
        step7.getAsJsonArray("expect").add(borrowed);
        err = checkFails(planted, lesson);
        assertTrue(err.contains("expected step.onHeap.movedToStorage to be at least 1 (1 B), but it is 0 (0 B)"), err);
        // A size the author believed, written out: the pool did not grow by the block's 300 MiB.
        step7.getAsJsonArray("expect").remove(step7.getAsJsonArray("expect").size() - 1);
        step7.add("narration", text("rdd_2_1 is cached: the storage pool is now 2277.6 MiB.", null));
        err = checkFails(planted, lesson);
        assertEquals(planted + ": step 7 (putBlock): the narration in \"en\" writes 2277.6 MiB, which no placeholder"
                + " or check backs: write it as a placeholder, or pin that value with an expect of this step or the"
                + " one before (or, in a choice, a claim)", err);
    }

    /** Writes the lesson and runs {@code lesson check} on it: it must fail (status 1); returns its message. */
    private static String checkFails(Path file, JsonObject lesson) throws Exception {
        Files.writeString(file, lesson.toString());
        StringWriter err = new StringWriter();
        assertEquals(1, Main.execute(new PrintWriter(new StringWriter(), true), new PrintWriter(err, true),
                "lesson", "check", file.toString()), err.toString());
        return err.toString().strip();
    }

    @Test
    void literalSizesAreReadAsAReaderReadsThem() {
        assertEquals(List.of("569.4 MiB", "48m", "4g", "1,024 KiB", "104857600 bytes", "300 MiB", "2 GB"),
                LiteralSize.find("1/N is 569.4 MiB; spark.reducer.maxSizeInFlight=48m, -Xmx4g, 1,024 KiB, "
                        + "104857600 bytes, 300 MiB（预留）, 2 GB").stream().map(LiteralSize::written).toList());
        assertEquals(List.of(), LiteralSize.find("rdd_1_0 on G1 with 4 cores, (4096 − 300) × 0.6, {onHeap.executionPool:mib},"
                + " {{not a placeholder}} 32 records, 5 Maps").stream().map(LiteralSize::written).toList());
        LiteralSize mib = LiteralSize.find("569.4 MiB").get(0);
        assertTrue(mib.matches(597059174L));
        assertTrue(mib.matches(Math.round(569.35 * (1 << 20))));
        assertFalse(mib.matches(Math.round(569.46 * (1 << 20))));
        LiteralSize whole = LiteralSize.find("48 MiB").get(0);
        assertTrue(whole.matches(Math.round(47.6 * (1 << 20))));
        assertFalse(whole.matches(Math.round(48.6 * (1 << 20))));
        assertTrue(LiteralSize.find("4g").get(0).matches(4L << 30));
        assertTrue(LiteralSize.find("0 B").get(0).matches(0));
        assertFalse(LiteralSize.find("0 B").get(0).matches(1));
    }
}
