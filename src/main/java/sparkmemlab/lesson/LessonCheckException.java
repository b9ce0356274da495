package sparkmemlab.lesson;

import sparkmemlab.i18n.Messages;

/** A lesson that does not teach what the model does: names the lesson, the step and the reason. */
public final class LessonCheckException extends Exception {
    private static final long serialVersionUID = 1L;
    private final String file;
    private final int step;
    private final String reason;

    /**
     * @param step the step (from 1), or 0 for the lesson as a whole
     * @param op the step's op, or empty for the lesson as a whole
     */
    public LessonCheckException(String file, int step, String op, String reason) {
        super(step == 0 ? Messages.get("lesson.check.failedLesson", file, reason)
                : Messages.get("lesson.check.failed", file, step, op, reason));
        this.file = file;
        this.step = step;
        this.reason = reason;
    }

    public String file() {
        return file;
    }

    public int step() {
        return step;
    }

    public String reason() {
        return reason;
    }
}
