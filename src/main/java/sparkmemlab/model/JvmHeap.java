package sparkmemlab.model;

import java.util.TreeMap;
import java.util.function.LongSupplier;
import sparkmemlab.i18n.Messages;

/**
 * The JVM heap that Spark's memory manager does not count: the tasks' own objects (user memory) and,
 * through {@code collectionsAhead}, the data of spillable collections beyond their grants. The JVM
 * knows nothing of Spark's pools: it fails when the heap is full, whatever room the pools show, and
 * that {@code java.lang.OutOfMemoryError} is fatal to the executor. Our bookkeeping, not Spark's.
 */
final class JvmHeap {
    private final MemoryLayout layout;
    private final MemoryManager memoryManager;
    private final LongSupplier collectionsAhead;
    private final EventLog log;
    /** Each task's objects on the heap (tasks holding none are absent). */
    private final TreeMap<Long, Long> userMemoryForTask = new TreeMap<>();
    private boolean executorLost;

    JvmHeap(MemoryLayout layout, MemoryManager memoryManager, LongSupplier collectionsAhead, EventLog log) {
        this.layout = layout;
        this.memoryManager = memoryManager;
        this.collectionsAhead = collectionsAhead;
        this.log = log;
    }

    void copyFrom(JvmHeap other) {
        userMemoryForTask.clear();
        userMemoryForTask.putAll(other.userMemoryForTask);
        executorLost = other.executorLost;
    }

    boolean executorLost() {
        return executorLost;
    }

    long userMemory(long task) {
        return userMemoryForTask.getOrDefault(task, 0L);
    }

    /** {@link ExecutorState#heapUsed}, without building a state. */
    long heapUsed() {
        long used = layout.reservedMemory() + memoryManager.executionPool(MemoryMode.ON_HEAP).memoryUsed()
                + memoryManager.storagePool(MemoryMode.ON_HEAP).memoryUsed() + collectionsAhead.getAsLong();
        for (long bytes : userMemoryForTask.values()) {
            used += bytes;
        }
        return used;
    }

    /** The task makes {@code bytes} of its own objects, or the JVM fails. */
    OpResult userAllocate(Operation.UserAllocate u) {
        long heapUsed = heapUsed();
        if (!heapHolds(u.task(), u.bytes(), heapUsed)) {
            return jvmOutOfMemory();
        }
        userMemoryForTask.merge(u.task(), u.bytes(), Long::sum);
        log.add(new MemoryEvent.UserObjectsAllocated(u.task(), u.bytes(), heapUsed + u.bytes(), layout.systemMemory()));
        return new OpResult.Bytes(u.bytes());
    }

    /** Whether the heap has room for {@code bytes} more; if not, the JVM fails and the executor is lost. */
    boolean heapHolds(long task, long bytes, long heapUsed) {
        if (bytes <= layout.systemMemory() - heapUsed) {
            return true;
        }
        executorLost = true;
        log.add(new MemoryEvent.JvmOutOfMemory(task, bytes, heapUsed, layout.systemMemory()));
        return false;
    }

    static OpResult jvmOutOfMemory() {
        return new OpResult.Error(Messages.get("jvm.outOfMemory"));
    }

    /** The task lets go of {@code bytes} of its objects (they become garbage). */
    void release(long task, long bytes) {
        long left = userMemory(task) - bytes;
        if (left > 0) {
            userMemoryForTask.put(task, left);
        } else {
            userMemoryForTask.remove(task);
        }
        if (bytes > 0) {
            log.add(new MemoryEvent.UserObjectsReleased(task, bytes));
        }
    }

    /** At the task's end: all its objects are garbage. */
    void releaseAll(long task) {
        release(task, userMemory(task));
    }

    HeapState state() {
        return userMemoryForTask.isEmpty() && !executorLost ? HeapState.EMPTY : new HeapState(userMemoryForTask, executorLost);
    }
}
