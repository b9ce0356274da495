package sparkmemlab.compare;

/**
 * A rule of one manager that the other does not have, named as the cause of a step's differing
 * outcome. Each comes with the event of the step that shows it at work (see {@link Cause}).
 */
public enum Rule {
    /** Unified: storage grew its pool into free execution memory ({@code acquireStorageMemory}). */
    STORAGE_BORROWED_EXECUTION,
    /** Unified: execution took free storage memory back ({@code maybeGrowExecutionPool}). */
    EXECUTION_TOOK_FREE_STORAGE,
    /** Unified: execution evicted blocks that storage had cached beyond its region. */
    EXECUTION_EVICTED_BLOCKS,
    /** Unified: a block larger than all memory execution does not use fails fast. */
    UNIFIED_FAIL_FAST,
    /** Legacy: the execution pool is short and never grows; free storage memory stays storage's. */
    EXECUTION_POOL_FIXED,
    /** Legacy: a block larger than the whole, fixed storage pool fails fast. */
    STORAGE_POOL_FIXED,
    /** Legacy: unrolling may evict only up to {@code maxUnrollMemory} less unroll memory and free memory. */
    UNROLL_EVICTION_CAPPED,
    /**
     * One manager could not take the step, and its message says why (Spark 2.4's static manager has
     * no off-heap storage or unroll memory, say).
     */
    STEP_REFUSED,
    /** One manager stopped before this step: it refused the configuration or an earlier step. */
    STOPPED_EARLIER,
    /**
     * No rule of this step differs: the pools were sized differently from the start (safety
     * fractions, no reserved memory), or earlier steps left them holding different blocks.
     */
    POOL_SIZES_OR_EARLIER_STEPS
}
