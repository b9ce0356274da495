package sparkmemlab.ui.vm.executor;

/**
 * One line of what an import of Spark's configuration did with a setting.
 *
 * @param kind refused, taken or ignored
 * @param setting the key and its value as given ({@code spark.executor.memory = 4g}), or the word ignored
 * @param why who refuses and in whose words (Spark's own, untranslated), who uses a taken key, or why it is ignored
 * @param where the file's line or the command line's option it came from, or empty
 */
public record ConfRow(Kind kind, String setting, String why, String where) {

    public enum Kind { REFUSED, TAKEN, IGNORED }
}
