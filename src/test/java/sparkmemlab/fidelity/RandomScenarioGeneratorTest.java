package sparkmemlab.fidelity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumMap;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import sparkmemlab.scenario.ScenarioWriter;
import sparkmemlab.model.MemoryEvent;
import sparkmemlab.model.OpResult;
import sparkmemlab.model.StepResult;
import sparkmemlab.scenario.Scenario;

/** The random scenarios are reproducible, full length, and reach the behaviours worth comparing. */
class RandomScenarioGeneratorTest {

    @Test
    void aSeedAlwaysGivesTheSameScenario() {
        Scenario a = RandomScenarioGenerator.generate(42, 50);
        Scenario b = RandomScenarioGenerator.generate(42, 50);
        assertEquals(ScenarioWriter.toJson(a), ScenarioWriter.toJson(b));
    }

    @Test
    void theScenariosCoverParkingWakingEvictionAndRefusals() {
        Map<String, Integer> seen = new HashMap<>();
        Map<MemoryEvent.SkipReason, Integer> skips = new EnumMap<>(MemoryEvent.SkipReason.class);
        for (long seed = 0; seed < 300; seed++) {
            Scenario s = RandomScenarioGenerator.generate(seed, 50);
            assertEquals(50, s.steps().size(), "seed " + seed);
            for (StepResult r : ModelRun.run(s)) {
                if (r.result() instanceof OpResult.Waiting) {
                    seen.merge("parked", 1, Integer::sum);
                }
                if (!r.woke().isEmpty()) {
                    seen.merge("woke", 1, Integer::sum);
                }
                if (ModelRun.wakesSeveral(r)) {
                    seen.merge("woke several at once", 1, Integer::sum);
                }
                if (!r.evicted().isEmpty()) {
                    seen.merge("evicted", 1, Integer::sum);
                }
                for (MemoryEvent e : r.events()) {
                    seen.merge(e.getClass().getSimpleName(), 1, Integer::sum);
                    if (e instanceof MemoryEvent.EvictionSkipped skipped) {
                        skips.merge(skipped.reason(), 1, Integer::sum);
                    }
                    if (e instanceof MemoryEvent.StorageRefused refused) {
                        seen.merge("refused " + refused.reason(), 1, Integer::sum);
                    }
                    if (e instanceof MemoryEvent.ExecutionGranted g && g.limit() == MemoryEvent.GrantLimit.CAPPED_AT_1_OVER_N) {
                        seen.merge("capped", 1, Integer::sum);
                    }
                }
            }
        }
        for (String behaviour : new String[] {"parked", "woke", "woke several at once", "evicted", "capped", "StorageBorrowed", "ExecutionPoolGrown",
                "EvictionAbandoned", "BlockAlreadyPresent", "UnrollReleased", "LocksReleased", "refused EXCEEDS_MAX_MEMORY",
                "refused NOT_ENOUGH_FREE"}) {
            assertTrue(seen.getOrDefault(behaviour, 0) >= 20, behaviour + " seen only " + seen.get(behaviour) + " times: " + seen);
        }
        for (MemoryEvent.SkipReason reason : MemoryEvent.SkipReason.values()) {
            assertTrue(skips.getOrDefault(reason, 0) >= 20, "eviction skipped for " + reason + " only " + skips.get(reason) + " times");
        }
        System.out.println("random scenario coverage: " + seen + " skips " + skips);
    }

    @Test
    void taskLayerScenariosCoverSpillsPagesAndOutOfMemory() {
        Map<String, Integer> seen = new HashMap<>();
        for (long seed = 0; seed < 300; seed++) {
            Scenario s = RandomScenarioGenerator.generateWithConsumers(seed, 50);
            assertEquals(50, s.steps().size(), "seed " + seed);
            for (StepResult r : ModelRun.run(s)) {
                if (!r.spills().isEmpty()) {
                    seen.merge("spilled", 1, Integer::sum);
                }
                if (r.spills().size() > 1) {
                    seen.merge("spilled twice", 1, Integer::sum);
                }
                if (r.result() instanceof OpResult.Error) {
                    seen.merge("OOM", 1, Integer::sum);
                }
                if (ModelRun.wokenFailure(r)) {
                    seen.merge("woken page OOM", 1, Integer::sum);
                }
                if (ModelRun.wakesSeveral(r)) {
                    seen.merge("woke several at once", 1, Integer::sum);
                }
                if (r.result() instanceof OpResult.Waiting && r.operation() instanceof sparkmemlab.model.Operation.ConsumerOperation) {
                    seen.merge("consumer parked", 1, Integer::sum);
                }
                for (MemoryEvent e : r.events()) {
                    seen.merge(e.getClass().getSimpleName(), 1, Integer::sum);
                }
            }
        }
        System.out.println("task layer coverage: " + seen);
        for (String behaviour : new String[] {"spilled", "spilled twice", "OOM", "woken page OOM", "woke several at once",
                "consumer parked", "PageAllocated",
                "ConsumerReleased", "ConsumersCleanedUp", "Woken"}) {
            assertTrue(seen.getOrDefault(behaviour, 0) >= 10, behaviour + " seen only " + seen.get(behaviour) + " times: " + seen);
        }
    }

