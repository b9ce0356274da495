package sparkmemlab.model;

import java.util.SortedMap;
import java.util.TreeMap;
import java.util.function.LongConsumer;
import java.util.function.LongSupplier;

/**
 * Spark's {@code ExecutionMemoryPool}: execution memory shared fairly among the N tasks registered
 * in it. A task may hold at most 1/N of the pool it could grow to, and is made to wait until it can
 * hold at least 1/2N of the pool as it is.
 */
final class ExecutionMemoryPool extends MemoryPool {
    /** What {@link #acquireMemory} returns where Spark's thread would {@code wait()}. */
    static final long PARKED = -1;

    private final MemoryMode memoryMode;
    private final Monitor lock;
    private final EventLog log;
    /** Spark's {@code memoryForTask}; registered tasks stay here at 0 bytes. Sorted, as states show it. */
    private final TreeMap<Long, Long> memoryForTask = new TreeMap<>();
    private long memoryUsed;
    /** Counts changes to {@link #memoryForTask}, so that a state can tell when to copy it again. */
    private long version;
    /** {@link #version} when the per-task sum was last checked. */
    private long checkedVersion = -1;

    ExecutionMemoryPool(MemoryMode memoryMode, Monitor lock, EventLog log) {
        this.memoryMode = memoryMode;
        this.lock = lock;
        this.log = log;
    }

    @Override
    long memoryUsed() {
        return memoryUsed;
    }

    void copyFrom(ExecutionMemoryPool other) {
        copyPoolSizeFrom(other);
        memoryForTask.clear();
        memoryForTask.putAll(other.memoryForTask);
        memoryUsed = other.memoryUsed;
        version++;
    }

    /**
     * Also: the per-task memory adds up to the pool's use, and no task holds a negative amount
     * (summed again only when the per-task memory changed since the last check).
     */
    @Override
    void assertInvariants() {
        super.assertInvariants();
        if (checkedVersion == version) {
            return;
        }
        checkedVersion = version;
        long sum = 0;
        for (long bytes : memoryForTask.values()) {
            if (bytes < 0) {
                throw Invariants.broken(memoryMode + ": a task holds " + bytes + " bytes of execution memory");
            }
            sum += bytes;
        }
        if (sum != memoryUsed) {
            throw Invariants.broken(memoryMode + ": per-task execution " + sum + " != pool use " + memoryUsed);
        }
    }

    long version() {
        return version;
    }

    long getMemoryUsageForTask(long taskAttemptId) {
        return memoryForTask.getOrDefault(taskAttemptId, 0L);
    }

    SortedMap<Long, Long> memoryForTask() {
        return memoryForTask;
    }

    /**
     * Spark's {@code acquireMemory}: registers the task (a new task changes N, so Spark calls
     * {@code notifyAll}) and makes the first pass of Spark's loop.
     *
     * @return the bytes granted, or {@link #PARKED}
     */
    long acquireMemory(long numBytes, long taskAttemptId, LongConsumer maybeGrowPool, LongSupplier computeMaxPoolSize) {
        if (numBytes <= 0) {
            throw new IllegalArgumentException("invalid number of bytes requested: " + numBytes);
        }
        if (!memoryForTask.containsKey(taskAttemptId)) {
            memoryForTask.put(taskAttemptId, 0L);
            version++;
            log.add(new MemoryEvent.TaskRegistered(taskAttemptId, memoryMode, memoryForTask.size()));
            lock.notifyAll(SparkMethod.EXECUTION_POOL_ACQUIRE_MEMORY);
        }
        return attemptToGrant(numBytes, taskAttemptId, maybeGrowPool, computeMaxPoolSize);
    }

    /**
     * One pass of the {@code while (true)} loop in Spark's {@code acquireMemory}. Where Spark calls
     * {@code lock.wait()} we return {@link #PARKED}; the caller parks the request and runs this pass
     * again when Spark's {@code notifyAll} would wake the thread.
     */
    long attemptToGrant(long numBytes, long taskAttemptId, LongConsumer maybeGrowPool, LongSupplier computeMaxPoolSize) {
        int numActiveTasks = memoryForTask.size();
        long curMem = memoryForTask.get(taskAttemptId);

        // Each pass first reclaims what storage borrowed: a block cached between two passes may
        // have taken the free memory this task was waiting for.
        maybeGrowPool.accept(numBytes - memoryFree());

        // The pool's size after any growth that eviction could bring (SPARK-12155).
        long maxPoolSize = computeMaxPoolSize.getAsLong();
        TaskShares shares = TaskShares.of(numActiveTasks, poolSize(), maxPoolSize);
        long maxMemoryPerTask = shares.maxPerTask(); // maxPoolSize / numActiveTasks
        long minMemoryPerTask = shares.minPerTask(); // poolSize / (2 * numActiveTasks)

        long maxToGrant = Math.min(numBytes, Math.max(0, maxMemoryPerTask - curMem));
        long free = memoryFree();
        long toGrant = Math.min(maxToGrant, free);

        if (toGrant < numBytes && curMem + toGrant < minMemoryPerTask) {
            log.add(new MemoryEvent.ExecutionParked(taskAttemptId, memoryMode, numBytes, curMem, toGrant,
                    numActiveTasks, minMemoryPerTask));
            return PARKED;
        }
        memoryForTask.put(taskAttemptId, curMem + toGrant);
        memoryUsed += toGrant;
        version++;
        MemoryEvent.GrantLimit limit = toGrant == numBytes ? MemoryEvent.GrantLimit.NONE
                : maxToGrant <= free ? MemoryEvent.GrantLimit.CAPPED_AT_1_OVER_N : MemoryEvent.GrantLimit.FREE_MEMORY;
        log.add(new MemoryEvent.ExecutionGranted(taskAttemptId, memoryMode, numBytes, toGrant, curMem,
                numActiveTasks, maxPoolSize, maxMemoryPerTask, minMemoryPerTask, limit));
        return toGrant;
    }

    /**
     * Spark's {@code releaseMemory}: frees at most what the task holds (Spark only logs a warning
     * for more), unregisters a task brought to 0, and always calls {@code notifyAll}.
     */
    void releaseMemory(long numBytes, long taskAttemptId) {
        long curMem = memoryForTask.getOrDefault(taskAttemptId, 0L);
        long memoryToFree = Math.min(curMem, numBytes);
        if (memoryForTask.containsKey(taskAttemptId)) {
            long left = curMem - memoryToFree;
            boolean unregistered = left <= 0;
            if (unregistered) {
                memoryForTask.remove(taskAttemptId);
            } else {
                memoryForTask.put(taskAttemptId, left);
            }
            memoryUsed -= memoryToFree;
            version++;
            log.add(new MemoryEvent.ExecutionReleased(taskAttemptId, memoryMode, numBytes, memoryToFree, unregistered));
        }
        lock.notifyAll(SparkMethod.EXECUTION_POOL_RELEASE_MEMORY);
    }

    /** Spark's {@code releaseAllMemoryForTask}. */
    long releaseAllMemoryForTask(long taskAttemptId) {
        long numBytesToFree = getMemoryUsageForTask(taskAttemptId);
        releaseMemory(numBytesToFree, taskAttemptId);
        return numBytesToFree;
    }
}
