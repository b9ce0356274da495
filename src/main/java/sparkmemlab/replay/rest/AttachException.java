package sparkmemlab.replay.rest;

import java.util.Locale;
import sparkmemlab.replay.Text;

/** A Spark REST API that cannot be attached to or polled, and why, naming the URL that failed. */
public final class AttachException extends Exception {
    private static final long serialVersionUID = 1L;

    /** What went wrong, so that a window can say it and decide whether to keep polling. */
    public enum Kind {
        /** Nothing answers at that address (connection refused, unknown host). */
        UNREACHABLE,
        /** It did not answer within the timeout. */
        TIMEOUT,
        /** It answered, but not as Spark's REST API does (a web page, another JSON, a 404 under /api/v1). */
        NOT_SPARK,
        /** Spark's API answered with an error status (500, 503, ...). */
        HTTP_ERROR,
        /** Spark answered, but not with the application asked for, or with none. */
        NO_APPLICATION
    }

    private final Kind kind;
    private final String url;
    private final transient Text problem;

    AttachException(Kind kind, String url, Text problem, Throwable cause) {
        super(null, cause);
        this.kind = kind;
        this.url = url;
        this.problem = problem;
    }

    public Kind kind() {
        return kind;
    }

    public String url() {
        return url;
    }

    public Text problem() {
        return problem;
    }

    public String message(Locale locale) {
        return new Text("attach.message", url, problem).in(locale);
    }

    @Override
    public String getMessage() {
        return message(Locale.getDefault());
    }
}
