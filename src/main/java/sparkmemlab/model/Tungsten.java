package sparkmemlab.model;


/**
 * A Tungsten consumer (Spark's {@code UnsafeExternalSorter}, ...) as the task layer sees it: what it
 * holds, how it answers a request to spill, and how a parked insert goes on.
 */
public interface Tungsten {
    /** Whether Spark's object exists: its constructor's first array may still be waited for, or have failed. */
    boolean constructed();

    /** Spark's {@code getUsed}: pages and pointer arrays. */
    long used();

    /**
     * {@code spill(size, trigger)} called by the task memory manager.
     *
     * @param byItself whether the trigger is this consumer (its own request fell short)
     * @return the bytes Spark's spill returns
     */
    long spill(boolean byItself, TaskMemory memory);

    /** A parked ask got {@code acquired} when woken: the op goes on; {@link OpResult#WAITING} if it parks again. */
    OpResult resume(long acquired, TaskMemory memory);

    /**
     * Its task's completion listener ({@code cleanupResources}): frees its pages and array and deletes
     * its spill files, before the task memory manager's own clean-up (which then finds nothing of it).
     */
    void cleanupResources(TaskMemory memory);

    TungstenState state();

    Tungsten copy();

    /** Checks its own accounting (pages, array, records), throwing if it is broken. */
    void assertInvariants();
}
