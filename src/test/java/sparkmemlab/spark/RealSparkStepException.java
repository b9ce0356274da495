package sparkmemlab.spark;

import java.util.List;
import sparkmemlab.model.Operation;
import sparkmemlab.model.StepResult;

/**
 * A step real Spark could not take: Spark threw (its exception is the cause and its message is
 * quoted), or the step would block a thread forever (an op of a task parked in
 * {@code acquireExecution}, {@code removeBlock} of a read-locked block). The run stops there; the
 * trace of the steps before it is kept.
 */
public final class RealSparkStepException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final int step;
    private final transient Operation operation;
    private final transient List<StepResult> completed;

    RealSparkStepException(int step, Operation operation, String message, Throwable cause, List<StepResult> completed) {
        super("step " + step + " (" + operation.op() + "): " + message, cause);
        this.step = step;
        this.operation = operation;
        this.completed = List.copyOf(completed);
    }

    /** The step that failed, counting from 1. */
    public int step() {
        return step;
    }

    public Operation operation() {
        return operation;
    }

    /** The trace of the steps before the failed one. */
    public List<StepResult> completed() {
        return completed;
    }

    /** Spark's own message when Spark threw; otherwise the harness's reason. */
    public String sparkMessage() {
        return getCause() != null ? getCause().getMessage() : getMessage();
    }
}
