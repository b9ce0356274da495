package sparkmemlab.model.storage;

import java.util.Optional;

/**
 * The storage levels the model's blocks have, by Spark's names. {@code cacheBlock} takes the three
 * deserialized levels ({@code StorageLevel.fromString}); blocks put with {@code putBlock} are
 * serialized and memory-only, on-heap ({@code MEMORY_ONLY_SER}) or off-heap, which the trace calls
 * {@code OFF_HEAP}. (Spark's own {@code OFF_HEAP} constant also allows disk; a {@code putBlock} block
 * is never written to disk, so here the name stands for memory-only off-heap.)
 */
public enum StorageLevel {
    MEMORY_ONLY(true, false, true),
    MEMORY_AND_DISK(true, true, true),
    DISK_ONLY(false, true, false),
    MEMORY_ONLY_SER(true, false, false),
    OFF_HEAP(true, false, false);

    private final boolean useMemory;
    private final boolean useDisk;
    private final boolean deserialized;

    StorageLevel(boolean useMemory, boolean useDisk, boolean deserialized) {
        this.useMemory = useMemory;
        this.useDisk = useDisk;
        this.deserialized = deserialized;
    }

    public boolean useMemory() {
        return useMemory;
    }

    public boolean useDisk() {
        return useDisk;
    }

    public boolean deserialized() {
        return deserialized;
    }

    /** The levels {@code cacheBlock} takes, by name; empty for any other. */
    public static Optional<StorageLevel> forCacheBlock(String name) {
        for (StorageLevel level : new StorageLevel[] {MEMORY_ONLY, MEMORY_AND_DISK, DISK_ONLY}) {
            if (level.name().equals(name)) {
                return Optional.of(level);
            }
        }
        return Optional.empty();
    }
}
