package sparkmemlab.model;

/** A configuration that Spark 3.5.3 refuses (with Spark's own message where Spark has one). */
public final class SparkConfigException extends ModelException {
    private static final long serialVersionUID = 1L;

    public SparkConfigException(String key, String message) {
        super(key, message);
    }
}
