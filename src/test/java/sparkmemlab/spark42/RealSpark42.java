package sparkmemlab.spark42;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.model.StepResult;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.scenario.TraceWriter;
import sparkmemlab.spark.RealMemory;
import sparkmemlab.spark.SparkRun;

/**
 * Runs a scenario on Apache Spark 4.2.0's real {@code UnifiedMemoryManager}, {@code MemoryStore},
 * {@code BlockInfoManager}, task layer and Tungsten consumers: the same harness as 3.5.3's
 * ({@code sparkmemlab.spark.SparkExecutor}, compiled again against 4.2.0 and loaded by
 * {@link Spark42ClassLoader}), driven by the same {@link SparkRun}. Results and exceptions are those of
 * {@code RealSpark}: a refused configuration throws {@code RealSparkRefusal} with Spark 4.2.0's message,
 * a step Spark cannot take {@code RealSparkStepException}.
 */
public final class RealSpark42 {

    private static final String EXECUTOR = "sparkmemlab.spark.SparkExecutor";

    private RealSpark42() {
    }

    /** The scenario's trace on real Spark 4.2.0, one {@link StepResult} per step. */
    public static List<StepResult> run(Scenario scenario) {
        return inSparkLoader(() -> SparkRun.trace(create(scenario.config()), scenario.steps()));
    }

    /** The scenario's Spark 4.2.0 trace as JSON lines. */
    public static List<String> traceLines(Scenario scenario) {
        List<String> lines = new ArrayList<>();
        for (StepResult step : run(scenario)) {
            lines.add(TraceWriter.toJson(step, scenario).toString());
        }
        return lines;
    }

    /**
     * Spark 4.2.0's memory objects for a configuration.
     *
     * @throws sparkmemlab.spark.RealSparkRefusal if Spark refuses it
     */
    static RealMemory create(ExecutorConfig config) {
        return (RealMemory) call(EXECUTOR, "create", new Class<?>[] {ExecutorConfig.class}, config);
    }

    /** A static method of the 4.2.0 harness, its own exceptions (the tests' classes) passed through. */
    static Object call(String className, String method, Class<?>[] types, Object... args) {
        Method m;
        try {
            m = Spark42ClassLoader.get().loadClass(className).getDeclaredMethod(method, types);
            m.setAccessible(true);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("the Spark 4.2.0 harness has no " + className + "." + method, e);
        }
        try {
            return m.invoke(null, args);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            throw new IllegalStateException("Spark 4.2.0 failed", e.getCause());
        }
    }

    /**
     * Runs {@code call} with the 4.2.0 loader as the thread's context loader, which the task threads
     * that {@link SparkRun} starts inherit: Spark's reflective look-ups then find 4.2.0, never 3.5.3.
     */
    static <T> T inSparkLoader(Supplier<T> call) {
        Thread t = Thread.currentThread();
        ClassLoader before = t.getContextClassLoader();
        t.setContextClassLoader(Spark42ClassLoader.get());
        try {
            return call.get();
        } finally {
            t.setContextClassLoader(before);
        }
    }
}
