package sparkmemlab.spark;

import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.Properties;
import org.apache.spark.SparkConf;
import org.apache.spark.TaskContext$;
import org.apache.spark.TaskContextImpl;
import org.apache.spark.executor.TaskMetrics;
import org.apache.spark.resource.ResourceInformation;
import org.apache.spark.memory.ExecutionMemoryPool;
import org.apache.spark.memory.MemoryConsumer;
import org.apache.spark.memory.StorageMemoryPool;
import org.apache.spark.memory.TaskMemoryManager;
import org.apache.spark.memory.UnifiedMemoryManager;
import org.apache.spark.memory.UnifiedMemoryManager$;
import org.apache.spark.serializer.JavaSerializer;
import org.apache.spark.serializer.SerializerManager;
import org.apache.spark.storage.BlockInfo;
import org.apache.spark.storage.BlockInfoManager;
import org.apache.spark.storage.StorageLevel;
import org.apache.spark.storage.memory.BlockEvictionHandler;
import org.apache.spark.storage.memory.MemoryEntry;
import org.apache.spark.storage.memory.MemoryStore;
import org.apache.spark.util.io.ChunkedByteBuffer;
import scala.Function0;
import scala.Option;
import scala.jdk.javaapi.CollectionConverters;
import scala.reflect.ClassTag;
import scala.reflect.ClassTag$;
import scala.util.Either;
import sparkmemlab.model.BlockId;
import sparkmemlab.model.BlockState;
import sparkmemlab.model.ConsumerState;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.model.ExecutorState;
import sparkmemlab.model.MemoryLayout;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.model.OpResult;
import sparkmemlab.model.Operation;
import sparkmemlab.model.PoolState;
import sparkmemlab.model.Spill;
import sparkmemlab.model.WaitingRequest;

/**
 * One executor's real Spark 3.5.3 memory objects, wired as Spark's own {@code MemoryStoreSuite}
 * wires them: a {@link UnifiedMemoryManager}, a {@link MemoryStore} over a {@link BlockInfoManager}
 * and an eviction handler that does what {@code BlockManager.dropFromMemory} does for a memory-only
 * level (and records what it dropped). This class knows which Spark calls each op makes and how to
 * read Spark's state; it knows nothing about threads: {@link #perform} must be called on the op's
 * thread (with the task's {@code TaskContext} set), {@link #snapshot} with the memory manager's lock
 * held.
 *
 * <p>The task layer: each task has the {@code TaskMemoryManager} of its {@code TaskContext}
 * ({@link #bindTask}), and its consumers are {@link SparkConsumer}s and, for {@code maybeSpill},
 * {@link SparkCollection}s (Spark's own {@code Spillable}), created at their first use and forgotten
 * at {@code endTask}. Every consumer op runs holding the memory manager's lock for the whole
 * call (a spill's or a release's {@code notifyAll} lets the woken re-run only after the op has finished
 * or parked). Every {@code notifyAll} that an op makes is reported, just before or after it and under
 * the lock, to the {@linkplain #onNotify hook} that the run installs: that is how the run knows which
 * parked threads must move before the step is over.
 */
final class SparkExecutor implements RealMemory {

    private static final ClassTag<Object> CLASS_TAG = ClassTag$.MODULE$.Any();
    /** A cached partition's values are {@code byte[]}s: the RDD's ClassTag. */
    private static final ClassTag<byte[]> BYTES_TAG = ClassTag$.MODULE$.apply(byte[].class);
    private static final TaskMetrics METRICS = TaskMetrics.empty(); // never written on our paths
    private static final Properties PROPERTIES = new Properties();
    private static final scala.collection.immutable.Map<String, ResourceInformation> NO_RESOURCES =
            scala.collection.immutable.Map$.MODULE$.empty();

    private static final Field MEMORY_FOR_TASK = SparkFields.field(ExecutionMemoryPool.class, "memoryForTask");
    private static final Field ENTRIES = SparkFields.field(MemoryStore.class, "entries");
    private static final Field ON_HEAP_UNROLL = SparkFields.field(MemoryStore.class, "onHeapUnrollMemoryMap");
    private static final Field OFF_HEAP_UNROLL = SparkFields.field(MemoryStore.class, "offHeapUnrollMemoryMap");
    private static final Field ON_HEAP_STORAGE_REGION = SparkFields.field(UnifiedMemoryManager.class, "onHeapStorageRegionSize");

    final ExecutorConfig config;
    final SparkConf sparkConf;
    final UnifiedMemoryManager memoryManager;
    final BlockInfoManager blockInfoManager;
    final MemoryStore memoryStore;
    final MemoryLayout layout;
    /** Unmanaged memory consumers (Spark 4.1+), as this Spark version has them. */
    private final SparkApi.Unmanaged unmanaged;

    private final Map<BlockId, org.apache.spark.storage.BlockId> toSpark = new ConcurrentHashMap<>();
    private final Map<org.apache.spark.storage.BlockId, BlockId> fromSpark = new ConcurrentHashMap<>();
    /** Blocks dropped by eviction, in order; guarded by the memory manager (Spark evicts holding it). */
    private final List<org.apache.spark.storage.BlockId> evicted = new ArrayList<>();
    /** Spills that freed bytes, in order; guarded by the memory manager. */
    private final List<Spill> spills = new ArrayList<>();
    /** Each running task's TaskMemoryManager (the one in its TaskContext). */
    private final Map<Long, TaskMemoryManager> taskMemoryManagers = new ConcurrentHashMap<>();
    /**
     * Each running task's consumers by name, in creation order: {@link SparkConsumer}s and
     * {@link SparkCollection}s; guarded by the memory manager.
     */
    private final Map<Long, LinkedHashMap<String, MemoryConsumer>> consumers = new HashMap<>();
    /** Told, under the memory manager's lock, of every notifyAll an op makes. */
    private volatile Runnable notifyHook = () -> { };
    /** Spark's own Tungsten consumers (sorters, maps, shuffle sorters), by the consumer they are; guarded by the memory manager. */
    private final Map<MemoryConsumer, SparkTungsten> tungsten = new java.util.IdentityHashMap<>();
    /** The sorter whose op runs on this thread: the only one that can spill there (see spillStarting). */
    private final ThreadLocal<SparkTungsten> sorterOnThread = new ThreadLocal<>();
    /** A sorter spill under way, whose freed bytes are known once it is over; guarded by the memory manager. */
    private PendingSorterSpill pendingSorterSpill;
    /** Where sorters spill, made at the first sorter. */
    private SpillFiles spillFiles;

