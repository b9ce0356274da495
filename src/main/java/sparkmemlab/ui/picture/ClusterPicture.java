package sparkmemlab.ui.picture;

import java.util.ArrayList;
import java.util.List;
import sparkmemlab.cluster.ClusterState;
import sparkmemlab.cluster.WorkerState;
import sparkmemlab.ui.text.UiText;

/**
 * The cluster as drawn: every worker a box whose width is its cores and whose height is its memory, on one
 * scale for all; inside it, from the bottom left, each executor (then each driver) a block as wide as its cores
 * and as tall as its memory, one after the other along the diagonal, so what is left is the top right corner:
 * free cores to the right, free memory above.
 *
 * @param maxCores the most cores of any worker (the scale's width)
 * @param maxMemory the most memory of any worker, MiB (the scale's height)
 */
public record ClusterPicture(List<WorkerBox> workers, int maxCores, int maxMemory) {

    /** How many application colours the style sheet has ({@code app-0} ...). */
    public static final int COLOURS = 8;

    public ClusterPicture {
        workers = List.copyOf(workers);
    }

    /** A block inside a worker: an executor of an app, or a driver. */
    public record Block(String key, boolean driver, String app, int executor, int colour, int cores, int memory,
            boolean gone, String label, String tip) {
    }

    /** A worker: its blocks in the order drawn. */
    public record WorkerBox(String id, WorkerState state, int cores, int memory, int coresFree, int memoryFree,
            String caption, String free, String tip, List<Block> blocks) {
        public WorkerBox {
            blocks = List.copyOf(blocks);
        }
    }

    /** The colour of an app: its place among the apps the Master knows, in submission order. */
    public static int colour(ClusterState state, String app) {
        for (int i = 0; i < state.apps().size(); i++) {
            if (state.apps().get(i).id().equals(app)) {
                return i % COLOURS;
            }
        }
        return 0;
    }

    private static String mib(UiText text, int mib) {
        return text.bytes((long) mib << 20);
    }

    public static ClusterPicture of(ClusterState state, UiText text) {
        List<WorkerBox> boxes = new ArrayList<>();
        int maxCores = 1;
        int maxMemory = 1;
        for (ClusterState.Worker w : state.workers()) {
            maxCores = Math.max(maxCores, w.cores());
            maxMemory = Math.max(maxMemory, w.memory());
            List<Block> blocks = new ArrayList<>();
            for (ClusterState.WorkerExecutor e : w.executors()) {
                String label = e.fullId();
                String tip = text.get("cluster.executor.tip", e.fullId(), w.id(), e.cores(), mib(text, e.memory()), e.state());
                blocks.add(new Block("e:" + e.fullId(), false, e.app(), e.id(), colour(state, e.app()), e.cores(), e.memory(),
                        e.state().isFinished(), label, tip));
            }
            for (String d : w.drivers()) {
                state.drivers().stream().filter(x -> x.id().equals(d)).findFirst().ifPresent(x -> blocks.add(new Block(
                        "d:" + x.id(), true, "", -1, 0, x.cores(), x.memory(), false, x.id(),
                        text.get("cluster.driver.tip", x.id(), w.id(), x.cores(), mib(text, x.memory())))));
            }
            String caption = text.get("cluster.worker.caption", w.cores(), mib(text, w.memory()));
            String free = w.state() == WorkerState.ALIVE
                    ? text.get("cluster.worker.free", w.coresFree(), mib(text, w.memoryFree()))
                    : text.get("cluster.worker.state", w.state());
            boxes.add(new WorkerBox(w.id(), w.state(), w.cores(), w.memory(), w.coresFree(), w.memoryFree(), caption, free,
                    text.get("cluster.worker.tip", w.id(), w.state(), caption, free), blocks));
        }
        return new ClusterPicture(boxes, maxCores, maxMemory);
    }
}
