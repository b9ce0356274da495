package sparkmemlab.spark;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import sparkmemlab.model.BlockId;
import sparkmemlab.model.ExecutorState;
import sparkmemlab.model.OpResult;
import sparkmemlab.model.Operation;
import sparkmemlab.model.StepResult;
import sparkmemlab.model.WaitingRequest;
import sparkmemlab.model.WokenRequest;

/**
 * Runs ops one at a time on a {@link SparkExecutor}, each on its task's own thread, and after each
 * op waits until Spark is quiet before reading its state.
 *
 * <p><b>Quiet</b> means: the op's thread has returned, or is parked in
 * {@code ExecutionMemoryPool.acquireMemory}; and, if the op calls {@code notifyAll}, every thread
 * parked before the op has re-run Spark's loop: it returned, or parked again (see {@link ThreadWatch}).
 * The ops that notify are Spark's: {@code releaseExecution}, {@code releaseAllExecution},
 * {@code endTask} always; {@code acquireExecution} iff its task was not yet in that mode's pool (read
 * before the op). Nothing else notifies, so no other thread can move. No sleeps decide anything: the
 * controller polls thread states (spinning, then yielding, then parking briefly) and fails loudly
 * after a generous safety timeout. Once quiet, state is read holding the memory manager's lock, and
 * every request still parked is checked to be in {@code wait()} with the JVM wait count expected: a
 * wake-up the harness did not predict (a spurious one) fails the step rather than make the trace
 * depend on timing.
 *
 * <p>Woken requests are reported in the order they completed, stamped under the lock. That order is
 * the JVM's, not first-parked order: HotSpot 17 resumes the waiters of a {@code notifyAll} head of
 * its wait set first, then the rest from the tail backwards (a thread re-entering {@code wait()} goes
 * to the tail), and nothing else competes for the lock here, so runs are repeatable.
 */
final class SparkRun implements AutoCloseable {

    /** Safety net only: a step that is not quiet after this long is a harness or Spark hang. */
    static final long TIMEOUT_NANOS = TimeUnit.SECONDS.toNanos(Long.getLong("sparkmemlab.spark.timeoutSeconds", 20));

    private final SparkExecutor executor;
    private final Object lock;
    private final AtomicLong clock = new AtomicLong();
    private final Map<Long, OpThread> taskThreads = new HashMap<>();
    private final List<OpThread> started = new ArrayList<>();
    private OpThread driver;

    /** A parked acquireExecution: its request, its thread's op count, and its JVM wait count when it last parked. */
    private static final class Parked {
        final WaitingRequest request;
        final long completedAtPark;
        long waits;

        Parked(WaitingRequest request, long completedAtPark) {
            this.request = request;
            this.completedAtPark = completedAtPark;
        }
    }

    /** Parked requests, in the order they first parked (a re-parked one keeps its place). */
    private final LinkedHashMap<OpThread, Parked> parked = new LinkedHashMap<>();

    SparkRun(SparkExecutor executor) {
        this.executor = executor;
        this.lock = executor.memoryManager;
    }

    SparkExecutor executor() {
        return executor;
    }

    /** Runs step {@code n} and returns its trace line; {@code before} are the earlier lines (for errors). */
    StepResult step(int n, Operation op, List<StepResult> before) {
        OpThread thread = threadFor(op);
        if (parked.containsKey(thread)) {
            throw new RealSparkStepException(n, op, "task " + thread.task()
                    + " is parked in acquireExecution: its thread cannot make another call", null, before);
        }
        if (op instanceof Operation.RemoveBlock r && executor.readers(r.block()) > 0) {
            throw new RealSparkStepException(n, op, r.block().name() + " is locked for reading: "
                    + "BlockManager.removeBlock would block forever in lockForWriting", null, before);
        }

        boolean notifies;
        synchronized (lock) {
            notifies = notifies(op);
        }
        List<OpThread> woken = notifies ? new ArrayList<>(parked.keySet()) : List.of();
        long[] wokenBaseline = new long[woken.size()];
        for (int i = 0; i < wokenBaseline.length; i++) {
            wokenBaseline[i] = parked.get(woken.get(i)).waits;
        }
        long opBaseline = ThreadWatch.waitedCount(thread.thread());
        long opCompleted = thread.completed();

        thread.submit(op);
        awaitQuiet(n, op, thread, opCompleted, opBaseline, woken, wokenBaseline);

        synchronized (lock) {
            OpResult result;
            if (thread.completed() > opCompleted) {
                if (thread.failure() != null) {
                    throw sparkFailure(n, op, thread, before);
                }
                result = thread.result();
                if (op instanceof Operation.EndTask e) {
                    taskThreads.remove(e.task()); // a later op of this task gets a new thread
                    started.remove(thread);
                    thread.release();
                }
            } else {
                Operation.AcquireExecution a = (Operation.AcquireExecution) op; // only it can park
                ThreadWatch.requireParkedInAcquireMemory(thread.thread());
                parked.put(thread, new Parked(new WaitingRequest(a.task(), a.bytes(), a.mode()), opCompleted));
                result = OpResult.WAITING;
            }
            // Every parked request that completed in this step (woken by this op), in completion order;
            // the others must be in wait() again, with a new wait count only if this op notified.
            List<OpThread> done = new ArrayList<>();
            for (Map.Entry<OpThread, Parked> e : parked.entrySet()) {
                OpThread t = e.getKey();
                Parked p = e.getValue();
                if (t.completed() > p.completedAtPark) {
                    done.add(t);
                    continue;
                }
                long waits = ThreadWatch.waitedCount(t.thread());
                if (t != thread && (!notifies && waits != p.waits || t.thread().getState() != Thread.State.WAITING)) {
                    throw new IllegalStateException("step " + n + " (" + op.op() + "): task " + t.task()
                            + " left wait() although the harness saw no notifyAll (a spurious wake-up?)\n"
                            + ThreadWatch.dump(t.thread()));
                }
                p.waits = waits;
            }
            done.sort(Comparator.comparingLong(OpThread::stamp));
            List<WokenRequest> woke = new ArrayList<>(done.size());
            for (OpThread t : done) {
                if (t.failure() != null) {
                    throw sparkFailure(n, t.current, t, before);
                }
                parked.remove(t);
                woke.add(new WokenRequest(t.task(), ((OpResult.Bytes) t.result()).bytes()));
            }
            List<WaitingRequest> waiting = new ArrayList<>(parked.size());
            for (Parked p : parked.values()) {
                waiting.add(p.request);
            }
            ExecutorState state = executor.snapshot(waiting);
            List<BlockId> evicted = executor.drainEvicted();
            return new StepResult(n, op, result, state, woke, evicted, List.of());
        }
    }

