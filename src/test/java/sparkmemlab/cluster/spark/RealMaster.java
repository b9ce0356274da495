package sparkmemlab.cluster.spark;

import java.util.ArrayList;
import java.util.List;
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
 * <p>Needs the test class path (Spark's jars) and, on Java 17, Surefire's {@code --add-opens}.
 */
public final class RealMaster {

    private RealMaster() {
    }

    /** A step Spark would not take; {@link #completed} holds the trace before it. */
    public static final class StepRefused extends Exception {
        private static final long serialVersionUID = 1L;
        private final int step;
        private final transient List<ClusterStep> completed;

        StepRefused(int step, List<ClusterStep> completed, String message) {
            super("step " + step + ": " + message);
            this.step = step;
            this.completed = List.copyOf(completed);
        }

        /** Counts from 1. */
        public int step() {
            return step;
        }

        public List<ClusterStep> completed() {
            return completed;
        }
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
}