    private record PendingSorterSpill(long task, String name, SparkTungsten sorter, long mark) {
    }

    private SparkExecutor(ExecutorConfig config, SparkConf conf, UnifiedMemoryManager mm, BlockInfoManager bim,
            MemoryStore store, MemoryLayout layout) {
        this.config = config;
        this.sparkConf = conf;
        this.memoryManager = mm;
        this.blockInfoManager = bim;
        this.memoryStore = store;
        this.layout = layout;
        this.unmanaged = new SparkApi.Unmanaged(config);
    }

    /** The Spark settings for a config; never {@code spark.testing} or {@code spark.executor.memory}. */
    static SparkConf sparkConf(ExecutorConfig c) {
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
        return conf;
    }

    /**
     * Builds the executor.
     *
     * @throws RealSparkRefusal if Spark refuses the configuration, with Spark's message
     */
    static SparkExecutor create(ExecutorConfig c) {
        SparkLogging.init();
        SparkConf conf = sparkConf(c);
        UnifiedMemoryManager mm;
        MemoryStore store;
        BlockInfoManager bim;
        Recorder recorder = new Recorder();
        try {
            SparkApi.beforeMemoryManager(c, conf);
            mm = UnifiedMemoryManager$.MODULE$.apply(conf, c.cores());
            bim = new BlockInfoManager(false);
            SerializerManager serializers = new SerializerManager(new JavaSerializer(conf), conf);
            store = new MemoryStore(conf, bim, serializers, mm, recorder);
            mm.setMemoryStore(store);
        } catch (RuntimeException | AssertionError e) {
            throw new RealSparkRefusal(e);
        }
        MemoryLayout layout = new MemoryLayout(c.systemMemory(), c.reservedMemory(), mm.maxHeapMemory(),
                SparkFields.getLong(ON_HEAP_STORAGE_REGION, mm), mm.maxOffHeapMemory(), mm.offHeapStorageMemory());
        SparkExecutor executor = new SparkExecutor(c, conf, mm, bim, store, layout);
        recorder.executor = executor;
        return executor;
    }

    /**
     * What {@code BlockManager.dropFromMemory} does, recording the drop: a block whose level uses disk
     * and is not on disk yet has its values (the entry's own {@code byte[]} array) written to the disk
     * store; then it leaves memory, and the level it still has is returned (disk, or none).
     */
    private static final class Recorder implements BlockEvictionHandler {
        volatile SparkExecutor executor;

        @Override
        public <T> StorageLevel dropFromMemory(org.apache.spark.storage.BlockId blockId,
                Function0<Either<Object, ChunkedByteBuffer>> data, ClassTag<T> classTag) {
            SparkExecutor e = executor;
            BlockInfo info = e.blockInfoManager.assertBlockIsLockedForWriting(blockId);
            StorageLevel level = info.level();
            if (level.useDisk() && !e.disk.containsKey(blockId)) {
                Either<Object, ChunkedByteBuffer> d = data.apply();
                e.disk.put(blockId, DiskValues.of(level, (byte[][]) d.left().get()));
            }
            synchronized (e.memoryManager) {
                e.evicted.add(blockId);
            }
            e.memoryStore.remove(blockId);
            return e.disk.containsKey(blockId) ? StorageLevel.DISK_ONLY() : StorageLevel.NONE();
        }
    }

    /** A block's values in the disk store: how many {@code byte[]} values, of how many bytes each. */
    record DiskValues(StorageLevel level, int values, int valueBytes) {
        static DiskValues of(StorageLevel level, byte[][] values) {
            int bytes = values.length == 0 ? 0 : values[0].length;
            for (byte[] v : values) {
                if (v.length != bytes) {
                    throw new IllegalStateException("values of " + bytes + " and " + v.length + " bytes in one block");
                }
            }
            return new DiskValues(level, values.length, bytes);
        }
    }

    /** Spark's {@code DiskStore}, as far as the memory model sees it: what is on disk, in the order it arrived. */
    private final Map<org.apache.spark.storage.BlockId, DiskValues> disk =
            java.util.Collections.synchronizedMap(new LinkedHashMap<>());

    // ---------------------------------------------------------------- the ops, as Spark calls them

    @Override
    public Object lock() {
        return memoryManager;
    }

    /** Installs the hook told of every {@code notifyAll} (see the class comment). */
    @Override
    public void onNotify(Runnable hook) {
        notifyHook = hook;
    }

    /** The current thread, holding the lock, calls (or has just called) {@code notifyAll}. */
    void notified() {
        notifyHook.run();
    }

    /** A task's thread starts (as Task.run): block manager registration, then its own TaskContext. */
    @Override
    public void startTask(long task) {
        blockInfoManager.registerTask(task);
        TaskMemoryManager tmm = new HookedTaskMemoryManager(this, memoryManager, task);
        taskMemoryManagers.put(task, tmm);
        TaskContext$.MODULE$.setTaskContext(new TaskContextImpl(0, 0, 0, task, 0, 1,
                tmm, PROPERTIES, null, METRICS, 1, NO_RESOURCES));
    }

    @Override
    public void clearTaskContext() {
        TaskContext$.MODULE$.unset();
    }

