package sparkmemlab.model.storage;

/**
 * The {@code scala.collection.mutable.Queue} that a {@code SizeTracker} keeps its samples in, as
 * {@code SizeEstimator} walks it: the Scala library's, which differs between the Spark versions.
 */
public enum SamplesQueue {
    /**
     * Scala 2.13 (Spark 3.5.3): an {@code ArrayDeque} ({@code start}, {@code end}, {@code array}); its
     * array has 32 slots ({@code ArrayDeque.alloc(16)}, the next power of two above its default size),
     * and holds the samples.
     */
    SCALA_2_13 {
        @Override
        long size(SizeEstimator estimator, int samples) {
            return estimator.instanceSize(ARRAY_DEQUE)
                    + estimator.referenceArraySize(ARRAY_DEQUE_LENGTH, i -> i < samples ? estimator.instanceSize(SAMPLE) : 0);
        }
    },
    /**
     * Scala 2.12 (Spark 2.4.8): a {@code MutableList} ({@code first0}, {@code last0}, {@code len}) of
     * {@code LinkedList} nodes ({@code elem}, {@code next}), one per sample and an empty one at the end;
     * a dequeued node is no longer reachable.
     */
    SCALA_2_12 {
        @Override
        long size(SizeEstimator estimator, int samples) {
            return estimator.instanceSize(MUTABLE_LIST) + (samples + 1L) * estimator.instanceSize(LINKED_LIST)
                    + samples * estimator.instanceSize(SAMPLE);
        }
    };

    /** Scala 2.13's {@code ArrayDeque}: {@code start}, {@code end}; {@code array}. {@code Queue} adds none. */
    static final ClassShape ARRAY_DEQUE = ClassShape.of(0, 2, 0, 0, 1).subclass(0, 0, 0, 0, 0);
    static final int ARRAY_DEQUE_LENGTH = 32;
    /** Scala 2.12's {@code MutableList}: {@code len}; {@code first0}, {@code last0}. {@code Queue} adds none. */
    static final ClassShape MUTABLE_LIST = ClassShape.of(0, 1, 0, 0, 2).subclass(0, 0, 0, 0, 0);
    /** Scala 2.12's {@code LinkedList}: {@code elem}, {@code next}. */
    static final ClassShape LINKED_LIST = ClassShape.of(0, 0, 0, 0, 2);
    /** Spark's {@code SizeTracker.Sample}: two longs. */
    static final ClassShape SAMPLE = ClassShape.of(2, 0, 0, 0, 0);

    /** The queue holding {@code samples} samples, walked. */
    abstract long size(SizeEstimator estimator, int samples);
}
