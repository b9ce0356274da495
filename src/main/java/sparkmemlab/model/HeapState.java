package sparkmemlab.model;

import java.util.Collections;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * What Spark does not count: the objects tasks make on the JVM heap outside the memory manager
 * (user memory), and whether the executor's JVM has died of a heap {@code OutOfMemoryError}.
 *
 * @param userMemoryForTask bytes of each task's own objects (tasks holding none are absent)
 * @param executorLost whether the JVM ran out of heap, which makes Spark's executor exit
 */
public record HeapState(SortedMap<Long, Long> userMemoryForTask, boolean executorLost) {

    public static final HeapState EMPTY = new HeapState(new TreeMap<>(), false);

    public HeapState {
        userMemoryForTask = Collections.unmodifiableSortedMap(new TreeMap<>(userMemoryForTask));
    }

    public long userMemoryUsed() {
        return userMemoryForTask.values().stream().mapToLong(Long::longValue).sum();
    }
}
