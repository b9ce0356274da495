package sparkmemlab.replay;

import org.apache.spark.memory.MemoryConsumer;
import org.apache.spark.memory.MemoryMode;
import org.apache.spark.memory.TaskMemoryManager;
import org.apache.spark.unsafe.memory.MemoryBlock;

/**
 * A task's memory consumer that asks its TaskMemoryManager for one page larger than the executor can
 * give: Spark's own {@code MemoryConsumer.allocatePage} then throws SparkOutOfMemoryError
 * ({@code UNABLE_TO_ACQUIRE_MEMORY}), and the task fails with it, as a real task whose sort or
 * aggregation cannot get memory does.
 */
final class GreedyConsumer extends MemoryConsumer {

    GreedyConsumer(TaskMemoryManager memory) {
        super(memory, memory.pageSizeBytes(), MemoryMode.ON_HEAP);
    }

    /**
     * Holds {@code held} bytes for {@code millis} (long enough for the executor's metrics poller to see
     * them as OnHeapExecutionMemory), then asks for {@code tooMuch} more, and fails.
     */
    void holdThenAskTooMuch(long held, long millis, long tooMuch) throws InterruptedException {
        MemoryBlock page = allocatePage(held);
        try {
            Thread.sleep(millis);
            allocatePage(tooMuch);
        } finally {
            freePage(page);
        }
    }

    @Override
    public long spill(long size, MemoryConsumer trigger) {
        return 0;
    }
}