    /** Collections (maybeSpill) ask, get, spill themselves, are forced to spill, park and wake, and never kill the JVM. */
    @Test
    void taskLayerScenariosCoverSpillableCollections() {
        Map<String, Integer> seen = new HashMap<>();
        for (long seed = 0; seed < 300; seed++) {
            Scenario s = RandomScenarioGenerator.generateWithConsumers(seed, 50);
            for (StepResult r : ModelRun.run(s)) {
                boolean maybeSpill = r.operation() instanceof sparkmemlab.model.Operation.MaybeSpill;
                if (r.state().heap().executorLost()) {
                    seen.merge("executor lost", 1, Integer::sum);
                }
                if (maybeSpill && r.result() instanceof OpResult.Waiting) {
                    seen.merge("parked", 1, Integer::sum);
                }
                for (MemoryEvent e : r.events()) {
                    if (e instanceof MemoryEvent.MaybeSpillChecked c) {
                        seen.merge(c.request() > 0 ? "asked" : "below threshold", 1, Integer::sum);
                    } else if (e instanceof MemoryEvent.MaybeSpillDecided d) {
                        seen.merge(d.spill() ? "spilled itself" : "grown", 1, Integer::sum);
                        if (!maybeSpill) {
                            seen.merge("woken", 1, Integer::sum);
                        }
                    } else if (e instanceof MemoryEvent.CollectionForceSpill f) {
                        seen.merge("forced " + f.outcome(), 1, Integer::sum);
                    }
                }
            }
        }
        System.out.println("collection coverage: " + seen);
        assertTrue(!seen.containsKey("executor lost"), "a random scenario killed the JVM: " + seen);
        for (String behaviour : new String[] {"below threshold", "asked", "grown", "spilled itself", "parked", "woken",
                "forced SPILLED", "forced REQUESTER_ITSELF", "forced OFF_HEAP_TUNGSTEN", "forced EMPTY"}) {
            assertTrue(seen.getOrDefault(behaviour, 0) >= 10, behaviour + " seen only " + seen.get(behaviour) + " times: " + seen);
        }
    }

    /**
     * The cache scenarios reach every path of cacheBlock: each place a block ends in, an unroll that
     * fails after evicting, an eviction to disk and one of a block already there, reads that re-cache
     * a disk block and reads that cannot.
     */
    @Test
    void theCacheScenariosCoverEveryPathOfCaching() {
        Map<String, Integer> seen = new HashMap<>();
        for (long seed = 0; seed < 200; seed++) {
            Scenario s = RandomScenarioGenerator.generateWithCache(seed, 50);
            assertEquals(50, s.steps().size(), "seed " + seed);
            for (StepResult r : ModelRun.run(s)) {
                if (r.result() instanceof OpResult.Where w) {
                    seen.merge("cached in " + w.place(), 1, Integer::sum);
                    if (!w.place().equals("memory") && !r.evicted().isEmpty()) {
                        seen.merge("failed unroll that evicted", 1, Integer::sum);
                    }
                }
                boolean fromDisk = false;
                for (MemoryEvent e : r.events()) {
                    if (e instanceof MemoryEvent.BlockEvictedToDisk d) {
                        seen.merge(d.written() ? "evicted to disk" : "evicted, on disk already", 1, Integer::sum);
                    }
                    if (e instanceof MemoryEvent.BlockReadFromDisk d && d.level().useMemory()) {
                        fromDisk = true;
                    }
                }
                if (fromDisk) {
                    boolean back = r.state().blocks().stream().anyMatch(b -> b.id().equals(((sparkmemlab.model.Operation.GetBlock)
                            r.operation()).block()));
                    seen.merge(back ? "re-cached from disk" : "read from disk, not re-cached", 1, Integer::sum);
                }
            }
        }
        for (String behaviour : new String[] {"cached in memory", "cached in disk", "cached in none", "failed unroll that evicted",
            "evicted to disk", "evicted, on disk already", "re-cached from disk", "read from disk, not re-cached"}) {
            assertTrue(seen.getOrDefault(behaviour, 0) >= 3, behaviour + " seen " + seen.getOrDefault(behaviour, 0) + " times: " + seen);
        }
    }

