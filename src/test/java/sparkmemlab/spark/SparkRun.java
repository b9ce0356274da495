package sparkmemlab.spark;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import sparkmemlab.model.BlockId;
import sparkmemlab.model.ExecutorState;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.model.OpResult;
import sparkmemlab.model.Operation;
import sparkmemlab.model.Spill;
import sparkmemlab.model.StepResult;
import sparkmemlab.model.WaitingRequest;
import sparkmemlab.model.WokenRequest;

/**
 * Runs ops one at a time on a {@link RealMemory} (Spark 3.5.3's {@link SparkExecutor}, or 2.4.8's),
 * each on its task's own thread, and after each op waits until Spark is quiet before reading its state.
 *
 * <p><b>Quiet</b> means: the op's thread has returned, or is parked in
 * {@code ExecutionMemoryPool.acquireMemory} (directly, or inside a consumer's
 * {@code TaskMemoryManager.acquireExecutionMemory}, before or after a spill); and every thread that a
 * {@code notifyAll} of this step may have woken has since re-run Spark's loop: it returned, or parked
 * again (see {@link ThreadWatch}).
 *
 * <p>Which threads a step woke is not predicted but recorded. Every op that calls {@code notifyAll}
 * runs holding the memory manager's lock and tells the run so, under that lock, in the same stretch
 * of code ({@link SparkExecutor#notified}): {@code releaseExecution}, {@code releaseAllExecution},
 * {@code endTask}, {@code consumerRelease}; an acquire (plain or a consumer's) by a task new to that
 * mode's pool; a consumer's spill that freed memory; an {@code allocatePage} OOM that gave back a
 * short page; a collection's {@code releaseMemory} (its own spill or a forced one, even of 0 bytes). The run then notes every other thread that is in {@code wait()} at that moment (the
 * parked ones, and the op's own if it parked), with its JVM wait count; the step is quiet once each of
 * them has completed or waited again. A woken consumer request can itself spill and wake others (the
 * op's own thread included, if it parked): the same record covers it. An op that parks and is woken
 * and completes within its own step shows as the model shows it: result {@code "waiting"}, and among
 * the step's {@code woke} (its thread tells whether its Spark call waited: {@link RealMemory.Returned}).
 *
 * <p>The quiet test is made without the lock, then confirmed holding it, and state is read in that
 * same hold: no thread can move then, since every thread not accounted for is in {@code wait()}
 * un-notified. No sleeps decide anything: the controller polls thread states (spinning, then
 * yielding, then parking briefly) and fails loudly after a generous safety timeout. A parked request
 * that left {@code wait()} although no {@code notifyAll} of the step found it there (a spurious
 * wake-up) fails the step rather than make the trace depend on timing.
 *
 * <p>Consumer ops hold the memory manager's lock for their whole call, so requests woken by a spill or
 * a release re-run only after the op has finished or parked (the format's rule). When two or more
 * requests are woken at once, their order is the JVM's: woken requests are reported in the order they
 * completed, stamped under the lock. HotSpot 17 resumes the waiters of a {@code notifyAll} head of its
 * wait set first, then the rest from the tail backwards (a thread re-entering {@code wait()} goes to
 * the tail), and nothing else competes for the lock here, so runs are repeatable; scenarios avoid it.
 */
public final class SparkRun implements AutoCloseable {

    /** Safety net only: a step that is not quiet after this long is a harness or Spark hang. */
    static final long TIMEOUT_NANOS = TimeUnit.SECONDS.toNanos(Long.getLong("sparkmemlab.spark.timeoutSeconds", 20));

    private final RealMemory executor;
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

    /**
     * Parked requests, in the order they first parked (a re-parked one keeps its place). Written by
     * the controller holding the lock; read by ops' threads as they notify (holding it).
     */
    private final LinkedHashMap<OpThread, Parked> parked = new LinkedHashMap<>();

    /** This step's op thread; written holding the lock. */
    private OpThread current;

    /**
     * Threads found in {@code wait()} by a {@code notifyAll} of this step: their JVM wait count and
     * their op count then. Written by notifying threads holding the lock; read by the controller with
     * or without it.
     */
    private final Map<OpThread, long[]> mustMove = new ConcurrentHashMap<>();

