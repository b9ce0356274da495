package sparkmemlab.replay;

import java.util.Locale;

/**
 * An event log that is refused, and nothing of it kept: the message names the file, the line (and
 * where in it, as a JSON path and a byte column, when the line's content is at fault) and what was
 * expected there.
 */
public final class EventLogException extends Exception {
    private static final long serialVersionUID = 1L;

    private final String file;
    private final long line;
    private final String jsonPath;
    private final int column;
    private final transient Text problem;

    /** A problem with the file or folder as a whole (no line). */
    EventLogException(String file, Text problem, Throwable cause) {
        this(file, 0, null, 0, problem, cause);
    }

    EventLogException(String file, long line, String jsonPath, int column, Text problem, Throwable cause) {
        super(null, cause);
        this.file = file;
        this.line = line;
        this.jsonPath = jsonPath;
        this.column = column;
        this.problem = problem;
    }

    public String file() {
        return file;
    }

    /** The line (from 1) in {@link #file()}, or 0 when the problem is not on one line. */
    public long line() {
        return line;
    }

    /** Where on the line, as a JSON path ({@code $.Task Info.Task ID}), or null. */
    public String jsonPath() {
        return jsonPath;
    }

    /** What is wrong and what was expected. */
    public Text problem() {
        return problem;
    }

    public String message(Locale locale) {
        Text where;
        if (line == 0) {
            where = new Text("error.inFile", file);
        } else if (jsonPath == null) {
            where = new Text("error.atLine", file, line);
        } else {
            where = new Text("error.atValue", file, line, jsonPath, column);
        }
        return new Text("error.message", where, problem).in(locale);
    }

    @Override
    public String getMessage() {
        return message(Locale.getDefault());
    }
}
