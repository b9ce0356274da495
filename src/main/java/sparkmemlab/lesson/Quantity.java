package sparkmemlab.lesson;

import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.SortedMap;
import java.util.function.ToLongFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import sparkmemlab.i18n.Messages;
import sparkmemlab.model.BlockId;
import sparkmemlab.model.BlockState;
import sparkmemlab.model.ConsumerState;
import sparkmemlab.model.ExecutorState;
import sparkmemlab.model.ManagerKind;
import sparkmemlab.model.MemoryEvent;
import sparkmemlab.model.MemoryLayout;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.model.OpResult;
import sparkmemlab.model.PoolState;
import sparkmemlab.model.Spill;

/**
 * A number read from a moment of a lesson run, named by a path such as {@code onHeap.executionPool},
 * {@code block.rdd_1_0} or {@code consumer.1.sorter.spilled}. Placeholders, numeric predictions and
 * value checks all use these paths; {@code src/docs/lesson-format.md} lists them.
 */
public record Quantity(String path, Unit unit, Reader reader) {

    /** How a quantity is shown: as a size, or as a plain count. */
    public enum Unit { BYTES, COUNT }

    /** Reads the number from a moment; empty when the moment has none (a block not in memory, say). */
    @FunctionalInterface
    public interface Reader {
        OptionalLong read(Moment moment);
    }

    /** Reads the number from a moment of an executor lesson. */
    @FunctionalInterface
    interface ExecutorReader {
        OptionalLong read(StepView view);
    }

    private static final Pattern MODE = Pattern.compile("(onHeap|offHeap)\\.([a-zA-Z]+)(?:\\.([0-9]{1,18}))?");
    private static final Pattern CONSUMER = Pattern.compile("consumer\\.([0-9]{1,18})\\.(.+)\\.(used|spilled|pageBytes|size|threshold|aheadOfGrant)");
    /** A Tungsten consumer's own parts (a sorter's or a hash map's): sizes and counts. */
    private static final Pattern TUNGSTEN = Pattern.compile(
            "consumer\\.([0-9]{1,18})\\.(.+)\\.(arrayBytes|arrayCapacity|records|pages|spillFiles|spilledRecords)");
    private static final Pattern TASK = Pattern.compile("(heap\\.task|step\\.woke)\\.([0-9]{1,18})");
    private static final Pattern MOVED = Pattern.compile("step\\.(onHeap|offHeap)\\.movedTo(Storage|Execution)");

    private static final Map<String, ToLongFunction<PoolState>> POOL = Map.ofEntries(
            Map.entry("executionPool", PoolState::executionPool),
            Map.entry("executionUsed", PoolState::executionUsed),
            Map.entry("executionFree", PoolState::executionFree),
            Map.entry("storagePool", PoolState::storagePool),
            Map.entry("storageUsed", PoolState::storageUsed),
            Map.entry("storageFree", PoolState::storageFree),
            Map.entry("unrollUsed", PoolState::unrollUsed),
            Map.entry("blocksUsed", PoolState::blocksUsed));

    private static final Map<String, ToLongFunction<MemoryLayout>> LAYOUT = Map.of(
            "layout.heap", MemoryLayout::systemMemory,
            "layout.reserved", MemoryLayout::reservedMemory,
            "layout.userMemory", MemoryLayout::userMemory,
            "layout.unified", MemoryLayout::maxHeapMemory,
            "layout.storageRegion", MemoryLayout::onHeapStorageRegionSize,
            "layout.executionRegion", l -> l.maxHeapMemory() - l.onHeapStorageRegionSize(),
            "layout.offHeap", MemoryLayout::maxOffHeapMemory,
            "layout.offHeapStorageRegion", MemoryLayout::offHeapStorageRegionSize);

    /** The names after {@code onHeap.} or {@code offHeap.}, for messages and the doc. */
    public static final List<String> MODE_FIELDS = List.of("executionPool", "executionUsed", "executionFree",
            "storagePool", "storageUsed", "storageFree", "unrollUsed", "blocksUsed", "max", "storageRegion",
            "borrowedByStorage", "borrowedByExecution", "reclaimableFromStorage", "maxStorageMemory", "activeTasks", "maxPerTask", "minPerTask", "task.<id>",
            "unroll.<id>", "unmanaged");

