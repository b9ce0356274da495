package sparkmemlab.spark24;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import sparkmemlab.scenario.TraceWriter;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.model.StepResult;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.spark.RealMemory;
import sparkmemlab.spark.RealSparkRefusal;
import sparkmemlab.spark.SparkRun;

/**
 * Runs a scenario on Apache Spark 2.4.8's real memory classes: its {@code StaticMemoryManager} when
 * the scenario sets {@code spark.memory.useLegacyMode}, else its {@code UnifiedMemoryManager}, with
 * its {@code MemoryStore} and {@code BlockInfoManager}, each task on its own thread as for 3.5.3
 * ({@link SparkRun}). The same kinds of results and exceptions as {@code RealSpark}: a refused
 * configuration throws {@link RealSparkRefusal} with Spark's message, a step Spark cannot take
 * {@code RealSparkStepException}.
 */
public final class RealSpark24 {

    private static final String MEMORY = Spark24ClassLoader.BRIDGE_PACKAGE + "Spark24Memory";

    private RealSpark24() {
    }

    /** The scenario's trace on real Spark 2.4.8, one {@link StepResult} per step. */
    public static List<StepResult> run(Scenario scenario) {
        return SparkRun.trace(create(scenario.config()), scenario.steps());
    }

    /** The scenario's Spark 2.4.8 trace as JSON lines. */
    public static List<String> traceLines(Scenario scenario) {
        List<String> lines = new ArrayList<>();
        for (StepResult step : run(scenario)) {
            lines.add(TraceWriter.toJson(step, scenario).toString());
        }
        return lines;
    }

    /**
     * Spark 2.4.8's memory objects for a configuration.
     *
     * @throws RealSparkRefusal if Spark refuses it
     */
    static RealMemory create(ExecutorConfig config) {
        return (RealMemory) call("create", new Class<?>[] {ExecutorConfig.class}, null, config);
    }

    /** Spark 2.4.8's storage pool, execution pool and unroll cap for a heap with no legacy key set. */
    static long[] legacyDefaults(long heap) {
        return (long[]) call("legacyDefaults", new Class<?>[] {long.class}, null, heap);
    }

    /** Spark 2.4's {@code maxUnrollMemory} for a legacy configuration. */
    static long maxUnrollMemory(ExecutorConfig config) {
        RealMemory memory = create(config);
        return (Long) call("maxUnrollMemory", new Class<?>[0], memory);
    }

    /**
     * What Spark 2.4.8's {@code SparkConf} makes of a raw value for a legacy key: a Boolean or a
     * Double, or its refusal as a {@link RealSparkRefusal}.
     */
    static Object readConf(String key, String raw) {
        return call("readConf", new Class<?>[] {String.class, String.class}, null, key, raw);
    }

    private static Object call(String method, Class<?>[] types, Object target, Object... args) {
        Method m;
        try {
            m = Spark24ClassLoader.get().loadClass(MEMORY).getMethod(method, types);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("the Spark 2.4.8 bridge has no " + method, e);
        }
        try {
            return m.invoke(target, args);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        } catch (InvocationTargetException e) {
            Throwable sparkError = e.getCause();
            if (sparkError instanceof RuntimeException || sparkError instanceof AssertionError) {
                throw new RealSparkRefusal(sparkError);
            }
            throw new IllegalStateException("Spark 2.4.8 failed", sparkError);
        }
    }
}
