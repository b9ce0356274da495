package sparkmemlab.cluster.spark42;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.List;
import java.util.Map;
import sparkmemlab.cluster.ClusterStep;
import sparkmemlab.cluster.scenario.ClusterScenario;
import sparkmemlab.cluster.spark.StepRefused;
import sparkmemlab.spark42.Spark42ClassLoader;

/**
 * Spark 4.2.0's real standalone {@code Master}: the harness of {@code sparkmemlab.cluster.spark}
 * ({@code RealMaster}, {@code SparkMaster}...), compiled again against 4.2.0's jars and loaded by
 * {@link Spark42ClassLoader}. Its steps and refusals are the shared types, so a 4.2.0 trace compares
 * with the model's as a 3.5.3 one does.
 */
public final class RealMaster42 {
    private static final String REAL_MASTER = "sparkmemlab.cluster.spark.RealMaster";

    private RealMaster42() {
    }

    /** The scenario's trace on Spark 4.2.0's Master, one {@link ClusterStep} per step. */
    @SuppressWarnings("unchecked")
    public static List<ClusterStep> run(ClusterScenario scenario) throws StepRefused {
        try {
            return (List<ClusterStep>) call(REAL_MASTER, "run", new Class<?>[] {ClusterScenario.class}, scenario);
        } catch (StepRefused | RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new IllegalStateException("Spark 4.2.0's Master failed", e);
        }
    }

    /**
     * The 4.2.0 Master's private settings as its constructor read them from these strings, by field
     * name; an enumeration's value as its name.
     *
     * @throws Exception Spark 4.2.0's own, when it refuses a setting
     */
    public static List<Object> settings(Map<String, String> conf, List<String> fields) throws Exception {
        List<?> values = (List<?>) call(REAL_MASTER, "settings", new Class<?>[] {Map.class, List.class}, conf, fields);
        return values.stream().map(v -> v instanceof Integer || v instanceof Boolean ? v : (Object) v.toString()).toList();
    }

    /**
     * A public static method of a class compiled against 4.2.0 (the harness folder), run with 4.2.0's
     * loader as the thread's context loader; the method's own exception is thrown as it is.
     */
    public static Object call(String className, String method, Class<?>[] types, Object... args) throws Exception {
        Thread t = Thread.currentThread();
        ClassLoader before = t.getContextClassLoader();
        t.setContextClassLoader(Spark42ClassLoader.get());
        try {
            Class<?> real = Spark42ClassLoader.get().loadClass(className);
            if (real.getClassLoader() != Spark42ClassLoader.get()) {
                throw new IllegalStateException(className + " was not compiled against Spark 4.2.0 (see the pom's spark-4.2.0 harness)");
            }
            Method m = real.getMethod(method, types);
            return m.invoke(null, args);
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof Exception cause) {
                throw cause;
            }
            throw e;
        } finally {
            t.setContextClassLoader(before);
        }
    }
}