    /** Every form of path, for messages. */
    public static String forms() {
        return "[before.|after.][legacy.|unified.]: result, step, pageSize, " + String.join(", ", LAYOUT.keySet().stream().sorted().toList())
                + ", onHeap.<field>, offHeap.<field> (" + String.join(", ", MODE_FIELDS)
                + "), heap.used, heap.free, heap.userObjects, heap.task.<id>, block.<id>, blocks.count, disk.count, onDisk.<id>, waiting.count,"
                + " consumer.<task>.<name>.used|spilled|pageBytes|size|threshold|aheadOfGrant,"
                + " consumer.<task>.<name>.arrayBytes|arrayCapacity|records|pages|spillFiles|spilledRecords, step.evicted, step.evictedCount, step.spilled,"
                + " step.woke.<task>, step.onHeap.movedToStorage|movedToExecution (offHeap too),"
                + " step.request.activeTasks|maxPerTask|minPerTask|granted,"
                + " spark.storage.unrollMemoryThreshold, spark.reducer.maxSizeInFlight, spark.shuffle.spill.initialMemoryThreshold,"
                + " spark.executor.memoryOverhead, "
                + ContainerQuantities.FORMS + "; event.<Kind>.<field> (a number of the step's first event of that kind)";
    }

    /**
     * Parses a path.
     *
     * @throws IllegalArgumentException saying which paths there are
     */
    public static Quantity parse(String path) {
        Quantity q = parseOrNull(path);
        if (q == null) {
            throw new IllegalArgumentException(Messages.get("lesson.quantity.unknown", path, forms()));
        }
        return q;
    }

    /** A path read on one manager ({@code legacy.onHeap.storagePool}), and the path without it. */
    private static final Pattern ON_MANAGER = Pattern.compile("(legacy|unified)\\.(.+)");

    /** The path without a manager's prefix: what it reads, on whichever manager. */
    static String unprefixed(String path) {
        Matcher m = ON_MANAGER.matcher(path);
        return m.matches() ? m.group(2) : path;
    }

