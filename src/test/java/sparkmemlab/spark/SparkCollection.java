package sparkmemlab.spark;

import java.lang.reflect.Field;
import java.util.OptionalLong;
import org.apache.spark.SparkConf;
import org.apache.spark.SparkEnv;
import org.apache.spark.memory.MemoryConsumer;
import org.apache.spark.memory.TaskMemoryManager;
import org.apache.spark.util.collection.Spillable;
import sparkmemlab.model.ConsumerState;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.model.Spill;

/**
 * A spillable collection of the format's {@code maybeSpill}: Spark's real
 * {@link Spillable} (the memory logic of {@code ExternalAppendOnlyMap}), whose "map" is only its
 * estimated size in bytes. {@link #insert} is the moment of {@code ExternalAppendOnlyMap.insertAll}
 * when {@code elementsRead % 32 == 0}: the size becomes the step's bytes, Spark's
 * {@code maybeSpill(currentMap, estimatedSize)} decides, and a collection that spilled starts a new,
 * empty map. {@link #forceSpill} and {@link #spill(Object)} do what {@code ExternalAppendOnlyMap}'s
 * do for a map being inserted into (no reading iterator).
 *
 * <p>Recording, the way {@link SparkConsumer} does it: each {@code notifyAll} Spillable makes (every
 * {@link #releaseMemory}, which frees {@code threshold - initial}, 0 included) is reported to the
 * executor, and every increment of {@code memoryBytesSpilled} is recorded as a spill when it
 * happens. Every method runs on the task's thread holding the memory manager's lock.
 */
final class SparkCollection extends Spillable<Object> {

    /** SparkEnv is one global: only one collection at a time may swap it in to be constructed. */
    private static final Object SPARK_ENV = new Object();
    private static final Field THRESHOLD = SparkFields.field(Spillable.class, "myMemoryThreshold");

    private final SparkExecutor executor;
    private final long task;
    private final String name;
    /** The current map's estimated size (bytes); 0 for a new, empty map. */
    private long size;
    /** What the latest {@code acquireMemory} got (a woken maybeSpill reports it). */
    private long lastGranted;

    private SparkCollection(SparkExecutor executor, TaskMemoryManager tmm, long task, String name) {
        super(tmm); // always ON_HEAP: Spillable passes MemoryMode.ON_HEAP to MemoryConsumer
        this.executor = executor;
        this.task = task;
        this.name = name;
    }

    /**
     * A new collection. Spillable's constructor reads {@code SparkEnv.get().conf()} (the initial
     * threshold, 5 MiB by default, and the forced-spill element count), so a minimal real SparkEnv
     * holding only the executor's conf is set for that moment, then the one before is put back.
     */
    static SparkCollection create(SparkExecutor executor, TaskMemoryManager tmm, long task, String name) {
        synchronized (SPARK_ENV) {
            SparkEnv before = SparkEnv.get();
            SparkEnv.set(env(executor.sparkConf));
            try {
                return new SparkCollection(executor, tmm, task, name);
            } finally {
                SparkEnv.set(before);
            }
        }
    }

    /** Spillable needs only the conf; everything else a SparkEnv holds stays null. */
    private static SparkEnv env(SparkConf conf) {
        return SparkApi.envWithConf(conf);
    }

    String name() {
        return name;
    }

    /** Spillable's {@code myMemoryThreshold}: the initial threshold plus what it holds. */
    long threshold() {
        try {
            return THRESHOLD.getLong(this);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    long lastGranted() {
        return lastGranted;
    }

    ConsumerState state() {
        return new ConsumerState(MemoryMode.ON_HEAP, true, getUsed(), 0, memoryBytesSpilled(), OptionalLong.of(size));
    }

    /**
     * {@code maybeSpill}: the map has grown to {@code bytes}; Spark's {@code maybeSpill} asks for
     * memory (2 × bytes − threshold) when bytes reach the threshold, and spills the map when what it
     * got leaves bytes at or above the new threshold. Whether it spilled.
     */
    boolean insert(long bytes) {
        size = bytes;
        lastGranted = 0;
        long spilledBefore = memoryBytesSpilled();
        boolean spilled = maybeSpill(this, bytes);
        record(memoryBytesSpilled() - spilledBefore);
        if (spilled) {
            size = 0; // insertAll: currentMap = new SizeTrackingAppendOnlyMap
        }
        return spilled;
    }

    @Override
    public long acquireMemory(long bytes) {
        long granted = super.acquireMemory(bytes);
        lastGranted = granted;
        return granted;
    }

    /** Spillable frees {@code threshold - initial} here, whatever it is: always a notifyAll. */
    @Override
    public void releaseMemory() {
        executor.notified();
        super.releaseMemory();
    }

    /** Writing the map to disk: nothing to write here; the caller starts a new map. */
    @Override
    public void spill(Object collection) {
    }

    /** ExternalAppendOnlyMap.forceSpill with no reading iterator: spill a non-empty map, start a new one. */
    @Override
    public boolean forceSpill() {
        if (size > 0) {
            spill(this);
            size = 0;
            return true;
        }
        return false;
    }

    /** Spillable's own spill (forced only by another consumer, and only on-heap), recorded. */
    @Override
    public long spill(long bytes, MemoryConsumer trigger) {
        long spilledBefore = memoryBytesSpilled();
        long freed = super.spill(bytes, trigger);
        record(memoryBytesSpilled() - spilledBefore);
        return freed;
    }

    private void record(long spilled) {
        if (spilled > 0) {
            executor.recordSpill(new Spill(task, name, spilled));
        }
    }

    @Override
    public String toString() {
        return "SparkCollection(task " + task + ", " + name + ")";
    }
}
