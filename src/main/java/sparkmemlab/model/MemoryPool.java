package sparkmemlab.model;

/**
 * Spark's {@code MemoryPool}: bookkeeping for a region whose size can change. Subclasses say how the
 * memory inside is used.
 */
abstract class MemoryPool {
    private long poolSize;

    final long poolSize() {
        return poolSize;
    }

    final long memoryFree() {
        return poolSize - memoryUsed();
    }

    final void incrementPoolSize(long delta) {
        if (delta < 0) {
            throw new IllegalArgumentException("requirement failed: delta >= 0");
        }
        poolSize += delta;
    }

    final void decrementPoolSize(long delta) {
        if (delta < 0 || delta > poolSize || poolSize - delta < memoryUsed()) {
            throw new IllegalArgumentException("requirement failed: cannot shrink a pool of " + poolSize
                    + " bytes using " + memoryUsed() + " by " + delta);
        }
        poolSize -= delta;
    }

    abstract long memoryUsed();

    /** Nothing used exceeds the pool, and neither is negative. */
    void assertInvariants() {
        if (memoryUsed() < 0 || memoryUsed() > poolSize) {
            throw Invariants.broken(getClass().getSimpleName() + " uses " + memoryUsed() + " of a pool of " + poolSize);
        }
    }

    /** For copies of a model: takes the other pool's size. */
    final void copyPoolSizeFrom(MemoryPool other) {
        poolSize = other.poolSize;
    }
}
