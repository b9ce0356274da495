package sparkmemlab.spark24.bridge;

import org.apache.spark.util.SizeEstimator;
import org.apache.spark.util.collection.SizeTrackingVector;
import scala.reflect.ClassTag$;

/**
 * Spark 2.4.8's own size estimates, for the model's port to be checked against: its
 * {@code SizeTrackingVector} (over Scala 2.12's collections) filled with {@code byte[]} values, and
 * {@code SizeEstimator} of the array of values that unrolling ends with. Called reflectively from the
 * tests' side of the class loader.
 */
public final class Spark24Sizes {

    private Spark24Sizes() {
    }

    /** The vector's {@code estimateSize} when empty and after each of {@code values} values. */
    public static long[] vectorEstimates(int valueBytes, int values) {
        SizeTrackingVector<byte[]> vector = new SizeTrackingVector<>(ClassTag$.MODULE$.apply(byte[].class));
        long[] estimates = new long[values + 1];
        estimates[0] = vector.estimateSize();
        for (int i = 1; i <= values; i++) {
            vector.$plus$eq(new byte[valueBytes]);
            estimates[i] = vector.estimateSize();
        }
        return estimates;
    }

    /** {@code SizeEstimator.estimate} of an array of {@code values} distinct values of {@code valueBytes} bytes. */
    public static long arraySize(int values, int valueBytes) {
        byte[][] array = new byte[values][];
        for (int i = 0; i < values; i++) {
            array[i] = new byte[valueBytes];
        }
        return SizeEstimator.estimate(array);
    }
}
