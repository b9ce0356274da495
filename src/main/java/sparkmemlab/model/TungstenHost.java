package sparkmemlab.model;

import sparkmemlab.model.TaskMemory;
import sparkmemlab.model.TungstenConf;

/**
 * A Tungsten consumer's view of its task memory manager: Spark's {@code MemoryConsumer} base class
 * calls ({@code allocatePage} / {@code allocateArray} ask {@code TaskMemoryManager.allocatePage},
 * {@code freePage} / {@code freeArray} give back). An ask that parks is kept on the consumer, to go on
 * from there when woken.
 */
final class TungstenHost implements TaskMemory {
    private final TaskMemoryManager taskMemoryManager;
    private final MemoryConsumer consumer;
    private final EventLog log;

    TungstenHost(TaskMemoryManager taskMemoryManager, MemoryConsumer consumer, EventLog log) {
        this.taskMemoryManager = taskMemoryManager;
        this.consumer = consumer;
        this.log = log;
    }

    @Override
    public long acquire(long size) {
        TaskMemoryManager.AcquireCall call = new TaskMemoryManager.AcquireCall(consumer, size);
        long got = taskMemoryManager.acquireExecutionMemory(call);
        if (got == ExecutionMemoryPool.PARKED) {
            consumer.pending = call;
            return PARKED;
        }
        return got;
    }

    @Override
    public SparkMessages messages() {
        return taskMemoryManager.messages();
    }

    @Override
    public void release(long size) {
        taskMemoryManager.releaseExecutionMemory(size, consumer);
    }

    @Override
    public void spilled(long bytes) {
        consumer.noteTungstenSpill(bytes, taskMemoryManager.spills());
    }

    @Override
    public long pageSizeBytes() {
        return taskMemoryManager.pageSizeBytes();
    }

    @Override
    public TungstenConf conf() {
        return taskMemoryManager.tungstenConf();
    }

    @Override
    public void event(MemoryEvent event) {
        log.add(event);
    }
}
