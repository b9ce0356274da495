package sparkmemlab.ui.picture;

import java.util.ArrayList;
import java.util.List;
import sparkmemlab.model.ExecutorState;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.model.PoolState;

/**
 * A mode's unified memory over the steps: for each state (0 = before any step) storage use from the
 * bottom, execution use from the top, and the pool boundary between them. The chart spans the
 * {@code total + 1} states; each point stands for {@code statesPerPoint} consecutive states (one, unless the
 * history is longer than its summary holds: then the point is the last of its states, marked with the
 * strongest mark of any of them). {@code points} may cover fewer states than there are: the states after them
 * are not shown yet (a lesson's steps the student has not reached), and their columns stay empty.
 */
public record TimelinePicture(MemoryMode mode, long max, long storageRegion, List<Point> points, int statesPerPoint,
        int current, int total) {

    public TimelinePicture {
        points = List.copyOf(points);
        if (statesPerPoint < 1 || (long) (points.size() - 1) * statesPerPoint > total) {
            throw new IllegalArgumentException(points.size() + " points of " + statesPerPoint + " states for "
                    + (total + 1) + " states");
        }
    }

    /** A picture with a point for each state. */
    public TimelinePicture(MemoryMode mode, long max, long storageRegion, List<Point> points, int current, int total) {
        this(mode, max, storageRegion, points, 1, current, total);
    }

    /** Columns, one per state, shown or not: where a click falls and where the current step is. */
    public int columns() {
        return total + 1;
    }

    /** A point's state (the last of its states); {@code mark} says whether its step (or one of its steps) spilled or threw an out-of-memory error. */
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
