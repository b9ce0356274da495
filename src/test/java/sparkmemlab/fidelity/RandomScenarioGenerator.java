package sparkmemlab.fidelity;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.SplittableRandom;
import sparkmemlab.model.BlockId;
import sparkmemlab.model.BlockState;
import sparkmemlab.model.ConsumerState;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.model.ExecutorModel;
import sparkmemlab.model.ExecutorState;
import sparkmemlab.model.IllegalStepException;
import sparkmemlab.model.LegacyMemoryConfig;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.model.Operation;
import sparkmemlab.model.StepResult;
import sparkmemlab.scenario.Scenario;

/**
 * Seeded random scenarios that Spark can run to the end: every step is one our model accepts, and
 * none makes a spill choice between consumers holding the same bytes (Spark's order is hash order) or
 * wakes several requests of which one is on its way into {@code wait()} (timing: {@link ModelRun#uncomparable}).
 * Steps that wake several parked requests at once are kept: they are compared wherever real Spark
 * gives the same trace in repeated runs ({@link TraceDiff}). No step ends in the JVM's
 * {@code OutOfMemoryError}, which only our model has (a collection's data beyond its grant does not
 * fit in the heap): such a step is dropped like one Spark cannot take.
 */
public final class RandomScenarioGenerator {
    private static final long MIB = 1L << 20;
    private static final int TASKS = 8;
    private static final int RDDS = 3;
    private static final int PARTITIONS = 4;
    /** The spillable collections' names (ExternalAppendOnlyMaps: an aggregation's and a cogroup's). */
    private static final List<String> COLLECTIONS = List.of("combine", "cogroup");

    private final SplittableRandom random;
    private final ExecutorConfig config;
    private ExecutorModel model;
    private final List<Operation> steps = new ArrayList<>();
    private final long unit;
    private final boolean consumers;
    /** Whether partitions are cached ({@code cacheBlock}) among the other ops. */
    private final boolean cache;
    /** Each consumer name keeps one mode and spillability for the whole scenario. */
    private final Map<String, MemoryMode> consumerModes = new LinkedHashMap<>();
    /** Whether Tungsten's consumers (sorters) are among the ops. */
    private final boolean tungsten;

    private RandomScenarioGenerator(long seed, boolean consumers, boolean legacy) {
        this(seed, consumers, legacy, false, false);
    }

    private RandomScenarioGenerator(long seed, boolean consumers, boolean legacy, boolean cache, boolean tungsten) {
        this.random = new SplittableRandom(seed);
        this.consumers = consumers;
        this.cache = cache;
        this.tungsten = tungsten;
        ExecutorConfig drawn = cache && legacy ? randomLegacyCacheConfig() : cache ? randomCacheConfig()
                : legacy ? randomLegacyConfig() : consumers ? randomTaskLayerConfig() : randomConfig();
        this.config = tungsten ? drawn.withTungsten(randomTungstenConf()) : drawn;
        this.model = new ExecutorModel(config);
        this.unit = Math.max(1, model.state().layout().maxHeapMemory() / 16);
        MemoryMode tungstenMode = config.tungstenMemoryMode();
        consumerModes.put("sorter", tungstenMode);
        consumerModes.put("map", MemoryMode.ON_HEAP);
        consumerModes.put("agg", config.offHeapSize() > 0 && random.nextBoolean() ? MemoryMode.OFF_HEAP : MemoryMode.ON_HEAP);
    }

    /** A scenario of the memory manager and the memory store. */
    public static Scenario generate(long seed, int length) {
        return generate(seed, length, false);
    }

    /**
     * A scenario that also drives tasks' memory consumers. Spark allocates real pages for them, so
     * these executors are at most 1 GiB, with at most 256 MiB off-heap.
     */
    public static Scenario generateWithConsumers(long seed, int length) {
        return generate(seed, length, true);
    }

    /**
     * A scenario of the memory manager and the memory store under Spark 2.4's legacy
     * {@code StaticMemoryManager} ({@code spark.memory.useLegacyMode}); its off-heap puts and unrolls,
     * which Spark refuses, are dropped like any step Spark cannot take.
     */
    public static Scenario generateLegacy(long seed, int length) {
        RandomScenarioGenerator g = new RandomScenarioGenerator(seed, false, true);
        g.fill(length);
        return new Scenario("random legacy scenario, seed " + seed, g.config, g.steps);
    }

