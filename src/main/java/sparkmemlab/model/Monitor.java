package sparkmemlab.model;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Stands in for the memory manager's Java monitor, on which Spark's execution pools {@code wait()}
 * and {@code notifyAll()}. Where Spark blocks a thread we park its request in the monitor's wait
 * queue; where Spark calls {@code notifyAll} every request in the queue is woken, and the caller
 * re-runs the woken requests one at a time, in wait-queue order. A request that is woken and parks
 * again joins the back of the queue, as a thread that calls {@code wait()} again does.
 */
final class Monitor {
    /** The requests waiting un-notified, in the order they entered {@code wait()}. */
    private final ArrayDeque<WaitingRequest> waitQueue = new ArrayDeque<>();
    /** Woken requests not yet re-run, in the order they will re-run. */
    private final ArrayDeque<WaitingRequest> woken = new ArrayDeque<>();
    /** Every parked request (waiting, woken or re-running), in the order it first parked. */
    private final List<WaitingRequest> parked = new ArrayList<>();
    /** {@link #waiting()}'s list, until a request parks or completes. */
    private List<WaitingRequest> waiting;
    private final EventLog log;

    Monitor(EventLog log) {
        this.log = log;
    }

    void copyFrom(Monitor other) {
        waitQueue.clear();
        waitQueue.addAll(other.waitQueue);
        woken.clear();
        woken.addAll(other.woken);
        parked.clear();
        parked.addAll(other.parked);
        waiting = null;
    }

    /** Spark's {@code lock.notifyAll()}, called from {@code where}: wakes every request in the wait queue. */
    void notifyAll(SparkMethod where) {
        if (!waitQueue.isEmpty()) {
            log.add(new MemoryEvent.NotifiedAll(where, List.copyOf(waitQueue)));
            woken.addAll(waitQueue);
            waitQueue.clear();
        }
    }

    /** Spark's {@code lock.wait()} by a request that has not parked before: the back of the queue. */
    void park(WaitingRequest request) {
        waitQueue.addLast(request);
        parked.add(request);
        waiting = null;
    }

    /**
     * The next woken request, taken off the woken ones; it re-runs Spark's loop until it completes
     * ({@link #completed}) or parks again ({@link #reparked}).
     */
    Optional<WaitingRequest> nextWoken() {
        return Optional.ofNullable(woken.pollFirst());
    }

    /** A woken request completed: it is no longer parked. */
    void completed(WaitingRequest request) {
        parked.remove(request);
        waiting = null;
    }

    /** A woken request called {@code wait()} again: the back of the queue. */
    void reparked(WaitingRequest request) {
        waitQueue.addLast(request);
    }

    boolean isParked(long task) {
        for (WaitingRequest request : parked) {
            if (request.task() == task) {
                return true;
            }
        }
        return false;
    }

    /** The parked requests in the order they first parked (the same list while none parks or completes). */
    List<WaitingRequest> waiting() {
        if (waiting == null) {
            waiting = List.copyOf(parked);
        }
        return waiting;
    }
}
