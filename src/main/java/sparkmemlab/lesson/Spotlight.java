package sparkmemlab.lesson;

/** The parts of the window a lesson step can point at. */
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
    timeline
}
