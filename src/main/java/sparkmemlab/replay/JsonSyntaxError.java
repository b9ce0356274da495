package sparkmemlab.replay;

/**
 * A line that is not the JSON an event reader expected, as {@link JsonCursor} finds it: where (the byte
 * column and the JSON path of the value) and what was expected there. The event reader turns it into
 * an {@link EventLogException} naming the file and the line.
 */
final class JsonSyntaxError extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final String jsonPath;
    private final int column;
    private final boolean atEndOfLine;
    private final Text expected;

    JsonSyntaxError(String jsonPath, int column, boolean atEndOfLine, Text expected) {
        super(jsonPath + " (column " + column + "): " + expected.key(), null, false, false);
        this.jsonPath = jsonPath;
        this.column = column;
        this.atEndOfLine = atEndOfLine;
        this.expected = expected;
    }

    String jsonPath() {
        return jsonPath;
    }

    int column() {
        return column;
    }

    /** Whether the line ended before the value did: the mark of a line cut off while it was written. */
    boolean atEndOfLine() {
        return atEndOfLine;
    }

    /** What was expected at that place. */
    Text expected() {
        return expected;
    }
}
