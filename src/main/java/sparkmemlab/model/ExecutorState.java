package sparkmemlab.model;

import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * Everything the memory system holds at one moment, immutable.
 *
 * @param layout the fixed sizes
 * @param onHeap the on-heap pools
 * @param offHeap the off-heap pools
 * @param waiting parked execution requests, in the order they parked
 * @param blocks blocks in memory, least recently used first
 * @param consumers the memory consumers of each running task, by task and name
 * @param heap the tasks' own objects on the heap, which Spark does not count
 * @param container the container around the executor, when it runs in one ({@code spark.master})
 * @param disk the blocks in the disk store, in the order they arrived there
 * @param unmanaged what the unified manager subtracts for unmanaged memory (Spark 4.1+, SPARK-53001), per mode
 */
public record ExecutorState(
        MemoryLayout layout,
        PoolState onHeap,
        PoolState offHeap,
        List<WaitingRequest> waiting,
        List<BlockState> blocks,
        SortedMap<Long, SortedMap<String, ConsumerState>> consumers,
        HeapState heap,
        Optional<ExecutorContainer> container,
        List<DiskBlock> disk,
        ModeBytes unmanaged) {

    /** No unmanaged memory (Spark 3.5.3, or none reported). */
    public static final ModeBytes NO_UNMANAGED_MEMORY = new ModeBytes(0, 0);

    public ExecutorState {
        java.util.Objects.requireNonNull(container, "container");
        java.util.Objects.requireNonNull(unmanaged, "unmanaged");
        disk = List.copyOf(disk);
        waiting = List.copyOf(waiting);
        blocks = List.copyOf(blocks);
        TreeMap<Long, SortedMap<String, ConsumerState>> copy = new TreeMap<>();
        consumers.forEach((task, byName) -> copy.put(task, Collections.unmodifiableSortedMap(new TreeMap<>(byName))));
        consumers = Collections.unmodifiableSortedMap(copy);
    }

    /** A state with no unmanaged memory. */
    public ExecutorState(MemoryLayout layout, PoolState onHeap, PoolState offHeap, List<WaitingRequest> waiting,
            List<BlockState> blocks, SortedMap<Long, SortedMap<String, ConsumerState>> consumers, HeapState heap,
            Optional<ExecutorContainer> container, List<DiskBlock> disk) {
        this(layout, onHeap, offHeap, waiting, blocks, consumers, heap, container, disk, NO_UNMANAGED_MEMORY);
    }

    /** A state with nothing in the disk store. */
    public ExecutorState(MemoryLayout layout, PoolState onHeap, PoolState offHeap, List<WaitingRequest> waiting,
            List<BlockState> blocks, SortedMap<Long, SortedMap<String, ConsumerState>> consumers, HeapState heap,
            Optional<ExecutorContainer> container) {
        this(layout, onHeap, offHeap, waiting, blocks, consumers, heap, container, List.of());
    }

    /** A state of an executor with no container. */
    public ExecutorState(MemoryLayout layout, PoolState onHeap, PoolState offHeap, List<WaitingRequest> waiting,
            List<BlockState> blocks, SortedMap<Long, SortedMap<String, ConsumerState>> consumers, HeapState heap) {
        this(layout, onHeap, offHeap, waiting, blocks, consumers, heap, Optional.empty());
    }

    /** Whether the executor is gone: its JVM ran out of heap, or its container ended it. */
    public boolean executorLost() {
        return heap.executorLost() || container.map(ExecutorContainer::executorLost).orElse(false);
    }

    /** A state with no user objects on the heap. */
    public ExecutorState(MemoryLayout layout, PoolState onHeap, PoolState offHeap, List<WaitingRequest> waiting,
            List<BlockState> blocks, SortedMap<Long, SortedMap<String, ConsumerState>> consumers) {
        this(layout, onHeap, offHeap, waiting, blocks, consumers, HeapState.EMPTY);
    }

    /** A state with no memory consumers. */
    public ExecutorState(MemoryLayout layout, PoolState onHeap, PoolState offHeap, List<WaitingRequest> waiting,
            List<BlockState> blocks) {
        this(layout, onHeap, offHeap, waiting, blocks, new TreeMap<>());
    }

    /**
     * The JVM heap in use, as our model counts it: reserved memory (Spark's own objects), the on-heap
     * pools' use, the tasks' own objects, and the data of spillable collections beyond their grants.
     */
    public long heapUsed() {
        return layout.reservedMemory() + onHeap.executionUsed() + onHeap.storageUsed() + heap.userMemoryUsed()
                + collectionsAheadOfGrant();
    }

    /**
     * What each task holds on the heap outside Spark's pools: its own objects and its spillable
     * collections' data beyond their grants (tasks holding none are absent).
     */
    public SortedMap<Long, Long> objectsOutsidePools() {
        if (consumers.isEmpty()) {
            return heap.userMemoryForTask();
        }
        TreeMap<Long, Long> byTask = new TreeMap<>(heap.userMemoryForTask());
        consumers.forEach((task, byName) -> byName.values().forEach(c -> {
            if (c.aheadOfGrant() > 0) {
                byTask.merge(task, c.aheadOfGrant(), Long::sum);
            }
        }));
        return Collections.unmodifiableSortedMap(byTask);
    }

    /** The bytes of spillable collections' data on the heap beyond what the memory manager granted them. */
    public long collectionsAheadOfGrant() {
        long ahead = 0;
        for (SortedMap<String, ConsumerState> byName : consumers.values()) {
            for (ConsumerState c : byName.values()) {
                ahead += c.aheadOfGrant();
            }
        }
        return ahead;
    }

    public PoolState pools(MemoryMode mode) {
        return mode == MemoryMode.ON_HEAP ? onHeap : offHeap;
    }

    /** Every task registered in either execution pool, with its execution memory in each mode. */
    public SortedMap<Long, ModeBytes> tasks() {
        TreeMap<Long, ModeBytes> tasks = new TreeMap<>();
        onHeap.memoryForTask().forEach((task, bytes) -> tasks.put(task, new ModeBytes(bytes, 0)));
        offHeap.memoryForTask().forEach((task, bytes) ->
                tasks.merge(task, new ModeBytes(0, bytes), (a, b) -> new ModeBytes(a.onHeap(), b.offHeap())));
        return Collections.unmodifiableSortedMap(tasks);
    }
}
