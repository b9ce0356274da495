package sparkmemlab.model;

/** A block in the memory store, with how many read locks it holds at the moment. */
public record BlockState(BlockId id, long bytes, MemoryMode mode, int readers) {
}
