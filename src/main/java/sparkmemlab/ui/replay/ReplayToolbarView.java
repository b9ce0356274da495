package sparkmemlab.ui.replay;

import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import sparkmemlab.ui.view.Visibility;
import sparkmemlab.ui.vm.replay.LogOpeningViewModel;
import sparkmemlab.ui.vm.replay.ReplaySession;

/** The replay's toolbar: binds {@code ReplayToolbarView.fxml} to the log's opening and the executor picked. */
public final class ReplayToolbarView {
    private final LogOpeningViewModel opening;
    private final ReplaySession session;

    @FXML private Button open;
    @FXML private ProgressBar progress;
    @FXML private Button cancel;
    @FXML private Label status;
    @FXML private ChoiceBox<String> executor;
    @FXML private Label message;

    public ReplayToolbarView(LogOpeningViewModel opening, ReplaySession session) {
        this.opening = opening;
        this.session = session;
    }

    @FXML
    private void initialize() {
        progress.progressProperty().bind(opening.progressProperty());
        Visibility.showWhile(progress, opening.readingProperty());
        Visibility.showWhile(cancel, opening.readingProperty());
        Visibility.textOrHidden(status, opening.statusProperty());
        Visibility.textOrHidden(message, session.messageProperty());
        executor.getItems().setAll(session.executorsProperty().get());
        session.executorsProperty().addListener((o, a, ids) -> executor.getItems().setAll(ids));
        executor.setValue(session.executorProperty().get());
        session.executorProperty().addListener((o, a, id) -> executor.setValue(id));
        executor.valueProperty().addListener((o, a, id) -> session.select(id));
        executor.disableProperty().bind(session.logProperty().isNull());
    }

    @FXML private void onOpen() { opening.chooseAndOpen(); }
    @FXML private void onCancel() { opening.cancel(); }
}
