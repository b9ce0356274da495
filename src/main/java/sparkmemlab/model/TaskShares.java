package sparkmemlab.model;

/**
 * The bounds {@code ExecutionMemoryPool.acquireMemory} puts on one task's execution memory in one mode, as
 * Spark computes them on a pass of its loop: with N active tasks, a task is capped at
 * {@code maxPoolSize / N} and waits while it would hold less than {@code poolSize / 2N}. Integer division, as
 * Spark's {@code Long}s. The model's pool grants with these numbers, and the window draws them.
 *
 * @param activeTasks Spark's N: the tasks registered in the pool
 * @param poolSize the execution pool's size now
 * @param maxPoolSize what the pool could grow to ({@code computeMaxPoolSize}): under the unified manager the
 *        region less the storage it may not evict; under the static one the pool itself
 * @param minPerTask {@code poolSize / (2 * N)}, 0 with no task
 * @param maxPerTask {@code maxPoolSize / N}, 0 with no task
 */
public record TaskShares(int activeTasks, long poolSize, long maxPoolSize, long minPerTask, long maxPerTask) {

    static TaskShares of(int activeTasks, long poolSize, long maxPoolSize) {
        return new TaskShares(activeTasks, poolSize, maxPoolSize,
                activeTasks == 0 ? 0 : poolSize / (2L * activeTasks), activeTasks == 0 ? 0 : maxPoolSize / activeTasks);
    }
}