    /**
     * Sorters (sorterInsert) are made, grow their arrays, take pages, spill themselves (asked last, at
     * the force-spill threshold), refuse to spill for others, fail with Spark's OOM, park and wake.
     */
    @Test
    void tungstenScenariosCoverTheSorter() {
        Map<String, Integer> seen = new HashMap<>();
        for (long seed = 0; seed < 300; seed++) {
            Scenario s = RandomScenarioGenerator.generateWithTungsten(seed, 50);
            for (StepResult r : ModelRun.run(s)) {
                boolean sorter = r.operation() instanceof sparkmemlab.model.Operation.SorterInsert
                        || r.operation() instanceof sparkmemlab.model.Operation.MapAppend
                        || r.operation() instanceof sparkmemlab.model.Operation.ShuffleInsert;
                if (sorter && r.result() instanceof OpResult.Waiting) {
                    seen.merge("parked", 1, Integer::sum);
                }
                if (!sorter && r.events().stream().anyMatch(e -> e instanceof MemoryEvent.RecordsInserted)) {
                    seen.merge("woken and went on", 1, Integer::sum);
                }
                for (MemoryEvent e : r.events()) {
                    if (e instanceof MemoryEvent.PointerArrayAllocated a) {
                        seen.merge((a.of() == MemoryEvent.TungstenClass.SHUFFLE_SORTER ? "shuffle array " : "array ") + a.why(), 1, Integer::sum);
                    } else if (e instanceof MemoryEvent.SorterSpilled sp && sp.of() == MemoryEvent.TungstenClass.SHUFFLE_SORTER) {
                        seen.merge("shuffle spilled " + sp.reason(), 1, Integer::sum);
                    } else if (e instanceof MemoryEvent.SorterSpilled sp) {
                        seen.merge("spilled " + sp.reason(), 1, Integer::sum);
                    } else if (e instanceof MemoryEvent.SorterSpillRefused f) {
                        seen.merge(f.byItself() ? "refused, empty" : "refused, for another", 1, Integer::sum);
                    } else if (e instanceof MemoryEvent.TungstenOutOfMemory o) {
                        seen.merge(o.array() ? "oom array" : "oom page", 1, Integer::sum);
                    } else if (e instanceof MemoryEvent.SorterPageAllocated) {
                        seen.merge("page", 1, Integer::sum);
                    } else if (e instanceof MemoryEvent.MapArrayAllocated a) {
                        seen.merge(a.grown() ? "map grown" : "map made", 1, Integer::sum);
                    } else if (e instanceof MemoryEvent.MapAppendRefused f) {
                        seen.merge(f.noPage() ? "map no page" : "map full", 1, Integer::sum);
                    } else if (e instanceof MemoryEvent.MapCannotGrow) {
                        seen.merge("map cannot grow", 1, Integer::sum);
                    } else if (e instanceof MemoryEvent.MapSpillRefused) {
                        seen.merge("map spill refused", 1, Integer::sum);
                    } else if (e instanceof MemoryEvent.MapPageAllocated) {
                        seen.merge("map page", 1, Integer::sum);
                    }
                }
            }
        }
        System.out.println("sorter coverage: " + seen);
        for (String behaviour : new String[] {"array INITIAL", "array GROWN", "array RESET", "page", "spilled MEMORY",
                "spilled ELEMENTS_THRESHOLD", "refused, for another", "oom array", "oom page", "parked", "woken and went on",
                "map made", "map grown", "map page", "map no page", "map full", "map cannot grow", "map spill refused",
                "shuffle array INITIAL", "shuffle array GROWN", "shuffle array RESET", "shuffle spilled MEMORY",
                "shuffle spilled ELEMENTS_THRESHOLD"}) {
            assertTrue(seen.getOrDefault(behaviour, 0) >= 10, behaviour + " seen only " + seen.get(behaviour) + " times: " + seen);
        }
    }
}
