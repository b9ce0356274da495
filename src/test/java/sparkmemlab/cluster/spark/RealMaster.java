package sparkmemlab.cluster.spark;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.core.config.Configurator;
import sparkmemlab.cluster.ClusterOp;
import sparkmemlab.cluster.ClusterStep;
import sparkmemlab.cluster.scenario.ClusterScenario;
import sparkmemlab.spark.SparkLogging;

/**
 * Runs a cluster scenario on Apache Spark 3.5.3's real standalone {@code Master} (see
 * {@link SparkMaster}) and gives the same kind of trace the model gives, so that tests can compare
 * the two line by line. Events are empty: Spark does not explain itself.
 *
 * <p>Needs the test class path (Spark's jars) and, on Java 17, Surefire's {@code --add-opens}. The same
 * sources, compiled against Spark 4.2.0 and loaded by {@code Spark42ClassLoader}, run 4.2.0's Master
 * ({@code sparkmemlab.cluster.spark42.RealMaster42}).
 */
public final class RealMaster {

    private RealMaster() {
    }

    /** The scenario's trace on the real Master, one {@link ClusterStep} per step. */
    public static List<ClusterStep> run(ClusterScenario scenario) throws StepRefused {
        SparkLogging.init();
        // The Master logs an app removed after too many executor failures as an error: expected here.
        Configurator.setLevel("org.apache.spark.deploy.master", Level.OFF);
        ReversingShuffle shuffle = ReversingShuffle.install();
        try {
            SparkMaster master;
            try {
                master = new SparkMaster(scenario.sparkConf(), scenario.config().reportRunning(), shuffle);
            } catch (Exception e) {
                throw new IllegalStateException("Spark refused the Master's settings " + scenario.sparkConf() + ": " + e, e);
            }
            List<ClusterStep> trace = new ArrayList<>(scenario.steps().size());
            int n = 0;
            for (ClusterOp op : scenario.steps()) {
                n++;
                try {
                    trace.add(master.step(n, op));
                } catch (SparkMaster.Cannot e) {
                    throw new StepRefused(n, trace, e.getMessage());
                }
            }
            return trace;
        } finally {
            shuffle.close();
        }
    }

    /**
     * The Master's private settings as its constructor read them from these strings, by field name
     * ({@code spreadOutApps}, {@code defaultCores}...); a setting Spark refuses throws Spark's exception.
     */
    public static List<Object> settings(Map<String, String> conf, List<String> fields) throws Exception {
        SparkLogging.init();
        ReversingShuffle shuffle = ReversingShuffle.install();
        try {
            SparkMaster master = new SparkMaster(conf, true, shuffle);
            return fields.stream().map(master::setting).toList();
        } finally {
            shuffle.close();
        }
    }
}
