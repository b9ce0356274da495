package sparkmemlab.container;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import org.apache.spark.SparkConf;
import org.apache.spark.internal.config.ConfigHelpers$;
import org.apache.spark.internal.config.package$;
import org.apache.spark.resource.ResourceProfile$;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import sparkmemlab.spark.SparkLogging;

/**
 * The container Spark asks for, in our model and in Spark 3.5.3's own ResourceProfile: for fixed and
 * seeded random settings (YARN and Kubernetes, explicit overheads, factors, off-heap, PySpark memory),
 * every field of {@code getResourcesForClusterManager}'s answer must be equal, and a setting one
 * refuses the other must refuse too. The cluster manager's factor is picked as YarnAllocator and
 * BasicExecutorFeatureStep pick it (their jars are not on the test class path; see container-format.md).
 */
@Tag("spark")
class RealResourceProfileTest {
    static final long FIRST_SEED = 20_261_202L;

    @Test
    void fixedSettingsMatchSpark() {
        List<Map<String, String>> fixed = List.of(
                conf("yarn"),
                conf("k8s://https://k8s:6443", "spark.executor.memory", "512m"),
                conf("yarn", "spark.executor.memory", "4g", "spark.executor.memoryOverhead", "1g"),
                conf("yarn", "spark.executor.memory", "4g", "spark.executor.memoryOverhead", "100"),
                conf("yarn", "spark.executor.memory", "8g", "spark.executor.memoryOverheadFactor", "0.25"),
                conf("k8s://https://k8s:6443", "spark.executor.memory", "8g", "spark.kubernetes.memoryOverheadFactor", "0.2"),
                conf("k8s://https://k8s:6443", "spark.executor.memory", "8g", "spark.kubernetes.resource.type", "python",
                        "spark.executor.pyspark.memory", "2g"),
                conf("k8s://https://k8s:6443", "spark.executor.memory", "8g", "spark.kubernetes.resource.type", "r",
                        "spark.executor.memoryOverheadFactor", "0.15"),
                conf("yarn", "spark.memory.offHeap.enabled", "true", "spark.memory.offHeap.size", "2g"),
                conf("yarn", "spark.memory.offHeap.enabled", "false", "spark.memory.offHeap.size", "2g"),
                conf("yarn", "spark.memory.offHeap.enabled", "true", "spark.memory.offHeap.size", "100k"),
                conf("yarn", "spark.yarn.isPython", "true", "spark.executor.pyspark.memory", "1536m"),
                conf("yarn", "spark.yarn.isPython", "false", "spark.executor.pyspark.memory", "1g"),
                conf("yarn", "spark.executor.memory", "1500k"),
                conf("yarn", "spark.executor.memory", "1.5g"),
                conf("yarn", "spark.executor.memoryOverheadFactor", "0"),
                conf("yarn", "spark.executor.memoryOverheadFactor", "x"));
        for (Map<String, String> c : fixed) {
            difference(c).ifPresent(d -> fail(c + ": " + d));
        }
        ExecutorResources pod = ContainerConfig.from(fixed.get(1)).resources();
        assertEquals("896Mi", pod.kubernetesQuantity(), "a 512m pod asks for 512 + 384 MiB");
        assertEquals(939524096L, pod.limitBytes());
    }

    @Test
    void randomSettingsMatchSpark() {
        int count = Integer.parseInt(System.getProperty("sparkmemlab.random.profiles", "2000"));
        int refused = 0;
        for (int i = 0; i < count; i++) {
            Map<String, String> c = random(new Random(FIRST_SEED + i));
            Optional<String> d = difference(c);
            if (d.isPresent()) {
                fail("seed " + (FIRST_SEED + i) + ", " + c + ": " + d.get());
            }
            refused += sparkRefuses(c) ? 1 : 0;
        }
        System.out.printf("compared %d random container requests with Spark 3.5.3's ResourceProfile (%d refused by both)%n",
                count, refused);
        assertTrue(refused > 0 && refused < count / 4, refused + " refusals");
    }

    @Test
    void byteStringsReadAsSparkReadsThem() {
        Random r = new Random(FIRST_SEED);
        String[] suffixes = {"", "b", "k", "kb", "m", "mb", "g", "gb", "t", "tb", "p", "pb", "K", "Mb", "x", "mib"};
        int compared = 0;
        for (int i = 0; i < 3000; i++) {
            String text = (r.nextInt(10) == 0 ? "-" : "") + (r.nextInt(10) == 0 ? " " : "")
                    + (r.nextInt(12) == 0 ? r.nextInt(100) + "." + r.nextInt(10) : Long.toString(r.nextLong() >>> r.nextInt(64)))
                    + suffixes[r.nextInt(suffixes.length)];
            for (ByteUnit unit : new ByteUnit[] {ByteUnit.BYTE, ByteUnit.MiB}) {
                String ours = outcome(() -> SparkByteString.parse(text, unit));
                String spark = outcome(() -> ConfigHelpers$.MODULE$.byteFromString(text,
                        org.apache.spark.network.util.ByteUnit.valueOf(unit.name())));
                assertEquals(spark, ours, "\"" + text + "\" in " + unit);
                compared++;
            }
        }
        System.out.printf("compared %d byte strings with Spark 3.5.3's byteFromString%n", compared);
    }

    private static String outcome(java.util.function.LongSupplier parse) {
        try {
            return Long.toString(parse.getAsLong());
        } catch (RuntimeException e) {
            return e.getClass().getSimpleName() + ": " + e.getMessage();
        }
    }

