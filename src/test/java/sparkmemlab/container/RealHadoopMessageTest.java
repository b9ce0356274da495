package sparkmemlab.container;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.hadoop.util.StringUtils;
import org.apache.hadoop.yarn.api.records.ContainerExitStatus;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * YARN's kill against Hadoop 3.3.4 (the version Spark 3.5.3 builds with): the exit status, and the
 * numbers as the NodeManager writes them ({@code TraditionalBinaryPrefix.long2String}), read back
 * through Spark's own pattern as YarnAllocator reads them.
 */
@Tag("spark")
class RealHadoopMessageTest {

    @Test
    void theExitStatusIsHadoops() {
        assertEquals(ContainerExitStatus.KILLED_EXCEEDED_PMEM, ContainerKill.KILLED_EXCEEDED_PMEM);
    }

    @Test
    void numbersReadAsTheNodeManagerWritesThem() {
        Random r = new Random(20_261_203L);
        for (int i = 0; i < 20_000; i++) {
            long n = i < 2000 ? i * 1023L : r.nextLong() >>> r.nextInt(64);
            assertEquals(StringUtils.TraditionalBinaryPrefix.long2String(n, "", 1), HadoopUnits.long2String(n), "n = " + n);
        }
    }

    @Test
    void theMessageIsWhatSparkMakesOfTheNodeManagersDiagnostics() {
        Pattern spark = Pattern.compile("[0-9.]+ [KMG]B of [0-9.]+ [KMG]B physical memory used");
        Random r = new Random(20_261_204L);
        for (int i = 0; i < 2000; i++) {
            long limit = (384L + r.nextInt(1 << 16)) << 20;
            long used = limit + 1 + (r.nextLong() >>> (20 + r.nextInt(40)));
            // ContainersMonitorImpl.formatErrorMessage with formatUsageString (the virtual part is ours to invent).
            String diagnostics = "Container [pid=4242,containerID=container_1_0001_01_000002] is running " + (used - limit)
                    + "B beyond the 'PHYSICAL' memory limit. Current usage: "
                    + StringUtils.format("%sB of %sB physical memory used; %sB of %sB virtual memory used",
                            StringUtils.TraditionalBinaryPrefix.long2String(used, "", 1),
                            StringUtils.TraditionalBinaryPrefix.long2String(limit, "", 1),
                            StringUtils.TraditionalBinaryPrefix.long2String(used * 2, "", 1),
                            StringUtils.TraditionalBinaryPrefix.long2String(limit * 21 / 10, "", 1))
                    + ". Killing container.";
            Matcher m = spark.matcher(diagnostics);
            String diag = m.find() ? m.group() + "." : "";
            String expected = "Container killed by YARN for exceeding physical memory limits. " + diag
                    + " Consider boosting spark.executor.memoryOverhead.";
            assertEquals(expected, ContainerKill.of(ClusterManager.YARN, "1", used, limit).message(), used + " of " + limit);
        }
    }

    @Test
    void theGrantIsWhatHadoopsSchedulerNormalizesTheAskTo() {
        // CapacityScheduler.getNormalizedResource: DefaultResourceCalculator.normalize with the minimum as the step.
        assertEquals(org.apache.hadoop.yarn.conf.YarnConfiguration.DEFAULT_RM_SCHEDULER_MINIMUM_ALLOCATION_MB,
                YarnScheduler.DEFAULT_MINIMUM_ALLOCATION_MB);
        org.apache.hadoop.yarn.util.resource.ResourceCalculator calculator =
                new org.apache.hadoop.yarn.util.resource.DefaultResourceCalculator();
        org.apache.hadoop.yarn.api.records.Resource max = org.apache.hadoop.yarn.util.resource.Resources.createResource(1L << 40);
        Random r = new Random(20_261_205L);
        for (int i = 0; i < 5_000; i++) {
            long ask = i < 3000 ? i + 1 : 1 + r.nextInt(1 << 20);
            long min = i % 3 == 0 ? 1024 : 1 + r.nextInt(4096);
            org.apache.hadoop.yarn.api.records.Resource minimum = org.apache.hadoop.yarn.util.resource.Resources.createResource(min);
            long hadoop = calculator.normalize(org.apache.hadoop.yarn.util.resource.Resources.createResource(ask), minimum, max, minimum)
                    .getMemorySize();
            assertEquals(hadoop, YarnScheduler.grantMiB(ask, min), "ask " + ask + ", minimum " + min);
        }
    }
}
