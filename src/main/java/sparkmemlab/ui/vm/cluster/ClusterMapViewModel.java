package sparkmemlab.ui.vm.cluster;

import java.util.Optional;
import java.util.OptionalLong;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import sparkmemlab.cluster.ClusterState;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.model.ExecutorModel;
import sparkmemlab.model.SparkConfigException;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.ui.picture.ClusterPicture;
import sparkmemlab.ui.text.UiText;
import sparkmemlab.ui.vm.Navigator;

/**
 * The cluster's picture: the workers, their executors and drivers, to scale. A click on an executor opens it
 * in the executor workspace with its application's {@code spark.executor.memory} as the heap and the
 * executor's cores: from the cluster down to one executor's memory.
 */
public final class ClusterMapViewModel {
    /** The executor workspace's name, where an executor opens. */
    static final String EXECUTOR_WORKSPACE = sparkmemlab.workspace.WorkspaceName.DEFAULT;

    private final ClusterSession session;
    private final UiText text;
    private final Navigator navigator;
    private final ReadOnlyObjectWrapper<ClusterPicture> picture = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyBooleanWrapper empty = new ReadOnlyBooleanWrapper();

    public ClusterMapViewModel(ClusterSession session, Navigator navigator) {
        this.session = session;
        this.text = session.text();
        this.navigator = navigator;
        session.stepShownProperty().addListener((o, a, b) -> update());
        update();
    }

    public ReadOnlyObjectProperty<ClusterPicture> pictureProperty() { return picture.getReadOnlyProperty(); }

    /** Whether the cluster has no worker yet (the picture says what to do instead). */
    public ReadOnlyBooleanProperty emptyProperty() { return empty.getReadOnlyProperty(); }

    private void update() {
        ClusterState s = session.stateProperty().get();
        picture.set(ClusterPicture.of(s, text));
        empty.set(s.workers().isEmpty());
    }

    /**
     * The executor {@code app/id} as one executor of the executor workspace: its heap is the app's
     * {@code spark.executor.memory}, its task slots its cores, everything else Spark's defaults. False, with
     * Spark's refusal shown, for a heap Spark would not start (below 1.5 times the reserved memory).
     */
    public boolean open(String app, int executor) {
        Optional<ClusterState.Executor> exec = find(app, executor);
        if (exec.isEmpty()) {
            return false;
        }
        ClusterState.Executor e = exec.get();
        ExecutorConfig defaults = ExecutorConfig.defaults();
        ExecutorConfig config;
        try {
            config = new ExecutorConfig((long) e.memory() << 20, defaults.reservedMemory(), defaults.memoryFraction(),
                    defaults.storageFraction(), false, 0, e.cores(), OptionalLong.empty());
            new ExecutorModel(config); // UnifiedMemoryManager's own check of the heap against the reserved memory
        } catch (SparkConfigException refused) {
            session.fail(text.get("cluster.error.open", app + "/" + executor, refused.getMessage()));
            return false;
        }
        String title = text.get("cluster.executor.title", app + "/" + executor, e.worker());
        String hint = text.get("cluster.executor.hint", app, text.bytes((long) e.memory() << 20), e.cores());
        return navigator.openScenario(EXECUTOR_WORKSPACE, new Scenario(title, config, java.util.List.of()), hint);
    }

    private Optional<ClusterState.Executor> find(String app, int executor) {
        return session.stateProperty().get().apps().stream().filter(a -> a.id().equals(app))
                .flatMap(a -> a.executors().stream()).filter(x -> x.id() == executor).findFirst();
    }
}
