package sparkmemlab.diagnose;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.model.OpResult;
import sparkmemlab.model.config.SparkConfig;
import sparkmemlab.scenario.ScenarioException;

/**
 * The executor scene of {@code SparkOutOfMemoryError: Unable to acquire N bytes of memory, got M}: a task's
 * {@code MemoryConsumer.allocatePage(N)} that {@code TaskMemoryManager} grants only M of. Spark grants a task what
 * its share of the execution pool leaves beside what it already holds, so the scene first finds what a page of N
 * gets on this executor with nothing held (G), then has the task hold G − M in a consumer that cannot spill, and
 * asks again: the model must then say Spark's own message with the text's numbers.
 */
final class AcquireScene {
    static final String HELD = "other-consumers";
    static final String FAILING = "failing-consumer";
    private static final Pattern GOT = Pattern.compile("Unable to acquire -?\\d+ bytes of memory, got (-?\\d+)\\.");
    private static final long GIB = 1L << 30;

    private AcquireScene() {
    }

    static void build(Finding f, Map<String, Object> config, Diagnosis.Builder b) throws ScenarioException {
        long asked = f.number("requestedBytes").orElseThrow();
        long got = f.number("receivedBytes").orElseThrow();
        String mode = offHeap(config) ? "OFF_HEAP" : "ON_HEAP";
        long grantable = grantable(config, mode);
        long held = grantable - got;
        if (held < 0) {
            b.disagreements.add(Note.of("disagree.gotMoreThanGrantable", new Note.Size(got), new Note.Size(grantable)));
            Scene alone = scene(config, asked, 0, mode);
            b.scene = alone;
            b.modelSays = alone.outcome().message();
            b.reproduced = false;
            return;
        }
        Scene scene = scene(config, asked, held, mode);
        Scene.Outcome outcome = scene.outcome();
        b.scene = scene;
        b.modelSays = outcome.message();
        b.reproduced = outcome.failed() && granted(outcome.result(), asked) == got;
        if (held > 0) {
            b.assumptions.add(Note.of("assume.heldByTask", new Note.Size(held), new Note.Size(grantable)));
            b.questions.add(Note.of("ask.tasksAtOnce"));
        }
        b.questions.add(Note.of("ask.dataSize"));
        if (!b.reproduced) {
            return;
        }
        ExecutorConfig executor = scene.scenario().config();
        long heap = executor.systemMemory();
        // Doubling until the page is granted: each size tried is reported, the last one holds (or 16 times did not).
        for (long times = 2; times <= 16; times *= 2) {
            Fix fix = check(scene, SparkConfig.Keys.EXECUTOR_MEMORY, heap * times, sparkBytes(heap * times));
            b.fixes.add(fix);
            if (fix.holds()) {
                break;
            }
        }
        if (executor.memoryFraction() < 0.8) {
            b.fixes.add(check(scene, SparkConfig.Keys.MEMORY_FRACTION, 0.8, "0.8"));
        }
    }

    /**
     * The most a task alone can get on this executor: what an ask for more than any heap is granted. (A page of N
     * is no probe: allocatePage asks for at least the page size, so a small N would be granted in full.)
     */
    private static long grantable(Map<String, Object> config, String mode) throws ScenarioException {
        JsonArray steps = new JsonArray();
        steps.add(step("consumerAcquire", HELD, Long.MAX_VALUE / 4, mode));
        return bytes(Scene.of("", config, steps).outcome().result());
    }

    private static Fix check(Scene scene, String key, Object value, String text) throws ScenarioException {
        Scene.Outcome outcome = scene.with(key, value).outcome();
        return new Fix(key, text, !outcome.failed(), outcome.failed() ? outcome.message() : "", 0, 0);
    }

    /** Spark's byte string for a size: whole gibibytes as "2g", else whole mebibytes, else bytes. */
    static String sparkBytes(long bytes) {
        if (bytes % GIB == 0) {
            return bytes / GIB + "g";
        }
        return bytes % (1L << 20) == 0 ? (bytes >> 20) + "m" : bytes + "b";
    }

    private static boolean offHeap(Map<String, Object> config) {
        Object enabled = config.get(SparkConfig.Keys.MEMORY_OFFHEAP_ENABLED);
        return enabled != null && Boolean.parseBoolean(String.valueOf(enabled).trim());
    }

    private static Scene scene(Map<String, Object> config, long asked, long held, String mode) {
        JsonArray steps = new JsonArray();
        if (held > 0) {
            steps.add(step("consumerAcquire", HELD, held, mode));
        }
        steps.add(step("allocatePage", FAILING, asked, mode));
        return Scene.of("Unable to acquire " + asked + " bytes of memory", config, steps);
    }

    private static JsonObject step(String op, String consumer, long bytes, String mode) {
        JsonObject step = new JsonObject();
        step.addProperty("op", op);
        step.addProperty("task", 1);
        step.addProperty("consumer", consumer);
        step.addProperty("bytes", bytes);
        step.addProperty("mode", mode);
        step.addProperty("spillable", false);
        return step;
    }

    /** What the page was granted: the page itself, or the "got" of Spark's message. */
    private static long granted(OpResult result, long asked) {
        if (result instanceof OpResult.Error e) {
            Matcher m = GOT.matcher(e.message());
            if (m.find()) {
                return Long.parseLong(m.group(1));
            }
            throw new IllegalStateException("the model's allocatePage failed without Spark's message: " + e.message());
        }
        return bytes(result);
    }

    private static long bytes(OpResult result) {
        if (result instanceof OpResult.Bytes b) {
            return b.bytes();
        }
        throw new IllegalStateException("allocatePage gave " + result);
    }
}