    /**
     * A task-layer scenario whose tasks also sort (Spark's real {@code UnsafeExternalSorter}s, fed
     * records), mixed with every other consumer op and the memory manager's and store's ops. The
     * sorters' records are real bytes in Spark's pages, so a step's records stay below a few MiB.
     */
    public static Scenario generateWithTungsten(long seed, int length) {
        RandomScenarioGenerator g = new RandomScenarioGenerator(seed, true, false, false, true);
        g.fill(length);
        return new Scenario("random Tungsten scenario, seed " + seed, g.config, g.steps);
    }

    /** Spark's defaults mostly; now and then a small first array or a force-spill threshold. */
    private sparkmemlab.model.TungstenConf randomTungstenConf() {
        int initial = random.nextInt(3) == 0 ? 1 + random.nextInt(512) : 4096;
        int threshold = random.nextInt(4) == 0 ? 1 + random.nextInt(5000) : Integer.MAX_VALUE;
        return new sparkmemlab.model.TungstenConf(initial, threshold);
    }

    /** The sorters' names: an ORDER BY's and a sort-merge join's. */
    private static final List<String> SORTERS = List.of("orderBy", "smjLeft");

    /**
     * A sorter's records: few or many, short or long (now and then one longer than a page); a sorter
     * keeps the radix choice it was made with. Steps that would make Spark's task hold more than its
     * page table's 8,192 pages are left out (Spark throws an IllegalStateException there).
     */
    private Operation sorterInsert(ExecutorState state, long task) {
        String name = SORTERS.get(random.nextInt(SORTERS.size()));
        long page = Math.max(1, model.pageSizeBytes());
        long recordBytes = switch (random.nextInt(10)) {
            case 0 -> 0;
            case 1 -> page + random.nextLong(Math.max(1, page));
            case 2, 3 -> random.nextLong(Math.min(page, 64 * 1024) + 1);
            default -> 8 + random.nextLong(2000);
        };
        long budget = Math.max(1, Math.min(4 * MIB, unit)) / (recordBytes + 4);
        long records = random.nextInt(5) == 0 ? random.nextLong(3) : random.nextLong(Math.max(1, Math.min(budget, 50_000)) + 1);
        long pages = 0;
        for (ConsumerState c : state.consumers().getOrDefault(task, new java.util.TreeMap<>()).values()) {
            pages += c.tungsten().map(t -> (long) t.pages() + 1).orElse(c.pageBytes() > 0 ? 1L : 0L);
        }
        long perPage = Math.max(1, Math.max(page, recordBytes + 4) / (recordBytes + 4));
        if (pages + records / perPage + 2 > 4_000) {
            records = 0;
        }
        return new Operation.SorterInsert(task, name, records, recordBytes, name.equals("orderBy"));
    }

    /** A repartition's serialized records: the sorter's records, over 200 partitions or a few. */
    private Operation shuffleInsert(ExecutorState state, long task) {
        Operation.SorterInsert like = (Operation.SorterInsert) sorterInsert(state, task);
        long recordBytes = Math.max(1, Math.min(like.recordBytes(), (1L << 27) - 4)); // a serializer writes something
        return new Operation.ShuffleInsert(task, "exchange", like.records(), recordBytes, task % 2 == 0 ? 200 : 7);
    }

    /** A GROUP BY's new groups: keys and values of whole words, now and then a value as big as a page. */
    private Operation mapAppend(ExecutorState state, long task) {
        String name = random.nextBoolean() ? "groupBy" : "distinct";
        long page = Math.max(8, model.pageSizeBytes());
        long keyBytes = 8 * (1 + random.nextLong(8));
        long valueBytes = random.nextInt(8) == 0 ? 8 * random.nextLong(Math.min(page, 4 * MIB) / 8 + 1) : 8 * random.nextLong(16);
        long record = keyBytes + valueBytes + 20;
        long budget = Math.max(1, Math.min(4 * MIB, unit)) / record;
        long keys = random.nextInt(5) == 0 ? random.nextLong(3) : random.nextLong(Math.max(1, Math.min(budget, 60_000)) + 1);
        long pages = 0;
        for (ConsumerState c : state.consumers().getOrDefault(task, new java.util.TreeMap<>()).values()) {
            pages += c.tungsten().map(t -> (long) t.pages() + 1).orElse(c.pageBytes() > 0 ? 1L : 0L);
        }
        long perPage = Math.max(1, Math.max(page, record) / record);
        if (pages + keys / perPage + 2 > 4_000) {
            keys = 0;
        }
        return new Operation.MapAppend(task, name, keys, keyBytes, valueBytes);
    }

