package sparkmemlab.sparkconf;

/**
 * Where a setting came from: a file's line, or a word of a command line ({@code --conf}, a flag).
 *
 * @param source the file or text it was read from, as the user named it
 * @param line the line it starts on, from 1 (a command line's continuation lines count)
 * @param flag the spark-submit option that carried it ({@code --executor-memory}, {@code --conf}), or empty for a file's line
 */
public record Origin(String source, int line, String flag) {

    public static Origin fileLine(String source, int line) {
        return new Origin(source, line, "");
    }

    public static Origin option(String source, int line, String flag) {
        return new Origin(source, line, flag);
    }

    public boolean fromCommandLine() {
        return !flag.isEmpty();
    }
}
