package sparkmemlab.spark24.bridge;

import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import org.apache.spark.SparkConf;
import org.apache.spark.TaskContext$;
import org.apache.spark.TaskContextImpl;
import org.apache.spark.executor.TaskMetrics;
import org.apache.spark.memory.ExecutionMemoryPool;
import org.apache.spark.memory.MemoryManager;
import org.apache.spark.memory.StaticMemoryManager;
import org.apache.spark.memory.StorageMemoryPool;
import org.apache.spark.memory.TaskMemoryManager;
import org.apache.spark.memory.UnifiedMemoryManager;
import org.apache.spark.memory.UnifiedMemoryManager$;
import org.apache.spark.storage.BlockInfo;
import org.apache.spark.storage.BlockInfoManager;
import org.apache.spark.storage.StorageLevel;
import org.apache.spark.storage.memory.BlockEvictionHandler;
import org.apache.spark.storage.memory.MemoryEntry;
import org.apache.spark.storage.memory.MemoryStore;
import org.apache.spark.util.io.ChunkedByteBuffer;
import scala.Function0;
import scala.Option;
import scala.collection.JavaConverters;
import scala.reflect.ClassTag;
import scala.reflect.ClassTag$;
import scala.util.Either;
import sparkmemlab.model.BlockId;
import sparkmemlab.model.BlockState;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.model.ExecutorState;
import sparkmemlab.model.LegacyMemoryConfig;
import sparkmemlab.model.MemoryLayout;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.model.OpResult;
import sparkmemlab.model.Operation;
import sparkmemlab.model.PoolState;
import sparkmemlab.model.Spill;
import sparkmemlab.model.WaitingRequest;
import sparkmemlab.spark.RealMemory;
import sparkmemlab.spark.ZeroChunks;

/**
 * One executor's real Spark 2.4.8 memory objects: the manager Spark 2.4's {@code SparkEnv} makes
 * ({@code StaticMemoryManager} with {@code spark.memory.useLegacyMode}, else its
 * {@code UnifiedMemoryManager}), a {@code MemoryStore} over a {@code BlockInfoManager}, and an
 * eviction handler that does what {@code BlockManager.dropFromMemory} does for a memory-only level.
 * Compiled against Spark 2.4.8 and loaded, with its jars, in a class loader of its own; it shares
 * only {@link RealMemory} and the model's types with the tests, and {@code SparkRun} drives it on
 * one thread per task exactly as it drives 3.5.3.
 *
 * <p>The ops make the same Spark calls as 3.5.3's {@code SparkExecutor}, on 2.4.8's classes: the two
 * cannot share that code, each being compiled against its own Spark.
 *
 * <p>Only the memory manager's, the memory store's and the block locks' ops are made (the legacy
 * contract's); consumers are refused. No serializer is built: none of these ops serializes, and 2.4's
 * {@code SerializerManager} would load Kryo. Every call runs with this class loader as the thread's
 * context loader, so that Spark's reflective look-ups find 2.4.8, never 3.5.3.
 */
public final class Spark24Memory implements RealMemory {

    private static final ClassTag<Object> CLASS_TAG = ClassTag$.MODULE$.Any();
    private static final Properties PROPERTIES = new Properties();

    private static final Field MEMORY_FOR_TASK = field(ExecutionMemoryPool.class, "memoryForTask");
    private static final Field ENTRIES = field(MemoryStore.class, "entries");
    private static final Field ON_HEAP_UNROLL = field(MemoryStore.class, "onHeapUnrollMemoryMap");
    private static final Field OFF_HEAP_UNROLL = field(MemoryStore.class, "offHeapUnrollMemoryMap");
    private static final Field MAX_UNROLL = field(StaticMemoryManager.class, "maxUnrollMemory");
    private static final Field MAX_OFF_HEAP = field(MemoryManager.class, "maxOffHeapMemory");
    private static final Field OFF_HEAP_STORAGE = field(MemoryManager.class, "offHeapStorageMemory");
    private static final Field ON_HEAP_STORAGE_REGION = field(UnifiedMemoryManager.class, "onHeapStorageRegionSize");

