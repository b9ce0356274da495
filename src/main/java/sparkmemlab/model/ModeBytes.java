package sparkmemlab.model;

/** A task's bytes in each memory mode. */
public record ModeBytes(long onHeap, long offHeap) {

    public long get(MemoryMode mode) {
        return mode == MemoryMode.ON_HEAP ? onHeap : offHeap;
    }
}
