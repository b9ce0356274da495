package sparkmemlab.ui.picture;

import java.util.ArrayList;
import java.util.List;
import sparkmemlab.model.ExecutorState;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.model.PoolState;

/**
 * A mode's unified memory over the steps: for each state (0 = before any step) storage use from the
 * bottom, execution use from the top, and the pool boundary between them. There is a column for each of the
 * {@code total + 1} states, but {@code points} may hold fewer: the states after them are not shown yet (a
 * lesson's steps the student has not reached), and their columns stay empty.
 */
public record TimelinePicture(MemoryMode mode, long max, long storageRegion, List<Point> points, int current, int total) {

    public TimelinePicture {
        points = List.copyOf(points);
        if (points.size() > total + 1) {
            throw new IllegalArgumentException(points.size() + " points for " + (total + 1) + " columns");
        }
    }

    /** Columns, one per state, shown or not. */
    public int columns() {
        return total + 1;
    }

    /** A column's state; {@code mark} says whether its step spilled or threw an out-of-memory error. */
    public record Point(long blocks, long unroll, long storagePool, long executionUsed, Mark mark) {
        public Point(long blocks, long unroll, long storagePool, long executionUsed) {
            this(blocks, unroll, storagePool, executionUsed, Mark.NONE);
        }
    }

    /** What a step did that the timeline marks over its column: an out-of-memory error outranks a spill. */
    public enum Mark {
        NONE, SPILL, OOM;

        /** The mark of a step that spilled ({@code spilled}) or threw Spark's or the JVM's OOM ({@code oom}). */
        public static Mark of(boolean spilled, boolean oom) {
            return oom ? OOM : spilled ? SPILL : NONE;
        }
    }

    public static TimelinePicture of(List<ExecutorState> states, int current, MemoryMode mode) {
        List<Point> points = new ArrayList<>();
        for (ExecutorState s : states) {
            PoolState p = s.pools(mode);
            points.add(new Point(p.blocksUsed(), p.unrollUsed(), p.storagePool(), p.executionUsed()));
        }
        ExecutorState first = states.get(0);
        return new TimelinePicture(mode, first.layout().maxMemory(mode), first.layout().storageRegionSize(mode), points,
                current, states.size() - 1);
    }
}
