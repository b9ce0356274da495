package sparkmemlab.sparkconf;

/**
 * A value that is refused, and who says so.
 *
 * @param key the Spark key or spark-submit option at fault (empty when the whole input is refused)
 * @param value the text as given
 * @param origin where it was given
 * @param speaker whose words {@code message} is
 * @param message Spark's or the JVM's own words (never translated), or the sandbox's in the reader's language
 */
public record Problem(String key, String value, Origin origin, Speaker speaker, String message) {

    /** Who refuses. */
    public enum Speaker {
        /** Spark refuses it: the message is Spark's, word for word. */
        SPARK,
        /** The JVM Spark's launcher starts would not start: the JVM's words. */
        JVM,
        /** The model (our port of Spark's memory manager) refuses the executor it would build, as Spark would. */
        MODEL,
        /** The sandbox cannot take it (a shell expansion it cannot know, an input it cannot read): our words. */
        SANDBOX
    }
}
