package sparkmemlab.container;

import java.util.EnumMap;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;
import sparkmemlab.container.i18n.ContainerMessages;
import sparkmemlab.container.netty.NettyDefaults;
import sparkmemlab.container.netty.TransportService;
import sparkmemlab.container.netty.TransportSettings;

/**
 * The settings that size an executor's container and the memory around its heap, read from Spark's
 * keys as Spark reads them: byte strings in each key's own default unit (MiB for the executor's
 * memory, overhead, PySpark memory and fetches in flight; bytes for the off-heap size), Spark's
 * boolean and double parsing and checks, and the transport layer's own lenient parsing
 * ({@code Boolean.parseBoolean}) for the {@code spark.*.io.*} and shared-allocator keys.
 *
 * @param availableProcessors the processors the executor's JVM sees ({@code Runtime.availableProcessors()})
 * @param settings the keys as they were given, sorted: what a scenario writes back
 * @param yarnMinimumAllocationMb the YARN cluster's {@code yarn.scheduler.minimum-allocation-mb} ({@link YarnScheduler});
 *     unused on Kubernetes
 * @param overheadMinimum the Spark version's rule for the least overhead ({@link OverheadMinimum})
 * @param minMemoryOverheadMiB that least overhead: 384, or 4.x's {@code spark.executor.minMemoryOverhead}
 */
