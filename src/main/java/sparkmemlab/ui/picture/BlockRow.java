package sparkmemlab.ui.picture;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import sparkmemlab.model.BlockId;
import sparkmemlab.model.BlockState;
import sparkmemlab.model.DiskBlock;
import sparkmemlab.model.ExecutorState;
import sparkmemlab.model.MemoryEvent;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.model.StepResult;
import sparkmemlab.model.storage.StorageLevel;
import sparkmemlab.ui.text.UiText;

/**
 * One row of the LRU block list. During a step that evicted, the blocks Spark visited carry their
 * visiting order and what happened to them; evicted blocks stay in the list for that step, marked (those
 * whose level uses disk as evicted to disk). The disk store's blocks that memory does not hold come last.
 *
 * @param bytes the block's size in memory, or -1 for a block on disk only
 * @param mode its memory mode, or null for a block on disk only
 * @param readers its read locks, or -1 for a block on disk only (the model's state keeps no locks of those)
 * @param visitOrder 1 for the first block Spark's eviction visited in this step, 0 if not visited
 */
public record BlockRow(String id, String rdd, long bytes, String size, MemoryMode mode, String modeText, int readers,
        Visit visit, int visitOrder, String note, int colour, String tooltip) {

    public enum Visit {
        NONE, CANDIDATE, EVICTED, SKIPPED, KEPT,
        /** A block the disk store holds and memory does not (its level uses disk): listed after the memory store's. */
        ON_DISK;

        public String pseudoClass() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /** Whether this row is a block of the memory store now (not one evicted this step, not one on disk only). */
    public boolean inMemory() {
        return visit != Visit.EVICTED && visit != Visit.ON_DISK;
    }

    /**
     * Rows for the state after a step (or the initial state, {@code step} empty), least recently used first.
     * The list is {@link Rows}: a row's text is built only when the row is read (the block list reads only
     * the rows in view); its id and visit are known without building it.
     */
    public static Rows of(ExecutorState state, Optional<StepResult> step, UiText text) {
        return of(state, step, text, null);
    }

    /**
     * The same rows as {@link #of(ExecutorState, Optional, UiText)}, but {@code previous} itself if they would
     * equal it: its state had the same block list (the model's states share it between steps that change no
     * block) and neither its step nor this one visited or evicted a block. Then the block list has nothing to do.
     */
    public static Rows of(ExecutorState state, Optional<StepResult> step, UiText text, Rows previous) {
        if (previous != null && previous.source == state.blocks() && previous.text == text && previous.plain
                && !visits(step)) {
            return previous;
        }
        Map<BlockId, Integer> order = new HashMap<>();
        Map<BlockId, MemoryEvent> fate = new HashMap<>();
        List<Draft> evicted = new ArrayList<>(); // their visiting order is set once all the events are read
        int visits = 0;
        for (MemoryEvent event : step.map(StepResult::events).orElse(List.of())) {
            if (event instanceof MemoryEvent.EvictionCandidate c) {
                order.put(c.block(), ++visits);
                fate.put(c.block(), c);
            } else if (event instanceof MemoryEvent.EvictionSkipped s) {
                order.put(s.block(), ++visits);
                fate.put(s.block(), s);
            } else if (event instanceof MemoryEvent.BlockEvicted e) {
                evicted.add(new Draft(e.block(), e.bytes(), e.mode(), 0, Visit.EVICTED, 0, e, null));
                fate.put(e.block(), e);
            } else if (event instanceof MemoryEvent.BlockEvictedToDisk e) {
                evicted.add(new Draft(e.block(), e.bytes(), e.mode(), 0, Visit.EVICTED, 0, e, diskLevel(state, e.block())));
                fate.put(e.block(), e);
            }
        }
        List<Draft> rows = new ArrayList<>();
        // The memory store's blocks, looked up only when a row evicted or on disk may be one of them.
        java.util.Set<BlockId> inMemory = new java.util.HashSet<>();
        for (BlockState b : evicted.isEmpty() && state.disk().isEmpty() ? List.<BlockState>of() : state.blocks()) {
            inMemory.add(b.id());
        }
        for (Draft d : evicted) {
            if (!inMemory.contains(d.block())) { // else evicted and cached again in the same step: the live row shows it
                rows.add(new Draft(d.block(), d.bytes(), d.mode(), 0, Visit.EVICTED, order.getOrDefault(d.block(), 0), d.fate(),
                        d.level()));
            }
        }
        boolean visited = !fate.isEmpty();
        for (BlockState b : state.blocks()) {
            // Most steps visit no block: then no look-ups for thousands of blocks.
            MemoryEvent f = visited ? fate.get(b.id()) : null;
            int n = visited ? order.getOrDefault(b.id(), 0) : 0;
            Visit visit = Visit.NONE;
            if (f instanceof MemoryEvent.EvictionSkipped) {
                visit = Visit.SKIPPED;
            } else if (f instanceof MemoryEvent.EvictionCandidate) {
                visit = Visit.KEPT;
            }
            rows.add(new Draft(b.id(), b.bytes(), b.mode(), b.readers(), visit, n, f, b.level()));
        }
        if (visited) {
            // The blocks eviction visited, in the order it visited them (1, 2, 3: the LRU order before the step),
            // then the others, least recently used first: the list's heading stays true.
            rows.sort(java.util.Comparator.comparingInt(d -> d.order() > 0 ? d.order() : Integer.MAX_VALUE));
        }
        addDiskOnly(state, rows, fate, inMemory);
        return new Rows(rows, text, state.blocks(), fate.isEmpty() && state.disk().isEmpty());
    }

    /**
     * The disk store's blocks that memory does not hold, in the order they reached the disk, after the memory
     * store's rows (a block evicted to disk in this step is already there, as an evicted row). The disk store
     * keeps no size the model knows, so the size column stays empty for them.
     */
    private static void addDiskOnly(ExecutorState state, List<Draft> rows, Map<BlockId, MemoryEvent> fate,
            java.util.Set<BlockId> inMemory) {
        for (DiskBlock d : state.disk()) {
            if (!inMemory.contains(d.id()) && !(fate.get(d.id()) instanceof MemoryEvent.BlockEvictedToDisk)) {
                rows.add(new Draft(d.id(), -1, null, -1, Visit.ON_DISK, 0, null, d.level()));
            }
        }
    }

    private static StorageLevel diskLevel(ExecutorState state, BlockId block) {
        for (DiskBlock d : state.disk()) {
            if (d.id().equals(block)) {
                return d.level();
            }
        }
        return null;
    }

    /** Whether a step's events mark any block: eviction candidates, skipped or evicted blocks. */
    private static boolean visits(Optional<StepResult> step) {
        for (MemoryEvent event : step.map(StepResult::events).orElse(List.of())) {
            if (event instanceof MemoryEvent.EvictionCandidate || event instanceof MemoryEvent.EvictionSkipped
                    || event instanceof MemoryEvent.BlockEvicted || event instanceof MemoryEvent.BlockEvictedToDisk) {
                return true;
            }
        }
        return false;
    }

    /** What a row needs before its text is built. */
    private record Draft(BlockId block, long bytes, MemoryMode mode, int readers, Visit visit, int order, MemoryEvent fate,
            StorageLevel level) {
        String id() {
            return block.name();
        }

        BlockRow build(UiText text) {
            String note = "";
            if (visit == Visit.ON_DISK) {
                note = text.get("lru.onDisk", level.name());
            } else if (fate instanceof MemoryEvent.BlockEvictedToDisk d) {
                note = text.get(d.written() ? "lru.evictedToDisk" : "lru.evictedToDisk.already", ordinal(order, text));
            } else if (visit == Visit.EVICTED) {
                note = text.get("lru.evicted", ordinal(order, text));
            } else if (fate instanceof MemoryEvent.EvictionSkipped s) {
                note = text.get("lru.skipped." + s.reason().name(), ordinal(order, text));
            } else if (fate instanceof MemoryEvent.EvictionCandidate) {
                note = text.get("lru.kept", ordinal(order, text));
            } else if (readers > 0) {
                note = text.get("lru.locked", readers);
            }
            return row(block, bytes, mode, readers, visit, order, note, level, text);
        }
    }

    /** The rows of a list, each built (and kept) the first time it is read. */
    public static final class Rows extends java.util.AbstractList<BlockRow> implements java.util.RandomAccess {
        private final List<Draft> drafts;
        private final BlockRow[] built;
        private final UiText text;
        /** The state's block list the rows were made from, and whether no row is visited or evicted. */
        private final List<BlockState> source;
        private final boolean plain;

        private Rows(List<Draft> drafts, UiText text, List<BlockState> source, boolean plain) {
            this.drafts = drafts;
            this.built = new BlockRow[drafts.size()];
            this.text = text;
            this.source = source;
            this.plain = plain;
        }

        @Override
        public BlockRow get(int index) {
            BlockRow r = built[index];
            if (r == null) {
                r = drafts.get(index).build(text);
                built[index] = r;
            }
            return r;
        }

        @Override
        public int size() {
            return drafts.size();
        }

        /**
         * Two lists of drafts are compared without building their rows (JavaFX compares a property's old
         * and new value before telling change listeners, which would otherwise build every row up to the
         * first that differs); equal drafts with the same texts build equal rows.
         */
        @Override
        public boolean equals(Object o) {
            if (o instanceof Rows r) {
                return r == this || r.text == text && r.drafts.equals(drafts);
            }
            return super.equals(o);
        }

        @Override
        public int hashCode() {
            return super.hashCode();
        }

        /** The block of a row, without building its text or its name. */
        public BlockId block(int index) {
            return drafts.get(index).block();
        }

        /** The block id of a row, without building its text. */
        public String id(int index) {
            return drafts.get(index).id();
        }

        public Visit visit(int index) {
            return drafts.get(index).visit();
        }

        public int visitOrder(int index) {
            return drafts.get(index).order();
        }

        /** How many rows have had their text built, for tests. */
        public int builtCount() {
            int n = 0;
            for (BlockRow r : built) {
                n += r == null ? 0 : 1;
            }
            return n;
        }
    }

    private static String ordinal(int n, UiText text) {
        return text.get("lru.order", n);
    }

    private static BlockRow row(BlockId id, long bytes, MemoryMode mode, int readers, Visit visit, int order, String note,
            StorageLevel level, UiText text) {
        int colour = id.rddId().map(r -> Math.floorMod(r, BarPicture.PALETTE)).orElse(-1);
        String rdd = id.rddId().map(String::valueOf).orElse(text.get("lru.noRdd"));
        if (visit == Visit.ON_DISK) {
            return new BlockRow(id.name(), rdd, bytes, "", mode, text.get("lru.mode.disk"), readers, visit, order, note, colour,
                    text.get("tip.lru.disk", id.name(), level.name()));
        }
        String levelName = level == null ? "" : level.name();
        String tip = level == null ? text.get("tip.lru", id.name(), text.exact(bytes), text.mode(mode), readers)
                : text.get("tip.lru.level", id.name(), text.exact(bytes), text.mode(mode), readers, levelName);
        return new BlockRow(id.name(), rdd, bytes, text.bytes(bytes), mode, text.mode(mode), readers, visit, order, note, colour, tip);
    }
}