    /** The steps' trace on {@code executor}, one {@link StepResult} per step; the run is closed after. */
    public static List<StepResult> trace(RealMemory executor, List<Operation> steps) {
        List<StepResult> trace = new ArrayList<>(steps.size());
        try (SparkRun run = new SparkRun(executor)) {
            int n = 0;
            for (Operation op : steps) {
                trace.add(run.step(++n, op, trace));
            }
        }
        return trace;
    }

    public SparkRun(RealMemory executor) {
        this.executor = executor;
        this.lock = executor.lock();
        executor.onNotify(this::recordNotify);
    }

    /** Runs step {@code n} and returns its trace line; {@code before} are the earlier lines (for errors). */
    public StepResult step(int n, Operation op, List<StepResult> before) {
        OpThread thread = threadFor(op);
        if (parked.containsKey(thread)) {
            throw new RealSparkStepException(n, op, "task " + thread.task() + " is parked in " + thread.current.op()
                    + " (waiting in ExecutionMemoryPool.acquireMemory): its thread cannot make another call", null, before);
        }
        if (op instanceof Operation.RemoveBlock r && executor.readers(r.block()) > 0) {
            throw new RealSparkStepException(n, op, r.block().name() + " is locked for reading: "
                    + "BlockManager.removeBlock would block forever in lockForWriting", null, before);
        }
        synchronized (lock) {
            Optional<String> refused = executor.refusal(op);
            if (refused.isPresent()) {
                throw new RealSparkStepException(n, op, refused.get(), null, before);
            }
            mustMove.clear();
            current = thread;
        }
        long opBaseline = ThreadWatch.waitedCount(thread.thread());
        long opCompleted = thread.completed();

        thread.submit(op);
        return awaitQuiet(n, op, thread, opCompleted, opBaseline, before);
    }

    /**
     * Called by the thread that is about to call, or has just called, {@code notifyAll}, holding the
     * lock: notes every other busy thread that can be in {@code wait()}: the parked ones and this
     * step's op thread. While the notifier holds the lock, such a thread is in {@code wait()} (so this
     * {@code notifyAll} wakes it) or, notified already, blocked re-entering it; its thread state is not
     * read (HotSpot shows a notified waiter {@code WAITING} or {@code BLOCKED}). A busy op thread
     * that is not waiting is on its way out of an op that cannot park; it completes, which settles it.
     */
    private void recordNotify() {
        Thread self = Thread.currentThread();
        mayWake(current, self);
        for (OpThread t : parked.keySet()) {
            mayWake(t, self);
        }
    }

    private void mayWake(OpThread t, Thread self) {
        if (t == null || t.thread() == self) {
            return;
        }
        long completed = t.busyCompleted();
        if (completed >= 0) {
            mustMove.put(t, new long[] {ThreadWatch.waitedCount(t.thread()), completed});
        }
    }

    /** Whether the step is quiet (class comment); the caller confirms it holding the lock. */
    private boolean quiet(OpThread thread, long opCompleted, long opBaseline) {
        if (thread.completed() > opCompleted) {
            if (thread.failure() != null) {
                return true; // Spark threw: the step fails (threads it may have woken are interrupted at close)
            }
        } else if (!ThreadWatch.waitingOn(thread.thread(), lock, opBaseline)) {
            return false;
        }
        for (Map.Entry<OpThread, long[]> e : mustMove.entrySet()) {
            OpThread t = e.getKey();
            long[] at = e.getValue();
            if (t.completed() <= at[1] && !ThreadWatch.waitingOn(t.thread(), lock, at[0])) {
                return false;
            }
        }
        return true;
    }

