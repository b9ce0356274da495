package sparkmemlab.ui.replay;

import java.util.List;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.fxml.FXML;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import javafx.scene.layout.VBox;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.ui.view.Visibility;
import sparkmemlab.ui.vm.replay.WhatIfViewModel;

/** The "What if" panel: binds {@code WhatIfView.fxml} to the {@link WhatIfViewModel}. */
public final class WhatIfView {
    private final WhatIfViewModel vm;

    @FXML private Label label;
    @FXML private Label status;
    @FXML private Label error;
    @FXML private Node working;
    @FXML private ProgressBar progress;
    @FXML private Button cancel;
    @FXML private Label stage;
    @FXML private Button rebuild;
    @FXML private Label divergenceTitle;
    @FXML private VBox divergence;
    @FXML private TitledPane notRebuiltPane;
    @FXML private VBox notRebuilt;
    @FXML private Label settingsTitle;
    @FXML private Node settings;
    @FXML private TextField memory;
    @FXML private TextField fraction;
    @FXML private TextField storageFraction;
    @FXML private TextField cores;
    @FXML private Node buttons;
    @FXML private Button run;
    @FXML private Button reset;
    @FXML private Button open;
    @FXML private Label outcomeTitle;
    @FXML private VBox outcome;

    public WhatIfView(WhatIfViewModel vm) {
        this.vm = vm;
    }

    @FXML
    private void initialize() {
        label.setText(vm.label());
        status.textProperty().bind(vm.statusProperty());
        Visibility.textOrHidden(error, vm.errorProperty());
        Visibility.showWhile(working, vm.busyProperty());
        progress.progressProperty().bind(vm.progressProperty());
        Visibility.textOrHidden(stage, vm.progressTextProperty());
        Visibility.showWhile(rebuild, vm.rebuildableProperty());
        memory.textProperty().bindBidirectional(vm.field(ExecutorConfig.EXECUTOR_MEMORY));
        fraction.textProperty().bindBidirectional(vm.field(ExecutorConfig.MEMORY_FRACTION));
        storageFraction.textProperty().bindBidirectional(vm.field(ExecutorConfig.STORAGE_FRACTION));
        cores.textProperty().bindBidirectional(vm.field(ExecutorConfig.EXECUTOR_CORES));
        for (TextField f : List.of(memory, fraction, storageFraction, cores)) {
            f.setOnAction(e -> vm.run());
        }
        BooleanBinding shown = vm.rebuiltProperty().isNotNull();
        for (Node n : List.of(label, divergenceTitle, divergence, notRebuiltPane, settingsTitle, settings, buttons)) {
            Visibility.showWhile(n, shown);
        }
        run.disableProperty().bind(shown.not().or(vm.busyProperty()));
        reset.disableProperty().bind(shown.not());
        open.disableProperty().bind(shown.not());
        Visibility.showWhile(outcomeTitle, Bindings.createBooleanBinding(() -> !vm.outcomeProperty().get().isEmpty(),
                vm.outcomeProperty()));
        fill(divergence, vm.divergenceProperty().get());
        vm.divergenceProperty().addListener((o, a, lines) -> fill(divergence, lines));
        vm.notRebuiltProperty().addListener((o, a, lines) -> fill(notRebuilt, lines));
        vm.outcomeProperty().addListener((o, a, lines) -> fill(outcome, lines));
    }

    private static void fill(VBox box, List<String> lines) {
        box.getChildren().setAll(RuleLabels.of(lines));
    }

    @FXML private void onRun() { vm.run(); }
    @FXML private void onCancel() { vm.cancel(); }
    @FXML private void onRebuild() { vm.rebuild(); }
    @FXML private void onReset() { vm.reset(); }
    @FXML private void onOpen() { vm.openInExecutor(); }
}