    /**
     * Makes the Spark calls of one op on the current thread. {@code acquireExecution},
     * {@code consumerAcquire} and {@code allocatePage} may block in {@code wait()}; {@code inMonitor}
     * is told, while the memory manager's lock is still held after they return, whether they did (the
     * thread's JVM wait count moved: nothing else waits while the lock is held), so that the order in
     * which woken requests complete can be recorded exactly, and a request that parked and completed
     * within one step is known.
     */
    @Override
    public OpResult perform(Operation op, Returned inMonitor) {
        return op.accept(new Calls(inMonitor));
    }

    /** Each op's Spark calls: a visitor, so that an op without them does not compile. */
    private final class Calls implements Operation.Visitor<OpResult> {
        private final Returned inMonitor;

        Calls(Returned inMonitor) {
            this.inMonitor = inMonitor;
        }

        @Override
        public OpResult acquireExecution(Operation.AcquireExecution a) {
            synchronized (memoryManager) { // re-entrant: wait() inside Spark releases it as before
                if (a.bytes() > 0 && !isRegistered(a.task(), a.mode())) {
                    notified(); // ExecutionMemoryPool.acquireMemory registers the task: notifyAll
                }
                long waits = ThreadWatch.waitedCount(Thread.currentThread());
                long granted = memoryManager.acquireExecutionMemory(a.bytes(), a.task(), spark(a.mode()));
                inMonitor.returned(ThreadWatch.waitedCount(Thread.currentThread()) > waits);
                return new OpResult.Bytes(granted);
            }
        }

        @Override
        public OpResult consumerAcquire(Operation.ConsumerAcquire a) {
            synchronized (memoryManager) {
                SparkConsumer c = consumer(a.task(), a.consumer(), a.mode(), a.spillable());
                if (a.bytes() > 0 && !isRegistered(a.task(), a.mode())) {
                    notified();
                }
                long waits = ThreadWatch.waitedCount(Thread.currentThread());
                long granted = c.acquire(a.bytes());
                inMonitor.returned(ThreadWatch.waitedCount(Thread.currentThread()) > waits);
                return new OpResult.Bytes(granted);
            }
        }

        @Override
        public OpResult allocatePage(Operation.AllocatePage p) {
            synchronized (memoryManager) {
                SparkConsumer c = consumer(p.task(), p.consumer(), p.mode(), p.spillable());
                if (Math.max(memoryManager.pageSizeBytes(), p.bytes()) <= TaskMemoryManager.MAXIMUM_PAGE_SIZE_BYTES
                        && !isRegistered(p.task(), p.mode())) {
                    notified();
                }
                long waits = ThreadWatch.waitedCount(Thread.currentThread());
                OpResult result = c.page(p.bytes());
                inMonitor.returned(ThreadWatch.waitedCount(Thread.currentThread()) > waits);
                return result;
            }
        }

        @Override
        public OpResult maybeSpill(Operation.MaybeSpill m) {
            synchronized (memoryManager) {
                SparkCollection c = collection(m.task(), m.consumer());
                if (m.bytes() >= c.threshold() && !isRegistered(m.task(), MemoryMode.ON_HEAP)) {
                    notified(); // maybeSpill's acquireMemory registers the task in the on-heap pool
                }
                long waits = ThreadWatch.waitedCount(Thread.currentThread());
                boolean spilled = c.insert(m.bytes());
                inMonitor.returned(ThreadWatch.waitedCount(Thread.currentThread()) > waits);
                return OpResult.flag(spilled);
            }
        }

        @Override
        public OpResult sorterInsert(Operation.SorterInsert s) {
            return withTungsten(s.task(), s.consumer(), inMonitor, files -> SparkSorter.create(taskMemoryManager(s.task()), files,
                    memoryManager.pageSizeBytes(), config.tungsten().initialBufferSize(),
                    config.tungsten().numElementsForceSpillThreshold(), s.radixSort()),
                    t -> ((SparkSorter) t).insert(s.records(), s.recordBytes()));
        }

        @Override
        public OpResult mapAppend(Operation.MapAppend m) {
            return withTungsten(m.task(), m.consumer(), inMonitor,
                    files -> SparkMap.create(taskMemoryManager(m.task()), files, memoryManager.pageSizeBytes()),
                    t -> ((SparkMap) t).append(m.keys(), m.keyBytes(), m.valueBytes()));
        }

        /** Registered at its first use; with polling on, Spark's poller has seen the value when this returns. */
        @Override
        public OpResult setUnmanagedMemory(Operation.SetUnmanagedMemory u) {
            unmanaged.set(u.component(), u.mode(), u.bytes());
            return OpResult.NONE;
        }

        @Override
        public OpResult shuffleInsert(Operation.ShuffleInsert s) {
            return withTungsten(s.task(), s.consumer(), inMonitor, files -> SparkShuffleSorter.create(taskMemoryManager(s.task()),
                    files, config.tungsten().initialBufferSize(), s.partitions(), tungstenConf()),
                    t -> ((SparkShuffleSorter) t).insert(s.records(), s.recordBytes()));
        }

        @Override
        public OpResult consumerRelease(Operation.ConsumerRelease r) {
            synchronized (memoryManager) {
                notified();
                ((SparkConsumer) consumers.get(r.task()).get(r.consumer())).release(r.bytes());
                return OpResult.NONE;
            }
        }

        @Override
        public OpResult releaseExecution(Operation.ReleaseExecution r) {
            synchronized (memoryManager) {
                notified();
                memoryManager.releaseExecutionMemory(r.bytes(), r.task(), spark(r.mode()));
                return OpResult.NONE;
            }
        }

        @Override
        public OpResult releaseAllExecution(Operation.ReleaseAllExecution r) {
            synchronized (memoryManager) {
                notified();
                return new OpResult.Bytes(memoryManager.releaseAllExecutionMemoryForTask(r.task()));
            }
        }

        @Override
        public OpResult putBlock(Operation.PutBlock p) {
            return OpResult.flag(putBytes(spark(p.block()), p.bytes(), spark(p.mode())));
        }

        @Override
        public OpResult acquireUnroll(Operation.AcquireUnroll u) {
            return OpResult.flag(memoryStore.reserveUnrollMemoryForThisTask(spark(u.block()), u.bytes(), spark(u.mode())));
        }