    /** Reads the step's outcome and Spark's state. Hold the lock, with the step quiet. */
    private StepResult read(int n, Operation op, OpThread thread, long opCompleted, List<StepResult> before) {
        OpResult result;
        boolean parkedThenDone = false;
        if (thread.completed() > opCompleted) {
            if (thread.failure() != null) {
                throw sparkFailure(n, op, thread, before);
            }
            // A request that parked and was woken in this same step (a woken request's spill woke it):
            // "waiting", and it is among the step's woke, in completion order, like any woken request.
            parkedThenDone = thread.parkedBeforeReturning();
            result = parkedThenDone ? OpResult.WAITING : thread.result();
            if (op instanceof Operation.EndTask e) {
                taskThreads.remove(e.task()); // a later op of this task gets a new thread
                started.remove(thread);
                thread.release();
            }
        } else {
            ThreadWatch.requireParkedInAcquireMemory(thread.thread());
            parked.put(thread, new Parked(waitingRequest(op), opCompleted));
            result = OpResult.WAITING;
        }
        // Every parked request that completed in this step (woken during it), in completion order;
        // the others must be in wait() again, with a new wait count only if a notifyAll found them.
        List<OpThread> done = new ArrayList<>();
        if (parkedThenDone) {
            done.add(thread);
        }
        for (Map.Entry<OpThread, Parked> e : parked.entrySet()) {
            OpThread t = e.getKey();
            Parked p = e.getValue();
            if (t.completed() > p.completedAtPark) {
                done.add(t);
                continue;
            }
            long waits = ThreadWatch.waitedCount(t.thread());
            boolean mayHaveMoved = mustMove.containsKey(t);
            if (t != thread && (!mayHaveMoved && waits != p.waits || t.thread().getState() != Thread.State.WAITING)) {
                throw new IllegalStateException("step " + n + " (" + op.op() + "): task " + t.task()
                        + " left wait() although no notifyAll of this step found it there (a spurious wake-up?)\n"
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
            parked.remove(t); // (a no-op for the op's own thread)
            // A woken acquire: what it got; a woken allocatePage: its page, or Spark's OOM if it still
            // could not have it; a woken maybeSpill: what its acquireMemory got (its result is only
            // whether it spilled).
            OpResult outcome = t.current instanceof Operation.MaybeSpill m ? new OpResult.Bytes(executor.lastGranted(m))
                    : (t.current instanceof Operation.SorterInsert || t.current instanceof Operation.MapAppend
                    || t.current instanceof Operation.ShuffleInsert)
                    && !(t.result() instanceof OpResult.Error) ? new OpResult.Bytes(executor.lastWokenGrant(t.task())) : t.result();
            woke.add(new WokenRequest(t.task(), outcome));
        }
        List<WaitingRequest> waiting = new ArrayList<>(parked.size());
        for (Parked p : parked.values()) {
            waiting.add(p.request);
        }
        ExecutorState state = executor.snapshot(waiting);
        List<BlockId> evicted = executor.drainEvicted();
        List<Spill> spills = executor.drainSpills();
        return new StepResult(n, op, result, state, woke, evicted, spills, List.of());
    }

    /**
     * The trace's waiting entry of an op that parked: its task, its own bytes and its mode; for a
     * maybeSpill, the bytes its acquireMemory asks (2 × bytes − threshold), as our model shows it.
     */
    private WaitingRequest waitingRequest(Operation op) {
        if (op instanceof Operation.AcquireExecution a) {
            return new WaitingRequest(a.task(), a.bytes(), a.mode());
        }
        if (op instanceof Operation.ConsumerAcquire a) {
            return new WaitingRequest(a.task(), a.bytes(), a.mode());
        }
        if (op instanceof Operation.AllocatePage p) {
            return new WaitingRequest(p.task(), p.bytes(), p.mode());
        }
        if (op instanceof Operation.MaybeSpill m) {
            return new WaitingRequest(m.task(), m.bytes(), MemoryMode.ON_HEAP);
        }
        if (op instanceof Operation.SorterInsert s) {
            return executor.parkedRequest(s.task());
        }
        if (op instanceof Operation.MapAppend || op instanceof Operation.ShuffleInsert) {
            return executor.parkedRequest(op.taskId().getAsLong());
        }
        throw new IllegalStateException(op.op() + " parked in ExecutionMemoryPool.acquireMemory, which it never calls");
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

    private StepResult awaitQuiet(int n, Operation op, OpThread thread, long opCompleted, long opBaseline,
            List<StepResult> before) {
        long start = 0;
        for (int spin = 0; ; spin++) {
            if (quiet(thread, opCompleted, opBaseline)) {
                synchronized (lock) {
                    if (quiet(thread, opCompleted, opBaseline)) {
                        return read(n, op, thread, opCompleted, before);
                    }
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
                    for (OpThread w : mustMove.keySet()) {
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
     * to the pool once idle; then the tasks still running free their pages as {@code Executor} would.
     * A thread that does not become idle is left out of the pool and reported.
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
        synchronized (lock) {
            parked.clear();
            mustMove.clear();
            current = null;
        }
        driver = null;
        if (stuck.isEmpty()) {
            executor.freeAllPages(); // every page back to its allocator (off-heap pages are malloc'd)
        } else {
            throw new IllegalStateException("real Spark threads did not end:\n" + String.join("", stuck));
        }
    }
}
