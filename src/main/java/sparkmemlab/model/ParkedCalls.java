package sparkmemlab.model;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * Parking and waking. Spark blocks a task's thread in {@code wait()} when it cannot have 1/2N; here
 * the request parks in the {@link Monitor}, with what it needs to go on, and right after any step in
 * which Spark would have called {@code notifyAll} the woken requests re-run Spark's loop, one at a
 * time, in wait-queue order.
 */
final class ParkedCalls {
    private final MemoryManager memoryManager;
    private final TaskContext taskContext;
    private final EventLog log;
    /** How each parked request goes on when woken, by task (a parked task can make no other call). */
    private final Map<Long, ParkedCall> calls = new HashMap<>();

    ParkedCalls(MemoryManager memoryManager, TaskContext taskContext, EventLog log) {
        this.memoryManager = memoryManager;
        this.taskContext = taskContext;
        this.log = log;
    }

    /** Takes the other's parked calls, their consumers replaced by {@code consumers}' copies. */
    void copyFrom(ParkedCalls other, Function<MemoryConsumer, MemoryConsumer> consumers) {
        calls.clear();
        other.calls.forEach((task, parked) -> {
            if (parked instanceof ParkedCall.ConsumerCall c && c.call().consumer.tungsten != null) {
                // A Tungsten consumer goes on from its own pending ask, which may be a later one than the first.
                MemoryConsumer mine = consumers.apply(c.call().consumer);
                mine.pending = c.call().consumer.pending.copy(consumers);
                calls.put(task, new ParkedCall.ConsumerCall(c.task(), mine.pending, c.op()));
            } else {
                calls.put(task, parked instanceof ParkedCall.ConsumerCall c
                        ? new ParkedCall.ConsumerCall(c.task(), c.call().copy(consumers), c.op()) : parked);
            }
        });
    }

    /** Spark's thread waits: the request (the step's own {@code bytes}) parks. */
    OpResult park(long task, long bytes, MemoryMode mode, ParkedCall call) {
        memoryManager.lock().park(new WaitingRequest(task, bytes, mode));
        calls.put(task, call);
        return OpResult.WAITING;
    }

    /**
     * Re-runs, in wait-queue order, every parked request that a {@code notifyAll} of this step woke,
     * and those that their own re-runs woke.
     *
     * @return the requests that completed, in the order they completed
     */
    List<WokenRequest> wakeNotified(ConsumerLayer consumers) {
        List<WokenRequest> woke = List.of();
        Monitor lock = memoryManager.lock();
        Optional<WaitingRequest> next;
        while ((next = lock.nextWoken()).isPresent()) {
            WaitingRequest request = next.get();
            log.add(new MemoryEvent.Woken(request.task(), request.bytes(), request.mode()));
            taskContext.enter(request.task());
            try {
                OpResult outcome = resume(calls.get(request.task()), consumers);
                if (outcome instanceof OpResult.Waiting) {
                    lock.reparked(request);
                } else {
                    lock.completed(request);
                    calls.remove(request.task());
                    if (woke.isEmpty()) {
                        woke = new ArrayList<>();
                    }
                    woke.add(new WokenRequest(request.task(), outcome));
                }
            } finally {
                taskContext.leave();
            }
        }
        return woke;
    }

    private OpResult resume(ParkedCall parked, ConsumerLayer consumers) {
        if (parked instanceof ParkedCall.ExecutionCall e) {
            long granted = memoryManager.retryExecutionMemory(e.bytes(), e.task(), e.mode());
            return granted == ExecutionMemoryPool.PARKED ? OpResult.WAITING : new OpResult.Bytes(granted);
        }
        return consumers.resume((ParkedCall.ConsumerCall) parked);
    }
}
