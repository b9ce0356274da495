package sparkmemlab.model;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Stands in for the memory manager's Java monitor, on which Spark's execution pools {@code wait()}
 * and {@code notifyAll()}. Where Spark blocks a thread we park its request in the monitor's wait
 * queue; where Spark calls {@code notifyAll} every request in the queue is woken, and the caller
 * re-runs the woken requests one at a time, in the order the monitor hands them its lock. A request
 * that is woken and parks again joins the back of the wait queue, as a thread that calls
 * {@code wait()} again does.
 *
 * <p>Java promises no order; ours is HotSpot's (JDK 17 {@code ObjectMonitor}), which real Spark
 * shows run after run: {@code notifyAll} moves the waiters, front of the wait queue first, to the
 * threads waiting for the lock: the first onto its entry list if that is empty, each other onto the
 * front of its contention queue. The lock goes to the head of the entry list; when the list is
 * empty the contention queue becomes the list, in its order. So of one {@code notifyAll}'s waiters
 * the first in the queue runs first, then the rest from the back of the queue; waiters a later
 * {@code notifyAll} moves while others still wait for the lock go before those of the earlier
 * one, except the entry list's.
 */
final class Monitor {
    /** The requests waiting un-notified, in the order they entered {@code wait()}. */
    private final ArrayDeque<WaitingRequest> waitQueue = new ArrayDeque<>();
    /** Woken requests next in line for the lock (HotSpot's {@code _EntryList}). */
    private final ArrayDeque<WaitingRequest> entryList = new ArrayDeque<>();
    /** Woken requests behind them, most recently woken first (HotSpot's {@code _cxq}). */
    private final ArrayDeque<WaitingRequest> contentionQueue = new ArrayDeque<>();
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
        entryList.clear();
        entryList.addAll(other.entryList);
        contentionQueue.clear();
        contentionQueue.addAll(other.contentionQueue);
        parked.clear();
        parked.addAll(other.parked);
        waiting = null;
    }

    /** Spark's {@code lock.notifyAll()}, called from {@code where}: wakes every request in the wait queue. */
    void notifyAll(SparkMethod where) {
        if (!waitQueue.isEmpty()) {
            log.add(new MemoryEvent.NotifiedAll(where, List.copyOf(waitQueue)));
            for (WaitingRequest request : waitQueue) {
                if (entryList.isEmpty()) {
                    entryList.addLast(request);
                } else {
                    contentionQueue.addFirst(request);
                }
            }
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
     * The next woken request to take the lock; it re-runs Spark's loop until it completes
     * ({@link #completed}) or parks again ({@link #reparked}).
     */
    Optional<WaitingRequest> nextWoken() {
        if (entryList.isEmpty()) {
            entryList.addAll(contentionQueue);
            contentionQueue.clear();
        }
        return Optional.ofNullable(entryList.pollFirst());
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