        @Override
        public OpResult releaseUnroll(Operation.ReleaseUnroll u) {
            memoryStore.releaseUnrollMemoryForThisTask(spark(u.mode()), u.bytes());
            return OpResult.NONE;
        }

        @Override
        public OpResult getBlock(Operation.GetBlock g) {
            return OpResult.flag(getLocalValues(spark(g.block())));
        }

        @Override
        public OpResult cacheBlock(Operation.CacheBlock c) {
            return doPutIterator(spark(c.block()), c.level(), c.records(), c.recordBytes());
        }

        @Override
        public OpResult lockBlock(Operation.LockBlock l) {
            return OpResult.flag(blockInfoManager.lockForReading(spark(l.block()), true).isDefined());
        }

        @Override
        public OpResult unlockBlock(Operation.UnlockBlock u) {
            blockInfoManager.unlock(spark(u.block()), Option.empty());
            return OpResult.NONE;
        }

        @Override
        public OpResult removeBlock(Operation.RemoveBlock r) {
            return OpResult.flag(blockManagerRemoveBlock(spark(r.block())));
        }

        @Override
        public OpResult endTask(Operation.EndTask e) {
            return new OpResult.Bytes(taskEnds(e.task()));
        }

        @Override
        public OpResult userAllocate(Operation.UserAllocate u) {
            throw noSparkCall(u);
        }

        @Override
        public OpResult userRelease(Operation.UserRelease u) {
            throw noSparkCall(u);
        }

        /** The container's ops are compared with real Netty and ResourceProfile in sparkmemlab.container's tests. */
        @Override
        public OpResult inContainer(Operation.InContainer c) {
            throw new IllegalArgumentException("no memory manager call for op " + c.op() + ": it acts in the container");
        }

        /** Our own ops of the heap Spark does not count have no Spark call to compare with. */
        private IllegalArgumentException noSparkCall(Operation op) {
            return new IllegalArgumentException("no Spark call for op " + op.op() + ": Spark does not count a task's own objects");
        }
    }

    /** The task's consumer of that name, created now (first use) with this mode and spillability. */
    private SparkConsumer consumer(long task, String name, MemoryMode mode, boolean spillable) {
        LinkedHashMap<String, MemoryConsumer> byName = consumers.computeIfAbsent(task, t -> new LinkedHashMap<>());
        MemoryConsumer c = byName.get(name);
        if (c == null) {
            c = new SparkConsumer(this, taskMemoryManager(task), task, name, mode, spillable);
            byName.put(name, c);
        }
        return (SparkConsumer) c; // refusal() keeps collections out of consumer ops
    }

    /** The task's spillable collection of that name, created now (first use). */
    private SparkCollection collection(long task, String name) {
        LinkedHashMap<String, MemoryConsumer> byName = consumers.computeIfAbsent(task, t -> new LinkedHashMap<>());
        MemoryConsumer c = byName.get(name);
        if (c == null) {
            c = SparkCollection.create(this, taskMemoryManager(task), task, name);
            byName.put(name, c);
        }
        return (SparkCollection) c; // refusal() keeps other consumers out of maybeSpill
    }

    /**
     * A Tungsten op, holding the lock: its consumer is made at its first use (its constructor may throw
     * Spark's OOM: then there is none), and the op's thread is marked as its own for its spills.
     */
    private OpResult withTungsten(long task, String name, Returned inMonitor,
            java.util.function.Function<SpillFiles, SparkTungsten> make, java.util.function.Function<SparkTungsten, OpResult> op) {
        synchronized (memoryManager) {
            SpillFiles files = spillFiles(); // made before the wait count is read: it may wait on its own locks
            long waits = ThreadWatch.waitedCount(Thread.currentThread());
            SparkTungsten t = tungsten.get(consumers.computeIfAbsent(task, k -> new LinkedHashMap<>()).get(name));
            if (t == null) {
                try {
                    t = make.apply(files);
                } catch (org.apache.spark.memory.SparkOutOfMemoryError e) {
                    inMonitor.returned(ThreadWatch.waitedCount(Thread.currentThread()) > waits);
                    return new OpResult.Error("SparkOutOfMemoryError: " + e.getMessage());
                }
                consumers.get(task).put(name, t.consumer());
                tungsten.put(t.consumer(), t);
            }
            sorterOnThread.set(t);
            OpResult result;
            try {
                result = op.apply(t);
            } finally {
                sorterOnThread.remove();
            }
            inMonitor.returned(ThreadWatch.waitedCount(Thread.currentThread()) > waits);
            return result;
        }
    }

    /** The conf the shuffle sorter reads: the executor's, with the force-spill threshold and uncompressed spills. */
    private SparkConf tungstenConf() {
        return sparkConf.clone().set("spark.shuffle.spill.numElementsForceSpillThreshold",
                Integer.toString(config.tungsten().numElementsForceSpillThreshold())).set("spark.shuffle.spill.compress", "false");
    }

    private SpillFiles spillFiles() {
        if (spillFiles == null) {
            spillFiles = new SpillFiles(this::spillStarting);
        }
        return spillFiles;
    }

    /**
     * A sorter starts a spill file, on its op's thread (a sorter spills only for its own ask, or at
     * its own threshold: asked by another consumer while not being read it frees nothing). What it
     * frees is known when the spill is over: at the next spill or when the step's spills are read.
     */
    private void spillStarting() {
        synchronized (memoryManager) {
            resolveSorterSpill();
            SparkTungsten sorter = sorterOnThread.get();
            if (sorter == null) {
                throw new IllegalStateException("a spill file started on a thread with no sorter op");
            }
            long task = -1;
            String name = null;
            for (Map.Entry<Long, LinkedHashMap<String, MemoryConsumer>> e : consumers.entrySet()) {
                for (Map.Entry<String, MemoryConsumer> c : e.getValue().entrySet()) {
                    if (c.getValue() == sorter.consumer()) {
                        task = e.getKey();
                        name = c.getKey();
                    }
                }
            }
            pendingSorterSpill = new PendingSorterSpill(task, name, sorter, sorter.spillStarting());
        }
    }

