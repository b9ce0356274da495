package sparkmemlab.model;

import java.util.Objects;
import java.util.OptionalLong;

/**
 * One call into the executor's memory system: the same calls Spark's own code makes on its
 * {@code MemoryManager}, {@code MemoryStore} and {@code BlockInfoManager}. Scenarios, lessons and the
 * sandbox all drive the model through these, so anything done in the window can be replayed.
 */
public sealed interface Operation {

    /** The op's name in the scenario format, e.g. {@code acquireExecution}. */
    String op();

    /** The task attempt that makes the call, if the call is made by a task. */
    OptionalLong taskId();

    /** Operations made by a task. */
    sealed interface TaskOperation extends Operation {
        long task();

        @Override
        default OptionalLong taskId() {
            return OptionalLong.of(task());
        }
    }

    /** Operations made outside any task (the driver, or a block manager thread). */
    sealed interface NonTaskOperation extends Operation {
        @Override
        default OptionalLong taskId() {
            return OptionalLong.empty();
        }
    }

    private static long checkTask(long task) {
        if (task < 0) {
            throw new IllegalArgumentException("a task attempt id must not be negative");
        }
        return task;
    }

    private static long checkBytes(long bytes) {
        if (bytes < 0) {
            throw new IllegalArgumentException("bytes must not be negative");
        }
        return bytes;
    }

    /** {@code MemoryManager.acquireExecutionMemory}. */
    record AcquireExecution(long task, long bytes, MemoryMode mode) implements TaskOperation {
        public AcquireExecution {
            checkTask(task);
            checkBytes(bytes);
            Objects.requireNonNull(mode);
        }

        @Override
        public String op() {
            return "acquireExecution";
        }
    }

    /** {@code MemoryManager.releaseExecutionMemory}. */
    record ReleaseExecution(long task, long bytes, MemoryMode mode) implements TaskOperation {
        public ReleaseExecution {
            checkTask(task);
            checkBytes(bytes);
            Objects.requireNonNull(mode);
        }

        @Override
        public String op() {
            return "releaseExecution";
        }
    }

    /** {@code MemoryManager.releaseAllExecutionMemoryForTask}. */
    record ReleaseAllExecution(long task) implements TaskOperation {
        public ReleaseAllExecution {
            checkTask(task);
        }

        @Override
        public String op() {
            return "releaseAllExecution";
        }
    }

    /** {@code BlockManager.putBytes} of a memory-only serialized block (so {@code MemoryStore.putBytes}). */
    record PutBlock(BlockId block, long bytes, MemoryMode mode, OptionalLong taskId) implements Operation {
        public PutBlock {
            Objects.requireNonNull(block);
            checkBytes(bytes);
            Objects.requireNonNull(mode);
            Objects.requireNonNull(taskId);
            taskId.ifPresent(Operation::checkTask);
        }

        @Override
        public String op() {
            return "putBlock";
        }
    }

    /** {@code MemoryStore.reserveUnrollMemoryForThisTask}. */
    record AcquireUnroll(long task, BlockId block, long bytes, MemoryMode mode) implements TaskOperation {
        public AcquireUnroll {
            checkTask(task);
            Objects.requireNonNull(block);
            checkBytes(bytes);
            Objects.requireNonNull(mode);
        }

        @Override
        public String op() {
            return "acquireUnroll";
        }
    }

    /** {@code MemoryStore.releaseUnrollMemoryForThisTask}. */
    record ReleaseUnroll(long task, long bytes, MemoryMode mode) implements TaskOperation {
        public ReleaseUnroll {
            checkTask(task);
            checkBytes(bytes);
            Objects.requireNonNull(mode);
        }

        @Override
        public String op() {
            return "releaseUnroll";
        }
    }

    /** A read of a block ({@code MemoryStore.getBytes}): moves it to most-recently-used. */
    record GetBlock(BlockId block) implements NonTaskOperation {
        public GetBlock {
            Objects.requireNonNull(block);
        }

        @Override
        public String op() {
            return "getBlock";
        }
    }

    /** {@code BlockInfoManager.lockForReading}. */
    record LockBlock(BlockId block, long task) implements TaskOperation {
        public LockBlock {
            Objects.requireNonNull(block);
            checkTask(task);
        }

