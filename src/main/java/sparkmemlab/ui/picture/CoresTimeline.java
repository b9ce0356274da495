package sparkmemlab.ui.picture;

import java.util.ArrayList;
import java.util.List;
import sparkmemlab.cluster.ClusterState;
import sparkmemlab.cluster.ClusterStep;
import sparkmemlab.cluster.WorkerState;

/**
 * The cluster's cores at every state of a history, one column per state: the ALIVE workers' cores, and of
 * them the cores each application's executors hold, by the application's colour.
 *
 * @param position the state shown (0 to {@code columns.size() - 1})
 */
public record CoresTimeline(List<Column> columns, int maxCores, int position) {

    public CoresTimeline {
        columns = List.copyOf(columns);
    }

    /** @param used the cores held, by colour ({@link ClusterPicture#COLOURS} of them) */
    public record Column(int cores, List<Integer> used) {
        public Column {
            used = List.copyOf(used);
        }
    }

    public static CoresTimeline of(List<ClusterStep> steps, ClusterState initial, int position) {
        List<Column> columns = new ArrayList<>(steps.size() + 1);
        columns.add(column(initial));
        for (ClusterStep s : steps) {
            columns.add(column(s.state()));
        }
        int max = Math.max(1, columns.stream().mapToInt(Column::cores).max().orElse(1));
        return new CoresTimeline(columns, max, position);
    }

    private static Column column(ClusterState s) {
        int cores = 0;
        Integer[] used = new Integer[ClusterPicture.COLOURS];
        java.util.Arrays.fill(used, 0);
        for (ClusterState.Worker w : s.workers()) {
            if (w.state() != WorkerState.ALIVE) {
                continue;
            }
            cores += w.cores();
            for (ClusterState.WorkerExecutor e : w.executors()) {
                int c = ClusterPicture.colour(s, e.app());
                used[c] += e.cores();
            }
        }
        return new Column(cores, List.of(used));
    }
}
