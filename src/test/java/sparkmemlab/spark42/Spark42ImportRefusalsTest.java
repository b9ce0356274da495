package sparkmemlab.spark42;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import sparkmemlab.model.SparkVersion;
import sparkmemlab.sparkconf.ConfImport;
import sparkmemlab.sparkconf.SparkConfImporter;

/**
 * What Spark 4.2.0's {@code UnifiedMemoryManager.apply} refuses, the import read as 4.2.0 refuses in the same
 * words: its own checks (the executor's memory against the reserve, the entries' checkValue) and the model's.
 * (A fraction above 1 is refused before, by 4.2.0's {@code SparkConf.validateSettings}, which this bridge does not
 * run; its words there are 3.5.3's, unchanged in 4.2.0's source.)
 */
@Tag("spark")
class Spark42ImportRefusalsTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "spark.executor.memory | 400m",
        "spark.memory.storageFraction | 1.0",
        "spark.memory.fraction | 0",
        "spark.memory.offHeap.size | -1",
        "spark.testing.reservedMemory | 1000000000",
    })
    void theImportRefusesIn420sWords(String key, String value) {
        String spark = (String) RealSpark42.inSparkLoader(() -> RealSpark42.call("sparkmemlab.spark42.bridge.Spark42Refusals",
                "refusal", new Class<?>[] {Map.class}, Map.of(key, value)));
        assertNotNull(spark, "Spark 4.2.0 takes " + key + "=" + value);
        // The bridge's executor has a 1 GiB heap (spark.testing.memory), as the import's gets here.
        ConfImport ours = SparkConfImporter.read(new SparkConfImporter.Input("spark-defaults.conf",
                "spark.testing.memory " + (1L << 30) + "\n" + key + " " + value), SparkVersion.SPARK_4_2_0, Locale.ENGLISH);
        assertEquals(1, ours.refused().size(), ours.refused()::toString);
        String message = ours.refused().get(0).message();
        assertTrue(message.endsWith(spark), "Spark 4.2.0: " + spark + "\nours:        " + message);
    }

    /** SparkContext runs 4.2.0's {@code SparkConf.validateSettings} first: the fractions and the executor's java options. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "spark.memory.storageFraction | 1.5",
        "spark.memory.fraction | -0.1",
        "spark.executor.extraJavaOptions | -Xmx2g -XX:+UseG1GC",
        "spark.executor.extraJavaOptions | -Dspark.executor.memory=2g",
    })
    void theImportRefusesAs420sValidateSettings(String key, String value) {
        String spark = (String) RealSpark42.inSparkLoader(() -> RealSpark42.call("sparkmemlab.spark42.bridge.Spark42Refusals",
                "validateSettings", new Class<?>[] {Map.class}, Map.of(key, value)));
        assertNotNull(spark, "Spark 4.2.0 takes " + key + "=" + value);
        ConfImport ours = SparkConfImporter.read(new SparkConfImporter.Input("spark-defaults.conf", key + " " + value),
                SparkVersion.SPARK_4_2_0, Locale.ENGLISH);
        assertEquals(1, ours.refused().size(), ours.refused()::toString);
        assertEquals(spark, ours.refused().get(0).message());
    }
}