    /** The block a path names after its prefix, or null if it names none. */
    private static BlockId blockOrNull(String name) {
        try {
            return BlockId.parse(name);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /** A path that names its moment ({@code before.}, {@code after.}) and the path it reads then. */
    private static final Pattern AT_MOMENT = Pattern.compile("(before|after)\\.(.+)");

    /** Whether a path names the moment it reads ({@code before.}, {@code after.}, {@code event.}). */
    static boolean namesMoment(String path) {
        return AT_MOMENT.matcher(path).matches() || path.startsWith(EventQuantity.PREFIX);
    }

    private static Quantity parseOrNull(String path) {
        Matcher atMoment = AT_MOMENT.matcher(path);
        if (atMoment.matches()) {
            Quantity inner = parseOrNull(atMoment.group(2));
            if (inner == null || namesMoment(atMoment.group(2))) {
                return null;
            }
            return atMoment.group(1).equals("after") ? new Quantity(path, inner.unit(), inner.reader())
                    : new Quantity(path, inner.unit(), onExecutor(v -> inner.read(v.beforeStep())));
        }
        if (path.startsWith(EventQuantity.PREFIX)) {
            return EventQuantity.parse(path);
        }
        Matcher onManager = ON_MANAGER.matcher(path);
        if (onManager.matches()) {
            Quantity inner = parseOrNull(onManager.group(2));
            if (inner == null || ON_MANAGER.matcher(onManager.group(2)).matches()) {
                return null;
            }
            sparkmemlab.compare.Manager manager = onManager.group(1).equals("legacy")
                    ? sparkmemlab.compare.Manager.LEGACY : sparkmemlab.compare.Manager.UNIFIED;
            return new Quantity(path, inner.unit(), onExecutor(v -> v.on(manager).map(inner::read).orElse(OptionalLong.empty())));
        }
        switch (path) {
            case "result":
                return bytes(path, v -> v.result().map(r -> r.result() instanceof OpResult.Bytes b
                        ? OptionalLong.of(b.bytes()) : OptionalLong.empty()).orElse(OptionalLong.empty()));
            case "step":
                return count(path, v -> OptionalLong.of(v.step()));
            case "pageSize":
                return bytes(path, v -> OptionalLong.of(v.pageSize()));
            case "heap.used":
                return bytes(path, v -> OptionalLong.of(v.state().heapUsed()));
            case "heap.free":
                return bytes(path, v -> OptionalLong.of(v.state().layout().systemMemory() - v.state().heapUsed()));
            case "heap.userObjects":
                return bytes(path, v -> OptionalLong.of(v.state().heap().userMemoryUsed()));
            case "blocks.count":
                return count(path, v -> OptionalLong.of(v.state().blocks().size()));
            case "disk.count":
                return count(path, v -> OptionalLong.of(v.state().disk().size()));
            case "waiting.count":
                return count(path, v -> OptionalLong.of(v.state().waiting().size()));
            case "step.evicted":
                return bytes(path, v -> OptionalLong.of(evicted(v).stream().mapToLong(BlockState::bytes).sum()));
            case "step.evictedCount":
                return count(path, v -> OptionalLong.of(v.result().map(r -> r.evicted().size()).orElse(0)));
            case "step.spilled":
                return bytes(path, v -> OptionalLong.of(v.result().map(r -> r.spills().stream()
                        .mapToLong(Spill::bytes).sum()).orElse(0L)));
            case "step.request.activeTasks":
                return count(path, v -> firstGrant(v).map(g -> OptionalLong.of(g.activeTasks())).orElse(OptionalLong.empty()));
            case "step.request.maxPerTask":
                return bytes(path, v -> firstGrant(v).map(g -> OptionalLong.of(g.maxMemoryPerTask())).orElse(OptionalLong.empty()));
            case "step.request.minPerTask":
                return bytes(path, v -> firstGrant(v).map(g -> OptionalLong.of(g.minMemoryPerTask())).orElse(OptionalLong.empty()));
            case "step.request.granted":
                return bytes(path, v -> firstGrant(v).map(g -> OptionalLong.of(g.granted())).orElse(OptionalLong.empty()));
            case "spark.storage.unrollMemoryThreshold":
                return bytes(path, v -> OptionalLong.of(sparkmemlab.model.storage.ValuesUnroller.UNROLL_MEMORY_THRESHOLD));
            case "spark.reducer.maxSizeInFlight":
                return bytes(path, v -> OptionalLong.of(SparkDefaults.REDUCER_MAX_SIZE_IN_FLIGHT_MIB << 20));
            case "spark.shuffle.spill.initialMemoryThreshold":
                return bytes(path, v -> OptionalLong.of(SparkDefaults.SPILL_INITIAL_MEMORY_THRESHOLD));
            case "spark.executor.memoryOverhead":
                return bytes(path, v -> OptionalLong.of(SparkDefaults.memoryOverheadMiB(
                        v.state().layout().systemMemory() >> 20) << 20));
            default:
                break;
        }
        if (path.startsWith(ContainerQuantities.PREFIX)) {
            return ContainerQuantities.parseOrNull(path);
        }
        if (LAYOUT.containsKey(path)) {
            ToLongFunction<MemoryLayout> f = LAYOUT.get(path);
            return bytes(path, v -> OptionalLong.of(f.applyAsLong(v.state().layout())));
        }
        if (path.startsWith("onDisk.")) {
            BlockId id = blockOrNull(path.substring("onDisk.".length()));
            return id == null ? null
                    : count(path, v -> OptionalLong.of(v.state().disk().stream().anyMatch(b -> b.id().equals(id)) ? 1 : 0));
        }
        if (path.startsWith("block.")) {
            BlockId id = blockOrNull(path.substring("block.".length()));
            return id == null ? null : bytes(path, v -> v.state().blocks().stream().filter(b -> b.id().equals(id))
                    .mapToLong(BlockState::bytes).findFirst());
        }
        Matcher m = TASK.matcher(path);
        if (m.matches()) {
            long task = Long.parseLong(m.group(2));
            if (m.group(1).equals("heap.task")) {
                return bytes(path, v -> OptionalLong.of(v.state().heap().userMemoryForTask().getOrDefault(task, 0L)));
            }
            return bytes(path, v -> v.result().flatMap(r -> r.woke().stream().filter(w -> w.task() == task).findFirst())
                    .map(w -> OptionalLong.of(w.granted())).orElse(OptionalLong.empty()));
        }
        m = MOVED.matcher(path);
        if (m.matches()) {
            // The pools of a mode always add up to its maximum, so what one gained the other lost.
            MemoryMode mode = m.group(1).equals("onHeap") ? MemoryMode.ON_HEAP : MemoryMode.OFF_HEAP;
            boolean toStorage = m.group(2).equals("Storage");
            return bytes(path, v -> {
                long change = v.state().pools(mode).storagePool() - v.before().pools(mode).storagePool();
                return OptionalLong.of(Math.max(0, toStorage ? change : -change));
            });
        }
        m = TUNGSTEN.matcher(path);
        if (m.matches()) {
            long task = Long.parseLong(m.group(1));
            String name = m.group(2);
            String field = m.group(3);
            ExecutorReader reader = v -> {
                SortedMap<String, ConsumerState> byName = v.state().consumers().get(task);
                ConsumerState c = byName == null ? null : byName.get(name);
                if (c == null || c.tungsten().isEmpty()) {
                    return OptionalLong.empty();
                }
                sparkmemlab.model.TungstenState t = c.tungsten().get();
                return OptionalLong.of(switch (field) {
                    case "arrayBytes" -> t.pointerArrayBytes();
                    case "arrayCapacity" -> t.pointerArrayCapacity();
                    case "records" -> t.records();
                    case "pages" -> t.pages();
                    case "spillFiles" -> t.spillFiles().size();
                    default -> t.spillFiles().stream().mapToLong(sparkmemlab.model.SpillFile::records).sum();
                });
            };
            return field.equals("arrayBytes") ? bytes(path, reader) : count(path, reader);
        }
        m = CONSUMER.matcher(path);
        if (m.matches()) {
            long task = Long.parseLong(m.group(1));
            String name = m.group(2);
            String field = m.group(3);
            return bytes(path, v -> {
                SortedMap<String, ConsumerState> byName = v.state().consumers().get(task);
                ConsumerState c = byName == null ? null : byName.get(name);
                if (c == null) {
                    return OptionalLong.empty();
                }
                return switch (field) {
                    case "used" -> OptionalLong.of(c.used());
                    case "spilled" -> OptionalLong.of(c.spilled());
                    case "size" -> c.collectionSize();
                    // Spillable's myMemoryThreshold: the first threshold plus all it has been granted.
                    case "threshold" -> c.collectionSize().isPresent()
                            ? OptionalLong.of(SparkDefaults.SPILL_INITIAL_MEMORY_THRESHOLD + c.used()) : OptionalLong.empty();
                    case "aheadOfGrant" -> c.collectionSize().isPresent() ? OptionalLong.of(c.aheadOfGrant()) : OptionalLong.empty();
                    default -> OptionalLong.of(c.pageBytes());
                };
            });
        }
        m = MODE.matcher(path);
        if (m.matches()) {
            MemoryMode mode = m.group(1).equals("onHeap") ? MemoryMode.ON_HEAP : MemoryMode.OFF_HEAP;
            String field = m.group(2);
            String id = m.group(3);
            if (id != null) {
                long task = Long.parseLong(id);
                return switch (field) {
                    case "task" -> bytes(path, v -> OptionalLong.of(v.state().pools(mode).memoryForTask().getOrDefault(task, 0L)));
                    case "unroll" -> bytes(path, v -> OptionalLong.of(v.state().pools(mode).unrollMemoryForTask().getOrDefault(task, 0L)));
                    default -> null;
                };
            }
            if (POOL.containsKey(field)) {
                ToLongFunction<PoolState> f = POOL.get(field);
                return bytes(path, v -> OptionalLong.of(f.applyAsLong(v.state().pools(mode))));
            }
            return switch (field) {
                case "max" -> bytes(path, v -> OptionalLong.of(v.state().layout().maxMemory(mode)));
                case "storageRegion" -> bytes(path, v -> OptionalLong.of(v.state().layout().storageRegionSize(mode)));
                case "borrowedByStorage" -> bytes(path, v -> OptionalLong.of(Math.max(0,
                        v.state().pools(mode).storagePool() - v.state().layout().storageRegionSize(mode))));
                case "borrowedByExecution" -> bytes(path, v -> OptionalLong.of(Math.max(0,
                        v.state().pools(mode).executionPool() - (v.state().layout().maxMemory(mode)
                                - v.state().layout().storageRegionSize(mode)))));
                // maybeGrowExecutionPool's memoryReclaimableFromStorage: storage's free memory, or how far its
                // pool reaches beyond its region (what eviction may win back), whichever is more.
                case "reclaimableFromStorage" -> bytes(path, v -> OptionalLong.of(Math.max(v.state().pools(mode).storageFree(),
                        v.state().pools(mode).storagePool() - v.state().layout().storageRegionSize(mode))));
                // maxOnHeapStorageMemory / maxOffHeapStorageMemory: the most storage could have, since it never
                // takes execution memory that is in use.
                case "maxStorageMemory" -> bytes(path, v -> OptionalLong.of(v.state().layout().maxMemory(mode)
                        - v.state().pools(mode).executionUsed()));
                case "activeTasks" -> count(path, v -> OptionalLong.of(v.state().pools(mode).activeTasks()));
                // Spark 4.1+ (SPARK-53001): what the manager subtracts for unmanaged memory now; 0 on 3.5.3.
                case "unmanaged" -> bytes(path, v -> OptionalLong.of(v.state().unmanaged().get(mode)));
                case "maxPerTask" -> bytes(path, v -> maxPerTask(v.state(), mode));
                case "minPerTask" -> bytes(path, v -> {
                    int n = v.state().pools(mode).activeTasks();
                    return n == 0 ? OptionalLong.empty() : OptionalLong.of(v.state().pools(mode).executionPool() / (2L * n));
                });
                default -> null;
            };
        }
        return null;
    }

    /**
     * Spark's 1/N: {@code computeMaxExecutionPoolSize() / numActiveTasks}, where the pool could grow to the
     * whole region less the storage memory in use below the storage region (and, on 4.1+, less unmanaged memory).
     */
    static OptionalLong maxPerTask(ExecutorState state, MemoryMode mode) {
        PoolState pools = state.pools(mode);
        int n = pools.activeTasks();
        if (n == 0) {
            return OptionalLong.empty();
        }
        return OptionalLong.of(ManagerKind.UNIFIED.taskShares(state, mode).maxPerTask());
    }

    /**
     * The step's first execution request as ExecutionMemoryPool.acquireMemory ended it: N, 1/N and 1/2N as
     * they were then, which the state after the step may no longer show (a task that frees all it got
     * leaves the pool).
     */
    private static java.util.Optional<MemoryEvent.ExecutionGranted> firstGrant(StepView v) {
        return v.result().flatMap(r -> r.events().stream().filter(e -> e instanceof MemoryEvent.ExecutionGranted)
                .map(e -> (MemoryEvent.ExecutionGranted) e).findFirst());
    }

    private static List<BlockState> evicted(StepView v) {
        List<BlockId> ids = v.result().map(r -> r.evicted()).orElse(List.of());
        return v.before().blocks().stream().filter(b -> ids.contains(b.id())).toList();
    }

    static Quantity bytes(String path, ExecutorReader reader) {
        return new Quantity(path, Unit.BYTES, onExecutor(reader));
    }

    static Quantity count(String path, ExecutorReader reader) {
        return new Quantity(path, Unit.COUNT, onExecutor(reader));
    }

    /** An executor quantity has no value at another scene's moment. */
    private static Reader onExecutor(ExecutorReader reader) {
        return m -> m instanceof StepView v ? reader.read(v) : OptionalLong.empty();
    }

    public OptionalLong read(Moment moment) {
        return reader.read(moment);
    }

    @Override
    public String toString() {
        return path;
    }
}
