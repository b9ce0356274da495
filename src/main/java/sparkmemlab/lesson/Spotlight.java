package sparkmemlab.lesson;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;

/** The parts of the window a lesson step can point at: a cluster lesson's are {@code workers}, {@code applications}, {@code eventLog} and {@code timeline}. */
public enum Spotlight {
    /** The on-heap bar: reserved, user memory, storage and execution pools, the boundaries. */
    onHeapBar,
    /** The off-heap bar. */
    offHeapBar,
    /** A slot per task: its execution memory against 1/2N and 1/N, its consumers, its state. */
    taskSlots,
    /** The LRU list of cached blocks. */
    blockList,
    /** The events of the step, in plain words, with the Spark method of each. */
    eventLog,
    /** The timeline of the steps. */
    timeline,
    /** The cluster's workers to scale, with the executors inside them (a cluster lesson's). */
    workers,
    /** The cluster's applications, their cores and executors, and the waiting queue (a cluster lesson's). */
    applications;

    /** The parts an executor lesson's step (in the executor or the Legacy vs unified workspace) can point at. */
    public static final Set<Spotlight> EXECUTOR = Collections.unmodifiableSet(
            EnumSet.of(onHeapBar, offHeapBar, taskSlots, blockList, eventLog, timeline));
    /** The parts a cluster lesson's step can point at. */
    public static final Set<Spotlight> CLUSTER = Collections.unmodifiableSet(EnumSet.of(workers, applications, eventLog, timeline));
}
