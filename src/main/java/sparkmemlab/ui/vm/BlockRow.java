package sparkmemlab.ui.vm;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import sparkmemlab.model.BlockId;
import sparkmemlab.model.BlockState;
import sparkmemlab.model.ExecutorState;
import sparkmemlab.model.MemoryEvent;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.model.StepResult;
import sparkmemlab.ui.UiText;

/**
 * One row of the LRU block list. During a step that evicted, the blocks Spark visited carry their
 * visiting order and what happened to them; evicted blocks stay in the list for that step, marked.
 *
 * @param visitOrder 1 for the first block Spark's eviction visited in this step, 0 if not visited
 */
public record BlockRow(String id, String rdd, long bytes, String size, MemoryMode mode, String modeText, int readers,
        Visit visit, int visitOrder, String note, int colour, String tooltip) {

    public enum Visit {
        NONE, CANDIDATE, EVICTED, SKIPPED, KEPT;

        public String pseudoClass() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /** Rows for the state after a step (or the initial state, {@code step} empty), least recently used first. */
    public static List<BlockRow> of(ExecutorState state, Optional<StepResult> step, UiText text) {
        Map<BlockId, Integer> order = new HashMap<>();
        Map<BlockId, MemoryEvent> fate = new HashMap<>();
        List<MemoryEvent.BlockEvicted> evicted = new ArrayList<>();
        int visits = 0;
        for (MemoryEvent event : step.map(StepResult::events).orElse(List.of())) {
            if (event instanceof MemoryEvent.EvictionCandidate c) {
                order.put(c.block(), ++visits);
                fate.put(c.block(), c);
            } else if (event instanceof MemoryEvent.EvictionSkipped s) {
                order.put(s.block(), ++visits);
                fate.put(s.block(), s);
            } else if (event instanceof MemoryEvent.BlockEvicted e) {
                evicted.add(e);
                fate.put(e.block(), e);
            }
        }
        List<BlockRow> rows = new ArrayList<>();
        for (MemoryEvent.BlockEvicted e : evicted) {
            if (state.blocks().stream().anyMatch(b -> b.id().equals(e.block()))) {
                continue; // evicted and cached again in the same step: the live row shows it
            }
            int n = order.getOrDefault(e.block(), 0);
            rows.add(row(e.block(), e.bytes(), e.mode(), 0, Visit.EVICTED, n, text.get("lru.evicted", ordinal(n, text)), text));
        }
        for (BlockState b : state.blocks()) {
            MemoryEvent f = fate.get(b.id());
            int n = order.getOrDefault(b.id(), 0);
            Visit visit = Visit.NONE;
            String note = "";
            if (f instanceof MemoryEvent.EvictionSkipped s) {
                visit = Visit.SKIPPED;
                note = text.get("lru.skipped." + s.reason().name(), ordinal(n, text));
            } else if (f instanceof MemoryEvent.EvictionCandidate) {
                visit = Visit.KEPT;
                note = text.get("lru.kept", ordinal(n, text));
            } else if (b.readers() > 0) {
                note = text.get("lru.locked", b.readers());
            }
            rows.add(row(b.id(), b.bytes(), b.mode(), b.readers(), visit, n, note, text));
        }
        return rows;
    }

    private static String ordinal(int n, UiText text) {
        return text.get("lru.order", n);
    }

    private static BlockRow row(BlockId id, long bytes, MemoryMode mode, int readers, Visit visit, int order, String note,
            UiText text) {
        int colour = id.rddId().map(r -> Math.floorMod(r, BarModel.PALETTE)).orElse(-1);
        String rdd = id.rddId().map(String::valueOf).orElse(text.get("lru.noRdd"));
        return new BlockRow(id.name(), rdd, bytes, text.bytes(bytes), mode, text.mode(mode), readers, visit, order, note, colour,
                text.get("tip.lru", id.name(), text.exact(bytes), text.mode(mode), readers));
    }
}
