package sparkmemlab.ui.picture;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import sparkmemlab.model.BlockState;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.model.ExecutorState;
import sparkmemlab.model.LegacyRegions;
import sparkmemlab.model.ManagerKind;
import sparkmemlab.model.MemoryLayout;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.model.PoolState;
import sparkmemlab.ui.text.UiText;

/**
 * One memory bar, to scale: its regions left to right as byte offsets, the soft boundary (the
 * storage region, fixed), the pool boundary (moving), and what one side has borrowed from the other.
 * Pure data: a skin turns offsets into pixels as {@code round(offset * width / scaleBytes)}.
 *
 * @param scaleBytes bytes that the bar's full width stands for (shared by both bars, so they compare)
 * @param totalBytes bytes this bar covers (the heap on-heap, the off-heap size off-heap)
 * @param unifiedStart offset where Spark's unified (execution + storage) memory starts
 * @param softBoundary offset of the storage region's end ({@code spark.memory.storageFraction})
 * @param poolBoundary offset where the storage pool ends and the execution pool begins
 * @param unmanaged Spark 4.1+'s unmanaged memory over the unified region's end ({@link Unmanaged#NONE} without any)
 */
public record BarPicture(
        MemoryMode mode,
        long scaleBytes,
        long totalBytes,
        long unifiedStart,
        long softBoundary,
        long poolBoundary,
        List<Segment> segments,
        List<Span> spans,
        Borrow borrow,
        String title,
        String softBoundaryLabel,
        String softBoundaryTooltip,
        Heap heap,
        Unmanaged unmanaged) {

    public BarPicture {
        segments = List.copyOf(segments);
        spans = List.copyOf(spans);
    }

    /**
     * The JVM heap as the JVM sees it, drawn over the on-heap bar: the tasks' own objects (which Spark's
     * memory manager never hears of) laid from the start of user memory, where they live. What does not
     * fit there is drawn as an overflow band over the unified region, the memory Spark believes it manages.
     *
     * @param used the heap in use: reserved, the on-heap pools' use, and the tasks' own objects
     * @param size the heap ({@code spark.executor.memory})
     * @param objects each task's own objects within user memory (kind {@link Kind#USER_OBJECTS})
     * @param overflow each task's own objects past user memory, over the unified region (same kind)
     * @param overflowStart where the overflow begins (the end of user memory)
     * @param overflowBytes how much of the tasks' own objects lies past user memory
     * @param label "heap used X of Y" for the bar's header
     * @param executorLost whether the JVM has run out of heap and the executor exited
     */
    public record Heap(long used, long size, List<Segment> objects, List<Segment> overflow, long overflowStart,
            long overflowBytes, String label, String tooltip, String overflowLabel, String overflowTooltip,
            boolean executorLost) {
        public Heap {
            objects = List.copyOf(objects);
            overflow = List.copyOf(overflow);
        }

        /** Off-heap memory is no JVM heap. */
        public static final Heap NONE = new Heap(0, 0, List.of(), List.of(), 0, 0, "", "", "", "", false);

        public long objectsBytes() {
            return objects.stream().mapToLong(Segment::bytes).sum() + overflowBytes;
        }
    }

    /**
     * Unmanaged memory (SPARK-53001, Spark 4.1+: RocksDB state stores, native code) that the unified manager
     * subtracts from what execution may grow to: drawn over the last {@code bytes} of the unified region, the
     * part execution can no longer take. Its bytes and what execution may take are the model's
     * ({@link ManagerKind#unmanagedMemory}, {@link ManagerKind#maxExecutionPoolSize}).
     *
     * @param start where it is drawn from (the unified region's end less {@code bytes})
     * @param bytes the unmanaged memory the manager subtracts in this mode (at most the region)
     * @param executionMayTake what execution of this mode may grow to now ({@code computeMaxExecutionPoolSize})
     */
    public record Unmanaged(long start, long bytes, long executionMayTake, String label, String shortLabel, String tooltip) {
        /** No unmanaged memory in this mode (Spark 3.5.3, none reported, or no polling). */
        public static final Unmanaged NONE = new Unmanaged(0, 0, 0, "", "", "");

        public long end() {
            return start + bytes;
        }
    }

    /** What a region holds. Its CSS style class is the kind's name in lower case with dashes. */
    public enum Kind {
        RESERVED, USER, BLOCK, UNROLL, FREE_STORAGE, EXECUTION, FREE_EXECUTION,
        /** Spark 2.4's safety margin of a legacy pool: heap × memoryFraction × (1 − safetyFraction), never handed out. */
        SAFETY,
        /** A task's own objects on the heap: drawn over user memory, never part of Spark's regions. */
        USER_OBJECTS;

        public String styleClass() {
            return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
        }
    }

    /**
     * One region of the bar.
     *
     * @param key stable across steps (e.g. {@code block:rdd_1_0}), so a skin can animate it
     * @param colour a palette index (RDD or task), or -1
     */
    public record Segment(String key, Kind kind, long start, long bytes, String name, String size, String tooltip,
            int colour) {
        public long end() {
            return start + bytes;
        }
    }

    /** A bracket above the bar naming a stretch of it (a pool, user memory). */
    public record Span(String key, long start, long bytes, String label, String shortLabel, String tooltip) {
    }

    /** Who borrowed from whom. */
    public enum Direction { NONE, STORAGE_FROM_EXECUTION, EXECUTION_FROM_STORAGE }

    /** The borrowed stretch: between the soft boundary and the pool boundary. */
    public record Borrow(Direction direction, long start, long bytes, String label, String tooltip) {
        public static Borrow none(long at) {
            return new Borrow(Direction.NONE, at, 0, "", "");
        }
    }

    public static final int PALETTE = 6;
    /** Up to this many cached blocks in a pool, each block is a segment of its own (every lesson). */
    public static final int MAX_BLOCK_SEGMENTS = 128;
    /** Above {@link #MAX_BLOCK_SEGMENTS}, a pool's blocks are drawn in at most this many segments. */
    public static final int MAX_BLOCK_GROUPS = 64;

    private static int colourOf(BlockState block) {
        return block.id().rddId().map(r -> Math.floorMod(r, PALETTE)).orElse(-1);
    }

    /**
     * Many blocks, drawn as a bounded number of segments ({@code blocks:...}), each as wide as the exact
     * bytes of the blocks in it. Adjacent blocks of one RDD make one segment ({@code blocks:rdd-R:K}, the
     * K-th stretch of RDD R); if that still gives more than {@link #MAX_BLOCK_GROUPS} stretches, the
     * blocks are cut into {@link #MAX_BLOCK_GROUPS} pieces of about equal bytes ({@code blocks:#N}), whole
     * blocks each, coloured by the RDD holding most of the piece's bytes. Returns the offset after them.
     */
    /** A block's RDD id, or {@link #NO_RDD}: read once a block per step, for thousands of blocks, without boxing. */
    private static int rdd(BlockState block) {
        return block.id() instanceof sparkmemlab.model.BlockId.RDDBlockId r ? r.rdd() : NO_RDD;
    }

    private static final int NO_RDD = Integer.MIN_VALUE;

    private static long blockGroups(List<BlockState> blocks, long at, String modeName, UiText text, List<Segment> out) {
        List<List<BlockState>> runs = new ArrayList<>();
        List<BlockState> run = null;
        for (BlockState b : blocks) {
            if (run == null || rdd(run.get(0)) != rdd(b)) {
                run = new ArrayList<>();
                runs.add(run);
            }
            run.add(b);
        }
        List<List<BlockState>> groups;
        List<String> keys = new ArrayList<>();
        if (runs.size() <= MAX_BLOCK_GROUPS) {
            groups = runs;
            Map<String, Integer> seen = new java.util.HashMap<>();
            for (List<BlockState> r : runs) {
                int id = rdd(r.get(0));
                String rdd = id == NO_RDD ? "other" : "rdd-" + id;
                keys.add("blocks:" + rdd + ":" + seen.merge(rdd, 1, Integer::sum));
            }
        } else {
            long total = 0;
            for (BlockState b : blocks) {
                total += b.bytes();
            }
            groups = new ArrayList<>();
            long offset = 0;
            int last = -1;
            for (BlockState b : blocks) {
                int piece = total == 0 ? 0 : (int) Math.min(MAX_BLOCK_GROUPS - 1, (long) ((double) offset * MAX_BLOCK_GROUPS / total));
                if (piece != last) {
                    groups.add(new ArrayList<>());
                    keys.add("blocks:#" + piece);
                    last = piece;
                }
                groups.get(groups.size() - 1).add(b);
                offset += b.bytes();
            }
        }
        for (int g = 0; g < groups.size(); g++) {
            List<BlockState> group = groups.get(g);
            long bytes = 0;
            // Bytes by colour and by RDD, added up in place (a group can hold thousands of blocks).
            long[] byColour = new long[PALETTE + 1]; // index colour + 1 (no RDD: -1)
            Map<Integer, long[]> byRddId = new java.util.HashMap<>();
            int lastId = 0;
            long[] lastBytes = null;
            for (BlockState b : group) {
                bytes += b.bytes();
                int id = rdd(b);
                byColour[id == NO_RDD ? 0 : 1 + Math.floorMod(id, PALETTE)] += b.bytes();
                if (lastBytes == null || id != lastId) { // runs of one RDD: one map look-up a run
                    lastId = id;
                    lastBytes = byRddId.computeIfAbsent(id, k -> new long[1]);
                }
                lastBytes[0] += b.bytes();
            }
            // Each RDD's name formatted once, not once per block.
            java.util.TreeMap<String, Long> byRdd = new java.util.TreeMap<>();
            byRddId.forEach((id, b) -> byRdd.merge(id == NO_RDD ? text.get("block.noRdd") : text.get("block.rdd", id), b[0], Long::sum));
            int colour = -1; // the colour with the most bytes; on a tie the lowest palette index, no RDD last
            long most = -1;
            for (int c = 0; c < PALETTE; c++) {
                if (byColour[c + 1] > most) {
                    most = byColour[c + 1];
                    colour = c;
                }
            }
            if (byColour[0] > most) {
                colour = -1;
            }
            StringBuilder rdds = new StringBuilder();
            byRdd.forEach((rdd, b) -> rdds.append(rdds.length() == 0 ? "" : "; ").append(rdd).append(": ").append(text.exact(b)));
            String first = group.get(0).id().name();
            String last = group.get(group.size() - 1).id().name();
            out.add(new Segment(keys.get(g), Kind.BLOCK, at, bytes, text.get("block.group", group.size()), text.bytes(bytes),
                    text.get("tip.blockGroup", group.size(), text.exact(bytes), first, last, rdds.toString(), modeName), colour));
            at += bytes;
        }
        return at;
    }

    /** The bytes the bars' full width stands for: the larger of the heap and the off-heap size. */
    public static long scaleFor(MemoryLayout layout) {
        return Math.max(1, Math.max(layout.systemMemory(), layout.maxOffHeapMemory()));
    }

    /**
     * The block segments last computed for one bar, used again while the state's blocks are the same list:
     * the model's states share their block list between steps that change no block (acquiring or releasing
     * execution memory), and with thousands of blocks their segments are most of a bar's work.
     */
    public static final class BlockSegments {
        private List<BlockState> source;
        private MemoryMode mode;
        private long start;
        private UiText text;
        private Words words;
        private List<Segment> segments = List.of();
        private long end;
    }

    /** The bar for one mode of a state. */
    public static BarPicture of(ExecutorState state, MemoryMode mode, UiText text) {
        return of(state, mode, text, null);
    }

    /**
     * The bar for one mode of a state, taking its block segments from {@code kept} if they were computed for
     * the same block list (and keeping them there otherwise); the same bar as {@link #of(ExecutorState,
     * MemoryMode, UiText)}.
     */
    public static BarPicture of(ExecutorState state, MemoryMode mode, UiText text, BlockSegments kept) {
        MemoryLayout layout = state.layout();
        PoolState pools = state.pools(mode);
        long scale = scaleFor(layout);
        List<Segment> segments = new ArrayList<>();
        List<Span> spans = new ArrayList<>();
        long at = 0;
        String modeName = text.mode(mode);
        if (mode == MemoryMode.ON_HEAP) {
            long reserved = Math.min(layout.reservedMemory(), layout.systemMemory());
            segments.add(new Segment("reserved", Kind.RESERVED, 0, reserved, text.get("region.reserved"),
                    text.bytes(reserved), text.get("tip.reserved", text.exact(reserved)), -1));
            at += reserved;
            long user = layout.userMemory();
            segments.add(new Segment("user", Kind.USER, at, user, text.get("region.user"), text.bytes(user),
                    text.get("tip.user", text.exact(user)), -1));
            at += user;
        }
        long unifiedStart = at;
        long region = layout.storageRegionSize(mode);
        long max = layout.maxMemory(mode);

        at = storagePool(state, mode, at, Words.UNIFIED, text, kept, segments, spans);
        long poolBoundary = at;
        executionPool(pools, at, modeName, Words.UNIFIED, text, segments, spans);

        long softBoundary = unifiedStart + region;
        Borrow borrow;
        if (pools.storagePool() > region) {
            long amount = pools.storagePool() - region;
            borrow = new Borrow(Direction.STORAGE_FROM_EXECUTION, softBoundary, amount,
                    text.get("borrow.storage", text.bytes(amount)), text.get("tip.borrow.storage", text.exact(amount)));
        } else if (pools.storagePool() < region) {
            long amount = region - pools.storagePool();
            borrow = new Borrow(Direction.EXECUTION_FROM_STORAGE, poolBoundary, amount,
                    text.get("borrow.execution", text.bytes(amount)), text.get("tip.borrow.execution", text.exact(amount)));
        } else {
            borrow = Borrow.none(softBoundary);
        }
        long total = mode == MemoryMode.ON_HEAP ? layout.systemMemory() : max;
        String title = mode == MemoryMode.ON_HEAP
                ? text.get("bar.onHeap", text.bytes(layout.systemMemory()), text.bytes(max))
                : text.get("bar.offHeap", text.bytes(max));
        Heap heap = mode == MemoryMode.ON_HEAP ? heap(state, text) : Heap.NONE;
        if (heap.objectsBytes() > 0) {
            // A bracket names user memory once the tasks' own objects cover its label.
            long reserved = Math.min(layout.reservedMemory(), layout.systemMemory());
            spans.add(0, new Span("span:user", reserved, layout.userMemory(),
                    text.get("span.user", text.bytes(layout.userMemory())), text.get("region.user"),
                    text.get("tip.user", text.exact(layout.userMemory()))));
        }
        return new BarPicture(mode, scale, total, unifiedStart, softBoundary, poolBoundary, segments, spans, borrow, title,
                text.get("marker.soft", text.bytes(region)), text.get("tip.soft", text.exact(region)), heap,
                unmanaged(state, mode, unifiedStart, text));
    }

    /** The unified manager's unmanaged memory of a mode, over the end of its region, if it has any. */
    private static Unmanaged unmanaged(ExecutorState state, MemoryMode mode, long unifiedStart, UiText text) {
        long bytes = ManagerKind.UNIFIED.unmanagedMemory(state, mode);
        if (bytes == 0) {
            return Unmanaged.NONE;
        }
        long max = state.layout().maxMemory(mode);
        long mayTake = ManagerKind.UNIFIED.maxExecutionPoolSize(state, mode);
        long reported = state.unmanaged().get(mode); // drawn up to the region's size, said whole
        return new Unmanaged(unifiedStart + max - bytes, bytes, mayTake,
                text.get("unmanaged.label", text.bytes(reported), text.bytes(mayTake)),
                text.get("region.unmanaged") + "\n" + text.bytes(reported),
                text.get("tip.unmanaged", text.mode(mode), text.exact(reported), text.exact(mayTake), text.exact(max),
                        text.exact(Math.min(state.pools(mode).storageUsed(), state.layout().storageRegionSize(mode)))));
    }

    /** The bar of a state of the manager {@code config} selects: the unified one, or Spark 2.4's static one. */
    public static BarPicture of(ExecutorState state, ExecutorConfig config, MemoryMode mode, UiText text, BlockSegments kept) {
        return ManagerKind.of(config) == ManagerKind.STATIC ? legacy(state, config, mode, text, kept) : of(state, mode, text, kept);
    }

    /**
     * The bar of a state of Spark 2.4's {@code StaticMemoryManager}, left to right: the storage pool (its blocks,
     * unroll memory, free storage), storage's safety margin (heap × memoryFraction less the pool), the fixed
     * wall, the execution (shuffle) pool, its safety margin, and the rest of the heap, which Spark never hands
     * out. Off-heap, the whole size is execution's. There is no reserved memory and nothing is ever borrowed.
     */
    public static BarPicture legacy(ExecutorState state, ExecutorConfig config, MemoryMode mode, UiText text,
            BlockSegments kept) {
        MemoryLayout layout = state.layout();
        PoolState pools = state.pools(mode);
        long heapBytes = layout.systemMemory();
        List<Segment> segments = new ArrayList<>();
        List<Span> spans = new ArrayList<>();
        String modeName = text.mode(mode);
        long at = 0;
        long wall = 0;
        if (mode == MemoryMode.ON_HEAP) {
            LegacyRegions regions = LegacyRegions.of(config); // the model's cut of the heap, not worked out here
            at = storagePool(state, mode, at, Words.LEGACY, text, kept, segments, spans);
            long storageSafety = regions.storageSafety();
            segments.add(new Segment("safety:storage", Kind.SAFETY, at, storageSafety, text.get("region.safety"),
                    text.bytes(storageSafety), text.get("tip.safety.storage", text.exact(storageSafety)), -1));
            at += storageSafety;
            wall = at;
            at = executionPool(pools, at, modeName, Words.LEGACY, text, segments, spans);
            long shuffleSafety = regions.shuffleSafety();
            segments.add(new Segment("safety:execution", Kind.SAFETY, at, shuffleSafety, text.get("region.safety"),
                    text.bytes(shuffleSafety), text.get("tip.safety.execution", text.exact(shuffleSafety)), -1));
            at += shuffleSafety;
            long rest = Math.max(0, heapBytes - at);
            segments.add(new Segment("rest", Kind.USER, at, rest, text.get("region.rest"), text.bytes(rest),
                    text.get("tip.rest", text.exact(rest)), -1));
            at += rest;
        } else {
            at = executionPool(pools, at, modeName, Words.LEGACY, text, segments, spans);
        }
        long scale = Math.max(scaleFor(layout), at);
        long total = mode == MemoryMode.ON_HEAP ? Math.max(heapBytes, at) : layout.maxOffHeapMemory();
        String title = mode == MemoryMode.ON_HEAP
                ? text.get("bar.legacy.onHeap", text.bytes(heapBytes), text.bytes(pools.storagePool()), text.bytes(pools.executionPool()))
                : text.get("bar.legacy.offHeap", text.bytes(layout.maxOffHeapMemory()));
        Heap heap = mode == MemoryMode.ON_HEAP ? heap(state, text) : Heap.NONE;
        return new BarPicture(mode, scale, total, 0, wall, wall, segments, spans, Borrow.none(wall), title,
                mode == MemoryMode.ON_HEAP ? text.get("marker.wall", text.bytes(pools.storagePool())) : "",
                text.get("tip.wall", text.exact(pools.storagePool()), text.exact(pools.executionPool())), heap,
                Unmanaged.NONE); // Spark 2.4.8 has no unmanaged memory
    }

    /** The same bar drawn to another scale (the larger of two bars' scales, so that two bars compare). */
    public BarPicture withScale(long bytes) {
        return new BarPicture(mode, bytes, totalBytes, unifiedStart, softBoundary, poolBoundary, segments, spans, borrow,
                title, softBoundaryLabel, softBoundaryTooltip, heap, unmanaged);
    }

    /** The words a region's tooltip uses, by manager: what may take its memory differs. */
    private enum Words {
        UNIFIED("tip.block", "tip.freeStorage", "tip.freeExecution", "tip.task", "span.storage", "span.execution"),
        LEGACY("tip.block.legacy", "tip.freeStorage.legacy", "tip.freeExecution.legacy", "tip.task.legacy",
                "span.storage.legacy", "span.execution.legacy");

        final String block;
        final String freeStorage;
        final String freeExecution;
        final String task;
        final String storageSpan;
        final String executionSpan;

        Words(String block, String freeStorage, String freeExecution, String task, String storageSpan, String executionSpan) {
            this.block = block;
            this.freeStorage = freeStorage;
            this.freeExecution = freeExecution;
            this.task = task;
            this.storageSpan = storageSpan;
            this.executionSpan = executionSpan;
        }
    }

    /** The storage pool from {@code at}: its bracket, cached blocks (least recently used first), unroll memory, free storage. */
    private static long storagePool(ExecutorState state, MemoryMode mode, long at, Words words, UiText text,
            BlockSegments kept, List<Segment> segments, List<Span> spans) {
        PoolState pools = state.pools(mode);
        String modeName = text.mode(mode);
        spans.add(new Span("span:storage", at, pools.storagePool(),
                text.get(words.storageSpan, text.bytes(pools.storageUsed()), text.bytes(pools.storagePool())),
                text.get("span.storage.short"),
                text.get("tip.storagePool", text.exact(pools.storagePool()), text.exact(pools.storageUsed()))));
        if (kept != null && kept.source == state.blocks() && kept.mode == mode && kept.start == at && kept.text == text
                && kept.words == words) {
            segments.addAll(kept.segments);
            at = kept.end;
        } else {
            int from = segments.size();
            long start = at;
            at = blockSegments(state, mode, at, modeName, words, text, segments);
            if (kept != null) {
                kept.source = state.blocks();
                kept.mode = mode;
                kept.start = start;
                kept.text = text;
                kept.words = words;
                kept.segments = List.copyOf(segments.subList(from, segments.size()));
                kept.end = at;
            }
        }
        if (pools.unrollUsed() > 0) {
            segments.add(new Segment("unroll", Kind.UNROLL, at, pools.unrollUsed(), text.get("region.unroll"),
                    text.bytes(pools.unrollUsed()), text.get("tip.unroll", text.exact(pools.unrollUsed())), -1));
            at += pools.unrollUsed();
        }
        segments.add(new Segment("free-storage", Kind.FREE_STORAGE, at, pools.storageFree(), text.get("region.freeStorage"),
                text.bytes(pools.storageFree()), text.get(words.freeStorage, text.exact(pools.storageFree())), -1));
        return at + pools.storageFree();
    }

    /** The execution pool from {@code at}: its bracket, each task's memory, then free execution memory. */
    private static long executionPool(PoolState pools, long at, String modeName, Words words, UiText text,
            List<Segment> segments, List<Span> spans) {
        spans.add(new Span("span:execution", at, pools.executionPool(),
                text.get(words.executionSpan, text.bytes(pools.executionUsed()), text.bytes(pools.executionPool())),
                text.get("span.execution.short"),
                text.get("tip.executionPool", text.exact(pools.executionPool()), text.exact(pools.executionUsed()))));
        for (Map.Entry<Long, Long> task : pools.memoryForTask().entrySet()) {
            long bytes = task.getValue();
            int n = pools.activeTasks();
            segments.add(new Segment("task:" + task.getKey(), Kind.EXECUTION, at, bytes, text.get("region.task", task.getKey()),
                    text.bytes(bytes), text.get(words.task, task.getKey(), text.exact(bytes), modeName, n),
                    (int) Math.floorMod(task.getKey(), (long) PALETTE)));
            at += bytes;
        }
        segments.add(new Segment("free-execution", Kind.FREE_EXECUTION, at, pools.executionFree(),
                text.get("region.freeExecution"), text.bytes(pools.executionFree()),
                text.get(words.freeExecution, text.exact(pools.executionFree())), -1));
        return at + pools.executionFree();
    }
    /** The segments of a mode's cached blocks from {@code at}, least recently used first; returns the offset after them. */
    private static long blockSegments(ExecutorState state, MemoryMode mode, long at, String modeName, Words words,
            UiText text, List<Segment> segments) {
        List<BlockState> cached = new ArrayList<>();
        for (BlockState block : state.blocks()) {
            if (block.mode() == mode) {
                cached.add(block);
            }
        }
        if (cached.size() <= MAX_BLOCK_SEGMENTS) {
            for (BlockState block : cached) {
                int colour = colourOf(block);
                String rdd = block.id().rddId().map(r -> text.get("block.rdd", r)).orElse(text.get("block.noRdd"));
                segments.add(new Segment("block:" + block.id().name(), Kind.BLOCK, at, block.bytes(), block.id().name(),
                        text.bytes(block.bytes()),
                        text.get(words.block, block.id().name(), rdd, text.exact(block.bytes()), modeName, block.readers()), colour));
                at += block.bytes();
            }
        } else {
            at = blockGroups(cached, at, modeName, text, segments);
        }
        return at;
    }

    /** The tasks' own objects from the start of user memory; what passes its end overflows onto the unified region. */
    static Heap heap(ExecutorState state, UiText text) {
        MemoryLayout layout = state.layout();
        long userStart = Math.min(layout.reservedMemory(), layout.systemMemory());
        long userEnd = userStart + layout.userMemory();
        long used = state.heapUsed();
        long size = layout.systemMemory();
        SortedMap<Long, Long> outside = state.objectsOutsidePools();
        long own = outside.values().stream().mapToLong(Long::longValue).sum();
        List<Segment> objects = new ArrayList<>();
        List<Segment> overflow = new ArrayList<>();
        long at = userStart;
        for (Map.Entry<Long, Long> e : outside.entrySet()) {
            long task = e.getKey();
            long bytes = e.getValue();
            int colour = (int) Math.floorMod(task, (long) PALETTE);
            String tip = text.get("tip.userObjects", task, text.exact(bytes), text.exact(used), text.exact(size));
            long inside = Math.max(0, Math.min(bytes, userEnd - at));
            if (inside > 0) {
                objects.add(new Segment("own:" + task, Kind.USER_OBJECTS, at, inside, text.get("region.userObjects", task),
                        text.bytes(bytes), tip, colour));
            }
            long past = bytes - inside;
            if (past > 0) {
                long from = Math.max(at, userEnd);
                overflow.add(new Segment("overflow:" + task, Kind.USER_OBJECTS, from, past,
                        text.get("region.userObjects", task), text.bytes(past), tip, colour));
            }
            at += bytes;
        }
        long overflowBytes = Math.max(0, own - layout.userMemory());
        String label = own > 0
                ? text.get("heap.label.objects", text.bytes(used), text.bytes(size), text.bytes(own))
                : text.get("heap.label", text.bytes(used), text.bytes(size));
        String tooltip = text.get("tip.heap", text.exact(used), text.exact(size), text.exact(layout.reservedMemory()),
                text.exact(state.onHeap().executionUsed() + state.onHeap().storageUsed()), text.exact(own),
                text.exact(Math.max(0, size - used)));
        return new Heap(used, size, objects, overflow, userEnd, overflowBytes, label, tooltip,
                text.get("heap.overflow", text.bytes(overflowBytes)),
                text.get("tip.heap.overflow", text.exact(overflowBytes), text.exact(layout.userMemory())),
                state.heap().executorLost());
    }

    /** The pixel offset of a byte offset in a bar {@code width} pixels wide (the skins' one rule). */
    public static double pixel(long offset, long scaleBytes, double width) {
        return Math.round(offset * width / scaleBytes);
    }
}
