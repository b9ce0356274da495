package sparkmemlab.model;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Spark 4.1+'s unmanaged memory consumers (SPARK-53001) as {@code UnifiedMemoryManager}'s poller sees them:
 * what each registered component reports, one per component and mode, and the totals the manager subtracts
 * ({@code getUnmanagedMemoryUsed(mode)}: 0 while polling is off).
 */
final class UnmanagedMemory {

    private record Consumer(String component, MemoryMode mode) {
    }

    private final boolean polling;
    private final Map<Consumer, Long> reported = new LinkedHashMap<>();

    UnmanagedMemory(ExecutorConfig conf) {
        this.polling = conf.pollsUnmanagedMemory();
    }

    /** The component's consumer in that mode (registered at its first report) now reports {@code bytes}. */
    void set(String component, MemoryMode mode, long bytes) {
        reported.put(new Consumer(component, mode), bytes);
    }

    /** What the manager subtracts in that mode: the poller's last total, 0 without polling. */
    long used(MemoryMode mode) {
        if (!polling) {
            return 0;
        }
        long total = 0;
        for (Map.Entry<Consumer, Long> e : reported.entrySet()) {
            if (e.getKey().mode() == mode) {
                total = Math.addExact(total, e.getValue());
            }
        }
        return total;
    }

    /** Both modes' totals, as the trace's {@code unmanaged} shows them. */
    ModeBytes used() {
        return new ModeBytes(used(MemoryMode.ON_HEAP), used(MemoryMode.OFF_HEAP));
    }

    void copyFrom(UnmanagedMemory other) {
        reported.clear();
        reported.putAll(other.reported);
    }
}
