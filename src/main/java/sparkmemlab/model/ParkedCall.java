package sparkmemlab.model;

/** A call parked where Spark's thread would wait: what it needs to go on when woken. */
sealed interface ParkedCall {

    /** A parked {@code acquireExecutionMemory}. */
    record ExecutionCall(long task, long bytes, MemoryMode mode) implements ParkedCall {
    }

    /** A parked consumer request, and the consumer op it finishes when it returns. */
    record ConsumerCall(long task, TaskMemoryManager.AcquireCall call, Operation.ConsumerOperation op)
            implements ParkedCall {
    }
}
