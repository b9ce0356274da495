package sparkmemlab.model;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Stands in for the memory manager's Java monitor, on which Spark's execution pools {@code wait()}
 * and {@code notifyAll()}. Where Spark blocks a thread we park its request here; where Spark calls
 * {@code notifyAll} we mark every request parked at that moment as woken. The caller then re-runs the
 * woken requests one by one, in the order they first parked (Java promises no order; this is ours).
 */
final class Monitor {
    private final List<WaitingRequest> waitSet = new ArrayList<>();
    private final Set<WaitingRequest> notified = new LinkedHashSet<>();
    /** A woken request re-running its loop: its thread is not waiting, so notifyAll does not wake it. */
    private WaitingRequest running;
    /** {@link #waiting()}'s list, until the wait set changes. */
    private List<WaitingRequest> waiting;
    private final EventLog log;

    Monitor(EventLog log) {
        this.log = log;
    }

    void copyFrom(Monitor other) {
        waiting = null;
        waitSet.clear();
        waitSet.addAll(other.waitSet);
        notified.clear();
        notified.addAll(other.notified);
        running = other.running;
    }

    /** Spark's {@code lock.notifyAll()}, called from {@code where}. */
    void notifyAll(SparkMethod where) {
        List<WaitingRequest> woken = new ArrayList<>(waitSet);
        woken.remove(running);
        if (!woken.isEmpty()) {
            notified.addAll(woken);
            log.add(new MemoryEvent.NotifiedAll(where, woken));
        }
    }

    /** Spark's {@code lock.wait()}: a request parks; one that parks again keeps its place. */
    void park(WaitingRequest request) {
        if (!waitSet.contains(request)) {
            waitSet.add(request);
            waiting = null;
        }
    }

    /**
     * The first woken request, in parking order, taken off the woken set; it runs until it completes
     * ({@link #completed}) or parks again ({@link #reparked}).
     */
    Optional<WaitingRequest> nextWoken() {
        for (WaitingRequest request : waitSet) {
            if (notified.remove(request)) {
                running = request;
                return Optional.of(request);
            }
        }
        return Optional.empty();
    }

    /** A woken request completed: it leaves the wait set. */
    void completed(WaitingRequest request) {
        waitSet.remove(request);
        waiting = null;
        running = null;
    }

    /** A woken request parked again, keeping its place. */
    void reparked() {
        running = null;
    }

    boolean isParked(long task) {
        for (WaitingRequest request : waitSet) {
            if (request.task() == task) {
                return true;
            }
        }
        return false;
    }

    /** The parked requests in parking order (the same list while nothing parks or completes). */
    List<WaitingRequest> waiting() {
        if (waiting == null) {
            waiting = List.copyOf(waitSet);
        }
        return waiting;
    }
}
