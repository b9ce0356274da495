package sparkmemlab.lesson;

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
    applications
}
