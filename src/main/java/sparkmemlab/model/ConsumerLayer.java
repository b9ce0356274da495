package sparkmemlab.model;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The task layer: each running task's {@link TaskMemoryManager}, made at its first consumer op, and
 * the consumer ops ({@code consumerAcquire}, {@code consumerRelease}, {@code allocatePage},
 * {@code maybeSpill}) as Spark's {@code MemoryConsumer} and {@code Spillable} make them. A request
 * that the memory manager makes wait parks in {@link ParkedCalls} and goes on in {@link #resume}.
 */
final class ConsumerLayer {
    private static final SortedMap<Long, SortedMap<String, ConsumerState>> NO_CONSUMERS =
            Collections.unmodifiableSortedMap(new TreeMap<>());

    private final MemoryManager memoryManager;
    private final ParkedCalls parking;
    private final EventLog log;
    private final Map<Long, TaskMemoryManager> taskMemoryManagers = new TreeMap<>();
    /** The spills of the step under way, in order. */
    private final List<Spill> spills = new ArrayList<>();

    ConsumerLayer(MemoryManager memoryManager, ParkedCalls parking, EventLog log) {
        this.memoryManager = memoryManager;
        this.parking = parking;
        this.log = log;
    }

    /**
     * Takes the other layer's task memory managers and consumers.
     *
     * @return which of the other's consumers became which of ours
     */
    Map<MemoryConsumer, MemoryConsumer> copyFrom(ConsumerLayer other) {
        Map<MemoryConsumer, MemoryConsumer> copies = new IdentityHashMap<>();
        taskMemoryManagers.clear();
        other.taskMemoryManagers.forEach((task, tmm) -> taskMemoryManagers.put(task, tmm.copy(memoryManager, log, spills, copies)));
        return copies;
    }

    /** The consumer a task has named so, or null. */
    MemoryConsumer existing(long task, String name) {
        TaskMemoryManager tmm = taskMemoryManagers.get(task);
        return tmm == null ? null : tmm.named(name);
    }

    private TaskMemoryManager taskMemoryManager(long task) {
        return taskMemoryManagers.computeIfAbsent(task, t -> new TaskMemoryManager(t, memoryManager, log, spills));
    }

    /** {@code MemoryConsumer.acquireMemory}: the consumer keeps what the task memory manager got. */
    OpResult acquire(Operation.ConsumerAcquire c) {
        TaskMemoryManager tmm = taskMemoryManager(c.task());
        MemoryConsumer consumer = tmm.consumer(c.consumer(), c.mode(), c.spillable());
        TaskMemoryManager.AcquireCall call = new TaskMemoryManager.AcquireCall(consumer, c.bytes());
        long got = consumer.acquireMemory(tmm, call);
        if (got == ExecutionMemoryPool.PARKED) {
            return parking.park(c.task(), c.bytes(), c.mode(), new ParkedCall.ConsumerCall(c.task(), call, c));
        }
        return new OpResult.Bytes(got);
    }

    /** {@code MemoryConsumer.freeMemory}. */
    OpResult release(Operation.ConsumerRelease c) {
        TaskMemoryManager tmm = taskMemoryManagers.get(c.task());
        tmm.named(c.consumer()).freeMemory(tmm, c.bytes());
        log.add(new MemoryEvent.ConsumerReleased(c.task(), c.consumer(), c.bytes()));
        return OpResult.NONE;
    }

    /**
     * {@code MemoryConsumer.allocatePage}: asks for a page of max(page size, bytes); a page smaller
     * than {@code bytes} is given back and the result is Spark's OOM.
     */
    OpResult allocatePage(Operation.AllocatePage p) {
        TaskMemoryManager tmm = taskMemoryManager(p.task());
        MemoryConsumer consumer = tmm.consumer(p.consumer(), p.mode(), p.spillable());
        TaskMemoryManager.AcquireCall call = new TaskMemoryManager.AcquireCall(consumer,
                Math.max(memoryManager.pageSizeBytes(), p.bytes()));
        long acquired = tmm.acquireExecutionMemory(call);
        if (acquired == ExecutionMemoryPool.PARKED) {
            return parking.park(p.task(), p.bytes(), p.mode(), new ParkedCall.ConsumerCall(p.task(), call, p));
        }
        return consumer.finishPage(tmm, p.bytes(), acquired, log);
    }

    /**
     * {@code UnsafeExternalSorter.insertRecord}, the step's records one by one; the sorter is made at
     * its first use, and forgotten again if its constructor's array could not be had.
     */
    OpResult sorterInsert(Operation.SorterInsert s) {
        TaskMemoryManager tmm = taskMemoryManager(s.task());
        MemoryConsumer consumer = tmm.tungsten(s.consumer(), () -> sparkmemlab.model.UnsafeExternalSorter.create(
                s.task(), s.consumer(), s.radixSort(), memoryManager.tungstenConf()));
        sparkmemlab.model.UnsafeExternalSorter sorter = (sparkmemlab.model.UnsafeExternalSorter) consumer.tungsten;
        OpResult result = sorter.insert(s.records(), s.recordBytes(), new TungstenHost(tmm, consumer, log));
        return tungstenOutcome(tmm, consumer, result, s);
    }

    /** {@code Location.append} of the op's keys; the map is made at its first use, forgotten if its constructor failed. */
    OpResult mapAppend(Operation.MapAppend m) {
        TaskMemoryManager tmm = taskMemoryManager(m.task());
        MemoryConsumer consumer = tmm.tungsten(m.consumer(), () -> sparkmemlab.model.BytesToBytesMap.create(m.task(), m.consumer()));
        sparkmemlab.model.BytesToBytesMap map = (sparkmemlab.model.BytesToBytesMap) consumer.tungsten;
        OpResult result = map.append(m.keys(), m.keyBytes(), m.valueBytes(), new TungstenHost(tmm, consumer, log));
        return tungstenOutcome(tmm, consumer, result, m);
    }

    /** {@code ShuffleExternalSorter.insertRecord} of the op's records; the sorter is made at its first use. */
    OpResult shuffleInsert(Operation.ShuffleInsert s) {
        TaskMemoryManager tmm = taskMemoryManager(s.task());
        MemoryConsumer consumer = tmm.tungsten(s.consumer(), () -> sparkmemlab.model.ShuffleExternalSorter.create(
                s.task(), s.consumer(), s.partitions(), memoryManager.tungstenConf()));
        sparkmemlab.model.ShuffleExternalSorter sorter = (sparkmemlab.model.ShuffleExternalSorter) consumer.tungsten;
        OpResult result = sorter.insert(s.records(), s.recordBytes(), new TungstenHost(tmm, consumer, log));
        return tungstenOutcome(tmm, consumer, result, s);
    }

    /** Parks a Tungsten op whose ask parked, or forgets a consumer whose construction failed. */
    private OpResult tungstenOutcome(TaskMemoryManager tmm, MemoryConsumer consumer, OpResult result,
            Operation.ConsumerOperation op) {
        if (result instanceof OpResult.Waiting) {
            return parking.park(op.task(), consumer.pending.required, consumer.mode,
                    new ParkedCall.ConsumerCall(op.task(), consumer.pending, op));
        }
        forgetIfUnmade(tmm, consumer);
        return result;
    }

    private static void forgetIfUnmade(TaskMemoryManager tmm, MemoryConsumer consumer) {
        if (!consumer.made()) {
            tmm.forget(consumer.name);
        }
    }

    /**
     * What a collection's growth to {@code m.bytes()} puts on the heap beyond what it already holds
     * there: the part the JVM must find room for before Spark is asked anything.
     */
    long heapGrowth(Operation.MaybeSpill m) {
        MemoryConsumer existing = existing(m.task(), m.consumer());
        long aheadBefore = existing == null ? 0 : existing.aheadOfGrant();
        long used = existing == null ? 0 : existing.used();
        return Math.max(0, m.bytes() - used) - aheadBefore;
    }

    /**
     * {@code Spillable.maybeSpill} once the heap has held the growth: at or over its threshold, the
     * collection asks for memory and spills itself if it got too little.
     */
    OpResult maybeSpill(Operation.MaybeSpill m) {
        TaskMemoryManager tmm = taskMemoryManager(m.task());
        MemoryConsumer collection = tmm.collection(m.consumer());
        long request = collection.maybeSpillAsk(m.bytes(), log);
        if (request == 0) {
            return OpResult.flag(false);
        }
        TaskMemoryManager.AcquireCall call = new TaskMemoryManager.AcquireCall(collection, request);
        long granted = tmm.acquireExecutionMemory(call);
        if (granted == ExecutionMemoryPool.PARKED) {
            return parking.park(m.task(), m.bytes(), MemoryMode.ON_HEAP, new ParkedCall.ConsumerCall(m.task(), call, m));
        }
        return OpResult.flag(collection.maybeSpillDecide(granted, tmm, spills, log));
    }

    /**
     * Re-runs a parked consumer request where Spark's {@code notifyAll} wakes it, and finishes its op.
     *
     * @return {@link OpResult#WAITING} if it parks again; else what its own call returned: the bytes
     *     it was granted, a page's bytes or Spark's OOM, or for {@code maybeSpill} what its ask got
     */
    OpResult resume(ParkedCall.ConsumerCall c) {
        TaskMemoryManager tmm = taskMemoryManagers.get(c.task());
        MemoryConsumer consumer = c.call().consumer;
        if (consumer.tungsten != null) {
            long got = tmm.resume(consumer.pending);
            if (got == ExecutionMemoryPool.PARKED) {
                return OpResult.WAITING;
            }
            consumer.lastWokenGrant = got;
            OpResult result = consumer.tungsten.resume(got, new TungstenHost(tmm, consumer, log));
            if (result instanceof OpResult.Waiting) {
                return result;
            }
            forgetIfUnmade(tmm, consumer);
            // A woken op that went on to the end shows what its woken ask got; one that failed, Spark's OOM.
            return result instanceof OpResult.Error ? result : new OpResult.Bytes(consumer.lastWokenGrant);
        }
        if (c.op() instanceof Operation.ConsumerAcquire) {
            long got = consumer.resumeAcquireMemory(tmm, c.call());
            return got == ExecutionMemoryPool.PARKED ? OpResult.WAITING : new OpResult.Bytes(got);
        }
        long got = tmm.resume(c.call());
        if (got == ExecutionMemoryPool.PARKED) {
            return OpResult.WAITING;
        }
        if (c.op() instanceof Operation.AllocatePage p) {
            return consumer.finishPage(tmm, p.bytes(), got, log);
        }
        consumer.maybeSpillDecide(got, tmm, spills, log);
        return new OpResult.Bytes(got);
    }

    /**
     * At the task's end, {@code TaskMemoryManager.cleanUpAllAllocatedMemory}: forgets its consumers
     * without asking them to spill (the memory goes back with the rest of the task's).
     */
    void cleanUpTask(long task) {
        TaskMemoryManager tmm = taskMemoryManagers.remove(task);
        if (tmm != null) {
            // Task.run's markTaskCompleted first: each Tungsten consumer's completion listener frees its memory.
            for (MemoryConsumer c : tmm.consumersByName().values()) {
                if (c.tungsten != null && c.made()) {
                    c.tungsten.cleanupResources(new TungstenHost(tmm, c, log));
                }
            }
        }
        (tmm != null ? tmm : new TaskMemoryManager(task, memoryManager, log, spills)).cleanUpAllAllocatedMemory();
    }

    /** The bytes of spillable collections' data on the heap beyond their grants. */
    long collectionsAheadOfGrant() {
        long ahead = 0;
        for (TaskMemoryManager tmm : taskMemoryManagers.values()) {
            for (MemoryConsumer c : tmm.consumersByName().values()) {
                ahead += c.aheadOfGrant();
            }
        }
        return ahead;
    }

    Collection<TaskMemoryManager> taskMemoryManagers() {
        return taskMemoryManagers.values();
    }

    /** The spills since the last call, in order. */
    List<Spill> drainSpills() {
        if (spills.isEmpty()) {
            return List.of();
        }
        List<Spill> out = List.copyOf(spills);
        spills.clear();
        return out;
    }

    /** The consumers of each running task now, by task and name (tasks with none left out). */
    SortedMap<Long, SortedMap<String, ConsumerState>> state() {
        if (taskMemoryManagers.isEmpty()) {
            return NO_CONSUMERS;
        }
        SortedMap<Long, SortedMap<String, ConsumerState>> consumers = new TreeMap<>();
        for (Map.Entry<Long, TaskMemoryManager> e : taskMemoryManagers.entrySet()) {
            if (!e.getValue().consumersByName().isEmpty()) {
                TreeMap<String, ConsumerState> byName = new TreeMap<>();
                // A sorter shows once its constructor has had its first array (Spark's object exists then).
                e.getValue().consumersByName().forEach((name, consumer) -> {
                    if (consumer.made()) {
                        byName.put(name, consumer.state());
                    }
                });
                if (!byName.isEmpty()) {
                    consumers.put(e.getKey(), byName);
                }
            }
        }
        return consumers;
    }
}
