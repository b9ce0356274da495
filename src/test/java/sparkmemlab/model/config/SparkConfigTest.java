package sparkmemlab.model.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import org.apache.spark.internal.config.OptionalConfigEntry;
import org.apache.spark.internal.config.package$;
import org.junit.jupiter.api.Test;
import scala.Option;

/** Each key and default of {@link SparkConfig} is the real Spark 3.5.3 entry's, read from Spark's own classes. */
class SparkConfigTest {
    private static final package$ SPARK = package$.MODULE$;

    private static void same(ConfigEntry<?> ours, org.apache.spark.internal.config.ConfigEntry<?> theirs) {
        assertEquals(theirs.key(), ours.key());
        Option<?> value = theirs.defaultValue();
        assertTrue(value.isDefined(), theirs.key() + " has a default in Spark");
        Object v = value.get();
        // Spark keeps some byte sizes as a number of its conf's unit (spark.executor.memory is in MiB).
        assertEquals(v, ours.defaultValue(), theirs.key());
    }

    @Test
    void theDefaultsAreSparks() {
        same(SparkConfig.MEMORY_FRACTION, SPARK.MEMORY_FRACTION());
        same(SparkConfig.MEMORY_STORAGE_FRACTION, SPARK.MEMORY_STORAGE_FRACTION());
        same(SparkConfig.MEMORY_OFFHEAP_ENABLED, SPARK.MEMORY_OFFHEAP_ENABLED());
        same(SparkConfig.MEMORY_OFFHEAP_SIZE, SPARK.MEMORY_OFFHEAP_SIZE());
        same(SparkConfig.EXECUTOR_CORES, SPARK.EXECUTOR_CORES());
    }

    @Test
    void theExecutorsMemoryIsSparksOneGiB() {
        var entry = SPARK.EXECUTOR_MEMORY();
        assertEquals(entry.key(), SparkConfig.EXECUTOR_MEMORY.key());
        assertEquals("1g", entry.defaultValueString());
        assertEquals(1L << 30, SparkConfig.EXECUTOR_MEMORY.defaultValue());
    }

    @Test
    void thePageSizeHasNoDefault() {
        OptionalConfigEntry<?> entry = SPARK.BUFFER_PAGESIZE();
        assertEquals(entry.key(), SparkConfig.BUFFER_PAGESIZE.key());
    }

    @Test
    void theReservedMemoryIsUnifiedMemoryManagers() throws Exception {
        assertEquals(org.apache.spark.internal.config.Tests$.MODULE$.TEST_RESERVED_MEMORY().key(),
                SparkConfig.TEST_RESERVED_MEMORY.key());
        Field reserved = org.apache.spark.memory.UnifiedMemoryManager$.class.getDeclaredField("RESERVED_SYSTEM_MEMORY_BYTES");
        reserved.setAccessible(true);
        assertEquals(((Number) reserved.get(org.apache.spark.memory.UnifiedMemoryManager$.MODULE$)).longValue(),
                SparkConfig.RESERVED_SYSTEM_MEMORY_BYTES);
        assertEquals(SparkConfig.RESERVED_SYSTEM_MEMORY_BYTES, SparkConfig.TEST_RESERVED_MEMORY.defaultValue());
    }
}
