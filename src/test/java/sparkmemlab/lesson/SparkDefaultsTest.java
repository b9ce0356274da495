package sparkmemlab.lesson;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.apache.spark.internal.config.ConfigEntry;
import org.apache.spark.resource.ResourceProfile$;
import org.junit.jupiter.api.Test;
import scala.Option;

/** The Spark defaults that lessons quote are Spark 3.5.3's own: read from its config entries and ResourceProfile. */
class SparkDefaultsTest {

    /** Spark's {@code org.apache.spark.internal.config} package object (Java cannot name a class called {@code package$}). */
    private static ConfigEntry<?> entry(String name) throws ReflectiveOperationException {
        Class<?> config = Class.forName("org.apache.spark.internal.config.package$");
        Object module = config.getField("MODULE$").get(null);
        return (ConfigEntry<?>) config.getMethod(name).invoke(module);
    }

    @Test
    void maxSizeInFlightIsSparks() throws ReflectiveOperationException {
        ConfigEntry<?> e = entry("REDUCER_MAX_SIZE_IN_FLIGHT");
        assertEquals("spark.reducer.maxSizeInFlight", e.key());
        assertEquals(SparkDefaults.REDUCER_MAX_SIZE_IN_FLIGHT_MIB, ((Number) e.defaultValue().get()).longValue());
    }

    @Test
    void aCollectionsFirstThresholdIsSparks() throws ReflectiveOperationException {
        ConfigEntry<?> e = entry("SHUFFLE_SPILL_INITIAL_MEM_THRESHOLD");
        assertEquals("spark.shuffle.spill.initialMemoryThreshold", e.key());
        assertEquals(SparkDefaults.SPILL_INITIAL_MEMORY_THRESHOLD, ((Number) e.defaultValue().get()).longValue());
    }

    @Test
    void memoryOverheadIsWhatResourceProfileComputes() throws ReflectiveOperationException {
        ConfigEntry<?> factor = entry("EXECUTOR_MEMORY_OVERHEAD_FACTOR");
        assertEquals("spark.executor.memoryOverheadFactor", factor.key());
        assertEquals(SparkDefaults.MEMORY_OVERHEAD_FACTOR, ((Number) factor.defaultValue().get()).doubleValue());
        assertEquals(SparkDefaults.MEMORY_OVERHEAD_MIN_MIB, ResourceProfile$.MODULE$.MEMORY_OVERHEAD_MIN_MIB());
        for (long executorMiB : new long[] {512, 1024, 3839, 3840, 3849, 4096, 8192, 10_000, 65_536}) {
            assertEquals(ResourceProfile$.MODULE$.calculateOverHeadMemory(Option.empty(), executorMiB,
                    SparkDefaults.MEMORY_OVERHEAD_FACTOR), SparkDefaults.memoryOverheadMiB(executorMiB), executorMiB + " MiB");
        }
    }
}
