package sparkmemlab.spark;

import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import sparkmemlab.model.OpResult;
import sparkmemlab.model.Operation;

/**
 * The thread that makes one task's Spark calls (or, with no task, the "driver" thread that makes
 * the calls of {@code getBlock}, {@code removeBlock} and task-less {@code putBlock}).
 *
 * <p>A task's thread starts as Spark's {@code Task.run} does: {@code blockInfoManager.registerTask},
 * then a fresh {@code TaskContext} of its own (task attempt id = the task id) with a fresh
 * {@code TaskMemoryManager}, which the executor's consumers of this task use; its {@code endTask}
 * op is its last, and a later op with the same task id gets a new {@code OpThread}, a new context
 * and a new registration. The Java threads underneath are pooled across runs (starting a thread
 * costs far more than a step): an {@code OpThread} binds a pooled thread for its life and gives it
 * back when it ends, with its {@code TaskContext} unset. Spark identifies a task only through the
 * {@code TaskContext} thread-local, never through the thread object.
 *
 * <p>Completion is published through {@link #completed()}: the result (or Spark's exception) is
 * written first, then the volatile count, so the controller reads a whole outcome.
 */
final class OpThread {

    static final long DRIVER = -1;

    private static final ConcurrentLinkedDeque<Worker> IDLE = new ConcurrentLinkedDeque<>();
    private static final AtomicInteger NAMES = new AtomicInteger();

    private final RealMemory executor;
    private final long task;
    private final AtomicLong clock;
    private final Worker worker;
    private boolean bound;
    private volatile long expected;

    /** The op this thread is running or parked in, set by the controller. */
    Operation current;

    OpThread(RealMemory executor, long task, AtomicLong clock) {
        this.executor = executor;
        this.task = task;
        this.clock = clock;
        Worker w = IDLE.pollFirst();
        this.worker = w != null ? w : new Worker();
    }

    long task() {
        return task;
    }

    Thread thread() {
        return worker.thread;
    }

    /** How many ops this thread's worker has finished (ever: compare with a count read before). */
    long completed() {
        return worker.completed;
    }

    /** The latest finished op's result; read after {@link #completed()} moved. */
    OpResult result() {
        return worker.result;
    }

    Throwable failure() {
        return worker.failure;
    }

    /** Whether the latest finished op parked in {@code wait()} before it returned. */
    boolean parkedBeforeReturning() {
        return worker.parked;
    }

    /** When the latest op finished, on the run's clock (stamped under the memory manager's lock). */
    long stamp() {
        return worker.stamp;
    }

    /** Hands an op to this thread; the first op also binds the task (registration and context). */
    void submit(Operation op) {
        current = op;
        boolean first = !bound;
        bound = true;
        expected = worker.completed + 1;
        worker.submit(new Job(this, op, first));
    }

    /** The worker's op count if the latest op submitted has not finished yet, else -1. */
    long busyCompleted() {
        long c = worker.completed;
        return c < expected ? c : -1;
    }

    /** Whether the latest op submitted has finished (returned, threw, or was interrupted). */
    boolean idle() {
        return worker.completed >= expected;
    }

    /**
     * Interrupts the op this thread is parked in (at the end of a run); the worker reports it as
     * completed with the interrupt as its failure.
     */
    void interrupt() {
        worker.thread.interrupt();
    }

    /** Gives the worker back to the pool; call only when {@link #idle()}. */
    void release() {
        if (!idle()) {
            throw new IllegalStateException(worker.thread.getName() + " is still running an op");
        }
        IDLE.addFirst(worker);
    }

    private record Job(OpThread owner, Operation op, boolean bind) {
    }

    /** What the pooled thread does for a job, on that thread. */
    private OpResult run(Job job) {
        if (job.bind()) {
            if (task == DRIVER) {
                executor.clearTaskContext();
            } else {
                executor.startTask(task); // as Spark's Task.run: register with the block manager, then the task's context
            }
        }
        try {
            return executor.perform(job.op(), parked -> {
                worker.parked = parked;
                worker.stampNow();
            });
        } finally {
            if (job.op() instanceof Operation.EndTask) {
                executor.clearTaskContext(); // Task.run's finally
            }
        }
    }

    /** A pooled daemon thread that runs one job at a time. */
    private static final class Worker implements Runnable {
        final Thread thread;
        private volatile Job pending;
        private AtomicLong clockOfJob;

        // Outcome of the latest job, published by the volatile write of `completed`.
        OpResult result;
        Throwable failure;
        long stamp;
        boolean parked;
        volatile long completed;

        Worker() {
            thread = new Thread(this, "real-spark-worker-" + NAMES.incrementAndGet());
            thread.setDaemon(true);
            thread.start();
        }

        void submit(Job job) {
            pending = job;
            LockSupport.unpark(thread);
        }

        void stampNow() {
            stamp = clockOfJob.incrementAndGet();
        }

        @Override
        public void run() {
            while (true) {
                Job job = pending;
                if (job == null) {
                    Thread.interrupted(); // a stray interrupt must not turn park() into a spin
                    LockSupport.park(this);
                    continue;
                }
                pending = null;
                Thread.interrupted(); // an interrupt meant for an earlier job must not reach this one
                clockOfJob = job.owner().clock;
                stamp = 0;
                parked = false;
                OpResult r = null;
                Throwable t = null;
                try {
                    r = job.owner().run(job);
                } catch (Throwable e) {
                    t = e;
                    job.owner().executor.clearTaskContext(); // the run is over for this task
                }
                if (stamp == 0) {
                    stampNow();
                }
                result = r;
                failure = t;
                completed = completed + 1;
            }
        }
    }
}
