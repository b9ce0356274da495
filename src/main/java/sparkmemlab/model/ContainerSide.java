package sparkmemlab.model;

import java.util.ArrayList;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.function.Supplier;
import sparkmemlab.container.ContainerConfig;
import sparkmemlab.container.ContainerEvent;
import sparkmemlab.container.ContainerModel;
import sparkmemlab.container.ContainerPart;
import sparkmemlab.container.IllegalContainerStepException;
import sparkmemlab.i18n.Messages;

/**
 * The executor's side of its container: runs the container's ops, keeps the container's off-heap
 * part equal to what the memory manager's off-heap pools hold, and, when the container is killed
 * (or the JVM runs out of metaspace), notes the tasks that were running: the executor is lost.
 */
final class ContainerSide {
    private ContainerModel container;
    private final MemoryManager memoryManager;
    private final List<ContainerEvent> events = new ArrayList<>();
    private final SortedSet<Long> tasksLost = new TreeSet<>();
    private boolean lost;

    ContainerSide(ContainerConfig config, MemoryManager memoryManager) {
        this.container = new ContainerModel(config);
        this.memoryManager = memoryManager;
    }

    void copyFrom(ContainerSide other) {
        container = other.container.copy();
        tasksLost.clear();
        tasksLost.addAll(other.tasksLost);
        lost = other.lost;
    }

    /** @throws IllegalStepException once the executor is lost, with the cluster manager's words */
    void checkAlive() {
        ExecutorContainer now = state();
        if (now.executorLost()) {
            throw new IllegalStepException("op", Messages.get("refused.containerLost", now.lossMessage().orElseThrow()));
        }
    }

    /** Runs a container op; the container refuses what the executor could not do. */
    OpResult step(Operation.InContainer op) {
        try {
            events.addAll(container.step(op.step()).events());
        } catch (IllegalContainerStepException e) {
            throw new IllegalStepException("op", e.getMessage());
        }
        return OpResult.NONE;
    }

    /** A task ended: its shuffle fetcher's cleanup releases the replies it fetched and had not read. */
    void taskEnded(long task) {
        events.addAll(container.taskEnded(task));
    }

    /**
     * After every step: the off-heap pools' use (execution and storage, unroll included) is memory
     * outside the heap; if the process is now past the limit, the executor is lost with its tasks.
     */
    void afterStep() {
        if (container.executorLost()) {
            return; // lost before this step: Refusals let nothing through
        }
        events.addAll(container.offHeapInUse(offHeapInUse()));
    }

    /** The step just taken ended the executor (a container op, or the off-heap pools' growth): note its tasks. */
    void noteLoss(Supplier<ExecutorState> executor) {
        if (container.executorLost() && !lost) {
            lost = true;
            ExecutorState state = executor.get();
            tasksLost.addAll(state.tasks().keySet());
            tasksLost.addAll(state.consumers().keySet());
            tasksLost.addAll(state.heap().userMemoryForTask().keySet());
            state.waiting().forEach(w -> tasksLost.add(w.task()));
            tasksLost.addAll(state.onHeap().unrollMemoryForTask().keySet());
            tasksLost.addAll(state.offHeap().unrollMemoryForTask().keySet());
        }
    }

    private long offHeapInUse() {
        return memoryManager.executionPool(MemoryMode.OFF_HEAP).memoryUsed()
                + memoryManager.storagePool(MemoryMode.OFF_HEAP).memoryUsed();
    }

    /** The container's off-heap part is the pools' use, until the executor is lost. */
    void checkInvariants() {
        if (!container.executorLost() && container.state().part(ContainerPart.OFF_HEAP) != offHeapInUse()) {
            throw new IllegalStateException("container invariant broken: off-heap part "
                    + container.state().part(ContainerPart.OFF_HEAP) + ", pools " + offHeapInUse());
        }
    }

    List<ContainerEvent> drainEvents() {
        List<ContainerEvent> drained = List.copyOf(events);
        events.clear();
        return drained;
    }

    ExecutorContainer state() {
        return new ExecutorContainer(container.state(), tasksLost);
    }
}
