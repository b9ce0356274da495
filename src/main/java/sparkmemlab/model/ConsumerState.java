package sparkmemlab.model;

/**
 * A memory consumer of a running task at a moment.
 *
 * @param used bytes it holds (its pages included), Spark's {@code getUsed}
 * @param pageBytes the part of {@code used} held in pages
 * @param spilled bytes it has spilled to disk so far
 */
public record ConsumerState(MemoryMode mode, boolean spillable, long used, long pageBytes, long spilled) {
}
