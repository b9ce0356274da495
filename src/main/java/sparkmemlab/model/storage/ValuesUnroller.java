package sparkmemlab.model.storage;

/**
 * The loop of Spark 3.5.3's {@code MemoryStore.putIterator} for deserialized values
 * ({@code putIteratorAsValues}): reserve {@code spark.storage.unrollMemoryThreshold} first; after every
 * 16th value ({@code memoryCheckPeriod}, counting from the first) ask the vector for its estimate, and
 * if it reached what is reserved, reserve {@code estimate × 1.5 − reserved} more
 * ({@code memoryGrowthFactor}); stop at the first refusal. With every value in, the block's size is
 * {@code SizeEstimator} of the values' array, and a last reservation covers it if it is more than
 * what was reserved. Storing the block (unroll memory becoming storage memory) is the memory store's.
 */
public final class ValuesUnroller {

    /** Spark's default {@code spark.storage.unrollMemoryThreshold}: 1 MiB. */
    public static final long UNROLL_MEMORY_THRESHOLD = 1024 * 1024;
    /** Spark's {@code spark.storage.unrollMemoryCheckPeriod}. */
    static final int MEMORY_CHECK_PERIOD = 16;
    /** Spark's {@code spark.storage.unrollMemoryGrowthFactor}. */
    static final double MEMORY_GROWTH_FACTOR = 1.5;

    /** The memory store's side of the loop. */
    public interface Reservations {
        /** {@code reserveUnrollMemoryForThisTask}: false if refused. */
        boolean reserve(long bytes);

        /** A check found the estimate at or above what is reserved, after {@code values} values. */
        void thresholdReached(int values, long estimate, long reserved);
    }

    private final SizeEstimator estimator;
    private final long initialMemoryThreshold;

    public ValuesUnroller(SizeEstimator estimator, long initialMemoryThreshold) {
        this.estimator = estimator;
        this.initialMemoryThreshold = initialMemoryThreshold;
    }

    /** Unrolls {@code values} {@code byte[]} values of {@code valueBytes} bytes each. */
    public UnrollResult unroll(int values, int valueBytes, Reservations reservations) {
        SizeTrackingVector vector = new SizeTrackingVector(estimator, valueBytes);
        int elementsUnrolled = 0;
        long memoryThreshold = initialMemoryThreshold;
        long unrollMemoryUsedByThisBlock = 0;
        boolean keepUnrolling = reservations.reserve(initialMemoryThreshold);
        if (keepUnrolling) {
            unrollMemoryUsedByThisBlock += initialMemoryThreshold;
        }
        while (vector.size() < values && keepUnrolling) {
            vector.add();
            if (elementsUnrolled % MEMORY_CHECK_PERIOD == 0) {
                long currentSize = vector.estimateSize();
                if (currentSize >= memoryThreshold) {
                    long amountToRequest = (long) (currentSize * MEMORY_GROWTH_FACTOR - memoryThreshold);
                    reservations.thresholdReached(vector.size(), currentSize, memoryThreshold);
                    keepUnrolling = reservations.reserve(amountToRequest);
                    if (keepUnrolling) {
                        unrollMemoryUsedByThisBlock += amountToRequest;
                    }
                    memoryThreshold += amountToRequest;
                }
            }
            elementsUnrolled++;
        }
        if (!keepUnrolling) {
            return UnrollResult.stopped(unrollMemoryUsedByThisBlock, vector.size());
        }
        long size = vector.preciseSize();
        if (size > unrollMemoryUsedByThisBlock) {
            long amountToRequest = size - unrollMemoryUsedByThisBlock;
            if (!reservations.reserve(amountToRequest)) {
                return UnrollResult.stopped(unrollMemoryUsedByThisBlock, vector.size());
            }
            unrollMemoryUsedByThisBlock += amountToRequest;
        }
        return UnrollResult.complete(size, unrollMemoryUsedByThisBlock, vector.size());
    }
}
