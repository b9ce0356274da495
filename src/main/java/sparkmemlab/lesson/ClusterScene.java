package sparkmemlab.lesson;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.LongStream;
import sparkmemlab.cluster.ClusterConfig;
import sparkmemlab.cluster.ClusterOp;
import sparkmemlab.cluster.ClusterState;
import sparkmemlab.cluster.IllegalClusterStepException;
import sparkmemlab.cluster.Master;
import sparkmemlab.cluster.scenario.ClusterScenario;
import sparkmemlab.cluster.scenario.ClusterScenarioRunner;
import sparkmemlab.scenario.ScenarioException;

/** A cluster scenario ({@code spark-cluster-scenario/1}) as a lesson's scene: run on the standalone Master's model. */
public record ClusterScene(ClusterScenario scenario) implements LessonScene {

    private static final long MIB = 1L << 20;

    @Override
    public int size() {
        return scenario.steps().size();
    }

    @Override
    public String op(int index) {
        return scenario.steps().get(index).op();
    }

    /** The workers' memory, each app's executor memory and each driver's memory, up to the step. */
    @Override
    public LongStream inputs(int step) {
        return scenario.steps().subList(0, step).stream().flatMapToLong(op -> {
            if (op instanceof ClusterOp.AddWorker w) {
                return LongStream.of(w.memoryMb() * MIB);
            } else if (op instanceof ClusterOp.SubmitApp a) {
                return LongStream.of(a.description().memoryPerExecutorMB() * MIB);
            }
            return LongStream.empty();
        }).filter(bytes -> bytes > 0);
    }

    @Override
    public Quantities quantities() {
        return ClusterQuantities::parse;
    }

    @Override
    public List<ClusterChange> changes() {
        return Arrays.asList(ClusterChange.values());
    }

    /** Every step on the scenario's Master, each moment knowing the same step with {@code spreadOut} the other way. */
    @Override
    public List<Moment> run(Lesson lesson) throws LessonCheckException {
        ClusterConfig config = scenario.config();
        Master master = new Master(config);
        List<ClusterMoment> moments = new ArrayList<>();
        moments.add(ClusterMoment.start(master.state(), config.spreadOut()));
        for (int i = 0; i < scenario.steps().size(); i++) {
            try {
                ClusterState before = master.state();
                moments.add(ClusterMoment.after(ClusterScenarioRunner.step(lesson.file(), master, i, scenario.steps().get(i)),
                        config.spreadOut(), before));
            } catch (ScenarioException e) {
                throw new LessonCheckException(lesson.file(), i + 1, op(i), e.problem());
            }
        }
        List<ClusterMoment> flipped = flipped(config);
        List<Moment> all = new ArrayList<>();
        for (int i = 0; i < moments.size(); i++) {
            all.add(moments.get(i).withFlipped(i < flipped.size() ? Optional.of(flipped.get(i)) : Optional.empty()));
        }
        return List.copyOf(all);
    }

    /** The same steps on a Master with spreadOut the other way, up to the first one that Master refuses. */
    private List<ClusterMoment> flipped(ClusterConfig config) {
        ClusterConfig other = config.withSpreadOut(!config.spreadOut());
        Master master = new Master(other);
        List<ClusterMoment> moments = new ArrayList<>();
        moments.add(ClusterMoment.start(master.state(), other.spreadOut()));
        for (ClusterOp op : scenario.steps()) {
            try {
                ClusterState before = master.state();
                moments.add(ClusterMoment.after(master.apply(op), other.spreadOut(), before));
            } catch (IllegalClusterStepException e) {
                break;
            }
        }
        return moments;
    }
}