    /**
     * A scenario that caches partitions ({@code cacheBlock} at each level, and reads that bring blocks
     * back from disk) among every other op, the task layer's included. Spark unrolls real
     * {@code byte[]} values, so these executors are small: up to 640 MiB, or a tiny heap.
     */
    public static Scenario generateWithCache(long seed, int length) {
        RandomScenarioGenerator g = new RandomScenarioGenerator(seed, true, false, true, false);
        g.fill(length);
        return new Scenario("random cache scenario, seed " + seed, g.config, g.steps);
    }

    /**
     * A legacy scenario that caches partitions among the legacy manager's ops (Spark 2.4.8 unrolls real
     * {@code byte[]} values, so the heaps are at most 640 MiB).
     */
    public static Scenario generateLegacyWithCache(long seed, int length) {
        RandomScenarioGenerator g = new RandomScenarioGenerator(seed, false, true, true, false);
        g.fill(length);
        return new Scenario("random legacy cache scenario, seed " + seed, g.config, g.steps);
    }

    /** Spark 2.4's legacy manager on a heap small enough for real values: its fractions as randomLegacyConfig's. */
    private ExecutorConfig randomLegacyCacheConfig() {
        long min = 32 * MIB;
        long heap = switch (random.nextInt(3)) {
            case 0 -> 512 * MIB;
            case 1 -> min + random.nextLong(608 * MIB);
            default -> min + random.nextLong(MIB);
        };
        LegacyMemoryConfig legacy = randomLegacyFractions();
        return new ExecutorConfig(heap, ExecutorConfig.DEFAULT_RESERVED_MEMORY, 0.6, 0.5, false, 0, 1 + random.nextInt(8),
                OptionalLong.empty(), legacy);
    }

    private ExecutorConfig randomCacheConfig() {
        long heap = switch (random.nextInt(3)) {
            case 0 -> 480 * MIB + random.nextLong(160 * MIB);
            case 1 -> 512 * MIB;
            default -> 1000 + random.nextLong(4 * MIB);
        };
        long reserved = heap < 471859200L ? random.nextLong(heap / 2 + 1) : 300 * MIB;
        double fraction = new double[] {0.6, 0.5, 0.75, 1.0, 0.3}[random.nextInt(5)];
        double storageFraction = new double[] {0.5, 0.0, 0.3, 0.9, 0.5}[random.nextInt(5)];
        boolean offHeap = random.nextBoolean();
        long offHeapSize = offHeap ? 1 + random.nextLong(Math.min(heap, 64 * MIB)) : 0;
        return new ExecutorConfig(heap, reserved, fraction, storageFraction, offHeap && random.nextBoolean(), offHeapSize,
                1 + random.nextInt(8), OptionalLong.empty());
    }

    /**
     * A partition cached at a level: of an RDD partition in memory, on disk or new; its values of a
     * size from 0 bytes to 256 KiB, as many as make it small, around the pools' sixteenth, or larger
     * than the pools (to fail unrolling at some reservation).
     */
    private Operation cacheOp(ExecutorState state) {
        long task = random.nextInt(TASKS);
        sparkmemlab.model.storage.StorageLevel level = switch (random.nextInt(20)) {
            case 0, 1, 2, 3, 4, 5, 6, 7 -> sparkmemlab.model.storage.StorageLevel.MEMORY_ONLY;
            case 8, 9, 10, 11, 12, 13, 14, 15, 16 -> sparkmemlab.model.storage.StorageLevel.MEMORY_AND_DISK;
            default -> sparkmemlab.model.storage.StorageLevel.DISK_ONLY;
        };
        int recordBytes = switch (random.nextInt(6)) {
            case 0 -> random.nextInt(9);
            case 1, 2 -> 8 + random.nextInt(200);
            case 3, 4 -> 200 + random.nextInt(8000);
            default -> 8192 + random.nextInt(256 * 1024);
        };
        long target = switch (random.nextInt(10)) {
            case 0 -> random.nextLong(Math.max(1, unit / 8));
            case 1 -> unit * (4 + random.nextInt(12));
            default -> unit / 4 + random.nextLong(unit * 2);
        };
        int records = (int) Math.min(300_000, target / (recordBytes + 16) + random.nextInt(3));
        return new Operation.CacheBlock(rddBlock(state), task, level, records, recordBytes);
    }