public record ContainerConfig(
        ClusterManager clusterManager,
        long executorMemoryMiB,
        OptionalLong memoryOverheadMiB,
        double overheadFactor,
        boolean offHeapEnabled,
        long offHeapSize,
        OptionalLong pysparkMemoryMiB,
        boolean pythonApp,
        int executorCores,
        String executorId,
        long maxSizeInFlight,
        int availableProcessors,
        JvmOptions jvm,
        TransportSettings transport,
        Map<String, String> settings,
        long yarnMinimumAllocationMb,
        OverheadMinimum overheadMinimum,
        long minMemoryOverheadMiB) {

    public ContainerConfig {
        settings = java.util.Collections.unmodifiableSortedMap(new java.util.TreeMap<>(settings));
    }

    public static final String MASTER = "spark.master";
    public static final String EXECUTOR_MEMORY = "spark.executor.memory";
    public static final String MEMORY_OVERHEAD = "spark.executor.memoryOverhead";
    public static final String OVERHEAD_FACTOR = "spark.executor.memoryOverheadFactor";
    public static final String K8S_OVERHEAD_FACTOR = "spark.kubernetes.memoryOverheadFactor";
    public static final String OFF_HEAP_ENABLED = "spark.memory.offHeap.enabled";
    public static final String OFF_HEAP_SIZE = "spark.memory.offHeap.size";
    public static final String PYSPARK_MEMORY = "spark.executor.pyspark.memory";
    public static final String YARN_IS_PYTHON = "spark.yarn.isPython";
    public static final String K8S_RESOURCE_TYPE = "spark.kubernetes.resource.type";
    public static final String EXECUTOR_CORES = "spark.executor.cores";
    public static final String EXECUTOR_ID = "spark.executor.id";
    public static final String MAX_SIZE_IN_FLIGHT = "spark.reducer.maxSizeInFlight";
    public static final String EXTRA_JAVA_OPTIONS = "spark.executor.extraJavaOptions";
    public static final String SHARED_ALLOCATORS = "spark.network.sharedByteBufAllocators.enabled";
    public static final String PREFER_DIRECT_BUFS = "spark.network.io.preferDirectBufs";
    public static final String RPC_IO_THREADS = "spark.rpc.io.threads";
    public static final String SHUFFLE_SERVICE_ENABLED = "spark.shuffle.service.enabled";
    /** Ours, not Spark's: what {@code Runtime.availableProcessors()} returns in the executor's JVM. */
    public static final String AVAILABLE_PROCESSORS = "sparkmemlab.jvm.availableProcessors";

    /** Spark's default overhead factor, and Kubernetes' for a Python or R application ({@code NON_JVM_MEMORY_OVERHEAD_FACTOR}). */
    public static final double DEFAULT_OVERHEAD_FACTOR = 0.1;
    public static final double NON_JVM_OVERHEAD_FACTOR = 0.4;

    private static final Set<String> FIXED_KEYS = Set.of(MASTER, EXECUTOR_MEMORY, MEMORY_OVERHEAD, OVERHEAD_FACTOR,
            K8S_OVERHEAD_FACTOR, OFF_HEAP_ENABLED, "spark.unsafe.offHeap", OFF_HEAP_SIZE, PYSPARK_MEMORY, YARN_IS_PYTHON,
            K8S_RESOURCE_TYPE, EXECUTOR_CORES, EXECUTOR_ID, MAX_SIZE_IN_FLIGHT, EXTRA_JAVA_OPTIONS, SHARED_ALLOCATORS,
            PREFER_DIRECT_BUFS, RPC_IO_THREADS, SHUFFLE_SERVICE_ENABLED, AVAILABLE_PROCESSORS, YarnScheduler.MINIMUM_ALLOCATION_MB,
            OverheadMinimum.KEY);

    /** Whether the container model reads this key (the others belong to other parts of a scenario). */
    public static boolean reads(String key) {
        if (FIXED_KEYS.contains(key)) {
            return true;
        }
        for (String module : new String[] {"rpc", "shuffle"}) {
            for (String suffix : new String[] {"preferDirectBufs", "serverThreads", "clientThreads"}) {
                if (key.equals("spark." + module + ".io." + suffix) || key.equals("spark.executor." + module + ".io." + suffix)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Reads the settings as Spark 3.5.3 does; a key not set takes Spark's default.
     *
     * @throws ContainerConfigException naming the key Spark (or the model) would refuse, with Spark's message
     */
    public static ContainerConfig from(Map<String, String> conf) {
        return from(conf, OverheadMinimum.FIXED_384);
    }

    /**
     * Reads the settings as the Spark of {@code overheadMinimum} does; a key not set takes Spark's default.
     *
     * @throws ContainerConfigException naming the key Spark (or the model) would refuse, with Spark's message
     */
    public static ContainerConfig from(Map<String, String> conf, OverheadMinimum overheadMinimum) {
        String master = conf.get(MASTER);
        if (master == null) {
            throw new ContainerConfigException(MASTER, ContainerMessages.get("master.missing"));
        }
        ClusterManager manager = ClusterManager.fromMaster(master);
        long heap = bytes(conf, EXECUTOR_MEMORY, "1g", ByteUnit.MiB);
        if (heap <= 0) {
            throw new ContainerConfigException(EXECUTOR_MEMORY, ContainerMessages.get("memory.positive", heap));
        }
        OptionalLong overhead = optionalBytes(conf, MEMORY_OVERHEAD, ByteUnit.MiB);
        if (overhead.isPresent() && overhead.getAsLong() < 0) {
            throw new ContainerConfigException(MEMORY_OVERHEAD, ContainerMessages.get("memory.negative", overhead.getAsLong()));
        }
        String resourceType = conf.getOrDefault(K8S_RESOURCE_TYPE, "java");
        if (!Set.of("java", "python", "r").contains(resourceType)) {
            throw new ContainerConfigException(K8S_RESOURCE_TYPE, "The value of " + K8S_RESOURCE_TYPE
                    + " should be one of java, python, r, but was " + resourceType);
        }
        boolean nonJvm = manager == ClusterManager.KUBERNETES && !resourceType.equals("java");
        double factor = overheadFactor(conf, manager, nonJvm);
        String offHeapEnabledText = conf.getOrDefault(OFF_HEAP_ENABLED, conf.getOrDefault("spark.unsafe.offHeap", "false"));
        boolean offHeapEnabled = sparkBoolean(OFF_HEAP_ENABLED, offHeapEnabledText);
        long offHeapSize = bytes(conf, OFF_HEAP_SIZE, "0", ByteUnit.BYTE);
        if (offHeapSize < 0) {
            throw new ContainerConfigException(OFF_HEAP_SIZE, "The off-heap memory size must not be negative");
        }
        OptionalLong pyspark = optionalBytes(conf, PYSPARK_MEMORY, ByteUnit.MiB);
        boolean python = manager == ClusterManager.YARN
                ? sparkBoolean(YARN_IS_PYTHON, conf.getOrDefault(YARN_IS_PYTHON, "false"))
                : resourceType.equals("python");
        int cores = sparkInt(conf, EXECUTOR_CORES, 1);
        if (cores < 1) {
            throw new ContainerConfigException(EXECUTOR_CORES, ContainerMessages.get("cores.positive", cores));
        }
        long inFlight = bytes(conf, MAX_SIZE_IN_FLIGHT, "48m", ByteUnit.MiB) * ExecutorResources.MIB;
        JvmOptions jvm = JvmOptions.parse(conf.getOrDefault(EXTRA_JAVA_OPTIONS, ""));
        int processors = jvm.activeProcessorCount() > 0 ? jvm.activeProcessorCount()
                : sparkInt(conf, AVAILABLE_PROCESSORS, cores);
        if (processors < 1) {
            throw new ContainerConfigException(AVAILABLE_PROCESSORS, ContainerMessages.get("cores.positive", processors));
        }
        long minimumAllocation = yarnMinimumAllocation(conf, manager);
        long minOverhead = overheadMinimum.minimumMiB(conf);
        ContainerConfig config = new ContainerConfig(manager, heap, overhead, factor, offHeapEnabled, offHeapSize, pyspark,
                python, cores, conf.getOrDefault(EXECUTOR_ID, "1"), inFlight, processors, jvm,
                transport(conf, cores, processors, jvm), conf, minimumAllocation, overheadMinimum, minOverhead);
        config.offHeapMemoryMiB(); // Spark's own check of the off-heap size
        return config;
    }

    /** The same settings, remembered as these keys (a format that writes some keys itself keeps only the rest). */
    public ContainerConfig withSettings(Map<String, String> kept) {
        return new ContainerConfig(clusterManager, executorMemoryMiB, memoryOverheadMiB, overheadFactor, offHeapEnabled,
                offHeapSize, pysparkMemoryMiB, pythonApp, executorCores, executorId, maxSizeInFlight, availableProcessors, jvm,
                transport, kept, yarnMinimumAllocationMb, overheadMinimum, minMemoryOverheadMiB);
    }

    /**
     * The container's memory the cluster manager enforces, in MiB: on YARN the scheduler's grant for Spark's ask
     * ({@link YarnScheduler#grantMiB}); on Kubernetes the pod's limit, which {@code BasicExecutorFeatureStep} sets
     * to the request.
     */
    public long grantedMiB() {
        long ask = resources().totalMemMiB();
        return clusterManager == ClusterManager.YARN ? YarnScheduler.grantMiB(ask, yarnMinimumAllocationMb) : ask;
    }

    /** {@link #grantedMiB()} in bytes: what the trace's {@code container.limit} and the kill compare with. */
    public long grantedBytes() {
        return grantedMiB() * ExecutorResources.MIB;
    }

    /** The YARN cluster's minimum allocation: Hadoop's default when the scenario does not set it; none on Kubernetes. */
    private static long yarnMinimumAllocation(Map<String, String> conf, ClusterManager manager) {
        String key = YarnScheduler.MINIMUM_ALLOCATION_MB;
        if (!conf.containsKey(key)) {
            return YarnScheduler.DEFAULT_MINIMUM_ALLOCATION_MB;
        }
        if (manager != ClusterManager.YARN) {
            throw new ContainerConfigException(key, ContainerMessages.get("yarn.notYarn"));
        }
        long mb;
        try {
            mb = Long.parseLong(conf.get(key).trim());
        } catch (NumberFormatException e) {
            throw new ContainerConfigException(key, ContainerMessages.get("yarn.minimumAllocation", conf.get(key)));
        }
        if (mb < 1) {
            throw new ContainerConfigException(key, ContainerMessages.get("yarn.minimumAllocation", conf.get(key)));
        }
        return mb;
    }

    /**
     * {@code Utils.executorOffHeapMemorySizeAsMb}: the off-heap size in whole MiB (truncated), only when
     * off-heap memory is enabled, and then it must be at least 1 MiB.
     */
    public long offHeapMemoryMiB() {
        if (!offHeapEnabled) {
            return 0;
        }
        int mib = (int) (offHeapSize / 1024 / 1024);
        if (mib <= 0) {
            throw new ContainerConfigException(OFF_HEAP_SIZE, "requirement failed: " + OFF_HEAP_SIZE
                    + " must be > 0 when " + OFF_HEAP_ENABLED + " == true");
        }
        return mib;
    }

    /** What Spark asks the cluster manager for. */
    public ExecutorResources resources() {
        return ResourceProfile.getResourcesForClusterManager(this);
    }

    /** The executor JVM's Netty defaults: its processors, its heap as Netty's memory, {@code -D} properties. */
    public NettyDefaults nettyDefaults() {
        long heapBytes = executorMemoryMiB * ExecutorResources.MIB;
        Map<String, String> props = jvm.systemProperties();
        int nettyProcessors = NettyDefaults.intProperty(props, "io.netty.availableProcessors", availableProcessors);
        long maxDirect = jvm.maxDirectMemorySize().orElse(heapBytes);
        return NettyDefaults.of(nettyProcessors, heapBytes, maxDirect, props);
    }

    /** YARN's factor is the executor's; Kubernetes' is the executor's if set, else its own (0.4 for Python or R). */
    private static double overheadFactor(Map<String, String> conf, ClusterManager manager, boolean nonJvm) {
        if (conf.containsKey(OVERHEAD_FACTOR) || manager == ClusterManager.YARN) {
            double factor = sparkDouble(conf, OVERHEAD_FACTOR, DEFAULT_OVERHEAD_FACTOR);
            if (!(factor > 0)) {
                throw new ContainerConfigException(OVERHEAD_FACTOR, "Ensure that memory overhead is a double greater than 0");
            }
            return factor;
        }
        // The driver's BasicDriverFeatureStep passes 0.4 on to a non-JVM application's executors when unset.
        double factor = sparkDouble(conf, K8S_OVERHEAD_FACTOR, nonJvm ? NON_JVM_OVERHEAD_FACTOR : DEFAULT_OVERHEAD_FACTOR);
        if (!(factor >= 0)) {
            throw new ContainerConfigException(K8S_OVERHEAD_FACTOR, "Ensure that memory overhead is non-negative");
        }
        return factor;
    }

    /** {@code SparkTransportConf.fromSparkConf} for each of the executor's transport services. */
    private static TransportSettings transport(Map<String, String> conf, int cores, int processors, JvmOptions jvm) {
        Map<TransportService, TransportSettings.Service> services = new EnumMap<>(TransportService.class);
        for (TransportService service : TransportService.values()) {
            if (service == TransportService.EXTERNAL_SHUFFLE_CLIENT
                    && !sparkBoolean(SHUFFLE_SERVICE_ENABLED, conf.getOrDefault(SHUFFLE_SERVICE_ENABLED, "false"))) {
                continue;
            }
            String module = service.module();
            boolean rpc = module.equals("rpc");
            int usableCores = rpc ? sparkInt(conf, RPC_IO_THREADS, cores) : cores;
            int defaultThreads = Math.min(usableCores > 0 ? usableCores : processors, 8);
            String suffix = service.server() ? "serverThreads" : "clientThreads";
            String key = "spark." + module + ".io." + suffix;
            // The RPC environment names its role; the block transfer service does not.
            String roleKey = "spark.executor." + module + ".io." + suffix;
            String threads = rpc && conf.containsKey(roleKey) ? conf.get(roleKey)
                    : conf.getOrDefault(key, Integer.toString(defaultThreads));
            int ioThreads;
            try {
                ioThreads = Integer.parseInt(threads);
            } catch (NumberFormatException e) {
                throw new ContainerConfigException(key, "For input string: \"" + threads + "\"");
            }
            boolean preferDirect = Boolean.parseBoolean(conf.getOrDefault("spark." + module + ".io.preferDirectBufs", "true"));
            services.put(service, new TransportSettings.Service(preferDirect, ioThreads));
        }
        return new TransportSettings(Boolean.parseBoolean(conf.getOrDefault(SHARED_ALLOCATORS, "true")),
                Boolean.parseBoolean(conf.getOrDefault(PREFER_DIRECT_BUFS, "true")), services);
    }

    private static long bytes(Map<String, String> conf, String key, String fallback, ByteUnit unit) {
        try {
            return SparkByteString.parse(conf.getOrDefault(key, fallback), unit);
        } catch (IllegalArgumentException e) {
            throw new ContainerConfigException(key, e.getMessage());
        }
    }

    private static OptionalLong optionalBytes(Map<String, String> conf, String key, ByteUnit unit) {
        return conf.containsKey(key) ? OptionalLong.of(bytes(conf, key, null, unit)) : OptionalLong.empty();
    }

    /** {@code ConfigHelpers.toBoolean}: Scala's {@code toBoolean}, true or false in any case. */
    private static boolean sparkBoolean(String key, String text) {
        String t = text.trim();
        if (t.equalsIgnoreCase("true")) {
            return true;
        }
        if (t.equalsIgnoreCase("false")) {
            return false;
        }
        throw new ContainerConfigException(key, key + " should be boolean, but was " + text);
    }

    private static int sparkInt(Map<String, String> conf, String key, int fallback) {
        String text = conf.get(key);
        if (text == null) {
            return fallback;
        }
        try {
            return Integer.parseInt(text.trim());
        } catch (NumberFormatException e) {
            throw new ContainerConfigException(key, key + " should be int, but was " + text);
        }
    }

    private static double sparkDouble(Map<String, String> conf, String key, double fallback) {
        String text = conf.get(key);
        if (text == null) {
            return fallback;
        }
        try {
            return Double.parseDouble(text.trim());
        } catch (NumberFormatException e) {
            throw new ContainerConfigException(key, key + " should be double, but was " + text);
        }
    }
}
