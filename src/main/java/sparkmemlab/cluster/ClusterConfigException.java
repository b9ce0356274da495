package sparkmemlab.cluster;

/**
 * A setting the cluster cannot start with: either Spark refuses it (it cannot parse the value, or
 * the Master checks it), or it is one Spark takes but the model does not (it would make Spark's
 * scheduler loop forever). Names the setting's key.
 */
public final class ClusterConfigException extends Exception {
    private static final long serialVersionUID = 1L;
    private final String key;
    private final boolean sparkRefuses;

    public ClusterConfigException(String key, String message, boolean sparkRefuses) {
        super(message);
        this.key = key;
        this.sparkRefuses = sparkRefuses;
    }

    /** The Spark key, e.g. {@code spark.executor.cores}. */
    public String key() {
        return key;
    }

    /** Whether real Spark refuses the value too (otherwise only the model does). */
    public boolean sparkRefuses() {
        return sparkRefuses;
    }
}
