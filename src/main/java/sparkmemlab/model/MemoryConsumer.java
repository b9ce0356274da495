package sparkmemlab.model;

import java.util.List;

/**
 * Spark's {@code MemoryConsumer}, as the scenario format defines it: a named user of a task's
 * execution memory that, if spillable, writes all it holds to disk when asked to spill.
 */
final class MemoryConsumer {
    final long task;
    final String name;
    final MemoryMode mode;
    final boolean spillable;
    /** Spark's {@code used}: what the consumer holds, its pages included. */
    long used;
    long pageBytes;
    long spilled;

    MemoryConsumer(long task, String name, MemoryMode mode, boolean spillable) {
        this.task = task;
        this.name = name;
        this.mode = mode;
        this.spillable = spillable;
    }

    /**
     * Spills everything, giving it back to the memory manager (which wakes parked requests).
     *
     * @return the bytes freed
     */
    long spill(TaskMemoryManager taskMemoryManager, MemoryConsumer trigger, List<Spill> spills, EventLog log) {
        long freed = spillable ? used : 0;
        if (freed > 0) {
            taskMemoryManager.releaseExecutionMemory(freed, this);
            used = 0;
            pageBytes = 0;
            spilled += freed;
            spills.add(new Spill(task, name, freed));
        }
        log.add(new MemoryEvent.ConsumerSpilled(task, name, freed, trigger.name));
        return freed;
    }

    MemoryConsumer copy() {
        MemoryConsumer copy = new MemoryConsumer(task, name, mode, spillable);
        copy.used = used;
        copy.pageBytes = pageBytes;
        copy.spilled = spilled;
        return copy;
    }

    ConsumerState state() {
        return new ConsumerState(mode, spillable, used, pageBytes, spilled);
    }
}
