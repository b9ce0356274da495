package sparkmemlab.scenario;

import java.util.List;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.model.Operation;

/** An executor's configuration and the operations to run on it, as the scenario format has them. */
public record Scenario(String title, ExecutorConfig config, List<Operation> steps) {

    public static final String FORMAT = "spark-memory-scenario/1";

    public Scenario {
        steps = List.copyOf(steps);
    }

    /**
     * Whether any step puts on the heap what Spark does not count (the tasks' own objects, or a
     * spillable collection's data ahead of its grant): then its trace shows the heap.
     */
    public boolean usesHeap() {
        return steps.stream().anyMatch(op -> op instanceof Operation.UserAllocate || op instanceof Operation.UserRelease
                || op instanceof Operation.MaybeSpill);
    }

    /** Whether any step is a memory consumer's: then its trace shows consumers and spills. */
    public boolean usesConsumers() {
        return steps.stream().anyMatch(op -> op instanceof Operation.ConsumerOperation);
    }

    /** Whether any step reports unmanaged memory (Spark 4.1+): then its trace shows {@code unmanaged}. */
    public boolean usesUnmanagedMemory() {
        return steps.stream().anyMatch(op -> op instanceof Operation.SetUnmanagedMemory);
    }

    /** Whether any step caches a partition: then its trace shows each block's level and the disk store. */
    public boolean usesCache() {
        return steps.stream().anyMatch(op -> op instanceof Operation.CacheBlock);
    }
}
