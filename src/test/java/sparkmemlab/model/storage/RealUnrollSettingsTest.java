package sparkmemlab.model.storage;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.apache.spark.internal.config.ConfigEntry;
import org.apache.spark.internal.config.package$;
import org.junit.jupiter.api.Test;

/** The unroll loop's constants are Spark 3.5.3's defaults, read from Spark's own config entries. */
class RealUnrollSettingsTest {

    @Test
    void theThresholdTheCheckPeriodAndTheGrowthFactorAreSparks() {
        ConfigEntry<Object> threshold = package$.MODULE$.STORAGE_UNROLL_MEMORY_THRESHOLD();
        assertEquals("spark.storage.unrollMemoryThreshold", threshold.key());
        assertEquals(ValuesUnroller.UNROLL_MEMORY_THRESHOLD, ((Number) threshold.defaultValue().get()).longValue());
        ConfigEntry<Object> period = package$.MODULE$.UNROLL_MEMORY_CHECK_PERIOD();
        assertEquals("spark.storage.unrollMemoryCheckPeriod", period.key());
        assertEquals(ValuesUnroller.MEMORY_CHECK_PERIOD, ((Number) period.defaultValue().get()).longValue());
        ConfigEntry<Object> growth = package$.MODULE$.UNROLL_MEMORY_GROWTH_FACTOR();
        assertEquals("spark.storage.unrollMemoryGrowthFactor", growth.key());
        assertEquals(ValuesUnroller.MEMORY_GROWTH_FACTOR, ((Number) growth.defaultValue().get()).doubleValue());
    }
}
