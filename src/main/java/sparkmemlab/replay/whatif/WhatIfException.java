package sparkmemlab.replay.whatif;

import java.util.Locale;
import sparkmemlab.replay.Text;

/** A reconstruction that cannot be made: no such executor, a change that is not a setting or not a value Spark takes. */
public final class WhatIfException extends Exception {
    private static final long serialVersionUID = 1L;

    private final transient Text problem;

    public WhatIfException(Text problem) {
        super(null, null);
        this.problem = problem;
    }

    public Text problem() {
        return problem;
    }

    public String message(Locale locale) {
        return problem.in(locale);
    }

    @Override
    public String getMessage() {
        return message(Locale.getDefault());
    }
}
