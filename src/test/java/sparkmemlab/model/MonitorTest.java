package sparkmemlab.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The monitor hands its lock to woken requests in HotSpot's order, and a re-parked request waits at the back. */
class MonitorTest {
    private final Monitor monitor = new Monitor(new EventLog());

    private static WaitingRequest request(long task) {
        return new WaitingRequest(task, 100, MemoryMode.ON_HEAP);
    }

    /** Takes every woken request in turn; those in {@code reparking} wait again. */
    private List<Long> runWoken(List<Long> reparking) {
        List<Long> order = new ArrayList<>();
        for (WaitingRequest r = monitor.nextWoken().orElse(null); r != null; r = monitor.nextWoken().orElse(null)) {
            order.add(r.task());
            if (reparking.contains(r.task())) {
                monitor.reparked(r);
            } else {
                monitor.completed(r);
            }
        }
        return order;
    }

    @Test
    void theFirstWaiterThenTheRestFromTheBack() {
        for (long task = 1; task <= 4; task++) {
            monitor.park(request(task));
        }
        monitor.notifyAll(SparkMethod.EXECUTION_POOL_RELEASE_MEMORY);
        assertEquals(List.of(1L, 4L, 3L, 2L), runWoken(List.of()));
        assertEquals(List.of(), monitor.waiting());
    }

    @Test
    void aRequestThatWaitsAgainGoesToTheBackButKeepsItsPlaceInWaiting() {
        monitor.park(request(2));
        monitor.notifyAll(SparkMethod.EXECUTION_POOL_ACQUIRE_MEMORY); // task 3 registers...
        monitor.park(request(3)); // ...and waits; then task 2 re-runs and waits again
        assertEquals(List.of(2L), runWoken(List.of(2L)));
        monitor.notifyAll(SparkMethod.EXECUTION_POOL_RELEASE_MEMORY);
        assertEquals(List.of(3L, 2L), runWoken(List.of(2L)));
        assertEquals(List.of(request(2)), monitor.waiting());
    }

    @Test
    void aLaterNotifyAllsWaitersGoBeforeEarlierOnesStillWaitingForTheLock() {
        for (long task = 1; task <= 3; task++) {
            monitor.park(request(task));
        }
        monitor.notifyAll(SparkMethod.EXECUTION_POOL_RELEASE_MEMORY); // entry list [1], contention queue [3, 2]
        WaitingRequest first = monitor.nextWoken().orElseThrow();
        monitor.park(request(4)); // a new waiter, while task 1 runs
        monitor.notifyAll(SparkMethod.EXECUTION_POOL_RELEASE_MEMORY); // task 1's spill: 4 goes first in line
        monitor.completed(first);
        assertEquals(List.of(4L, 3L, 2L), runWoken(List.of()));
    }
}