    private void resolveSorterSpill() {
        PendingSorterSpill p = pendingSorterSpill;
        if (p != null) {
            pendingSorterSpill = null;
            long freed = p.sorter().freedSince(p.mark());
            if (freed > 0) {
                spills.add(new Spill(p.task(), p.name(), freed));
            }
        }
    }

    /** What a woken sorterInsert's latest woken ask got. Hold the lock, with the op's thread done. */
    @Override
    public long lastWokenGrant(long task) {
        return ((HookedTaskMemoryManager) taskMemoryManager(task)).lastWokenGrant();
    }

    /** A parked sorter's entry in waiting: what its ask (its array or its page) waits for. Hold the lock. */
    @Override
    public WaitingRequest parkedRequest(long task) {
        HookedTaskMemoryManager tmm = (HookedTaskMemoryManager) taskMemoryManager(task);
        return new WaitingRequest(task, tmm.lastTungstenAsk(), tmm.lastTungstenMode());
    }

    private TaskMemoryManager taskMemoryManager(long task) {
        TaskMemoryManager tmm = taskMemoryManagers.get(task);
        if (tmm == null) {
            throw new IllegalStateException("task " + task + " has no TaskMemoryManager: its thread did not bind it");
        }
        return tmm;
    }

    /**
     * What a maybeSpill's {@code acquireMemory} got, for a woken one's {@code granted}. Hold the
     * lock, with the op's thread done.
     */
    @Override
    public long lastGranted(Operation.MaybeSpill m) {
        return collectionOf(m).lastGranted();
    }

    private SparkCollection collectionOf(Operation.MaybeSpill m) {
        MemoryConsumer c = consumers.getOrDefault(m.task(), new LinkedHashMap<>()).get(m.consumer());
        if (!(c instanceof SparkCollection collection)) {
            throw new IllegalStateException("task " + m.task() + " has no collection \"" + m.consumer() + "\"");
        }
        return collection;
    }

    /**
     * Why Spark cannot take this consumer step (the format's errors that Spark itself would not
     * report, or would report only through a Java assert), or empty. Hold the lock.
     */
    @Override
    public Optional<String> refusal(Operation op) {
        if (op instanceof Operation.SorterInsert s) {
            MemoryConsumer c = consumers.getOrDefault(s.task(), new LinkedHashMap<>()).get(s.consumer());
            if (c != null && !(tungsten.get(c) instanceof SparkSorter)) {
                return Optional.of("consumer \"" + s.consumer() + "\" of task " + s.task() + " is not a sorter");
            }
            if (c != null && ((SparkSorter) tungsten.get(c)).radixSort != s.radixSort()) {
                return Optional.of("sorter \"" + s.consumer() + "\" of task " + s.task() + " was made with radixSort "
                        + !s.radixSort());
            }
            return Optional.empty();
        }
        if (op instanceof Operation.MapAppend m) {
            MemoryConsumer c = consumers.getOrDefault(m.task(), new LinkedHashMap<>()).get(m.consumer());
            if (c != null && !(tungsten.get(c) instanceof SparkMap)) {
                return Optional.of("consumer \"" + m.consumer() + "\" of task " + m.task() + " is not a hash map");
            }
            return Optional.empty();
        }
        if (op instanceof Operation.ShuffleInsert s) {
            MemoryConsumer c = consumers.getOrDefault(s.task(), new LinkedHashMap<>()).get(s.consumer());
            if (c != null && !(tungsten.get(c) instanceof SparkShuffleSorter)) {
                return Optional.of("consumer \"" + s.consumer() + "\" of task " + s.task() + " is not a shuffle sorter");
            }
            if (c != null && org.apache.spark.shuffle.sort.ShuffleSorterAccess.array(c)[0] == 0) {
                return Optional.of("shuffle sorter \"" + s.consumer() + "\" of task " + s.task()
                        + " lost its array in a failed reset: Spark's next insert throws a NullPointerException");
            }
            if (c != null && ((SparkShuffleSorter) tungsten.get(c)).partitions != s.partitions()) {
                return Optional.of("shuffle sorter \"" + s.consumer() + "\" of task " + s.task() + " has other partitions");
            }
            if (s.recordBytes() == 0) {
                return Optional.of("an empty serialized record: Spark's writeSortedFile commits a writer it never opened (NullPointerException)");
            }
            if (s.partitions() > (1 << 24) || s.recordBytes() + 4 > (1L << 27)) {
                return Optional.of("the serialized shuffle takes at most 2^24 partitions and records of 128 MiB less their length");
            }
            return Optional.empty();
        }
        if (op instanceof Operation.ConsumerOperation c
                && tungsten.containsKey(consumers.getOrDefault(c.task(), new LinkedHashMap<>()).get(c.consumer()))) {
            return Optional.of("consumer \"" + c.consumer() + "\" of task " + c.task() + " is one of Tungsten's: only its own op feeds it");
        }
        if (op instanceof Operation.MaybeSpill m) {
            MemoryConsumer c = consumers.getOrDefault(m.task(), new LinkedHashMap<>()).get(m.consumer());
            if (c != null && !(c instanceof SparkCollection)) {
                return Optional.of("consumer \"" + m.consumer() + "\" of task " + m.task()
                        + " is not a spillable collection: maybeSpill cannot name it");
            }
            return Optional.empty();
        }
        if (op instanceof Operation.ConsumerOperation c && !(op instanceof Operation.MaybeSpill)
                && consumers.getOrDefault(c.task(), new LinkedHashMap<>()).get(c.consumer()) instanceof SparkCollection) {
            return Optional.of("consumer \"" + c.consumer() + "\" of task " + c.task()
                    + " is a spillable collection: only maybeSpill can name it");
        }
        if (op instanceof Operation.ConsumerAcquire a) {
            return sameConsumer(a.task(), a.consumer(), a.mode(), a.spillable());
        }
        if (op instanceof Operation.AllocatePage p) {
            MemoryMode tungsten = ours(memoryManager.tungstenMemoryMode());
            if (p.mode() != tungsten) {
                return Optional.of("allocatePage in " + p.mode() + ", but Spark's tungsten memory mode is " + tungsten
                        + " (TaskMemoryManager.allocatePage asserts consumer.getMode() == tungstenMemoryMode)");
            }
            return sameConsumer(p.task(), p.consumer(), p.mode(), p.spillable());
        }
        if (op instanceof Operation.ConsumerRelease r) {
            SparkConsumer c = (SparkConsumer) consumers.getOrDefault(r.task(), new LinkedHashMap<>()).get(r.consumer());
            if (c == null) {
                return Optional.of("task " + r.task() + " has no consumer \"" + r.consumer() + "\"");
            }
            long outsidePages = c.getUsed() - c.pageBytes();
            if (r.bytes() > outsidePages) {
                return Optional.of("consumer \"" + r.consumer() + "\" of task " + r.task() + " holds " + outsidePages
                        + " bytes outside pages, cannot free " + r.bytes());
            }
        }
        return Optional.empty();
    }

