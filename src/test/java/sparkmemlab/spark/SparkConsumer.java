package sparkmemlab.spark;

import java.util.ArrayList;
import java.util.List;
import org.apache.spark.memory.MemoryConsumer;
import org.apache.spark.memory.SparkOutOfMemoryError;
import org.apache.spark.memory.TaskMemoryManager;
import org.apache.spark.unsafe.memory.MemoryBlock;
import sparkmemlab.model.ConsumerState;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.model.OpResult;
import sparkmemlab.model.Spill;

/**
 * A test {@link MemoryConsumer} of a task's real {@link TaskMemoryManager}: the consumer of the
 * format's task layer. It asks for memory exactly as Spark's operators do ({@code acquireMemory},
 * {@code freeMemory}, the protected {@code allocatePage}) and keeps the pages it got.
 *
 * <p>When the task memory manager asks it to {@link #spill}, a spillable consumer "writes all it
 * holds to disk": it frees every page ({@code freePage}) and the rest ({@code freeMemory}), records
 * the spill, and returns the bytes freed; one that is not spillable frees nothing and returns 0.
 * A spill that frees nothing makes no call at all, so it does not {@code notifyAll}.
 *
 * <p>Every method runs on the task's thread holding the memory manager's lock (Spark's own code
 * calls {@link #spill} from inside {@code TaskMemoryManager.acquireExecutionMemory}).
 */
final class SparkConsumer extends MemoryConsumer {

    private final SparkExecutor executor;
    private final long task;
    private final String name;
    private final MemoryMode ourMode;
    private final boolean spillable;
    private final List<MemoryBlock> pages = new ArrayList<>();
    private long spilled;

    SparkConsumer(SparkExecutor executor, TaskMemoryManager tmm, long task, String name, MemoryMode mode,
            boolean spillable) {
        super(tmm, SparkExecutor.spark(mode)); // page size: the task memory manager's, as Spark's operators
        this.executor = executor;
        this.task = task;
        this.name = name;
        this.ourMode = mode;
        this.spillable = spillable;
    }

    String name() {
        return name;
    }

    MemoryMode mode() {
        return ourMode;
    }

    boolean spillable() {
        return spillable;
    }

    /** Bytes held in pages. */
    long pageBytes() {
        long sum = 0;
        for (MemoryBlock page : pages) {
            sum += page.size();
        }
        return sum;
    }

    ConsumerState state() {
        return new ConsumerState(ourMode, spillable, getUsed(), pageBytes(), spilled);
    }

    /** {@code consumerAcquire}: {@code MemoryConsumer.acquireMemory}, which spills when short. */
    long acquire(long bytes) {
        return acquireMemory(bytes);
    }

    /** {@code consumerRelease}: {@code MemoryConsumer.freeMemory}. */
    void release(long bytes) {
        freeMemory(bytes);
    }

    /**
     * {@code allocatePage}: {@code MemoryConsumer.allocatePage(bytes)}, which asks the task memory
     * manager for max(page size, bytes); the page's bytes, or Spark's OOM as the result (the task
     * goes on running). An OOM that got a short page gave it back, which woke the waiters.
     */
    OpResult page(long bytes) {
        try {
            MemoryBlock page = allocatePage(bytes);
            pages.add(page);
            return new OpResult.Bytes(page.size());
        } catch (SparkOutOfMemoryError e) {
            if (receivedBytes(e) > 0) {
                executor.notified(); // throwOom freed the short page: releaseMemory's notifyAll
            }
            return new OpResult.Error("SparkOutOfMemoryError: " + e.getMessage());
        }
    }

    /** What a {@code SparkOutOfMemoryError} says the task memory manager had granted. */
    static long receivedBytes(SparkOutOfMemoryError e) {
        String got = e.getMessageParameters() == null ? null : e.getMessageParameters().get("receivedBytes");
        if (got == null) {
            throw new IllegalStateException("a SparkOutOfMemoryError without receivedBytes: " + e.getMessage(), e);
        }
        return Long.parseLong(got);
    }

    @Override
    public long spill(long size, MemoryConsumer trigger) {
        if (!spillable) {
            return 0;
        }
        long freed = 0;
        for (MemoryBlock page : pages) {
            freed += page.size();
            freePage(page); // used -= size; TaskMemoryManager.freePage releases it (notifyAll)
        }
        pages.clear();
        long rest = getUsed();
        if (rest > 0) {
            freeMemory(rest); // notifyAll
            freed += rest;
        }
        if (freed > 0) {
            executor.notified();
            spilled += freed;
            executor.recordSpill(new Spill(task, name, freed));
        }
        return freed;
    }

    @Override
    public String toString() {
        return "SparkConsumer(task " + task + ", " + name + ")";
    }
}