    private final MemoryManager memoryManager;
    private final BlockInfoManager blockInfoManager;
    private final MemoryStore memoryStore;
    private final MemoryLayout layout;
    private final Map<BlockId, org.apache.spark.storage.BlockId> toSpark = new ConcurrentHashMap<>();
    private final Map<org.apache.spark.storage.BlockId, BlockId> fromSpark = new ConcurrentHashMap<>();
    /** Blocks dropped by eviction, in order; guarded by the memory manager (Spark evicts holding it). */
    private final List<org.apache.spark.storage.BlockId> evicted = new ArrayList<>();
    private final Map<Long, TaskMemoryManager> taskMemoryManagers = new ConcurrentHashMap<>();
    private volatile Runnable notifyHook = () -> { };

    private Spark24Memory(MemoryManager mm, BlockInfoManager bim, MemoryStore store, MemoryLayout layout) {
        this.memoryManager = mm;
        this.blockInfoManager = bim;
        this.memoryStore = store;
        this.layout = layout;
    }

    /**
     * Builds the executor; Spark's own exception (its message is Spark's refusal) if Spark 2.4.8
     * refuses the configuration. Called reflectively from the tests' side of the class loader.
     */
    public static RealMemory create(ExecutorConfig c) {
        return inSparkLoader(() -> {
            Spark24Logging.init();
            SparkConf conf = sparkConf(c);
            MemoryManager mm = c.useLegacyMode() ? new StaticMemoryManager(conf, c.cores())
                    : UnifiedMemoryManager$.MODULE$.apply(conf, c.cores());
            BlockInfoManager bim = new BlockInfoManager();
            Recorder recorder = new Recorder();
            MemoryStore store = new MemoryStore(conf, bim, null, mm, recorder);
            mm.setMemoryStore(store);
            Spark24Memory executor = new Spark24Memory(mm, bim, store, layout(c, mm));
            recorder.executor = executor;
            return executor;
        });
    }

    /** The Spark settings for a config, as {@code spark.testing.memory} and the legacy keys. */
    private static SparkConf sparkConf(ExecutorConfig c) {
        SparkConf conf = new SparkConf(false);
        conf.set("spark.testing.memory", Long.toString(c.systemMemory()));
        conf.set("spark.testing.reservedMemory", Long.toString(c.reservedMemory()));
        conf.set("spark.memory.fraction", Double.toString(c.memoryFraction()));
        conf.set("spark.memory.storageFraction", Double.toString(c.storageFraction()));
        conf.set("spark.memory.offHeap.enabled", Boolean.toString(c.offHeapEnabled()));
        conf.set("spark.memory.offHeap.size", Long.toString(c.offHeapSize()));
        if (c.pageSize().isPresent()) {
            conf.set("spark.buffer.pageSize", Long.toString(c.pageSize().getAsLong()));
        }
        LegacyMemoryConfig legacy = c.legacy();
        conf.set(LegacyMemoryConfig.USE_LEGACY_MODE, Boolean.toString(legacy.useLegacyMode()));
        conf.set(LegacyMemoryConfig.STORAGE_MEMORY_FRACTION, Double.toString(legacy.storageMemoryFraction()));
        conf.set(LegacyMemoryConfig.STORAGE_SAFETY_FRACTION, Double.toString(legacy.storageSafetyFraction()));
        conf.set(LegacyMemoryConfig.SHUFFLE_MEMORY_FRACTION, Double.toString(legacy.shuffleMemoryFraction()));
        conf.set(LegacyMemoryConfig.SHUFFLE_SAFETY_FRACTION, Double.toString(legacy.shuffleSafetyFraction()));
        conf.set(LegacyMemoryConfig.UNROLL_FRACTION, Double.toString(legacy.unrollFraction()));
        return conf;
    }