    /** Mostly an RDD partition in memory or on disk, sometimes a new one. */
    private BlockId rddBlock(ExecutorState state) {
        List<BlockId> known = new ArrayList<>();
        state.blocks().forEach(b -> known.add(b.id()));
        state.disk().forEach(b -> known.add(b.id()));
        known.removeIf(id -> id.rddId().isEmpty());
        if (!known.isEmpty() && random.nextInt(4) == 0) {
            return known.get(random.nextInt(known.size()));
        }
        return new BlockId.RDDBlockId(random.nextInt(RDDS), random.nextInt(PARTITIONS));
    }

    private void fill(int length) {
        int attempts = 0;
        while (steps.size() < length && attempts++ < length * 50) {
            tryOne();
        }
    }

    private static Scenario generate(long seed, int length, boolean consumers) {
        RandomScenarioGenerator g = new RandomScenarioGenerator(seed, consumers, false);
        g.fill(length);
        return new Scenario((consumers ? "random task-layer scenario" : "random scenario") + ", seed " + seed, g.config, g.steps);
    }

    private ExecutorConfig randomConfig() {
        long heap = switch (random.nextInt(4)) {
            case 0 -> 1024 * MIB;
            case 1 -> 4096 * MIB;
            case 2 -> 512 * MIB + random.nextLong(1024 * MIB);
            default -> 1000 + random.nextLong(100_000);
        };
        long reserved = heap < 471859200L ? random.nextLong(heap / 2 + 1) : 300 * MIB;
        double fraction = new double[] {0.6, 0.5, 0.75, 1.0, 0.3}[random.nextInt(5)];
        double storageFraction = new double[] {0.5, 0.0, 0.3, 0.9, 0.5}[random.nextInt(5)];
        boolean offHeap = random.nextInt(3) > 0;
        long offHeapSize = offHeap ? (random.nextBoolean() ? 256 * MIB : 1 + random.nextLong(heap)) : 0;
        return new ExecutorConfig(heap, reserved, fraction, storageFraction, offHeap && random.nextBoolean(), offHeapSize,
                1 + random.nextInt(8), OptionalLong.empty());
    }

    /**
     * Spark 2.4's legacy manager: heaps from its 32 MiB minimum up, Spark's default fractions or
     * others (safety 1.0, unroll fraction 0 and 1 included), off-heap memory sized or not (it all
     * goes to execution, split first by any storage fraction up to 1).
     */
    private ExecutorConfig randomLegacyConfig() {
        long min = 32 * MIB;
        long heap = switch (random.nextInt(4)) {
            case 0 -> 1024 * MIB;
            case 1 -> 4096 * MIB;
            case 2 -> min + random.nextLong(1024 * MIB);
            default -> min + random.nextLong(MIB);
        };
        LegacyMemoryConfig legacy = randomLegacyFractions();
        double storageFraction = new double[] {0.5, 0.3, 0.0, 1.0}[random.nextInt(4)];
        boolean offHeap = random.nextInt(3) > 0;
        long offHeapSize = offHeap ? (random.nextBoolean() ? 256 * MIB : 1 + random.nextLong(heap)) : 0;
        return new ExecutorConfig(heap, ExecutorConfig.DEFAULT_RESERVED_MEMORY, 0.6, storageFraction,
                offHeap && random.nextBoolean(), offHeapSize, 1 + random.nextInt(8), OptionalLong.empty(), legacy);
    }

    /** The legacy manager's fractions: Spark's defaults or others (safety 1.0, unroll fraction 0 and 1 included). */
    private LegacyMemoryConfig randomLegacyFractions() {
        return new LegacyMemoryConfig(true,
                new double[] {0.6, 0.5, 0.3, 0.8}[random.nextInt(4)], new double[] {0.9, 1.0, 0.85}[random.nextInt(3)],
                new double[] {0.2, 0.3, 0.1, 0.4}[random.nextInt(4)], new double[] {0.8, 1.0, 0.75}[random.nextInt(3)],
                new double[] {0.2, 0.2, 0.0, 0.5, 1.0}[random.nextInt(5)]);
    }

