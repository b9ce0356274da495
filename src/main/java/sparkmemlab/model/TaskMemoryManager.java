package sparkmemlab.model;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * Spark's {@code TaskMemoryManager}: one task's consumers, and the spilling that turns "the memory
 * manager granted less than asked" into freed memory. A request can park where the memory manager
 * would block Spark's thread (first ask, or the ask after a spill); {@link AcquireCall} keeps where
 * it was so that it goes on from there when woken.
 */
final class TaskMemoryManager {
    /** Spark's {@code MAXIMUM_PAGE_SIZE_BYTES}: ((1 << 31) − 1) × 8. */
    static final long MAXIMUM_PAGE_SIZE_BYTES = ((1L << 31) - 1) * 8L;

    private final long taskAttemptId;
    private final MemoryManager memoryManager;
    private final EventLog log;
    private final List<Spill> spills;
    /** Every consumer the task has named, in the order it first named them. */
    private final Map<String, MemoryConsumer> named = new LinkedHashMap<>();
    /** Spark's {@code consumers}: those that completed an acquire, the only spill candidates. */
    private final Set<MemoryConsumer> consumers = new LinkedHashSet<>();

    TaskMemoryManager(long taskAttemptId, MemoryManager memoryManager, EventLog log, List<Spill> spills) {
        this.taskAttemptId = taskAttemptId;
        this.memoryManager = memoryManager;
        this.log = log;
        this.spills = spills;
    }

    /** A copy for another model; {@code copies} learns which consumer became which. */
    TaskMemoryManager copy(MemoryManager memoryManager, EventLog log, List<Spill> spills,
            Map<MemoryConsumer, MemoryConsumer> copies) {
        TaskMemoryManager copy = new TaskMemoryManager(taskAttemptId, memoryManager, log, spills);
        named.forEach((name, consumer) -> {
            MemoryConsumer c = consumer.copy();
            copies.put(consumer, c);
            copy.named.put(name, c);
        });
        consumers.forEach(c -> copy.consumers.add(copies.get(c)));
        return copy;
    }

    MemoryConsumer named(String name) {
        return named.get(name);
    }

    MemoryConsumer consumer(String name, MemoryMode mode, boolean spillable) {
        return named.computeIfAbsent(name, n -> MemoryConsumer.plain(taskAttemptId, n, mode, spillable));
    }

    /** The task's spillable collection of that name, made at its first use. */
    MemoryConsumer collection(String name) {
        return named.computeIfAbsent(name, n -> MemoryConsumer.collection(taskAttemptId, n));
    }

    /** A Tungsten consumer of that name, made at its first use in Spark's tungsten memory mode. */
    MemoryConsumer tungsten(String name, java.util.function.Supplier<sparkmemlab.model.Tungsten> make) {
        return named.computeIfAbsent(name, n -> MemoryConsumer.tungsten(taskAttemptId, n, tungstenMemoryMode(), make.get()));
    }

    /** Forgets a consumer whose construction failed (Spark's constructor threw: no operator holds it). */
    void forget(String name) {
        named.remove(name);
    }

    long pageSizeBytes() {
        return memoryManager.pageSizeBytes();
    }

    /** The spills of the step under way, where a Tungsten consumer notes its own. */
    List<Spill> spills() {
        return spills;
    }

    /** Spark's words in the executor's Spark version (its OOM message). */
    SparkMessages messages() {
        return memoryManager.conf.sparkVersion().messages();
    }

    sparkmemlab.model.TungstenConf tungstenConf() {
        return memoryManager.tungstenConf();
    }

    /** Spark's {@code getTungstenMemoryMode}. */
    MemoryMode tungstenMemoryMode() {
        return memoryManager.tungstenMemoryMode();
    }

    Map<String, MemoryConsumer> consumersByName() {
        return named;
    }

    /** Where an {@link AcquireCall} stands. */
    enum Stage {
        /** Not started. */
        NEW,
        /** Parked in its first ask of the memory manager. */
        PARKED_FIRST,
        /** Parked asking for the rest after a spill. */
        PARKED_AFTER_SPILL,
        /** Returned {@link #got}. */
        DONE
    }

    /** One call of Spark's {@code acquireExecutionMemory(required, consumer)}, which may park. */
    static final class AcquireCall {
        final MemoryConsumer consumer;
        final long required;
        long got;
        Stage stage = Stage.NEW;
        /** Spark's {@code sortedConsumers}, built after the first ask if it got less than required. */
        TreeMap<Long, List<MemoryConsumer>> sortedConsumers;
        /** What the parked ask is for. */
        long asking;

        AcquireCall(MemoryConsumer consumer, long required) {
            this.consumer = consumer;
            this.required = required;
        }

        /** The same call, over the copies of its consumers. */
        AcquireCall copy(Function<MemoryConsumer, MemoryConsumer> copies) {
            AcquireCall copy = new AcquireCall(copies.apply(consumer), required);
            copy.got = got;
            copy.stage = stage;
            copy.asking = asking;
            if (sortedConsumers != null) {
                copy.sortedConsumers = new TreeMap<>();
                sortedConsumers.forEach((held, list) -> copy.sortedConsumers.put(held,
                        new ArrayList<>(list.stream().map(copies).toList())));
            }
            return copy;
        }
    }

