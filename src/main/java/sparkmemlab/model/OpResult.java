package sparkmemlab.model;

/** What a step returned, as the trace's {@code result} shows it. */
public sealed interface OpResult {

    /** A number of bytes (granted, or freed). */
    record Bytes(long bytes) implements OpResult {
    }

    /** A yes or no (stored, present, locked, removed). */
    record Flag(boolean value) implements OpResult {
    }

    /** The request parked: Spark's thread would be in {@code wait()}. */
    record Waiting() implements OpResult {
    }

    /** The call threw an error that fails the task's work but not the step (Spark's message). */
    record Error(String message) implements OpResult {
    }

    /** The call returns nothing. */
    record None() implements OpResult {
    }

    /** Where a cached block is after the step: {@code memory}, {@code disk} or {@code none}. */
    record Where(String place) implements OpResult {
    }

    OpResult WAITING = new Waiting();
    OpResult NONE = new None();
    OpResult TRUE = new Flag(true);
    OpResult FALSE = new Flag(false);
    OpResult IN_MEMORY = new Where("memory");
    OpResult ON_DISK = new Where("disk");
    OpResult NOWHERE = new Where("none");

    static OpResult flag(boolean value) {
        return value ? TRUE : FALSE;
    }
}
