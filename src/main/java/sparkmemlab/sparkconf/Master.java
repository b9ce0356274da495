package sparkmemlab.sparkconf;

import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Where the application runs, from its master URL as spark-submit sorts it ({@code SparkSubmit}'s cluster
 * managers) and, for local masters, how many task threads {@code SparkContext} gives the one executor.
 *
 * @param url the master URL as given, or empty when none was
 * @param manager the cluster manager
 * @param localThreads for local[N] (and local, local[N,F]): N; empty for local[*], which takes the
 *        machine's cores, and for other masters
 */
public record Master(String url, Manager manager, OptionalInt localThreads) {

    /** spark-submit's cluster managers; UNKNOWN when no master was given (the sandbox then takes the executor as a cluster's). */
    public enum Manager { LOCAL, STANDALONE, YARN, MESOS, KUBERNETES, UNKNOWN }

    private static final Pattern LOCAL_N = Pattern.compile("local\\[([0-9]+|\\*)\\]");
    private static final Pattern LOCAL_N_FAILURES = Pattern.compile("local\\[([0-9]+|\\*)\\s*,\\s*([0-9]+)\\]");
    private static final Pattern LOCAL_CLUSTER = Pattern.compile("local-cluster\\[\\s*([0-9]+)\\s*,\\s*([0-9]+)\\s*,\\s*([0-9]+)\\s*]");

    static Master none() {
        return new Master("", Manager.UNKNOWN, OptionalInt.empty());
    }

    /**
     * The master {@code url} as {@code version}'s spark-submit takes it (Spark 4's has no Mesos).
     *
     * @throws IllegalArgumentException with Spark's words for a master spark-submit or SparkContext refuses
     */
    static Master of(String url, sparkmemlab.model.SparkVersion version) {
        boolean mesos = version == sparkmemlab.model.SparkVersion.SPARK_3_5_3;
        Manager manager;
        if (url.equals("yarn")) {
            manager = Manager.YARN;
        } else if (url.startsWith("spark")) {
            manager = Manager.STANDALONE;
        } else if (mesos && url.startsWith("mesos")) {
            manager = Manager.MESOS;
        } else if (url.startsWith("k8s")) {
            manager = Manager.KUBERNETES;
        } else if (url.startsWith("local")) {
            return local(url);
        } else {
            throw new IllegalArgumentException(mesos ? SparkWords.MASTER_KINDS : SparkWords.MASTER_KINDS_4);
        }
        return new Master(url, manager, OptionalInt.empty());
    }

    /** {@code SparkContext.createTaskScheduler}'s local masters. */
    private static Master local(String url) {
        if (url.equals("local")) {
            return new Master(url, Manager.LOCAL, OptionalInt.of(1));
        }
        Matcher n = LOCAL_N.matcher(url);
        Matcher failures = LOCAL_N_FAILURES.matcher(url);
        String threads = n.matches() ? n.group(1) : failures.matches() ? failures.group(1) : null;
        if (threads != null) {
            if (threads.equals("*")) {
                return new Master(url, Manager.LOCAL, OptionalInt.empty());
            }
            int count = Integer.parseInt(threads); // NumberFormatException: Java's words, as Spark's threads.toInt
            if (count <= 0) {
                throw new IllegalArgumentException("Asked to run locally with " + count + " threads");
            }
            return new Master(url, Manager.LOCAL, OptionalInt.of(count));
        }
        if (LOCAL_CLUSTER.matcher(url).matches()) {
            // Workers in their own JVMs, each executor sized by spark.executor.memory as on a cluster.
            return new Master(url, Manager.LOCAL, OptionalInt.empty());
        }
        throw new IllegalArgumentException(SparkWords.unparsableMaster(url));
    }

    /** Whether the one executor is the driver itself (local, local[N], local[*]; not local-cluster). */
    public boolean executorIsDriver() {
        return manager == Manager.LOCAL && !url.startsWith("local-cluster");
    }
}