    private ExecutorConfig randomTaskLayerConfig() {
        long heap = switch (random.nextInt(3)) {
            case 0 -> 1024 * MIB;
            case 1 -> 480 * MIB + random.nextLong(544 * MIB);
            default -> 1000 + random.nextLong(100_000);
        };
        long reserved = heap < 471859200L ? random.nextLong(heap / 2 + 1) : 300 * MIB;
        double fraction = new double[] {0.6, 0.5, 0.75, 1.0, 0.3}[random.nextInt(5)];
        double storageFraction = new double[] {0.5, 0.0, 0.3, 0.9, 0.5}[random.nextInt(5)];
        boolean offHeap = random.nextBoolean();
        long offHeapSize = offHeap ? (random.nextBoolean() ? 256 * MIB : 1 + random.nextLong(Math.min(heap, 256 * MIB))) : 0;
        long usable = (long) ((heap - reserved) * fraction);
        OptionalLong pageSize = switch (random.nextInt(12)) {
            case 0, 1, 2 -> OptionalLong.of(1 + random.nextLong(Math.max(1, usable / 8)));
            case 3 -> OptionalLong.of(0); // each page exactly what was asked
            default -> OptionalLong.empty();
        };
        return new ExecutorConfig(heap, reserved, fraction, storageFraction, offHeap && random.nextBoolean(), offHeapSize,
                1 + random.nextInt(8), pageSize);
    }

    private void tryOne() {
        ExecutorState state = model.state();
        Operation op;
        int pick = cache ? random.nextInt(100) : 100;
        if (pick < 25) {
            op = cacheOp(state);
        } else if (pick < 32 && !state.disk().isEmpty()) {
            op = new Operation.GetBlock(state.disk().get(random.nextInt(state.disk().size())).id());
        } else {
            op = tungsten && random.nextInt(100) < 12 ? shuffleInsert(state, random.nextInt(TASKS))
                    : tungsten && random.nextInt(100) < 15 ? mapAppend(state, random.nextInt(TASKS))
                    : tungsten && random.nextInt(100) < 25 ? sorterInsert(state, random.nextInt(TASKS))
                    : consumers && random.nextInt(100) < 40 ? randomConsumerOp(state) : randomOp(state);
        }
        try {
            StepResult r = model.apply(op);
            if (ModelRun.uncomparable(r).isPresent() || r.state().heap().executorLost()) {
                // Rare: go back to the state before this step by replaying the steps kept.
                model = new ExecutorModel(config);
                steps.forEach(model::apply);
            } else {
                steps.add(op);
            }
        } catch (IllegalStepException refused) {
            // Spark could not take this step; pick another.
        }
    }

    private Operation randomConsumerOp(ExecutorState state) {
        long task = random.nextInt(TASKS);
        if (random.nextInt(100) < 35) {
            return maybeSpill(state, task);
        }
        List<String> names = new ArrayList<>(consumerModes.keySet());
        String name = names.get(random.nextInt(names.size()));
        MemoryMode mode = consumerModes.get(name);
        boolean spillable = !name.equals("map");
        int pick = random.nextInt(10);
        if (pick < 4) {
            return new Operation.ConsumerAcquire(task, name, 1 + size(), mode, spillable);
        } else if (pick < 7) {
            long page = model.pageSizeBytes();
            long bytes = random.nextInt(4) == 0 ? size() : random.nextLong(2 * page + 1);
            return new Operation.AllocatePage(task, name, bytes, mode, spillable);
        }
        ConsumerState held = state.consumers().getOrDefault(task, new java.util.TreeMap<>()).get(name);
        long free = held == null ? 0 : held.used() - held.pageBytes();
        return new Operation.ConsumerRelease(task, name, random.nextLong(free + 1));
    }