    /**
     * What Spark 2.4.8's {@code SparkConf} makes of a key's raw value: {@code getBoolean} for
     * {@code spark.memory.useLegacyMode}, {@code getDouble} for the fractions; its exception if it
     * refuses the value.
     */
    public static Object readConf(String key, String raw) {
        return inSparkLoader(() -> {
            Spark24Logging.init();
            SparkConf conf = new SparkConf(false).set(key, raw);
            return key.equals(LegacyMemoryConfig.USE_LEGACY_MODE) ? (Object) conf.getBoolean(key, false)
                    : (Object) conf.getDouble(key, 0);
        });
    }

    /**
     * A static manager made from a conf with nothing but the heap ({@code spark.testing.memory}): its storage pool,
     * execution pool and unroll cap with Spark 2.4.8's own defaults for every legacy key.
     */
    public static long[] legacyDefaults(long heap) {
        return inSparkLoader(() -> {
            Spark24Logging.init();
            SparkConf conf = new SparkConf(false).set("spark.testing.memory", Long.toString(heap));
            StaticMemoryManager mm = new StaticMemoryManager(conf, 1);
            return new long[] {mm.maxOnHeapStorageMemory(), mm.onHeapExecutionMemoryPool().poolSize(), getLong(MAX_UNROLL, mm)};
        });
    }

    /** Spark 2.4's {@code maxUnrollMemory} of the static manager (private there). */
    public long maxUnrollMemory() {
        return getLong(MAX_UNROLL, memoryManager);
    }

    /** The fixed sizes, read from Spark's manager the way the model lays them out. */
    private static MemoryLayout layout(ExecutorConfig c, MemoryManager mm) {
        long maxOffHeap = getLong(MAX_OFF_HEAP, mm);
        if (mm instanceof StaticMemoryManager s) {
            long storage = s.maxOnHeapStorageMemory();
            return new MemoryLayout(c.systemMemory(), 0, storage + s.onHeapExecutionMemoryPool().poolSize(), storage,
                    maxOffHeap, s.offHeapStorageMemoryPool().poolSize());
        }
        UnifiedMemoryManager u = (UnifiedMemoryManager) mm;
        return new MemoryLayout(c.systemMemory(), c.reservedMemory(), u.maxHeapMemory(), getLong(ON_HEAP_STORAGE_REGION, u),
                maxOffHeap, getLong(OFF_HEAP_STORAGE, u));
    }

    /** What {@code BlockManager.dropFromMemory} does for a memory-only block, recording the drop. */
    private static final class Recorder implements BlockEvictionHandler {
        volatile Spark24Memory executor;

        @Override
        public <T> StorageLevel dropFromMemory(org.apache.spark.storage.BlockId blockId,
                Function0<Either<Object, ChunkedByteBuffer>> data, ClassTag<T> classTag) {
            Spark24Memory e = executor;
            e.blockInfoManager.assertBlockIsLockedForWriting(blockId);
            synchronized (e.memoryManager) {
                e.evicted.add(blockId);
            }
            e.memoryStore.remove(blockId);
            return StorageLevel.NONE();
        }
    }

    // ---------------------------------------------------------------- RealMemory

    @Override
    public Object lock() {
        return memoryManager;
    }

    @Override
    public void onNotify(Runnable hook) {
        notifyHook = hook;
    }

    private void notified() {
        notifyHook.run();
    }

    @Override
    public void startTask(long task) {
        inSparkLoader(() -> {
            blockInfoManager.registerTask(task);
            TaskMemoryManager tmm = new TaskMemoryManager(memoryManager, task);
            taskMemoryManagers.put(task, tmm);
            TaskContext$.MODULE$.setTaskContext(new TaskContextImpl(0, 0, 0, task, 0, tmm, PROPERTIES, null,
                    TaskMetrics.empty()));
            return null;
        });
    }

    @Override
    public void clearTaskContext() {
        TaskContext$.MODULE$.unset();
    }

