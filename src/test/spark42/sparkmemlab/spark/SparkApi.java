package sparkmemlab.spark;

import java.util.function.Supplier;
import org.apache.spark.SparkConf;
import org.apache.spark.SparkEnv;
import org.apache.spark.TaskContext;
import org.apache.spark.internal.config.package$;
import org.apache.spark.memory.TaskMemoryManager;
import org.apache.spark.serializer.SerializerManager;
import org.apache.spark.storage.BlockManager;
import org.apache.spark.util.collection.unsafe.sort.PrefixComparator;
import org.apache.spark.util.collection.unsafe.sort.RecordComparator;
import org.apache.spark.util.collection.unsafe.sort.UnsafeExternalSorter;

/**
 * Spark 4.2.0's side of the harness's version seam (3.5.3's is {@code src/test/java/sparkmemlab/spark/SparkApi.java},
 * which this file replaces when Maven compiles the harness for {@code sparkmemlab.spark42}).
 */
final class SparkApi {

    /** Spark's defaults for what 4.x added to the sorter: no size threshold (4.1), the merge factor (4.2). */
    private static final SparkConf DEFAULTS = new SparkConf(false);

    private SparkApi() {
    }

    /** The Spark this harness is compiled against. */
    static String version() {
        return "4.2.0";
    }

    /**
     * Before the memory manager is made: the polling interval, and no poller or consumer left by an executor
     * before this one (Spark's are one per JVM: its poller keeps the first interval it was started with).
     */
    static void beforeMemoryManager(sparkmemlab.model.ExecutorConfig c, SparkConf conf) {
        conf.set(sparkmemlab.model.ExecutorConfig.UNMANAGED_MEMORY_POLLING_INTERVAL, c.unmanagedMemoryPollingInterval() + "ms");
        org.apache.spark.memory.UnifiedMemoryManager$.MODULE$.shutdownUnmanagedMemoryPoller();
        org.apache.spark.memory.UnifiedMemoryManager$.MODULE$.clearUnmanagedMemoryUsers();
    }

    /**
     * This executor's unmanaged memory consumers (SPARK-53001), registered through Spark's public
     * {@code UnifiedMemoryManager.registerUnmanagedMemoryConsumer} at their first use, one per component and mode.
     */
    static final class Unmanaged {
        private static final long DEADLINE_NANOS = java.util.concurrent.TimeUnit.SECONDS.toNanos(30);

        private final java.util.Map<String, Consumer> consumers = new java.util.concurrent.ConcurrentHashMap<>();
        private final boolean polling;

        Unmanaged(sparkmemlab.model.ExecutorConfig c) {
            this.polling = c.unmanagedMemoryPollingInterval() > 0;
        }

        /** A component's own memory as it reports it to the poller. */
        private record Consumer(org.apache.spark.memory.UnmanagedMemoryConsumerId unmanagedMemoryConsumerId,
                org.apache.spark.memory.MemoryMode memoryMode, java.util.concurrent.atomic.AtomicLong bytes)
                implements org.apache.spark.memory.UnmanagedMemoryConsumer {
            @Override
            public long getMemBytesUsed() {
                return bytes.get();
            }
        }

        /**
         * Sets the component's consumer to {@code bytes}; with polling on, returns once Spark's own poller has
         * seen it: its totals are this executor's (a poll that read the old value ends before the next starts).
         */
        void set(String component, sparkmemlab.model.MemoryMode mode, long bytes) {
            Consumer consumer = consumers.computeIfAbsent(component + "/" + mode, key -> {
                Consumer c = new Consumer(new org.apache.spark.memory.UnmanagedMemoryConsumerId(component, key),
                        mode == sparkmemlab.model.MemoryMode.ON_HEAP ? org.apache.spark.memory.MemoryMode.ON_HEAP
                                : org.apache.spark.memory.MemoryMode.OFF_HEAP,
                        new java.util.concurrent.atomic.AtomicLong());
                org.apache.spark.memory.UnifiedMemoryManager$.MODULE$.registerUnmanagedMemoryConsumer(c);
                return c;
            });
            consumer.bytes().set(bytes);
            if (!polling) {
                return;
            }
            long start = System.nanoTime();
            // The poller's totals: the companion's private[memory] vals, through their Scala accessors.
            org.apache.spark.memory.UnifiedMemoryManager$ spark = org.apache.spark.memory.UnifiedMemoryManager$.MODULE$;
            while (spark.org$apache$spark$memory$UnifiedMemoryManager$$unmanagedOnHeapUsed().get()
                    != total(org.apache.spark.memory.MemoryMode.ON_HEAP)
                    || spark.org$apache$spark$memory$UnifiedMemoryManager$$unmanagedOffHeapUsed().get()
                    != total(org.apache.spark.memory.MemoryMode.OFF_HEAP)) {
                if (System.nanoTime() - start > DEADLINE_NANOS) {
                    throw new IllegalStateException("Spark's unmanaged-memory poller did not see " + component + " = " + bytes
                            + " within 30 s");
                }
                Thread.onSpinWait();
                Thread.yield();
            }
        }

        private long total(org.apache.spark.memory.MemoryMode mode) {
            long sum = 0;
            for (Consumer c : consumers.values()) {
                if (c.memoryMode() == mode) {
                    sum += c.bytes().get();
                }
            }
            return sum;
        }

        /** What the manager subtracts now: its own {@code getUnmanagedMemoryUsed(mode)} (0 while polling is off). */
        sparkmemlab.model.ModeBytes used(org.apache.spark.memory.UnifiedMemoryManager mm) {
            return new sparkmemlab.model.ModeBytes(usedBy(mm, org.apache.spark.memory.MemoryMode.ON_HEAP),
                    usedBy(mm, org.apache.spark.memory.MemoryMode.OFF_HEAP));
        }

        private static long usedBy(org.apache.spark.memory.UnifiedMemoryManager mm, org.apache.spark.memory.MemoryMode mode) {
            try {
                java.lang.reflect.Method m = org.apache.spark.memory.UnifiedMemoryManager.class
                        .getDeclaredMethod("getUnmanagedMemoryUsed", org.apache.spark.memory.MemoryMode.class);
                m.setAccessible(true);
                return (Long) m.invoke(mm, mode);
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    /** A SparkEnv with nothing but the conf (4.x's constructor has no ShuffleManager or memory manager). */
    static SparkEnv envWithConf(SparkConf conf) {
        return new SparkEnv("0", null, null, null, null, null, null, null, null, null, null, conf);
    }

    /**
     * {@code UnsafeExternalSorter.create} with 4.x's two new arguments at Spark's defaults:
     * {@code spark.shuffle.spill.maxSizeInBytesForSpillThreshold} and {@code spark.unsafe.sorter.spill.merge.factor}.
     */
    static UnsafeExternalSorter sorter(TaskMemoryManager tmm, BlockManager blockManager, SerializerManager serializer,
            TaskContext context, Supplier<RecordComparator> records, PrefixComparator prefix, int initialSize,
            long pageSizeBytes, int numElementsForSpillThreshold, boolean radixSort) {
        long sizeThreshold = (Long) DEFAULTS.get(package$.MODULE$.SHUFFLE_SPILL_MAX_SIZE_FORCE_SPILL_THRESHOLD());
        int mergeFactor = (Integer) DEFAULTS.get(package$.MODULE$.UNSAFE_SORTER_SPILL_MERGE_FACTOR());
        return UnsafeExternalSorter.create(tmm, blockManager, serializer, context, records, prefix, initialSize,
                pageSizeBytes, numElementsForSpillThreshold, sizeThreshold, mergeFactor, radixSort);
    }
}
