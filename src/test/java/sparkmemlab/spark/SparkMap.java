package sparkmemlab.spark;

import java.lang.reflect.Field;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.apache.spark.memory.SparkOutOfMemoryError;
import org.apache.spark.memory.TaskMemoryManager;
import org.apache.spark.unsafe.Platform;
import org.apache.spark.unsafe.map.BytesToBytesMap;
import org.apache.spark.unsafe.memory.MemoryBlock;
import sparkmemlab.model.ConsumerState;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.model.OpResult;
import sparkmemlab.model.TungstenState;

/**
 * The format's hash map: Spark 3.5.3's real {@link BytesToBytesMap}, made as
 * {@code TungstenAggregationIterator} makes its {@code UnsafeFixedWidthAggregationMap}'s (initial
 * capacity 16,384, load factor 0.5, the executor's page size) and fed new keys as a GROUP BY feeds it
 * rows of new groups: {@code lookup} (a miss: every key is new) then {@code append}. Its state is read
 * from Spark's own fields. Every method runs on the task's thread holding the memory manager's lock.
 */
final class SparkMap implements SparkTungsten {
    private static final Field DATA_PAGES = SparkFields.field(BytesToBytesMap.class, "dataPages");
    private static final Field LONG_ARRAY = SparkFields.field(BytesToBytesMap.class, "longArray");

    final BytesToBytesMap map;
    private final MemoryMode mode;
    private long nextKey;

    private SparkMap(BytesToBytesMap map, MemoryMode mode) {
        this.map = map;
        this.mode = mode;
    }

    /** @throws SparkOutOfMemoryError if the constructor's array cannot be had */
    static SparkMap create(TaskMemoryManager tmm, SpillFiles spills, long pageSizeBytes) {
        BytesToBytesMap m = new BytesToBytesMap(tmm, spills.blockManager(), spills.serializerManager(), 1024 * 16, 0.5,
                pageSizeBytes);
        return new SparkMap(m, m.getMode() == org.apache.spark.memory.MemoryMode.ON_HEAP ? MemoryMode.ON_HEAP : MemoryMode.OFF_HEAP);
    }

    /** {@code keys} new keys, each a distinct {@code keyBytes} (a counter in its first word) with a value of {@code valueBytes}. */
    OpResult append(long keys, long keyBytes, long valueBytes) {
        byte[] key = new byte[(int) keyBytes];
        byte[] value = new byte[(int) valueBytes];
        for (long i = 0; i < keys; i++) {
            long k = nextKey++;
            if (keyBytes >= 8) {
                Platform.putLong(key, Platform.BYTE_ARRAY_OFFSET, k);
            }
            BytesToBytesMap.Location loc = map.lookup(key, Platform.BYTE_ARRAY_OFFSET, (int) keyBytes);
            if (loc.isDefined()) {
                throw new IllegalStateException("key " + k + " of " + keyBytes + " bytes is already in the map");
            }
            if (!loc.append(key, Platform.BYTE_ARRAY_OFFSET, (int) keyBytes, value, Platform.BYTE_ARRAY_OFFSET, (int) valueBytes)) {
                return OpResult.flag(false);
            }
        }
        return OpResult.flag(true);
    }

    @Override
    public ConsumerState state() {
        @SuppressWarnings("unchecked")
        List<MemoryBlock> pages = (List<MemoryBlock>) SparkFields.get(DATA_PAGES, map);
        long pageBytes = 0;
        for (MemoryBlock page : pages) {
            pageBytes += page.size();
        }
        org.apache.spark.unsafe.array.LongArray array =
                (org.apache.spark.unsafe.array.LongArray) SparkFields.get(LONG_ARRAY, map);
        long arrayBytes = array == null ? 0 : array.size() * 8;
        return new ConsumerState(mode, true, map.getUsed(), pageBytes, 0, OptionalLong.empty(),
                Optional.of(new TungstenState("map", pages.size(), pageBytes, arrayBytes / 16, arrayBytes, map.numKeys(), List.of())));
    }

    @Override
    public org.apache.spark.memory.MemoryConsumer consumer() {
        return map;
    }

    /** A map that is not being read never spills. */
    @Override
    public long spillStarting() {
        throw new IllegalStateException("a hash map not being read started a spill file");
    }

    @Override
    public long freedSince(long mark) {
        return 0;
    }

    /** The aggregation's completion listener frees its map. */
    @Override
    public void cleanup() {
        map.free();
    }
}
