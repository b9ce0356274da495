package sparkmemlab.container;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import sparkmemlab.cluster.spark42.RealMaster42;

/**
 * The container Spark 4.2.0 asks YARN for, in our model and in 4.2.0's own {@code ResourceProfile}:
 * {@code spark.executor.minMemoryOverhead} (SPARK-47208) replaces 3.5.3's fixed 384 MiB minimum, is
 * ignored beside an explicit overhead, and is refused in 4.x's words.
 */
@Tag("spark")
class RealResourceProfile420Test {

    @Test
    void theMinimumOverheadIsSparks() throws Exception {
        List<Map<String, String>> confs = List.of(
                RealResourceProfileTest.conf("yarn"),
                RealResourceProfileTest.conf("yarn", OverheadMinimum.KEY, "1g"),
                RealResourceProfileTest.conf("yarn", OverheadMinimum.KEY, "100"),
                RealResourceProfileTest.conf("yarn", OverheadMinimum.KEY, "0"),
                RealResourceProfileTest.conf("yarn", OverheadMinimum.KEY, "-5"),
                RealResourceProfileTest.conf("yarn", OverheadMinimum.KEY, " 512m "),
                RealResourceProfileTest.conf("yarn", OverheadMinimum.KEY, "2048k"),
                RealResourceProfileTest.conf("yarn", "spark.executor.memory", "16g", OverheadMinimum.KEY, "1g"),
                RealResourceProfileTest.conf("yarn", "spark.executor.memory", "16g", OverheadMinimum.KEY, "2g"),
                RealResourceProfileTest.conf("yarn", "spark.executor.memoryOverhead", "100", OverheadMinimum.KEY, "2g"),
                RealResourceProfileTest.conf("yarn", "spark.executor.memoryOverheadFactor", "0.5", OverheadMinimum.KEY, "600m"),
                RealResourceProfileTest.conf("yarn", OverheadMinimum.KEY, "abc"),
                RealResourceProfileTest.conf("yarn", OverheadMinimum.KEY, "1.5g"),
                RealResourceProfileTest.conf("yarn", OverheadMinimum.KEY, ""));
        int refused = 0;
        for (Map<String, String> c : confs) {
            String ours;
            try {
                ExecutorResources r = ContainerConfig.from(c, OverheadMinimum.SPARK_47208).resources();
                ours = List.of(r.executorMemoryMiB(), r.memoryOverheadMiB(), r.memoryOffHeapMiB(), r.pysparkMemoryMiB(), r.totalMemMiB())
                        .toString();
            } catch (ContainerConfigException e) {
                ours = "refused: " + e.reason();
                refused++;
            }
            assertEquals(spark(c), ours, c.toString());
        }
        assertTrue(refused >= 3, refused + " refused");
    }

    @Test
    void spark353HasNoSuchKey() {
        assertEquals(384 + 1024, ContainerConfig.from(RealResourceProfileTest.conf("yarn")).resources().totalMemMiB());
        assertThrows(ContainerConfigException.class,
                () -> ContainerConfig.from(RealResourceProfileTest.conf("yarn", OverheadMinimum.KEY, "1g")));
    }

    private static String spark(Map<String, String> c) throws Exception {
        try {
            return RealMaster42.call("sparkmemlab.container.spark42.Spark42ResourceProfile", "yarnRequest", new Class<?>[] {Map.class}, c)
                    .toString();
        } catch (IllegalArgumentException refusal) {
            return "refused: " + refusal.getMessage();
        }
    }
}