    static Map<String, String> conf(String master, String... keysAndValues) {
        Map<String, String> c = new LinkedHashMap<>();
        c.put(ContainerConfig.MASTER, master);
        for (int i = 0; i < keysAndValues.length; i += 2) {
            c.put(keysAndValues[i], keysAndValues[i + 1]);
        }
        return c;
    }

    private static Map<String, String> random(Random r) {
        boolean yarn = r.nextBoolean();
        Map<String, String> c = conf(yarn ? "yarn" : "k8s://https://10.0.0.1:6443");
        String[] units = {"m", "g", "", "k", "mb", "G"};
        if (r.nextInt(8) > 0) {
            String unit = units[r.nextInt(units.length)];
            long n = switch (unit) {
                case "g", "G" -> 1 + r.nextInt(64);
                case "k" -> 1024 + r.nextInt(1 << 24);
                default -> 1 + r.nextInt(65536);
            };
            c.put(ContainerConfig.EXECUTOR_MEMORY, n + unit);
        }
        if (r.nextInt(4) == 0) {
            c.put(ContainerConfig.MEMORY_OVERHEAD, r.nextInt(5000) + units[r.nextInt(3)]);
        }
        if (r.nextInt(3) == 0) {
            c.put(ContainerConfig.OVERHEAD_FACTOR, Double.toString(r.nextInt(20) == 0 ? 0 : r.nextInt(100) / 100.0 + 0.01));
        }
        if (!yarn && r.nextInt(3) == 0) {
            c.put(ContainerConfig.K8S_OVERHEAD_FACTOR, Double.toString(r.nextInt(60) / 100.0));
        }
        if (r.nextInt(3) == 0) {
            c.put(ContainerConfig.OFF_HEAP_ENABLED, Boolean.toString(r.nextBoolean()));
            c.put(ContainerConfig.OFF_HEAP_SIZE, r.nextInt(20) == 0 ? r.nextInt(1 << 20) + "" : (1 + r.nextInt(8192)) + "m");
        }
        if (r.nextInt(3) == 0) {
            c.put(ContainerConfig.PYSPARK_MEMORY, (1 + r.nextInt(4096)) + "m");
        }
        if (r.nextBoolean()) {
            if (yarn) {
                c.put(ContainerConfig.YARN_IS_PYTHON, Boolean.toString(r.nextBoolean()));
            } else {
                c.put(ContainerConfig.K8S_RESOURCE_TYPE, List.of("java", "python", "r").get(r.nextInt(3)));
            }
        }
        return c;
    }

    private static boolean sparkRefuses(Map<String, String> c) {
        return sparkResources(c).isEmpty();
    }

    /** The first field that differs, or a refusal only one side makes. */
    static Optional<String> difference(Map<String, String> c) {
        Optional<List<Long>> spark = sparkResources(c);
        List<Long> ours;
        try {
            ExecutorResources r = ContainerConfig.from(c).resources();
            ours = List.of(r.executorMemoryMiB(), r.memoryOverheadMiB(), r.memoryOffHeapMiB(), r.pysparkMemoryMiB(),
                    r.totalMemMiB());
        } catch (ContainerConfigException e) {
            return spark.isPresent() ? Optional.of("we refuse (" + e.getMessage() + "), Spark asks for " + spark.get())
                    : Optional.empty();
        }
        if (spark.isEmpty()) {
            return Optional.of("Spark refuses, we ask for " + ours);
        }
        return ours.equals(spark.get()) ? Optional.empty()
                : Optional.of("[heap, overhead, offHeap, pyspark, total] MiB: ours " + ours + ", Spark " + spark.get());
    }

    /** Spark's answer, or empty when Spark refuses the settings. */
    private static Optional<List<Long>> sparkResources(Map<String, String> c) {
        SparkLogging.init();
        SparkConf conf = new SparkConf(false);
        c.forEach(conf::set);
        boolean yarn = c.get(ContainerConfig.MASTER).equals("yarn");
        try {
            double factor;
            boolean python;
            Object executorFactor = conf.get(package$.MODULE$.EXECUTOR_MEMORY_OVERHEAD_FACTOR());
            if (yarn) {
                factor = (Double) executorFactor; // YarnAllocator
                python = conf.getBoolean("spark.yarn.isPython", false);
            } else {
                String type = conf.get("spark.kubernetes.resource.type", "java");
                if (!conf.contains("spark.kubernetes.memoryOverheadFactor") && !type.equals("java")) {
                    // BasicDriverFeatureStep.getAdditionalPodSystemProperties for a non-JVM main resource
                    conf.set("spark.kubernetes.memoryOverheadFactor", "0.4");
                }
                factor = conf.contains(package$.MODULE$.EXECUTOR_MEMORY_OVERHEAD_FACTOR()) ? (Double) executorFactor
                        : conf.getDouble("spark.kubernetes.memoryOverheadFactor", 0.1);
                python = type.equals("python");
            }
            ResourceProfile$ rp = ResourceProfile$.MODULE$;
            rp.clearDefaultProfile();
            org.apache.spark.resource.ResourceProfile profile = rp.getOrCreateDefaultProfile(conf);
            var r = rp.getResourcesForClusterManager(profile.id(), profile.executorResources(), factor, conf, python,
                    scala.collection.immutable.Map$.MODULE$.empty());
            return Optional.of(new ArrayList<>(List.of(r.executorMemoryMiB(), r.memoryOverheadMiB(), r.memoryOffHeapMiB(),
                    r.pysparkMemoryMiB(), r.totalMemMiB())));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }
}