    @Override
    public OpResult perform(Operation op, Returned inMonitor) {
        return inSparkLoader(() -> call(op, inMonitor));
    }

    /** The Spark calls of one op, as {@code SparkExecutor} makes them on 3.5.3. */
    private OpResult call(Operation op, Returned inMonitor) {
        if (op instanceof Operation.AcquireExecution a) {
            synchronized (memoryManager) { // re-entrant: wait() inside Spark releases it as before
                if (a.bytes() > 0 && !isRegistered(a.task(), a.mode())) {
                    notified(); // ExecutionMemoryPool.acquireMemory registers the task: notifyAll
                }
                long waits = waitedCount();
                long granted = memoryManager.acquireExecutionMemory(a.bytes(), a.task(), spark(a.mode()));
                inMonitor.returned(waitedCount() > waits);
                return new OpResult.Bytes(granted);
            }
        }
        if (op instanceof Operation.ReleaseExecution r) {
            synchronized (memoryManager) {
                notified();
                memoryManager.releaseExecutionMemory(r.bytes(), r.task(), spark(r.mode()));
                return OpResult.NONE;
            }
        }
        if (op instanceof Operation.ReleaseAllExecution r) {
            synchronized (memoryManager) {
                notified();
                return new OpResult.Bytes(memoryManager.releaseAllExecutionMemoryForTask(r.task()));
            }
        }
        if (op instanceof Operation.PutBlock p) {
            return OpResult.flag(putBytes(spark(p.block()), p.bytes(), spark(p.mode())));
        }
        if (op instanceof Operation.AcquireUnroll u) {
            return OpResult.flag(memoryStore.reserveUnrollMemoryForThisTask(spark(u.block()), u.bytes(), spark(u.mode())));
        }
        if (op instanceof Operation.ReleaseUnroll u) {
            memoryStore.releaseUnrollMemoryForThisTask(spark(u.mode()), u.bytes());
            return OpResult.NONE;
        }
        if (op instanceof Operation.GetBlock g) {
            return OpResult.flag(memoryStore.getBytes(spark(g.block())).isDefined());
        }
        if (op instanceof Operation.LockBlock l) {
            return OpResult.flag(blockInfoManager.lockForReading(spark(l.block()), true).isDefined());
        }
        if (op instanceof Operation.UnlockBlock u) {
            blockInfoManager.unlock(spark(u.block()), Option.empty());
            return OpResult.NONE;
        }
        if (op instanceof Operation.RemoveBlock r) {
            return OpResult.flag(removeBlock(spark(r.block())));
        }
        if (op instanceof Operation.EndTask e) {
            return new OpResult.Bytes(endTask(e.task()));
        }
        throw new IllegalArgumentException("no Spark 2.4.8 call for op " + op.op());
    }

    /** The JVM's count of this thread's waits (see {@code ThreadWatch}). */
    @SuppressWarnings("deprecation") // Thread.getId: threadId() is Java 19+
    private static long waitedCount() {
        return java.lang.management.ManagementFactory.getThreadMXBean()
                .getThreadInfo(Thread.currentThread().getId()).getWaitedCount();
    }

    /** {@code BlockManager.doPutBytes} of a MEMORY_ONLY_SER block of known size. */
    private boolean putBytes(org.apache.spark.storage.BlockId id, long size, org.apache.spark.memory.MemoryMode mode) {
        BlockInfo info = new BlockInfo(StorageLevel.MEMORY_ONLY_SER(), CLASS_TAG, false);
        if (!blockInfoManager.lockNewBlockForWriting(id, info)) {
            blockInfoManager.unlock(id, Option.empty()); // 2.4 hands back a read lock: doPut releases it
            return true;
        }
        boolean stored = false;
        try {
            stored = memoryStore.putBytes(id, size, mode, () -> new ChunkedByteBuffer(ZeroChunks.chunks(size)), CLASS_TAG);
        } finally {
            if (stored) {
                blockInfoManager.unlock(id, Option.empty());
            } else {
                memoryStore.remove(id);
                blockInfoManager.removeBlock(id);
            }
        }
        return stored;
    }

