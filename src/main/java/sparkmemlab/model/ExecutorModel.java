package sparkmemlab.model;

import java.util.List;
import java.util.Map;

/**
 * One executor's memory system, steppable: the memory manager (unified, or Spark 2.4's static one in
 * legacy mode), the memory store and the block locks, the task layer's consumers and the JVM heap
 * around them, driven one
 * {@link Operation} at a time. Each step returns the state after it and the events that explain it.
 *
 * <p>This class wires the parts and runs a step: {@link Refusals} checks that Spark could take it,
 * {@link OperationRunner} makes its Spark calls, {@link ParkedCalls} re-runs the requests it woke,
 * {@link Invariants} checks the bookkeeping, {@link StateBuilder} builds the state.
 */
public final class ExecutorModel {
    private final ExecutorConfig config;
    private final EventLog log = new EventLog();
    private final TaskContext taskContext = new TaskContext();
    private final MemoryManager memoryManager;
    private final BlockInfoManager blockInfoManager;
    private final BlockManager blockManager;
    private final MemoryStore memoryStore;
    private final ParkedCalls parking;
    private final ConsumerLayer consumers;
    private final JvmHeap heap;
    /** The container around the executor, or null when the scenario sets no {@code spark.master}. */
    private final ContainerSide container;
    private final Refusals refusals;
    private final OperationRunner runner;
    private final Invariants invariants;
    private final StateBuilder states;
    private int steps;

    /**
     * @throws SparkConfigException if Spark would refuse this configuration
     */
    public ExecutorModel(ExecutorConfig config) {
        this.config = config;
        this.memoryManager = MemoryManager.apply(config, log);
        this.blockInfoManager = new BlockInfoManager(taskContext);
        this.blockManager = new BlockManager(blockInfoManager, log);
        this.memoryStore = new MemoryStore(memoryManager, blockInfoManager, blockManager, taskContext, log);
        blockManager.setMemoryStore(memoryStore);
        memoryManager.setMemoryStore(memoryStore);
        MemoryLayout layout = memoryManager.layout();
        this.parking = new ParkedCalls(memoryManager, taskContext, log);
        this.consumers = new ConsumerLayer(memoryManager, parking, log);
        this.heap = new JvmHeap(layout, memoryManager, consumers::collectionsAheadOfGrant, log);
        this.container = config.container().map(c -> new ContainerSide(c, memoryManager)).orElse(null);
        this.refusals = new Refusals(memoryManager, blockInfoManager, consumers, heap, container);
        this.runner = new OperationRunner(memoryManager, blockInfoManager, blockManager, memoryStore, consumers, heap,
                parking, log, container);
        this.invariants = new Invariants(memoryManager, memoryStore, consumers, blockManager);
        this.states = new StateBuilder(layout, memoryManager, blockInfoManager, memoryStore, consumers, heap, container,
                blockManager);
    }

    /**
     * An independent model in exactly this model's state (parked requests included): what a
     * checkpoint keeps, so that a history can go on from any step without replaying from the start.
     */
    public ExecutorModel copy() {
        ExecutorModel copy = new ExecutorModel(config);
        copy.memoryManager.copyFrom(memoryManager);
        copy.blockInfoManager.copyFrom(blockInfoManager);
        copy.memoryStore.copyFrom(memoryStore);
        copy.blockManager.copyFrom(blockManager);
        Map<MemoryConsumer, MemoryConsumer> consumerCopies = copy.consumers.copyFrom(consumers);
        copy.parking.copyFrom(parking, consumerCopies::get);
        copy.heap.copyFrom(heap);
        if (container != null) {
            copy.container.copyFrom(container);
        }
        copy.steps = steps;
        copy.log.setRecording(log.recording());
        return copy;
    }

    public ExecutorConfig config() {
        return config;
    }

    /** Steps taken so far. */
    public int steps() {
        return steps;
    }

    /** Whether steps record their events (on by default; off only to measure the model alone). */
    public void setRecordingEvents(boolean recording) {
        log.setRecording(recording);
    }

    /** Tungsten's page size for this executor. */
    public long pageSizeBytes() {
        return memoryManager.pageSizeBytes();
    }

    /**
     * Runs one operation.
     *
     * @throws IllegalStepException if Spark could not take this step; nothing changes then
     */
    public StepResult apply(Operation operation) {
        OpResult result = take(operation);
        List<WokenRequest> woke = parking.wakeNotified(consumers);
        afterStep();
        steps++;
        invariants.check(steps, operation);
        return new StepResult(steps, operation, result, state(), woke, blockManager.drainDropped(),
                consumers.drainSpills(), log.drain(), container == null ? List.of() : container.drainEvents());
    }

    /**
     * Runs one operation exactly as {@link #apply} does, but builds no state, result or events: for
     * replaying a history's steps up to the one to show. Returns the step's outline.
     *
     * @throws IllegalStepException if Spark could not take this step; nothing changes then
     */
    public StepOutline advance(Operation operation) {
        boolean recording = log.recording();
        log.setRecording(false);
        log.resetCount();
        try {
            take(operation);
            parking.wakeNotified(consumers);
            afterStep();
        } finally {
            log.setRecording(recording);
        }
        steps++;
        invariants.check(steps, operation);
        boolean spilled = !consumers.drainSpills().isEmpty();
        blockManager.drainDropped();
        List<sparkmemlab.container.ContainerEvent> containerEvents = container == null ? List.of() : container.drainEvents();
        return new StepOutline(log.counted(), spilled, log.outOfMemory(), containerEvents);
    }

    /** The container follows the off-heap pools and is checked against its limit, after every step. */
    private void afterStep() {
        if (container != null) {
            container.afterStep();
            container.noteLoss(this::state);
            container.checkInvariants();
        }
    }

    private OpResult take(Operation operation) {
        refusals.check(operation);
        try {
            operation.taskId().ifPresent(taskContext::enter);
            return operation.accept(runner);
        } finally {
            taskContext.leave();
        }
    }

    /** The state now. */
    public ExecutorState state() {
        return states.state();
    }
}
