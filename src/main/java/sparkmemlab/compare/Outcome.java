package sparkmemlab.compare;

import sparkmemlab.model.StepResult;

/** What one manager made of one step. */
public sealed interface Outcome {

    /** The step ran: its result, state and events. */
    record Took(StepResult result) implements Outcome {
    }

    /** Spark could not take the step (or refused the configuration, for the first step): the run stops here. */
    record Refused(String message) implements Outcome {
    }

    /** An earlier refusal stopped this manager's run. */
    record Stopped() implements Outcome {
    }

    Outcome STOPPED = new Stopped();
}