    /**
     * Runs a call until it returns (the bytes it got) or parks ({@link ExecutionMemoryPool#PARKED}).
     * A parked call goes on with {@link #resume}.
     */
    long acquireExecutionMemory(AcquireCall call) {
        long granted = memoryManager.acquireExecutionMemory(call.required, taskAttemptId, call.consumer.mode);
        if (granted == ExecutionMemoryPool.PARKED) {
            call.stage = Stage.PARKED_FIRST;
            call.asking = call.required;
            return ExecutionMemoryPool.PARKED;
        }
        call.got = granted;
        return spillUntilEnough(call);
    }

    /** Re-runs a parked call's ask where Spark's {@code notifyAll} wakes it, then goes on. */
    long resume(AcquireCall call) {
        long granted = memoryManager.retryExecutionMemory(call.asking, taskAttemptId, call.consumer.mode);
        if (granted == ExecutionMemoryPool.PARKED) {
            return ExecutionMemoryPool.PARKED;
        }
        call.got += granted;
        return spillUntilEnough(call);
    }

    private long spillUntilEnough(AcquireCall call) {
        MemoryConsumer requester = call.consumer;
        if (call.got < call.required && call.sortedConsumers == null) {
            call.sortedConsumers = rankConsumers(requester);
            List<String> candidates = new ArrayList<>();
            call.sortedConsumers.values().forEach(list -> list.forEach(c -> candidates.add(c.name)));
            log.add(new MemoryEvent.SpillNeeded(taskAttemptId, requester.name, call.required, call.got, candidates));
        }
        TreeMap<Long, List<MemoryConsumer>> sorted = call.sortedConsumers;
        while (call.got < call.required && !sorted.isEmpty()) {
            long shortfall = call.required - call.got;
            // The smallest consumer holding at least the shortfall, else the biggest.
            Map.Entry<Long, List<MemoryConsumer>> entry = sorted.ceilingEntry(shortfall);
            if (entry == null) {
                entry = sorted.lastEntry();
            }
            List<MemoryConsumer> cList = entry.getValue();
            MemoryConsumer toSpill = cList.get(cList.size() - 1);
            log.add(new MemoryEvent.SpillChosen(taskAttemptId, toSpill.name, entry.getKey(), shortfall, cList.size() > 1));
            long released = toSpill.spill(this, requester, spills, log);
            if (released > 0) {
                // The release woke other tasks, which may take the freed memory first (SPARK-35486):
                // ask for the rest, and if it falls short, go round again.
                long granted = memoryManager.acquireExecutionMemory(shortfall, taskAttemptId, requester.mode);
                if (granted == ExecutionMemoryPool.PARKED) {
                    call.stage = Stage.PARKED_AFTER_SPILL;
                    call.asking = shortfall;
                    return ExecutionMemoryPool.PARKED;
                }
                call.got += granted;
            } else {
                cList.remove(cList.size() - 1);
            }
            if (cList.isEmpty()) {
                sorted.remove(entry.getKey());
            }
        }
        consumers.add(requester);
        call.stage = Stage.DONE;
        log.add(new MemoryEvent.ConsumerGranted(taskAttemptId, requester.name, call.required, call.got));
        return call.got;
    }

    /** Spark's ranking: consumers of the requester's mode holding memory, the requester counting as 0. */
    private TreeMap<Long, List<MemoryConsumer>> rankConsumers(MemoryConsumer requester) {
        TreeMap<Long, List<MemoryConsumer>> sorted = new TreeMap<>();
        for (MemoryConsumer c : consumers) {
            if (c.used() > 0 && c.mode == requester.mode) {
                long key = c == requester ? 0 : c.used();
                sorted.computeIfAbsent(key, k -> new ArrayList<>(1)).add(c);
            }
        }
        return sorted;
    }

    /**
     * No consumer holds a negative amount, in pages or outside them. (What consumers hold need not
     * be in the pool: a task's plain release gives back memory its consumers still count, as in
     * Spark.)
     */
    void assertInvariants() {
        for (MemoryConsumer c : named.values()) {
            if (c.tungsten != null) {
                try {
                    c.tungsten.assertInvariants();
                } catch (IllegalStateException e) {
                    throw Invariants.broken(e.getMessage());
                }
            }
            if (c.usedOutsidePages() < 0 || c.used() - c.usedOutsidePages() < 0) {
                throw Invariants.broken("consumer " + c.name + " of task " + taskAttemptId + " holds " + c.used() + ", "
                    + c.usedOutsidePages() + " of it outside pages");
            }
        }
    }

    /** Spark's {@code releaseExecutionMemory(size, consumer)}. */
    void releaseExecutionMemory(long size, MemoryConsumer consumer) {
        memoryManager.releaseExecutionMemory(size, taskAttemptId, consumer.mode);
    }

    /**
     * At the task's end: forgets the consumers without asking them to spill and frees their pages
     * (the memory itself is released with the rest of the task's execution memory).
     */
    void cleanUpAllAllocatedMemory() {
        if (!named.isEmpty()) {
            log.add(new MemoryEvent.ConsumersCleanedUp(taskAttemptId, new ArrayList<>(named.keySet())));
        }
        named.clear();
        consumers.clear();
        // Spark releases the memory acquired for pages that never got used; none here, but the call
        // still reaches the pool (and so notifyAll).
        memoryManager.releaseExecutionMemory(0, taskAttemptId, memoryManager.tungstenMemoryMode());
    }
}