    /** Whether Spark calls {@code notifyAll} during this op. Hold the lock. */
    private boolean notifies(Operation op) {
        if (op instanceof Operation.AcquireExecution a) {
            return !executor.isRegistered(a.task(), a.mode());
        }
        return op instanceof Operation.ReleaseExecution
                || op instanceof Operation.ReleaseAllExecution
                || op instanceof Operation.EndTask;
    }

    private OpThread threadFor(Operation op) {
        OptionalLong task = op.taskId();
        if (task.isEmpty()) {
            if (driver == null) {
                driver = newThread(OpThread.DRIVER);
            }
            return driver;
        }
        return taskThreads.computeIfAbsent(task.getAsLong(), this::newThread);
    }

    private OpThread newThread(long task) {
        OpThread t = new OpThread(executor, task, clock);
        started.add(t);
        return t;
    }

    private void awaitQuiet(int n, Operation op, OpThread thread, long opCompleted, long opBaseline,
            List<OpThread> woken, long[] wokenBaseline) {
        boolean opQuiet = false;
        boolean[] wokenQuiet = new boolean[woken.size()];
        int left = woken.size();
        long start = 0;
        for (int spin = 0; ; spin++) {
            if (!opQuiet) {
                if (thread.completed() > opCompleted) {
                    opQuiet = true;
                    if (thread.failure() != null) {
                        return; // Spark threw: it did not get as far as notifying anyone
                    }
                } else {
                    opQuiet = ThreadWatch.waitingOn(thread.thread(), lock, opBaseline);
                }
            }
            if (opQuiet) {
                for (int i = 0; i < wokenQuiet.length && left > 0; i++) {
                    if (!wokenQuiet[i]) {
                        OpThread w = woken.get(i);
                        if (w.completed() > parked.get(w).completedAtPark
                                || ThreadWatch.waitingOn(w.thread(), lock, wokenBaseline[i])) {
                            wokenQuiet[i] = true;
                            left--;
                        }
                    }
                }
                if (left == 0) {
                    return;
                }
            }
            if (spin < 100) {
                Thread.onSpinWait();
            } else if (spin < 2_000) {
                Thread.yield();
            } else {
                if (start == 0) {
                    start = System.nanoTime();
                } else if (System.nanoTime() - start > TIMEOUT_NANOS) {
                    StringBuilder sb = new StringBuilder("real Spark did not settle within the safety timeout; threads:\n");
                    sb.append(ThreadWatch.dump(thread.thread()));
                    for (OpThread w : woken) {
                        sb.append(ThreadWatch.dump(w.thread()));
                    }
                    throw new IllegalStateException("step " + n + " (" + op.op() + "): " + sb);
                }
                LockSupport.parkNanos(20_000);
            }
        }
    }

    private RealSparkStepException sparkFailure(int n, Operation op, OpThread t, List<StepResult> before) {
        Throwable f = t.failure();
        return new RealSparkStepException(n, op, "Spark threw " + f.getClass().getName() + ": " + f.getMessage(), f, before);
    }

    /**
     * Ends the run: ops still parked in wait() are interrupted out of it, and every thread goes back
     * to the pool once idle. A thread that does not become idle is left out of the pool and reported.
     */
    @Override
    public void close() {
        for (OpThread t : started) {
            if (!t.idle()) {
                t.interrupt();
            }
        }
        List<String> stuck = new ArrayList<>();
        long start = System.nanoTime();
        for (OpThread t : started) {
            while (!t.idle() && System.nanoTime() - start < TIMEOUT_NANOS) {
                LockSupport.parkNanos(10_000);
            }
            if (t.idle()) {
                t.release();
            } else {
                stuck.add(ThreadWatch.dump(t.thread()));
            }
        }
        started.clear();
        taskThreads.clear();
        parked.clear();
        driver = null;
        if (!stuck.isEmpty()) {
            throw new IllegalStateException("real Spark threads did not end:\n" + String.join("", stuck));
        }
    }
}
