package sparkmemlab.spark24;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.reflect.Method;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import sparkmemlab.model.storage.JvmLayout;
import sparkmemlab.model.storage.SamplesQueue;
import sparkmemlab.model.storage.SizeEstimator;
import sparkmemlab.model.storage.SizeTrackingVector;

/**
 * The model's size estimates for the legacy manager's unrolling against Spark 2.4.8's own
 * {@code SizeTrackingVector} and {@code SizeEstimator}, to the byte: the vector keeps its samples in
 * Scala 2.12's {@code Queue} (a linked list), so its estimates differ from 3.5.3's.
 */
@Tag("spark")
class RealSpark24SizesTest {

    private static final SizeEstimator ESTIMATOR = new SizeEstimator(JvmLayout.COMPRESSED_OOPS);

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 8, 100, 1000, 10000})
    void everyEstimateWhileValuesArriveIsSpark248s(int valueBytes) throws Exception {
        int values = 1500;
        long[] spark = (long[]) bridge("vectorEstimates", new Class<?>[] {int.class, int.class}, valueBytes, values);
        SizeTrackingVector model = new SizeTrackingVector(ESTIMATOR, SamplesQueue.SCALA_2_12, valueBytes);
        long[] ours = new long[values + 1];
        ours[0] = model.estimateSize();
        for (int i = 1; i <= values; i++) {
            model.add();
            ours[i] = model.estimateSize();
        }
        assertArrayEquals(spark, ours);
        assertEquals((long) bridge("arraySize", new Class<?>[] {int.class, int.class}, values, valueBytes), model.preciseSize());
    }

    private static Object bridge(String method, Class<?>[] types, Object... args) throws Exception {
        Class<?> sizes = Spark24ClassLoader.get().loadClass(Spark24ClassLoader.BRIDGE_PACKAGE + "Spark24Sizes");
        Method m = sizes.getMethod(method, types);
        Thread t = Thread.currentThread();
        ClassLoader before = t.getContextClassLoader();
        t.setContextClassLoader(sizes.getClassLoader());
        try {
            return m.invoke(null, args);
        } finally {
            t.setContextClassLoader(before);
        }
    }
}
