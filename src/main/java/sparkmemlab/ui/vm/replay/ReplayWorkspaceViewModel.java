package sparkmemlab.ui.vm.replay;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Executor;
import javafx.application.Platform;
import javafx.beans.property.ReadOnlyStringProperty;
import sparkmemlab.snapshot.LoadedMoment;
import sparkmemlab.snapshot.LoadedReplay;
import sparkmemlab.snapshot.SnapshotMoment;
import sparkmemlab.ui.text.UiText;
import sparkmemlab.ui.vm.FileKind;
import sparkmemlab.ui.vm.Moment;
import sparkmemlab.ui.vm.WorkspaceContext;
import sparkmemlab.ui.vm.WorkspaceViewModel;

/**
 * The replay workspace: a real application's event log, read whole, and one of its executors' memory over the
 * application's time as Spark recorded it, with its task slots and blocks at the moment picked and what the log
 * does not tell; or a running application's REST API, polled live. Its panels' view-models know only the
 * {@link ReplaySession}, the attachment its own.
 */
public final class ReplayWorkspaceViewModel implements WorkspaceViewModel {
    public static final String NAME = sparkmemlab.workspace.WorkspaceName.REPLAY;

    private final UiText text;
    private final ReplaySession session;
    private final LogOpeningViewModel opening;
    private final ReplayChartsViewModel charts;
    private final ReplayMomentViewModel moment;
    private final ReplayNoticesViewModel notices;
    private final AttachViewModel attach;
    private final ReplaySnapshots snapshots;
    private final WhatIfViewModel whatIf;

    /** As the window makes it: a log is read off the FX thread and handed back on it. */
    public ReplayWorkspaceViewModel(WorkspaceContext context) {
        this(context, Platform::runLater);
    }

    /** @param uiThread where a log read on its own thread is handed back (tests: the thread that asks) */
    public ReplayWorkspaceViewModel(WorkspaceContext context, Executor uiThread) {
        this(context, uiThread, ReplayWorkspaceViewModel::onItsOwnThread);
    }

    /** @param worker where an executor's scenario is rebuilt from the log (the window: a thread of its own) */
    public ReplayWorkspaceViewModel(WorkspaceContext context, Executor uiThread, Executor worker) {
        this.text = context.text();
        this.session = new ReplaySession(text);
        this.opening = new LogOpeningViewModel(session, context.files(), uiThread);
        this.charts = new ReplayChartsViewModel(session);
        this.moment = new ReplayMomentViewModel(session);
        this.notices = new ReplayNoticesViewModel(session);
        this.attach = new AttachViewModel(text, uiThread);
        this.snapshots = new ReplaySnapshots(session, opening, uiThread);
        this.whatIf = new WhatIfViewModel(session, context.navigator(), worker, uiThread);
    }

    private static void onItsOwnThread(Runnable work) {
        Thread t = new Thread(work, "what-if");
        t.setDaemon(true);
        t.start();
    }

    public ReplaySession session() { return session; }
    public LogOpeningViewModel opening() { return opening; }
    public ReplayChartsViewModel charts() { return charts; }
    public ReplayMomentViewModel atMoment() { return moment; }
    public ReplayNoticesViewModel notices() { return notices; }
    public AttachViewModel attach() { return attach; }
    public WhatIfViewModel whatIf() { return whatIf; }

    @Override
    public List<Object> viewModels() {
        return List.of(this, text, session, opening, charts, moment, notices, attach, whatIf);
    }

    @Override public ReadOnlyStringProperty titleProperty() { return session.titleProperty(); }
    @Override public ReadOnlyStringProperty hintProperty() { return session.hintProperty(); }
    @Override public void fail(String message) { session.fail(message); }

    @Override
    public Optional<FileKind> opens() {
        return Optional.of(FileKind.EVENT_LOG);
    }

    @Override
    public void open(Path file) {
        opening.open(file);
    }

    /** A replay holds no executor scenario: its snapshots name a log, an executor and a moment ({@link #snapshotMoment()}). */
    @Override
    public Optional<Moment> moment() {
        return Optional.empty();
    }

    @Override
    public Optional<SnapshotMoment> snapshotMoment() {
        return snapshots.moment();
    }

    @Override
    public ReadOnlyStringProperty noSnapshotProperty() {
        return snapshots.unavailableProperty();
    }

    @Override
    public boolean shows(LoadedMoment snapshot) {
        return snapshot instanceof LoadedReplay;
    }

    @Override
    public boolean openSnapshot(LoadedReplay snapshot, String fileName) {
        return snapshots.open(snapshot, fileName);
    }
}
