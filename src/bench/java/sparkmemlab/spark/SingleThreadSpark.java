package sparkmemlab.spark;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.TaskContext;
import org.apache.spark.TaskContext$;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.model.ExecutorState;
import sparkmemlab.model.OpResult;
import sparkmemlab.model.Operation;

/**
 * Real Spark 3.5.3's {@code UnifiedMemoryManager} + {@code MemoryStore} + {@code BlockInfoManager},
 * wired by {@link SparkExecutor}, driven on ONE thread: before each op the thread's
 * {@code TaskContext} is switched to the op's task (or unset for the driver's ops), exactly the
 * context {@link OpThread} would give that task's own thread. Only for streams in which no op parks:
 * a call that would {@code wait()} here would wait forever.
 */
public final class SingleThreadSpark {
    private static final SparkExecutor.Returned IGNORE = parked -> {
        if (parked) {
            throw new IllegalStateException("a Spark call parked on the benchmark's only thread");
        }
    };

    private final SparkExecutor executor;
    /** Each running task's context: registered with the block manager and bound, as Task.run does. */
    private final Map<Long, TaskContext> contexts = new HashMap<>();

    public SingleThreadSpark(ExecutorConfig config) {
        this.executor = SparkExecutor.create(config);
    }

    /** Makes the Spark calls of {@code op} on this thread, in its task's context. */
    public OpResult perform(Operation op) {
        if (op.taskId().isPresent()) {
            long task = op.taskId().getAsLong();
            TaskContext context = contexts.get(task);
            if (context == null) {
                // The harness registers the task, makes its TaskMemoryManager and sets its TaskContext here.
                executor.startTask(task);
                context = TaskContext.get();
                contexts.put(task, context);
            }
            TaskContext$.MODULE$.setTaskContext(context);
        } else {
            TaskContext$.MODULE$.unset();
        }
        try {
            OpResult result = executor.perform(op, IGNORE);
            if (op instanceof Operation.EndTask e) {
                contexts.remove(e.task()); // the task is over; a later op of this id starts it again
            }
            return result;
        } finally {
            TaskContext$.MODULE$.unset();
        }
    }

    /** Everything Spark holds now (nothing parks here, so nothing waits). */
    public ExecutorState state() {
        synchronized (executor.memoryManager) {
            return executor.snapshot(List.of());
        }
    }

    /** Forgets the blocks dropped so far (the eviction handler records each). */
    public void drainEvicted() {
        synchronized (executor.memoryManager) {
            executor.drainEvicted();
        }
    }

    /** Frees every task's pages, as Executor does for tasks still running. */
    public void close() {
        executor.freeAllPages();
    }
}
