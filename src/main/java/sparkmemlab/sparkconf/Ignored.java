package sparkmemlab.sparkconf;

import java.util.Locale;

/**
 * A setting or word the sandbox does not take, and why.
 *
 * @param key the Spark key, spark-submit option or word
 * @param value its value as given (empty for a word)
 * @param origin where it was given
 * @param reason why it is not taken
 * @param detail what the reason names: the setting that wins, the key meant, the master...
 */
public record Ignored(String key, String value, Origin origin, Reason reason, String detail) {

    /** Why: each has its sentence in the reader's language ({@code sparkmemlab/sparkconf/messages}). */
    public enum Reason {
        /** Spark itself drops keys that do not start with "spark." */
        NOT_SPARK,
        /** a Spark key the sandbox does not model (detail: a key it may be a misspelling of, or empty) */
        NOT_MODELLED,
        /** set again later, or by --conf or a flag, which Spark takes instead (detail: where) */
        OVERRIDDEN,
        /** an old name of a key that is also set under its new name, which Spark reads (detail: the new name) */
        OLD_NAME,
        /** spark-submit passes this option on only for other cluster managers (detail: the master) */
        NOT_FOR_THIS_MASTER,
        /** spark-submit passes this option on only in cluster deploy mode */
        NOT_IN_CLIENT_MODE,
        /** with a local master the executor is the driver: the executor's own memory and cores are not used */
        EXECUTOR_IS_DRIVER,
        /** local[*] takes as many threads as the machine has cores */
        ALL_LOCAL_CORES,
        /** the shell would substitute part of the value, which the sandbox cannot know */
        SHELL_EXPANSION,
        /** an environment variable set before the command */
        ENVIRONMENT,
        /** a spark-submit option that has nothing to do with memory */
        NOT_MEMORY,
        /** the application (jar, .py, .R) or its arguments */
        APPLICATION,
        /** a redirection or another command, for the shell */
        SHELL,
        /** --properties-file names a file on the user's machine */
        PROPERTIES_FILE,
        /** a key of a later Spark (detail: the release that added it), which Spark 3.5.3 takes without a word */
        NOT_IN_THIS_VERSION,
        /** a key naming a Spark version, which no Spark reads (detail: the version the import reads as) */
        VERSION_HINT;

        /** The sentence, with {@code detail} filled in. */
        public String text(Locale locale, String detail) {
            String key = "ignored." + name();
            if (this == NOT_MODELLED && !detail.isEmpty()) {
                key = "ignored.NOT_MODELLED.didYouMean";
            }
            return ConfText.get(locale, key, detail);
        }
    }

    public String text(Locale locale) {
        return reason.text(locale, detail);
    }
}