    private Optional<String> sameConsumer(long task, String name, MemoryMode mode, boolean spillable) {
        SparkConsumer c = (SparkConsumer) consumers.getOrDefault(task, new LinkedHashMap<>()).get(name);
        if (c != null && (c.mode() != mode || c.spillable() != spillable)) {
            return Optional.of("consumer \"" + name + "\" of task " + task + " is " + c.mode()
                    + (c.spillable() ? ", spillable" : ", not spillable") + "; named again as " + mode
                    + (spillable ? ", spillable" : ", not spillable"));
        }
        return Optional.empty();
    }

    /** A spill that freed bytes, as it happens (on the spilling thread, holding the lock). */
    void recordSpill(Spill spill) {
        resolveSorterSpill();
        spills.add(spill);
    }

    /** The spills since the last call, in order. Hold the lock. */
    @Override
    public List<Spill> drainSpills() {
        resolveSorterSpill();
        List<Spill> out = List.copyOf(spills);
        spills.clear();
        return out;
    }

    /**
     * At the end of a run, with every thread idle: what {@code Executor} does for each task still
     * running ({@code cleanUpAllAllocatedMemory}), so that every page goes back to its allocator
     * (off-heap pages are malloc'd).
     */
    @Override
    public void freeAllPages() {
        synchronized (memoryManager) {
            for (SparkTungsten t : tungsten.values()) {
                t.cleanup(); // frees its memory, deletes its spill files
            }
            tungsten.clear();
            for (TaskMemoryManager tmm : taskMemoryManagers.values()) {
                tmm.cleanUpAllAllocatedMemory();
            }
            taskMemoryManagers.clear();
            consumers.clear();
            if (spillFiles != null) {
                spillFiles.close();
                spillFiles = null;
            }
        }
    }

    /** {@code BlockManager.putBytes} of a MEMORY_ONLY_SER block of known size. */
    private boolean putBytes(org.apache.spark.storage.BlockId id, long size, org.apache.spark.memory.MemoryMode mode) {
        BlockInfo info = new BlockInfo(StorageLevel.MEMORY_ONLY_SER(), CLASS_TAG, false);
        if (!blockInfoManager.lockNewBlockForWriting(id, info, false)) {
            return true; // already present: BlockManager returns true and touches nothing
        }
        boolean stored = false;
        try {
            stored = memoryStore.putBytes(id, size, mode, () -> ZeroChunks.of(size), CLASS_TAG);
        } finally {
            if (stored) {
                blockInfoManager.unlock(id, Option.empty());
            } else {
                memoryStore.remove(id); // removeBlockInternal: a no-op here, as in Spark
                blockInfoManager.removeBlock(id);
            }
        }
        return stored;
    }

    /** {@code BlockManager.removeBlock}: write-lock (blocking), drop from memory, forget the block. */
    private boolean blockManagerRemoveBlock(org.apache.spark.storage.BlockId id) {
        if (blockInfoManager.lockForWriting(id, true).isEmpty()) {
            return false;
        }
        boolean removed = memoryStore.remove(id);
        removed |= disk.remove(id) != null;
        blockInfoManager.removeBlock(id);
        return removed;
    }

    /**
     * {@code BlockManager.doPutIterator} of a partition computed on this (the task's) thread: the real
     * {@code MemoryStore.putIteratorAsValues} unrolls fresh {@code byte[]} values; on a {@code Left},
     * a level with disk serializes the partially unrolled iterator to the disk store (reading it to the
     * end, which gives its unroll memory back), and {@code MEMORY_ONLY} removes the block
     * ({@code doPut}'s {@code removeBlockInternal}) and the task then reads the iterator to the end.
     */
    private OpResult doPutIterator(org.apache.spark.storage.BlockId id, sparkmemlab.model.storage.StorageLevel ours,
            int records, int recordBytes) {
        StorageLevel level = StorageLevel.fromString(ours.name());
        if (!blockInfoManager.lockNewBlockForWriting(id, new BlockInfo(level, BYTES_TAG, false), false)) {
            return where(id);
        }
        OpResult place;
        if (level.useMemory()) {
            Either<org.apache.spark.storage.memory.PartiallyUnrolledIterator<byte[]>, Object> put =
                    memoryStore.putIteratorAsValues(id, values(records, recordBytes), level.memoryMode(), BYTES_TAG);
            if (put.isRight()) {
                place = OpResult.IN_MEMORY;
            } else if (level.useDisk()) {
                disk.put(id, new DiskValues(level, readToTheEnd(put.left().get(), recordBytes), recordBytes));
                place = OpResult.ON_DISK;
            } else {
                memoryStore.remove(id);
                disk.remove(id);
                blockInfoManager.removeBlock(id);
                readToTheEnd(put.left().get(), recordBytes);
                return OpResult.NOWHERE;
            }
        } else {
            disk.put(id, new DiskValues(level, readToTheEnd(values(records, recordBytes), recordBytes), recordBytes));
            place = OpResult.ON_DISK;
        }
        blockInfoManager.unlock(id, Option.empty());
        return place;
    }

