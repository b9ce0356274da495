package sparkmemlab.model;


/**
 * What a Tungsten consumer asks of its task's {@code TaskMemoryManager}, as Spark's
 * {@code MemoryConsumer} base class asks it: memory for a page or a pointer array (which may make the
 * task memory manager spill other consumers, or this one), and memory given back. The model's task
 * layer implements it; an ask can park where Spark's thread would wait, and the consumer then goes on
 * from {@link Tungsten#resume} with what the ask got.
 */
public interface TaskMemory {
    /** What {@link #acquire} returns when the ask parked. */
    long PARKED = -1;

    /**
     * {@code TaskMemoryManager.acquireExecutionMemory(size, consumer)} inside
     * {@code TaskMemoryManager.allocatePage(size, consumer)}: the bytes granted (at most {@code size},
     * 0 for Spark's null page), or {@link #PARKED}.
     */
    long acquire(long size);

    /** {@code TaskMemoryManager.freePage} (or the release of a short page): gives {@code size} back. */
    void release(long size);

    /** The consumer spilled, freeing {@code bytes} (as Spark's spill returns them): the step lists it. */
    void spilled(long bytes);

    /** {@code MemoryManager.pageSizeBytes}: the page size the consumer was made with. */
    long pageSizeBytes();

    /** Spark's settings the consumers read. */
    TungstenConf conf();

    /** Records an event of this step. */
    void event(MemoryEvent event);

    /** Spark's words in the executor's Spark version (the consumers' OOM message). */
    SparkMessages messages();
}