    /** {@code BlockManager.removeBlock}: write-lock (blocking), drop from memory, forget the block. */
    private boolean removeBlock(org.apache.spark.storage.BlockId id) {
        if (blockInfoManager.lockForWriting(id, true).isEmpty()) {
            return false;
        }
        boolean removed = memoryStore.remove(id);
        blockInfoManager.removeBlock(id);
        return removed;
    }

    /** {@code Task.run}'s and {@code Executor.TaskRunner}'s finally blocks, in their order, under the lock. */
    private long endTask(long task) {
        synchronized (memoryManager) {
            notified();
            memoryStore.releaseUnrollMemoryForThisTask(org.apache.spark.memory.MemoryMode.ON_HEAP, Long.MAX_VALUE);
            memoryStore.releaseUnrollMemoryForThisTask(org.apache.spark.memory.MemoryMode.OFF_HEAP, Long.MAX_VALUE);
            memoryManager.notifyAll();
            blockInfoManager.releaseAllLocksForTask(task);
            TaskMemoryManager tmm = taskMemoryManagers.remove(task);
            if (tmm == null) {
                throw new IllegalStateException("task " + task + " has no TaskMemoryManager: its thread did not start it");
            }
            return tmm.cleanUpAllAllocatedMemory();
        }
    }

    @Override
    public Optional<String> refusal(Operation op) {
        if (op instanceof Operation.ConsumerOperation || op instanceof Operation.UserAllocate
                || op instanceof Operation.UserRelease) {
            return Optional.of(op.op() + " is not driven on Spark 2.4.8 (the legacy contract covers the memory"
                    + " manager, the memory store and the block locks)");
        }
        return Optional.empty();
    }

    @Override
    public long lastGranted(Operation.MaybeSpill m) {
        throw new IllegalStateException("no maybeSpill runs on Spark 2.4.8");
    }

    @Override
    public List<Spill> drainSpills() {
        return List.of();
    }

    @Override
    public void freeAllPages() {
        inSparkLoader(() -> {
            synchronized (memoryManager) {
                for (TaskMemoryManager tmm : taskMemoryManagers.values()) {
                    tmm.cleanUpAllAllocatedMemory();
                }
                taskMemoryManagers.clear();
            }
            return null;
        });
    }

    @Override
    public int readers(BlockId id) {
        Option<BlockInfo> info = blockInfoManager.get(spark(id));
        return info.isDefined() ? info.get().readerCount() : 0;
    }

    @Override
    public List<BlockId> drainEvicted() {
        List<BlockId> out = new ArrayList<>(evicted.size());
        for (org.apache.spark.storage.BlockId id : evicted) {
            out.add(ours(id));
        }
        evicted.clear();
        return out;
    }

    @Override
    public ExecutorState snapshot(List<WaitingRequest> waiting) {
        List<BlockState> blocks = new ArrayList<>();
        @SuppressWarnings("unchecked")
        LinkedHashMap<org.apache.spark.storage.BlockId, MemoryEntry<?>> entries =
                (LinkedHashMap<org.apache.spark.storage.BlockId, MemoryEntry<?>>) get(ENTRIES, memoryStore);
        synchronized (entries) {
            // Iterating an access-ordered LinkedHashMap does not reorder it (get would).
            for (Map.Entry<org.apache.spark.storage.BlockId, MemoryEntry<?>> e : entries.entrySet()) {
                Option<BlockInfo> info = blockInfoManager.get(e.getKey());
                int readers = info.isDefined() ? info.get().readerCount() : 0;
                blocks.add(new BlockState(ours(e.getKey()), e.getValue().size(), ours(e.getValue().memoryMode()), readers));
            }
        }
        return new ExecutorState(layout, pools(MemoryMode.ON_HEAP), pools(MemoryMode.OFF_HEAP), waiting, blocks);
    }

