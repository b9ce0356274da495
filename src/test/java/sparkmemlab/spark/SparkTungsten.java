package sparkmemlab.spark;

import org.apache.spark.memory.MemoryConsumer;
import sparkmemlab.model.ConsumerState;

/**
 * One of Spark's own Tungsten consumers in the harness (a sorter, a hash map, a shuffle sorter): the
 * real object, its state as the trace shows it, what its spills free, and what its task's end does with it.
 * Every method runs holding the memory manager's lock.
 */
interface SparkTungsten {
    MemoryConsumer consumer();

    ConsumerState state();

    /** It starts writing a spill file (its records are still in memory): a mark for {@link #freedSince}. */
    long spillStarting();

    /** What the spill started at {@code mark} freed, as Spark's spill returns it, once it is over. */
    long freedSince(long mark);

    /** What Spark does with it when its task ends (a completion listener, a writer's finally). */
    void cleanup();
}