    /**
     * A collection's check as it grows: its size so far plus a step of its growth, from a fraction of
     * a MiB to several times the pool's sixteenth (so that it crosses Spark's 5 MiB initial threshold,
     * asks, and outgrows its grants). Now and then a size below the current one (0 included), which
     * Spark takes like any other estimate.
     */
    private Operation maybeSpill(ExecutorState state, long task) {
        String name = COLLECTIONS.get(random.nextInt(COLLECTIONS.size()));
        ConsumerState held = state.consumers().getOrDefault(task, new java.util.TreeMap<>()).get(name);
        long size = held == null ? 0 : held.collectionSize().orElse(0);
        long step = unit < MIB ? unit : Math.max(unit, 8 * MIB); // tiny heaps: tiny maps, or the heap overflows
        long bytes = switch (random.nextInt(20)) {
            case 0 -> random.nextLong(size + 1);
            case 1, 2, 3, 4, 5, 6 -> size + random.nextLong(Math.min(unit, MIB));
            case 7, 8, 9, 10, 11, 12, 13, 14 -> size + step / 4 + random.nextLong(step);
            default -> size + random.nextLong(3 * step);
        };
        return new Operation.MaybeSpill(task, name, bytes);
    }

    private Operation randomOp(ExecutorState state) {
        long task = random.nextInt(TASKS);
        MemoryMode mode = mode(state);
        int pick = random.nextInt(100);
        if (pick < 30) {
            return new Operation.AcquireExecution(task, 1 + size(), mode);
        } else if (pick < 40) {
            long held = state.pools(mode).memoryForTask().getOrDefault(task, 0L);
            long bytes = random.nextInt(5) == 0 ? random.nextLong(held + 2) : held > 0 ? 1 + random.nextLong(held) : 0;
            return new Operation.ReleaseExecution(task, random.nextInt(20) == 0 ? held + 1 + random.nextLong(unit) : bytes, mode);
        } else if (pick < 43) {
            return new Operation.ReleaseAllExecution(task);
        } else if (pick < 60) {
            OptionalLong by = random.nextBoolean() ? OptionalLong.of(task) : OptionalLong.empty();
            return new Operation.PutBlock(block(state), size(), mode, by);
        } else if (pick < 66) {
            return new Operation.AcquireUnroll(task, block(state), size(), mode);
        } else if (pick < 70) {
            long held = state.pools(mode).unrollMemoryForTask().getOrDefault(task, 0L);
            return new Operation.ReleaseUnroll(task, random.nextInt(4) == 0 ? held + random.nextLong(unit) : random.nextLong(held + 1), mode);
        } else if (pick < 77) {
            return new Operation.GetBlock(block(state));
        } else if (pick < 84) {
            return new Operation.LockBlock(block(state), task);
        } else if (pick < 90) {
            return new Operation.UnlockBlock(block(state), task);
        } else if (pick < 95) {
            return new Operation.RemoveBlock(block(state));
        }
        return new Operation.EndTask(task);
    }

    private MemoryMode mode(ExecutorState state) {
        boolean offHeap = state.layout().maxOffHeapMemory() > 0 && random.nextInt(3) == 0;
        return offHeap ? MemoryMode.OFF_HEAP : MemoryMode.ON_HEAP;
    }

    /** Sizes around the pools' scale: small, medium, and now and then larger than anything. */
    private long size() {
        return switch (random.nextInt(10)) {
            case 0 -> random.nextLong(unit / 8 + 1);
            case 1 -> unit * (8 + random.nextInt(12));
            default -> unit / 4 + random.nextLong(unit * 3);
        };
    }

    /** Mostly blocks already in memory, sometimes a new one. */
    private BlockId block(ExecutorState state) {
        List<BlockState> blocks = state.blocks();
        if (!blocks.isEmpty() && random.nextInt(3) > 0) {
            return blocks.get(random.nextInt(blocks.size())).id();
        }
        return switch (random.nextInt(7)) {
            case 0 -> new BlockId.BroadcastBlockId(random.nextInt(3), random.nextBoolean() ? "" : "piece" + random.nextInt(2));
            case 1 -> new BlockId.TestBlockId("t" + random.nextInt(4));
            // A name Spark's BlockId.apply reads as another (leading zeros, no "_" before the piece).
            case 2 -> BlockId.parse(random.nextBoolean() ? "rdd_0" + random.nextInt(RDDS) + "_0" + random.nextInt(PARTITIONS)
                    : "broadcast_0" + random.nextInt(3) + "piece" + random.nextInt(2));
            default -> new BlockId.RDDBlockId(random.nextInt(RDDS), random.nextInt(PARTITIONS));
        };
    }
}
