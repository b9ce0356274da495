package sparkmemlab.ui.picture;

import java.util.ArrayList;
import java.util.List;
import sparkmemlab.model.ExecutorState;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.model.PoolState;

/**
 * A mode's unified memory over the steps: for each state (0 = before any step) storage use from the
 * bottom, execution use from the top, and the pool boundary between them.
 */
public record TimelinePicture(MemoryMode mode, long max, long storageRegion, List<Point> points, int current, int total) {

    public TimelinePicture {
        points = List.copyOf(points);
    }

    public record Point(long blocks, long unroll, long storagePool, long executionUsed) {
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
