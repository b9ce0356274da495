package sparkmemlab.spark;

import java.util.List;
import java.util.Optional;
import sparkmemlab.model.BlockId;
import sparkmemlab.model.ExecutorState;
import sparkmemlab.model.OpResult;
import sparkmemlab.model.Operation;
import sparkmemlab.model.Spill;
import sparkmemlab.model.WaitingRequest;

/**
 * One executor's real Spark memory objects as a {@link SparkRun} drives them: which Spark calls each
 * op makes, and how to read Spark's state. Spark 3.5.3's is {@link SparkExecutor}; Spark 2.4.8's lives
 * in its own class loader and shares only this interface and the model's types with the tests.
 * Nothing here knows about threads beyond what each method says.
 */
public interface RealMemory {

    /** The memory manager: the monitor on which Spark's execution pools wait and notify. */
    Object lock();

    /** Installs the hook told, under {@link #lock}, of every {@code notifyAll} an op makes. */
    void onNotify(Runnable hook);

    /**
     * On a task's own thread, before its first op, as Spark's {@code Task.run} starts: registers the
     * task with the block manager and sets a fresh {@code TaskContext} with its own
     * {@code TaskMemoryManager}.
     */
    void startTask(long task);

    /** On the current thread: no {@code TaskContext} (the driver's thread; a task's after it ended). */
    void clearTaskContext();

    /** Told, on the op's thread and holding the lock, that a call that can park has returned. */
    interface Returned {
        /** @param parked whether the call waited in {@code ExecutionMemoryPool.acquireMemory} on its way */
        void returned(boolean parked);
    }

    /**
     * Makes the Spark calls of one op on the current thread (with the task's context set); a call that
     * can park tells {@code inMonitor}, still holding the lock, whether it waited.
     */
    OpResult perform(Operation op, Returned inMonitor);

    /** Why Spark cannot take this step although it would not say so itself, or empty. Hold the lock. */
    Optional<String> refusal(Operation op);

    /** Readers of a block, 0 if Spark does not know it. */
    int readers(BlockId id);

    /** What a woken maybeSpill's {@code acquireMemory} got. Hold the lock. */
    long lastGranted(Operation.MaybeSpill m);

    /** What a woken Tungsten op's latest woken ask got. Hold the lock. */
    default long lastWokenGrant(long task) {
        throw new UnsupportedOperationException("no sorters in this Spark");
    }

    /** A parked Tungsten op's entry in waiting: what its ask waits for. Hold the lock. */
    default WaitingRequest parkedRequest(long task) {
        throw new UnsupportedOperationException("no sorters in this Spark");
    }

    /** Everything Spark holds now. Hold the lock, with all threads quiet. */
    ExecutorState snapshot(List<WaitingRequest> waiting);

    /** The blocks dropped since the last call, in order. Hold the lock. */
    List<BlockId> drainEvicted();

    /** The spills that freed bytes since the last call, in order. Hold the lock. */
    List<Spill> drainSpills();

    /** At the end of a run, with every thread idle: every page back to its allocator. */
    void freeAllPages();
}