    /**
     * {@code BlockManager.getLocalValues} without a task: a block in memory is read there (values or
     * bytes, by its level), one on disk only is read from disk, and at a level with memory
     * {@code maybeCacheDiskValuesInMemory} hands its values to the real {@code putIteratorAsValues};
     * the read lock is held while it does and let go when the values have been read.
     */
    private boolean getLocalValues(org.apache.spark.storage.BlockId id) {
        DiskValues onDisk = disk.get(id);
        if (memoryStore.contains(id) || onDisk == null) {
            Option<BlockInfo> info = blockInfoManager.get(id);
            if (info.isDefined() && info.get().level().deserialized()) {
                return memoryStore.getValues(id).isDefined();
            }
            return memoryStore.getBytes(id).isDefined();
        }
        blockInfoManager.lockForReading(id, true);
        try {
            if (onDisk.level().useMemory()) {
                Either<org.apache.spark.storage.memory.PartiallyUnrolledIterator<byte[]>, Object> put =
                        memoryStore.putIteratorAsValues(id, values(onDisk.values(), onDisk.valueBytes()),
                                onDisk.level().memoryMode(), BYTES_TAG);
                if (put.isLeft()) {
                    readToTheEnd(put.left().get(), onDisk.valueBytes());
                } else {
                    readToTheEnd(memoryStore.getValues(id).get(), onDisk.valueBytes());
                }
            }
        } finally {
            blockInfoManager.unlock(id, Option.empty());
        }
        return true;
    }

    /** Where the block is: in memory, on disk, or neither. */
    private OpResult where(org.apache.spark.storage.BlockId id) {
        if (memoryStore.contains(id)) {
            return OpResult.IN_MEMORY;
        }
        return disk.containsKey(id) ? OpResult.ON_DISK : OpResult.NOWHERE;
    }

    /** A partition's values as the task computes them: {@code records} distinct fresh {@code byte[]}s. */
    private static scala.collection.Iterator<byte[]> values(int records, int recordBytes) {
        return new scala.collection.AbstractIterator<>() {
            private int made;

            @Override
            public boolean hasNext() {
                return made < records;
            }

            @Override
            public byte[] next() {
                made++;
                return new byte[recordBytes];
            }
        };
    }

    /** Reads an iterator of values to its end, as the task or the disk writer does; returns how many. */
    private static int readToTheEnd(scala.collection.Iterator<?> values, int recordBytes) {
        int n = 0;
        while (values.hasNext()) {
            byte[] v = (byte[]) values.next();
            if (v.length != recordBytes) {
                throw new IllegalStateException("a value of " + v.length + " bytes, expected " + recordBytes);
            }
            n++;
        }
        return n;
    }

    /**
     * What {@code Task.run}'s and {@code Executor.TaskRunner}'s finally blocks do, in their order,
     * all under the memory manager's lock so that woken waiters re-check only after all of it:
     * release unroll memory (both modes), {@code notifyAll}, release the read locks, then
     * {@code TaskMemoryManager.cleanUpAllAllocatedMemory} (forgets the consumers without spilling,
     * frees their pages, releases what was acquired but not used, then all the task's execution
     * memory, which is the result).
     */
    private long taskEnds(long task) {
        synchronized (memoryManager) {
            notified();
            // Task.run's markTaskCompleted: each sorter's completion listener (cleanupResources) frees its
            // pages and array and deletes its spill files, before the unroll memory is released.
            for (MemoryConsumer c : consumers.getOrDefault(task, new LinkedHashMap<>()).values()) {
                SparkTungsten t = tungsten.remove(c); // a sorter's, an aggregation's listener; a writer's finally
                if (t != null) {
                    t.cleanup();
                }
            }
            memoryStore.releaseUnrollMemoryForThisTask(org.apache.spark.memory.MemoryMode.ON_HEAP, Long.MAX_VALUE);
            memoryStore.releaseUnrollMemoryForThisTask(org.apache.spark.memory.MemoryMode.OFF_HEAP, Long.MAX_VALUE);
            memoryManager.notifyAll();
            blockInfoManager.releaseAllLocksForTask(task);
            TaskMemoryManager tmm = taskMemoryManagers.remove(task);
            consumers.remove(task);
            if (tmm == null) {
                throw new IllegalStateException("task " + task + " has no TaskMemoryManager: its thread did not bind it");
            }
            return tmm.cleanUpAllAllocatedMemory();
        }
    }

    // ---------------------------------------------------------------- reading Spark's state

    /** Whether {@code task} is registered in that mode's execution pool. Hold the lock. */
    boolean isRegistered(long task, MemoryMode mode) {
        return memoryForTask(executionPool(mode)).containsKey(task);
    }

    /** Readers of a block, 0 if Spark does not know it. */
    @Override
    public int readers(BlockId id) {
        Option<BlockInfo> info = blockInfoManager.get(spark(id));
        return info.isDefined() ? info.get().readerCount() : 0;
    }

    /** The blocks dropped since the last call, in order. Hold the lock. */
    @Override
    public List<BlockId> drainEvicted() {
        List<BlockId> out = new ArrayList<>(evicted.size());
        for (org.apache.spark.storage.BlockId id : evicted) {
            out.add(ours(id));
        }
        evicted.clear();
        return out;
    }