    private PoolState pools(MemoryMode mode) {
        ExecutionMemoryPool execution = mode == MemoryMode.ON_HEAP
                ? memoryManager.onHeapExecutionMemoryPool() : memoryManager.offHeapExecutionMemoryPool();
        StorageMemoryPool storage = mode == MemoryMode.ON_HEAP
                ? memoryManager.onHeapStorageMemoryPool() : memoryManager.offHeapStorageMemoryPool();
        SortedMap<Long, Long> unroll = longMap(get(mode == MemoryMode.ON_HEAP ? ON_HEAP_UNROLL : OFF_HEAP_UNROLL, memoryStore));
        long unrollUsed = 0;
        for (long bytes : unroll.values()) {
            unrollUsed += bytes;
        }
        return new PoolState(execution.poolSize(), execution.memoryUsed(), storage.poolSize(), storage.memoryUsed(),
                unrollUsed, longMap(get(MEMORY_FOR_TASK, execution)), unroll);
    }

    private boolean isRegistered(long task, MemoryMode mode) {
        ExecutionMemoryPool pool = mode == MemoryMode.ON_HEAP
                ? memoryManager.onHeapExecutionMemoryPool() : memoryManager.offHeapExecutionMemoryPool();
        return longMap(get(MEMORY_FOR_TASK, pool)).containsKey(task);
    }

    private static SortedMap<Long, Long> longMap(Object scalaMap) {
        @SuppressWarnings("unchecked")
        Map<Object, Object> map = JavaConverters.mapAsJavaMapConverter(
                (scala.collection.mutable.Map<Object, Object>) scalaMap).asJava();
        SortedMap<Long, Long> out = new TreeMap<>();
        for (Map.Entry<Object, Object> e : map.entrySet()) {
            out.put((Long) e.getKey(), (Long) e.getValue());
        }
        return out;
    }

    // ---------------------------------------------------------------- conversions and reflection

    /** Runs {@code call} with Spark 2.4.8's class loader as the thread's context loader. */
    private static <T> T inSparkLoader(Supplier<T> call) {
        Thread t = Thread.currentThread();
        ClassLoader before = t.getContextClassLoader();
        t.setContextClassLoader(Spark24Memory.class.getClassLoader());
        try {
            return call.get();
        } finally {
            t.setContextClassLoader(before);
        }
    }

    private org.apache.spark.storage.BlockId spark(BlockId id) {
        return toSpark.computeIfAbsent(id, ours -> {
            org.apache.spark.storage.BlockId s = org.apache.spark.storage.BlockId.apply(ours.name());
            fromSpark.putIfAbsent(s, ours);
            return s;
        });
    }

    private BlockId ours(org.apache.spark.storage.BlockId id) {
        return fromSpark.computeIfAbsent(id, s -> BlockId.parse(s.name()));
    }

    private static org.apache.spark.memory.MemoryMode spark(MemoryMode mode) {
        return mode == MemoryMode.ON_HEAP ? org.apache.spark.memory.MemoryMode.ON_HEAP : org.apache.spark.memory.MemoryMode.OFF_HEAP;
    }

    private static MemoryMode ours(org.apache.spark.memory.MemoryMode mode) {
        return mode == org.apache.spark.memory.MemoryMode.ON_HEAP ? MemoryMode.ON_HEAP : MemoryMode.OFF_HEAP;
    }

    private static Field field(Class<?> owner, String name) {
        try {
            Field f = owner.getDeclaredField(name);
            f.setAccessible(true);
            return f;
        } catch (NoSuchFieldException e) {
            throw new IllegalStateException("Spark 2.4.8's " + owner.getName() + " has no field " + name, e);
        }
    }

    private static Object get(Field f, Object target) {
        try {
            return f.get(target);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    private static long getLong(Field f, Object target) {
        try {
            return f.getLong(target);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }
}
