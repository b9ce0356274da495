package sparkmemlab.model.storage;

/**
 * Spark's {@code SizeTrackingVector} of {@code byte[]} values, all of one length: the vector that
 * {@code MemoryStore.putIteratorAsValues} unrolls a partition's values into. It starts with room for 64
 * values and doubles when full; each doubling starts its samples afresh (Spark's {@code resize} calls
 * {@code resetSamples}).
 *
 * <p>What Spark's {@code SizeEstimator} finds when it walks the vector: the vector itself (Spark's
 * {@code PrimitiveVector} fields and the {@code SizeTracker} fields mixed into it), its samples queue
 * ({@link SamplesQueue}: Scala's, which differs between Spark versions) with the samples it holds, and
 * the backing array, spare slots included, with the values in it. The {@code ClassTag}
 * it holds is a {@code scala.reflect} object, which Spark does not count.
 */
public final class SizeTrackingVector extends SizeTracker {

    /** Spark's {@code PrimitiveVector}: {@code _numElements}; {@code _array} and the {@code ClassTag}. */
    static final ClassShape PRIMITIVE_VECTOR = ClassShape.of(0, 1, 0, 0, 2);
    /** The {@code SizeTracker} fields: the growth rate, bytes per update, updates, next sample; the queue. */
    static final ClassShape SIZE_TRACKING_VECTOR = PRIMITIVE_VECTOR.subclass(4, 0, 0, 0, 1);
    /** {@code PrimitiveVector}'s default initial size. */
    static final int INITIAL_CAPACITY = 64;

    private final SizeEstimator estimator;
    private final SamplesQueue queue;
    private final long valueSize;
    private int capacity = INITIAL_CAPACITY;
    private int numElements;

    /** An empty vector for values of {@code valueBytes} bytes each, as Spark 3.5.3 (Scala 2.13) has it. */
    public SizeTrackingVector(SizeEstimator estimator, int valueBytes) {
        this(estimator, SamplesQueue.SCALA_2_13, valueBytes);
    }

    /** An empty vector for values of {@code valueBytes} bytes each, its samples in {@code queue}. */
    public SizeTrackingVector(SizeEstimator estimator, SamplesQueue queue, int valueBytes) {
        if (valueBytes < 0) {
            throw new IllegalArgumentException("a value cannot have " + valueBytes + " bytes");
        }
        this.estimator = estimator;
        this.queue = queue;
        this.valueSize = estimator.primitiveArraySize(valueBytes, 1);
        resetSamples();
    }

    /** Spark's {@code +=}: room made first if the array is full, then the value, then the tracker's update. */
    public void add() {
        if (numElements == capacity) {
            capacity *= 2;
            resetSamples();
        }
        numElements++;
        afterUpdate();
    }

    public int size() {
        return numElements;
    }

    public int capacity() {
        return capacity;
    }

    /**
     * What Spark's {@code DeserializedValuesHolder} takes as the block's size once every value is in:
     * {@code SizeEstimator.estimate(vector.toArray)}, an array of exactly the values.
     */
    public long preciseSize() {
        return estimator.referenceArraySize(numElements, i -> valueSize);
    }

    @Override
    protected long sizeNow() {
        long array = estimator.referenceArraySize(capacity, i -> i < numElements ? valueSize : 0);
        return estimator.instanceSize(SIZE_TRACKING_VECTOR) + queue.size(estimator, samplesHeld()) + array;
    }
}