    /** Everything Spark holds now. Call with the memory manager's lock held and all threads quiet. */
    @Override
    public ExecutorState snapshot(List<WaitingRequest> waiting) {
        resolveSorterSpill(); // a shuffle sorter's spilled bytes are counted once its spill is over
        List<BlockState> blocks = new ArrayList<>();
        @SuppressWarnings("unchecked")
        LinkedHashMap<org.apache.spark.storage.BlockId, MemoryEntry<?>> entries =
                (LinkedHashMap<org.apache.spark.storage.BlockId, MemoryEntry<?>>) SparkFields.get(ENTRIES, memoryStore);
        synchronized (entries) {
            // Iterating an access-ordered LinkedHashMap does not reorder it (get would).
            for (Map.Entry<org.apache.spark.storage.BlockId, MemoryEntry<?>> e : entries.entrySet()) {
                Option<BlockInfo> info = blockInfoManager.get(e.getKey());
                int readers = info.isDefined() ? info.get().readerCount() : 0;
                MemoryMode mode = ours(e.getValue().memoryMode());
                blocks.add(new BlockState(ours(e.getKey()), e.getValue().size(), mode, readers,
                        info.isDefined() ? ours(info.get().level(), mode) : BlockState.putBlockLevel(mode)));
            }
        }
        SortedMap<Long, SortedMap<String, ConsumerState>> byTask = new TreeMap<>();
        consumers.forEach((task, byName) -> {
            if (!byName.isEmpty()) {
                SortedMap<String, ConsumerState> states = new TreeMap<>();
                byName.forEach((name, c) -> states.put(name, tungsten.containsKey(c) ? tungsten.get(c).state()
                        : c instanceof SparkCollection collection ? collection.state() : ((SparkConsumer) c).state()));
                byTask.put(task, states);
            }
        });
        List<sparkmemlab.model.DiskBlock> onDisk = new ArrayList<>();
        synchronized (disk) {
            disk.forEach((id, values) -> onDisk.add(new sparkmemlab.model.DiskBlock(ours(id), ours(values.level(), null))));
        }
        return new ExecutorState(layout, pools(MemoryMode.ON_HEAP), pools(MemoryMode.OFF_HEAP), waiting, blocks, byTask,
                sparkmemlab.model.HeapState.EMPTY, Optional.empty(), onDisk, unmanaged.used(memoryManager));
    }

    private PoolState pools(MemoryMode mode) {
        ExecutionMemoryPool execution = executionPool(mode);
        StorageMemoryPool storage = mode == MemoryMode.ON_HEAP
                ? memoryManager.onHeapStorageMemoryPool() : memoryManager.offHeapStorageMemoryPool();
        SortedMap<Long, Long> unroll =
                longMap(SparkFields.get(mode == MemoryMode.ON_HEAP ? ON_HEAP_UNROLL : OFF_HEAP_UNROLL, memoryStore));
        long unrollUsed = 0;
        for (long bytes : unroll.values()) {
            unrollUsed += bytes;
        }
        return new PoolState(execution.poolSize(), execution.memoryUsed(), storage.poolSize(), storage.memoryUsed(),
                unrollUsed, memoryForTask(execution), unroll);
    }

    private ExecutionMemoryPool executionPool(MemoryMode mode) {
        return mode == MemoryMode.ON_HEAP
                ? memoryManager.onHeapExecutionMemoryPool() : memoryManager.offHeapExecutionMemoryPool();
    }

    private static SortedMap<Long, Long> memoryForTask(ExecutionMemoryPool pool) {
        return longMap(SparkFields.get(MEMORY_FOR_TASK, pool));
    }

    private static SortedMap<Long, Long> longMap(Object scalaMap) {
        @SuppressWarnings("unchecked")
        Map<Object, Object> map = CollectionConverters.asJava((scala.collection.mutable.Map<Object, Object>) scalaMap);
        SortedMap<Long, Long> out = new TreeMap<>();
        for (Map.Entry<Object, Object> e : map.entrySet()) {
            out.put((Long) e.getKey(), (Long) e.getValue());
        }
        return out;
    }

    // ---------------------------------------------------------------- conversions and reflection

    org.apache.spark.storage.BlockId spark(BlockId id) {
        return toSpark.computeIfAbsent(id, ours -> {
            // Spark reads the name as it was written: a name it writes otherwise is its own id then.
            org.apache.spark.storage.BlockId s = org.apache.spark.storage.BlockId.apply(ours.writtenAs().orElse(ours.name()));
            if (!s.name().equals(ours.name())) {
                throw new IllegalStateException("Spark reads " + ours.writtenAs().orElse(ours.name()) + " as " + s.name()
                        + ", our model as " + ours.name());
            }
            fromSpark.putIfAbsent(s, ours);
            return s;
        });
    }

    private BlockId ours(org.apache.spark.storage.BlockId id) {
        return fromSpark.computeIfAbsent(id, s -> BlockId.parse(s.name()));
    }

    /** Our name of a Spark level: a cached partition's, or (memory-only serialized) a putBlock block's label. */
    private static sparkmemlab.model.storage.StorageLevel ours(StorageLevel level, MemoryMode mode) {
        if (level.equals(StorageLevel.MEMORY_ONLY())) {
            return sparkmemlab.model.storage.StorageLevel.MEMORY_ONLY;
        }
        if (level.equals(StorageLevel.MEMORY_AND_DISK())) {
            return sparkmemlab.model.storage.StorageLevel.MEMORY_AND_DISK;
        }
        if (level.equals(StorageLevel.DISK_ONLY())) {
            return sparkmemlab.model.storage.StorageLevel.DISK_ONLY;
        }
        if (level.equals(StorageLevel.MEMORY_ONLY_SER()) && mode != null) {
            return BlockState.putBlockLevel(mode);
        }
        throw new IllegalStateException("no name in the model for Spark's level " + level);
    }

    static org.apache.spark.memory.MemoryMode spark(MemoryMode mode) {
        return mode == MemoryMode.ON_HEAP ? org.apache.spark.memory.MemoryMode.ON_HEAP : org.apache.spark.memory.MemoryMode.OFF_HEAP;
    }

    private static MemoryMode ours(org.apache.spark.memory.MemoryMode mode) {
        return mode == org.apache.spark.memory.MemoryMode.ON_HEAP ? MemoryMode.ON_HEAP : MemoryMode.OFF_HEAP;
    }
}
