package sparkmemlab.model.storage;

import java.util.HashSet;
import java.util.Random;
import java.util.Set;

/**
 * Spark's {@code org.apache.spark.util.SizeEstimator} (3.5.3), for the objects the model caches: what
 * it adds up when it walks an object graph. An object costs its class's shell (header and fields, laid
 * out as HotSpot does, after Shipilev's field-layout simulation that Spark follows) rounded up to 8
 * bytes; an array costs its header and length, then its elements, rounded up to 8; an array of more
 * than 400 references is not walked but sampled, twice 100 distinct slots drawn from
 * {@code new Random(42)}, and extrapolated.
 *
 * <p>The walk itself is the caller's: a model object knows its graph (which shells, which arrays) and
 * sums what this class says each part costs. Spark's walk skips {@code scala.reflect} objects (the
 * {@code ClassTag} of a vector) and classes; a caller leaves them out.
 */
public final class SizeEstimator {

    /** Spark's {@code ALIGN_SIZE}: objects are rounded up to this many bytes. */
    static final int ALIGN_SIZE = 8;
    /** Spark's {@code ARRAY_SIZE_FOR_SAMPLING}: a longer array of references is sampled. */
    static final int ARRAY_SIZE_FOR_SAMPLING = 400;
    /** Spark's {@code ARRAY_SAMPLE_SIZE}: the slots in each of the two samples. */
    static final int ARRAY_SAMPLE_SIZE = 100;
    /** Spark's {@code fieldSizes}, largest first, as the field layout places them. */
    private static final int[] FIELD_SIZES = {8, 4, 2, 1};
    private static final int INT_SIZE = 4;

    /** The sizes of the elements of an array of references: 0 for a null slot. */
    @FunctionalInterface
    public interface ElementSizes {
        long sizeAt(int index);
    }

    private final JvmLayout jvm;

    public SizeEstimator(JvmLayout jvm) {
        this.jvm = jvm;
    }

    public JvmLayout jvm() {
        return jvm;
    }

    /**
     * Spark's {@code getClassInfo(cls).shellSize}: the superclass's shell, then this class's fields,
     * largest first, each size starting at its own alignment (a smaller field may fill a gap the larger
     * left), the whole rounded up to the pointer size (HotSpot aligns field blocks to the oop size).
     */
    public long shellSize(ClassShape shape) {
        long shellSize = shape.superclass() == null ? jvm.objectSize() : shellSize(shape.superclass());
        long alignedSize = shellSize;
        for (int size : FIELD_SIZES) {
            int count = shape.fieldsOfSize(size, jvm);
            if (count > 0) {
                alignedSize = Math.max(alignedSize, alignSizeUp(shellSize, size) + (long) size * count);
                shellSize += (long) size * count;
            }
        }
        return alignSizeUp(alignedSize, jvm.pointerSize());
    }

    /** What one instance of the class adds to an estimate: its shell, aligned. */
    public long instanceSize(ClassShape shape) {
        return alignSize(shellSize(shape));
    }

    /** A {@code byte[]}, {@code long[]} (...) of {@code length} elements of {@code elementSize} bytes. */
    public long primitiveArraySize(int length, int elementSize) {
        return arrayHeader() + alignSize((long) length * elementSize);
    }

    /**
     * An array of {@code length} references and the distinct objects they point to. Up to 400 slots
     * each element counts in full; a longer array counts the larger of two samples of 100 slots plus
     * the smaller times {@code (length - 100) / 100} (integer division, as in Spark), so that the
     * estimate of a long array is a multiple of sampled sizes, not their sum.
     */
    public long referenceArraySize(int length, ElementSizes elements) {
        long size = arrayHeader() + alignSize((long) length * jvm.pointerSize());
        if (length <= ARRAY_SIZE_FOR_SAMPLING) {
            for (int i = 0; i < length; i++) {
                size += elements.sizeAt(i);
            }
            return size;
        }
        Random rand = new Random(42);
        Set<Integer> drawn = new HashSet<>(2 * ARRAY_SAMPLE_SIZE);
        long s1 = sample(length, elements, rand, drawn);
        long s2 = sample(length, elements, rand, drawn);
        return size + Math.max(s1, s2) + Math.min(s1, s2) * ((length - ARRAY_SAMPLE_SIZE) / ARRAY_SAMPLE_SIZE);
    }

    /** Spark's {@code sampleArray}: 100 slots not drawn before, in the order the generator gives them. */
    private static long sample(int length, ElementSizes elements, Random rand, Set<Integer> drawn) {
        long size = 0;
        for (int i = 0; i < ARRAY_SAMPLE_SIZE; i++) {
            int index;
            do {
                index = rand.nextInt(length);
            } while (drawn.contains(index));
            drawn.add(index);
            size += elements.sizeAt(index);
        }
        return size;
    }

    /** An array's object header and its int length, aligned. */
    private long arrayHeader() {
        return alignSize(jvm.objectSize() + INT_SIZE);
    }

    static long alignSize(long size) {
        return alignSizeUp(size, ALIGN_SIZE);
    }

    /** Rounds up to a multiple of a power of two. */
    private static long alignSizeUp(long size, int alignment) {
        return (size + alignment - 1) & ~(long) (alignment - 1);
    }
}
