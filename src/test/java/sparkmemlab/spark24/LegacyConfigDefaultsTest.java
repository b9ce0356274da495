package sparkmemlab.spark24;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.OptionalLong;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.model.ExecutorModel;
import sparkmemlab.model.LegacyMemoryConfig;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.model.PoolState;

/**
 * The defaults of {@link sparkmemlab.model.config.LegacyConfig} are those Spark 2.4.8's {@code StaticMemoryManager}
 * reads when none of its keys is set: a real one made from a conf with nothing but the heap has the pools and the
 * unroll cap of our model with our defaults (the other tests hand Spark every key, so they cannot see a default).
 */
@Tag("spark")
class LegacyConfigDefaultsTest {

    @Test
    void aStaticMemoryManagerWithNoKeysHasOurDefaultsPools() {
        for (long heap : new long[] {1_000_000_007L, 4L << 30}) {
            ExecutorConfig ours = ExecutorConfig.defaults().withLegacy(LegacyMemoryConfig.UNIFIED.withLegacyMode(true));
            ours = new ExecutorConfig(heap, ours.reservedMemory(), ours.memoryFraction(), ours.storageFraction(), false, 0, 1,
                    OptionalLong.empty(), ours.legacy());
            PoolState on = new ExecutorModel(ours).state().pools(MemoryMode.ON_HEAP);
            long unroll = (long) (on.storagePool() * ours.legacy().unrollFraction());
            assertArrayEquals(RealSpark24.legacyDefaults(heap), new long[] {on.storagePool(), on.executionPool(), unroll},
                    "heap " + heap);
        }
    }
}
