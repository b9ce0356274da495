package sparkmemlab.model.storage;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import scala.collection.mutable.Queue;
import scala.reflect.ClassTag$;

/**
 * The port against Spark 3.5.3's own {@code SizeEstimator}, {@code SizeTracker} and
 * {@code SizeTrackingVector}, to the byte: the same values appended to a real vector and to the
 * model's, the estimate compared after every one (sampled steps, extrapolated steps, the resets at
 * each doubling, the sampling of arrays over 400 slots), and the size Spark gives the unrolled array.
 */
class RealSizeEstimatorTest {

    private static final SizeEstimator COMPRESSED = new SizeEstimator(JvmLayout.COMPRESSED_OOPS);

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 7, 8, 100, 1000, 4093, 65536})
    void everyEstimateWhileValuesArriveIsSparks(int valueBytes) {
        org.apache.spark.util.collection.SizeTrackingVector<byte[]> real =
                new org.apache.spark.util.collection.SizeTrackingVector<>(ClassTag$.MODULE$.apply(byte[].class));
        SizeTrackingVector model = new SizeTrackingVector(COMPRESSED, valueBytes);
        assertEquals(org.apache.spark.util.SizeEstimator.estimate(real), model.sizeNow(), "the empty vector walked");
        int values = valueBytes >= 4093 ? 1100 : 2600;
        for (int i = 1; i <= values; i++) {
            real.$plus$eq(new byte[valueBytes]);
            model.add();
            assertEquals(real.estimateSize(), model.estimateSize(), "estimate after value " + i);
            if (i % 97 == 0 || i == 65 || i == 401) {
                assertEquals(org.apache.spark.util.SizeEstimator.estimate(real), model.sizeNow(), "vector walked after value " + i);
            }
            if (i % 50 == 0 || i == 399 || i == 401) {
                assertEquals(org.apache.spark.util.SizeEstimator.estimate(real.toArray()), model.preciseSize(),
                        "the array of " + i + " values");
            }
        }
        assertEquals(real.capacity(), model.capacity());
    }

    @Test
    void shapesAreTheRealClassesFields() {
        assertShape(SizeTrackingVector.PRIMITIVE_VECTOR, org.apache.spark.util.collection.PrimitiveVector.class);
        assertShape(SizeTrackingVector.SIZE_TRACKING_VECTOR, org.apache.spark.util.collection.SizeTrackingVector.class);
        assertShape(SizeTrackingVector.QUEUE, Queue.class);
        assertShape(SizeTrackingVector.SAMPLE, org.apache.spark.util.collection.SizeTracker.Sample.class);
        assertEquals(org.apache.spark.util.SizeEstimator.estimate(new org.apache.spark.util.collection.SizeTracker.Sample(1, 2)),
                COMPRESSED.instanceSize(SizeTrackingVector.SAMPLE));
        assertEquals(org.apache.spark.util.SizeEstimator.estimate(new Queue<Object>(16)),
                COMPRESSED.instanceSize(SizeTrackingVector.QUEUE)
                        + COMPRESSED.referenceArraySize(SizeTrackingVector.QUEUE_ARRAY_LENGTH, i -> 0));
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 3, 400, 401, 450, 999, 1000, 1001, 5000})
    void arraysOfValuesAreSparksWithAndWithoutCompressedOops(int length) throws Exception {
        byte[][] values = new byte[length][];
        for (int i = 0; i < length; i++) {
            values[i] = new byte[i % 3 == 0 ? 24 : 200];
        }
        SizeEstimator.ElementSizes sizes = i -> COMPRESSED.primitiveArraySize(values[i].length, 1);
        assertEquals(org.apache.spark.util.SizeEstimator.estimate(values), COMPRESSED.referenceArraySize(length, sizes));
        withCompressedOops(false, () -> {
            SizeEstimator wide = new SizeEstimator(new JvmLayout(true, false));
            assertEquals(org.apache.spark.util.SizeEstimator.estimate(values),
                    wide.referenceArraySize(length, i -> wide.primitiveArraySize(values[i].length, 1)));
            org.apache.spark.util.collection.SizeTrackingVector<byte[]> real =
                    new org.apache.spark.util.collection.SizeTrackingVector<>(ClassTag$.MODULE$.apply(byte[].class));
            SizeTrackingVector model = new SizeTrackingVector(wide, 40);
            for (int i = 1; i <= 300; i++) {
                real.$plus$eq(new byte[40]);
                model.add();
                assertEquals(real.estimateSize(), model.estimateSize(), "uncompressed, after value " + i);
            }
        });
    }

    /** Field counts by size, references apart, of the fields a class declares itself (Spark's getClassInfo). */
    private static void assertShape(ClassShape shape, Class<?> cls) {
        int[] counts = new int[5]; // 8, 4, 2, 1 bytes, references
        for (Field f : cls.getDeclaredFields()) {
            if (Modifier.isStatic(f.getModifiers())) {
                continue;
            }
            Class<?> t = f.getType();
            if (!t.isPrimitive()) {
                counts[4]++;
            } else if (t == long.class || t == double.class) {
                counts[0]++;
            } else if (t == int.class || t == float.class) {
                counts[1]++;
            } else if (t == short.class || t == char.class) {
                counts[2]++;
            } else {
                counts[3]++;
            }
        }
        assertEquals(shape.eightByte() + "," + shape.fourByte() + "," + shape.twoByte() + "," + shape.oneByte() + ","
                + shape.references(), counts[0] + "," + counts[1] + "," + counts[2] + "," + counts[3] + "," + counts[4],
                cls.getName());
        Class<?> parent = cls.getSuperclass();
        if (shape.superclass() == null) {
            for (Class<?> c = parent; c != Object.class; c = c.getSuperclass()) {
                for (Field f : c.getDeclaredFields()) {
                    assertEquals(true, Modifier.isStatic(f.getModifiers()), c.getName() + " has instance field " + f);
                }
            }
        } else {
            assertShape(shape.superclass(), parent);
        }
    }

    /** Runs with Spark's estimator re-initialised under the test property, as Spark's own SizeEstimatorSuite does. */
    private static void withCompressedOops(boolean compressed, ThrowingRunnable body) throws Exception {
        String key = "spark.test.useCompressedOops";
        String before = System.getProperty(key);
        Method initialize = org.apache.spark.util.SizeEstimator$.class.getDeclaredMethod("initialize");
        initialize.setAccessible(true);
        System.setProperty(key, Boolean.toString(compressed));
        try {
            initialize.invoke(org.apache.spark.util.SizeEstimator$.MODULE$);
            body.run();
        } finally {
            if (before == null) {
                System.clearProperty(key);
            } else {
                System.setProperty(key, before);
            }
            initialize.invoke(org.apache.spark.util.SizeEstimator$.MODULE$);
        }
    }

    private interface ThrowingRunnable {
        void run() throws Exception;
    }
}
