package sparkmemlab.spark42.bridge;

import java.util.Map;
import org.apache.spark.SparkConf;
import org.apache.spark.memory.UnifiedMemoryManager$;

/** What Spark 4.2.0's {@code UnifiedMemoryManager.apply} says of a 1 GiB executor's settings. */
public final class Spark42Refusals {

    private Spark42Refusals() {
    }

    /** Spark 4.2.0's message for these settings on a 1 GiB heap, or null if it takes them. */
    public static String refusal(Map<String, String> settings) {
        SparkConf conf = new SparkConf(false).set("spark.testing.memory", Long.toString(1L << 30));
        settings.forEach(conf::set);
        try {
            UnifiedMemoryManager$.MODULE$.apply(conf, 1);
            return null;
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
    }

    /** Spark 4.2.0's {@code SparkConf.validateSettings} (which SparkContext runs first) on these settings: its message, or null. */
    public static String validateSettings(Map<String, String> settings) {
        SparkConf conf = new SparkConf(false);
        settings.forEach(conf::set);
        try {
            conf.validateSettings();
            return null;
        } catch (Exception e) { // a SparkException, for the java options

            return e.getMessage();
        }
    }
}
