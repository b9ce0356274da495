package sparkmemlab.model;

/**
 * Spark's own words for what the model refuses or fails with, as one Spark version prints them
 * ({@link SparkVersion#messages}): Spark 3.5's ({@link Spark35Messages}) or Spark 4's error conditions
 * ({@link Spark4ErrorConditions}). They are never translated.
 */
public interface SparkMessages {

    /** {@code SparkOutOfMemoryError} of {@code MemoryConsumer.throwOom}, with its class name. */
    String outOfMemory(long required, long got);

    /** {@code UnifiedMemoryManager.getMaxMemory}'s refusal of a heap below 1.5 × the reserved memory. */
    String invalidDriverMemory(long systemMemory, long minSystemMemory);

    /** {@code spark.memory.storageFraction}'s {@code checkValue} refusal. */
    String storageFraction(double value);

    /** {@code spark.memory.offHeap.size}'s {@code checkValue} refusal of a negative size. */
    String offHeapNegative(long bytes);

    /** {@code UnifiedMemoryManager.getMaxMemory}'s refusal of {@code spark.executor.memory}, read in bytes, below 1.5 × the reserve. */
    String invalidExecutorMemory(long executorMemory, long minSystemMemory);
}
