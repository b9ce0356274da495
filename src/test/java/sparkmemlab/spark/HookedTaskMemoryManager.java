package sparkmemlab.spark;

import org.apache.spark.memory.MemoryConsumer;
import org.apache.spark.memory.MemoryManager;
import org.apache.spark.memory.TaskMemoryManager;
import org.apache.spark.util.collection.unsafe.sort.UnsafeExternalSorter;
import sparkmemlab.model.MemoryMode;

/**
 * A task's real {@link TaskMemoryManager} that tells the executor of the {@code notifyAll}s Spark's own
 * Tungsten consumers make through it. Our test consumers ({@link SparkConsumer}, {@link SparkCollection})
 * report theirs themselves; Spark's {@link UnsafeExternalSorter} is final and cannot, so its asks and
 * releases are seen here, where they all pass: an ask by a task new to the pool registers it
 * ({@code notifyAll}), and every release ({@code freePage}, {@code freeArray}, a short page given back)
 * reaches {@code ExecutionMemoryPool.releaseMemory} ({@code notifyAll}). Nothing else changes.
 */
final class HookedTaskMemoryManager extends TaskMemoryManager {
    private final SparkExecutor executor;
    private final long task;
    /**
     * What a Tungsten consumer of the task asked for last, and in which mode: what a parked one waits
     * with (a parked task makes no other call, so one is enough; its sorter may still be in its constructor).
     */
    private volatile long lastTungstenAsk = -1;
    private volatile MemoryMode lastTungstenMode;
    private volatile long lastWokenGrant = -1;

    HookedTaskMemoryManager(SparkExecutor executor, MemoryManager memoryManager, long task) {
        super(memoryManager, task);
        this.executor = executor;
        this.task = task;
    }

    static boolean isTungsten(MemoryConsumer consumer) {
        return consumer instanceof UnsafeExternalSorter || consumer instanceof org.apache.spark.unsafe.map.BytesToBytesMap
                || consumer.getClass().getName().equals("org.apache.spark.shuffle.sort.ShuffleExternalSorter");
    }

    @Override
    public long acquireExecutionMemory(long required, MemoryConsumer consumer) {
        if (isTungsten(consumer)) {
            MemoryMode mode = consumer.getMode() == org.apache.spark.memory.MemoryMode.ON_HEAP ? MemoryMode.ON_HEAP : MemoryMode.OFF_HEAP;
            lastTungstenAsk = required;
            lastTungstenMode = mode;
            if (required > 0 && !executor.isRegistered(task, mode)) {
                executor.notified(); // ExecutionMemoryPool.acquireMemory registers the task: notifyAll
            }
        }
        if (!isTungsten(consumer)) {
            return super.acquireExecutionMemory(required, consumer);
        }
        long waits = ThreadWatch.waitedCount(Thread.currentThread());
        long got = super.acquireExecutionMemory(required, consumer);
        if (ThreadWatch.waitedCount(Thread.currentThread()) != waits) {
            lastWokenGrant = got;
        }
        return got;
    }

    /** What the task's latest Tungsten ask that waited got when woken: a woken op's {@code granted}. */
    long lastWokenGrant() {
        return lastWokenGrant;
    }

    @Override
    public void releaseExecutionMemory(long size, MemoryConsumer consumer) {
        super.releaseExecutionMemory(size, consumer);
        if (isTungsten(consumer)) {
            executor.notified(); // ExecutionMemoryPool.releaseMemory: notifyAll
        }
    }

    long lastTungstenAsk() {
        if (lastTungstenAsk < 0) {
            throw new IllegalStateException("task " + task + ": no Tungsten consumer asked for memory");
        }
        return lastTungstenAsk;
    }

    MemoryMode lastTungstenMode() {
        return lastTungstenMode;
    }
}
