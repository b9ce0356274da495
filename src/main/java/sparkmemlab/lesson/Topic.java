package sparkmemlab.lesson;

/** What a lesson is about, for a picker that groups lessons; names in the bundle as {@code lesson.topic.<name>}. */
public enum Topic {
    layout,
    borrowing,
    fairness,
    eviction,
    unroll,
    offHeap,
    spilling,
    outOfMemory,
    beyondSpark,
    /** A standalone cluster's Master handing out cores and memory (the cluster workspace's lessons). */
    cluster
}