        @Override
        public String op() {
            return "lockBlock";
        }
    }

    /** {@code BlockInfoManager.unlock} of a read lock. */
    record UnlockBlock(BlockId block, long task) implements TaskOperation {
        public UnlockBlock {
            Objects.requireNonNull(block);
            checkTask(task);
        }

        @Override
        public String op() {
            return "unlockBlock";
        }
    }

    /** {@code BlockManager.removeBlock}, so {@code MemoryStore.remove}. */
    record RemoveBlock(BlockId block) implements NonTaskOperation {
        public RemoveBlock {
            Objects.requireNonNull(block);
        }

        @Override
        public String op() {
            return "removeBlock";
        }
    }

    private static String checkConsumer(String consumer) {
        if (consumer == null || consumer.isEmpty()) {
            throw new IllegalArgumentException("a consumer needs a name");
        }
        return consumer;
    }

    /** Operations of a task's memory consumer (Spark's {@code MemoryConsumer}). */
    sealed interface ConsumerOperation extends TaskOperation {
        String consumer();
    }

    /**
     * {@code TaskMemoryManager.acquireExecutionMemory(bytes, consumer)}: the consumer keeps what it got.
     * The consumer is created at its first use with this mode and spillability.
     */
    record ConsumerAcquire(long task, String consumer, long bytes, MemoryMode mode, boolean spillable)
            implements ConsumerOperation {
        public ConsumerAcquire {
            checkTask(task);
            checkConsumer(consumer);
            checkBytes(bytes);
            Objects.requireNonNull(mode);
        }

        @Override
        public String op() {
            return "consumerAcquire";
        }
    }

    /** {@code MemoryConsumer.freeMemory}: gives back memory the consumer holds outside pages. */
    record ConsumerRelease(long task, String consumer, long bytes) implements ConsumerOperation {
        public ConsumerRelease {
            checkTask(task);
            checkConsumer(consumer);
            checkBytes(bytes);
        }

        @Override
        public String op() {
            return "consumerRelease";
        }
    }

    /** {@code MemoryConsumer.allocatePage(bytes)}: a page of at least {@code bytes}, or Spark's OOM. */
    record AllocatePage(long task, String consumer, long bytes, MemoryMode mode, boolean spillable)
            implements ConsumerOperation {
        public AllocatePage {
            checkTask(task);
            checkConsumer(consumer);
            checkBytes(bytes);
            Objects.requireNonNull(mode);
        }

        @Override
        public String op() {
            return "allocatePage";
        }
    }

    /**
     * {@code Spillable.maybeSpill(collection, bytes)}: the task's spillable collection (an
     * {@code ExternalAppendOnlyMap}) has grown on the heap to an estimated {@code bytes} and checks, as
     * Spark does every 32 records, whether to ask for more memory or spill. The collection is created
     * at its first use; it is always an on-heap consumer.
     */
    record MaybeSpill(long task, String consumer, long bytes) implements ConsumerOperation {
        public MaybeSpill {
            checkTask(task);
            checkConsumer(consumer);
            checkBytes(bytes);
        }

        @Override
        public String op() {
            return "maybeSpill";
        }
    }

    /**
     * Not a Spark call: the task makes {@code bytes} of its own objects on the JVM heap (user memory),
     * which Spark's memory manager never hears of.
     */
    record UserAllocate(long task, long bytes) implements TaskOperation {
        public UserAllocate {
            checkTask(task);
            checkBytes(bytes);
        }

        @Override
        public String op() {
            return "userAllocate";
        }
    }

    /** Not a Spark call: the task lets go of {@code bytes} of its own objects (they become garbage). */
    record UserRelease(long task, long bytes) implements TaskOperation {
        public UserRelease {
            checkTask(task);
            checkBytes(bytes);
        }

        @Override
        public String op() {
            return "userRelease";
        }
    }

    /** What Spark's {@code Task.run} and {@code Executor.TaskRunner} do when a task ends. */
    record EndTask(long task) implements TaskOperation {
        public EndTask {
            checkTask(task);
        }

        @Override
        public String op() {
            return "endTask";
        }
    }
}
