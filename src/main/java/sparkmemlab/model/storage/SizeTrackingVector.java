package sparkmemlab.model.storage;

/**
 * Spark's {@code SizeTrackingVector} of {@code byte[]} values, all of one length: the vector that
 * {@code MemoryStore.putIteratorAsValues} unrolls a partition's values into. It starts with room for 64
 * values and doubles when full; each doubling starts its samples afresh (Spark's {@code resize} calls
 * {@code resetSamples}).
 *
 * <p>What Spark's {@code SizeEstimator} finds when it walks the vector: the vector itself (Spark's
 * {@code PrimitiveVector} fields and the {@code SizeTracker} fields mixed into it), its samples queue
 * (a Scala {@code mutable.Queue}, an {@code ArrayDeque} whose array has 32 slots) with the samples it
 * holds, and the backing array, spare slots included, with the values in it. The {@code ClassTag}
 * it holds is a {@code scala.reflect} object, which Spark does not count.
 */
public final class SizeTrackingVector extends SizeTracker {

    /** Spark's {@code PrimitiveVector}: {@code _numElements}; {@code _array} and the {@code ClassTag}. */
    static final ClassShape PRIMITIVE_VECTOR = ClassShape.of(0, 1, 0, 0, 2);
    /** The {@code SizeTracker} fields: the growth rate, bytes per update, updates, next sample; the queue. */
    static final ClassShape SIZE_TRACKING_VECTOR = PRIMITIVE_VECTOR.subclass(4, 0, 0, 0, 1);
    /** Scala 2.13's {@code ArrayDeque}: {@code start}, {@code end}; {@code array}. {@code Queue} adds none. */
    static final ClassShape QUEUE = ClassShape.of(0, 2, 0, 0, 1).subclass(0, 0, 0, 0, 0);
    /** The queue's array: {@code ArrayDeque.alloc(16)}, the next power of two above its default size of 16. */
    static final int QUEUE_ARRAY_LENGTH = 32;
    /** Spark's {@code SizeTracker.Sample}: two longs. */
    static final ClassShape SAMPLE = ClassShape.of(2, 0, 0, 0, 0);
    /** {@code PrimitiveVector}'s default initial size. */
    static final int INITIAL_CAPACITY = 64;

    private final SizeEstimator estimator;
    private final long valueSize;
    private int capacity = INITIAL_CAPACITY;
    private int numElements;

    /** An empty vector for values of {@code valueBytes} bytes each. */
    public SizeTrackingVector(SizeEstimator estimator, int valueBytes) {
        if (valueBytes < 0) {
            throw new IllegalArgumentException("a value cannot have " + valueBytes + " bytes");
        }
        this.estimator = estimator;
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
        int held = samplesHeld();
        long queue = estimator.instanceSize(QUEUE)
                + estimator.referenceArraySize(QUEUE_ARRAY_LENGTH, i -> i < held ? estimator.instanceSize(SAMPLE) : 0);
        long array = estimator.referenceArraySize(capacity, i -> i < numElements ? valueSize : 0);
        return estimator.instanceSize(SIZE_TRACKING_VECTOR) + queue + array;
    }
}
