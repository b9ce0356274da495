package sparkmemlab.model;

import java.util.OptionalLong;

/**
 * A memory consumer of a running task at a moment.
 *
 * @param used bytes it holds (its pages included), Spark's {@code getUsed}
 * @param pageBytes the part of {@code used} held in pages
 * @param spilled bytes it has spilled to disk so far (a collection's {@code memoryBytesSpilled})
 * @param collectionSize for a spillable collection ({@code maybeSpill}), the estimated size of its data
 *     on the heap, which can run ahead of {@code used}; empty for other consumers
 * @param tungsten for a Tungsten consumer (a sorter, ...), its pages, pointer array, records and spill files
 */
public record ConsumerState(MemoryMode mode, boolean spillable, long used, long pageBytes, long spilled,
        OptionalLong collectionSize, java.util.Optional<sparkmemlab.model.TungstenState> tungsten) {

    /** A consumer that is not a Tungsten one. */
    public ConsumerState(MemoryMode mode, boolean spillable, long used, long pageBytes, long spilled,
            OptionalLong collectionSize) {
        this(mode, spillable, used, pageBytes, spilled, collectionSize, java.util.Optional.empty());
    }

    /** A consumer that is not a collection. */
    public ConsumerState(MemoryMode mode, boolean spillable, long used, long pageBytes, long spilled) {
        this(mode, spillable, used, pageBytes, spilled, OptionalLong.empty());
    }

    /** The collection's data on the heap beyond what the memory manager granted it (0 for others). */
    public long aheadOfGrant() {
        return collectionSize.isPresent() ? Math.max(0, collectionSize.getAsLong() - used) : 0;
    }
}
