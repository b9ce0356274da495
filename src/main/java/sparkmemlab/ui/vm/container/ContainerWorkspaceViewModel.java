package sparkmemlab.ui.vm.container;

import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import javafx.beans.property.ReadOnlyStringProperty;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.scenario.ScenarioException;
import sparkmemlab.scenario.ScenarioParser;
import sparkmemlab.snapshot.LoadedSnapshot;
import sparkmemlab.snapshot.Snapshot;
import sparkmemlab.snapshot.ViewState;
import sparkmemlab.ui.text.UiText;
import sparkmemlab.ui.vm.Moment;
import sparkmemlab.ui.vm.Navigator;
import sparkmemlab.ui.vm.WorkspaceContext;
import sparkmemlab.ui.vm.WorkspaceViewModel;
import sparkmemlab.ui.vm.Moments;
import sparkmemlab.ui.vm.OpensSnapshots;
import sparkmemlab.snapshot.LoadedMoment;
import sparkmemlab.ui.vm.kernel.EventLogViewModel;
import sparkmemlab.ui.vm.kernel.ExecutorSession;
import sparkmemlab.ui.vm.kernel.History;
import sparkmemlab.ui.vm.kernel.HistoryBarViewModel;
import sparkmemlab.ui.vm.kernel.Kernel;
import sparkmemlab.workspace.WorkspaceName;

/**
 * The container workspace: the executor workspace's executor (the same session: the same history, the same
 * step shown) seen from outside its heap, in the container its cluster manager gave it. Its history bar is the
 * executor's own view over that session; a link goes back to the executor workspace, and the header's
 * navigation both ways.
 */
public final class ContainerWorkspaceViewModel implements WorkspaceViewModel, sparkmemlab.ui.vm.NamesSparkVersion, Moments, OpensSnapshots {
    public static final String NAME = WorkspaceName.CONTAINER;
    /** The example a student starts from when the executor shown has no container. */
    static final String EXAMPLE = "/sparkmemlab/ui/container/yarn-executor.json";

    private final UiText text;
    private final Navigator navigator;
    private final ExecutorSession session;
    private final ContainerViewModel container;
    private final HistoryBarViewModel historyBar;
    private final EventLogViewModel log;
    private final ContainerActionsViewModel actions;

    public ContainerWorkspaceViewModel(WorkspaceContext context) {
        this.text = context.text();
        this.navigator = context.navigator();
        this.session = Kernel.executorSession(context);
        this.container = new ContainerViewModel(session);
        this.historyBar = new HistoryBarViewModel(session);
        this.log = new EventLogViewModel(session);
        this.actions = new ContainerActionsViewModel(session);
    }

    public UiText text() { return text; }
    public ContainerViewModel container() { return container; }
    public HistoryBarViewModel historyBar() { return historyBar; }
    public EventLogViewModel log() { return log; }
    public ContainerActionsViewModel actions() { return actions; }

    /** The link to the executor workspace, which shows this same executor. */
    public void showExecutor() {
        navigator.show(WorkspaceName.DEFAULT);
    }

    /** Starts the example: a YARN executor whose container fills from Netty, fetches and metaspace until YARN kills it. */
    public void startExample() {
        try (Reader in = new InputStreamReader(ContainerWorkspaceViewModel.class.getResourceAsStream(EXAMPLE),
                StandardCharsets.UTF_8)) {
            Scenario scenario = ScenarioParser.parse(EXAMPLE, in);
            session.load(new Scenario(text.get("container.example.title"), scenario.config(), scenario.steps()), 0,
                    text.get("container.example.hint"));
        } catch (IOException | ScenarioException e) {
            throw new IllegalStateException("the container example does not read: " + e.getMessage(), e);
        }
    }

    @Override
    public List<Object> viewModels() {
        return List.of(this, text, container, historyBar, log, actions);
    }

    /** The Spark the scene runs on, for the header (made on first ask: the session is in place by then). */
    private sparkmemlab.ui.vm.kernel.SceneSparkVersion sparkVersion;

    @Override public ReadOnlyStringProperty sparkVersionProperty() {
        if (sparkVersion == null) {
            sparkVersion = new sparkmemlab.ui.vm.kernel.SceneSparkVersion(session);
        }
        return sparkVersion.property();
    }

    @Override public ReadOnlyStringProperty titleProperty() { return session.titleProperty(); }
    @Override public ReadOnlyStringProperty hintProperty() { return session.hintProperty(); }
    @Override public void fail(String message) { session.fail(message); }

    /** The executor shown, as the executor workspace saves it, named as this workspace's. */
    @Override
    public Optional<Moment> moment() {
        History h = session.history();
        Scenario scenario = new Scenario(session.titleProperty().get(), h.config(), h.allOperations());
        ViewState view = new ViewState(NAME, ViewState.Mode.SANDBOX, Optional.empty(), 1.0);
        return Optional.of(new Moment(new Snapshot(scenario, h.position(), view), h.state()));
    }

    @Override
    public boolean shows(LoadedMoment snapshot) {
        return snapshot instanceof LoadedSnapshot;
    }

    @Override
    public boolean openSnapshot(LoadedMoment snapshot, String fileName) {
        LoadedSnapshot loaded = (LoadedSnapshot) snapshot;
        Snapshot s = loaded.snapshot();
        session.show(History.restore(s.scenario().config(), loaded.initial(), loaded.steps(), s.at()),
                s.scenario().title(), text.get("hint.snapshot", fileName), Optional.empty(), Optional.empty());
        return true;
    }
}
