package sparkmemlab.ui.cluster;

import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.TextField;
import sparkmemlab.ui.vm.cluster.ClusterActionsViewModel;

/** The cluster's sandbox: binds {@code ClusterActionsView.fxml} to the {@link ClusterActionsViewModel}. */
public final class ClusterActionsView {
    private final ClusterActionsViewModel vm;

    @FXML private CheckBox spreadOut;
    @FXML private javafx.scene.control.ChoiceBox<sparkmemlab.model.SparkVersion> clusterSparkVersion;
    @FXML private javafx.scene.control.ChoiceBox<sparkmemlab.cluster.WorkerSelectionPolicy> workerSelectionPolicy;
    @FXML private javafx.scene.control.Label workerOrder;
    @FXML private TextField workerId;
    @FXML private TextField workerCores;
    @FXML private TextField workerMemory;
    @FXML private ChoiceBox<String> workerToLose;
    @FXML private Button loseWorker;
    @FXML private TextField appId;
    @FXML private TextField appMemory;
    @FXML private TextField appCores;
    @FXML private TextField appMax;
    @FXML private ChoiceBox<String> appToStop;
    @FXML private Button stopApp;
    @FXML private ChoiceBox<String> appToChange;
    @FXML private TextField setMemory;
    @FXML private TextField setCores;
    @FXML private TextField setMax;
    @FXML private Button changeSettings;

    public ClusterActionsView(ClusterActionsViewModel vm) {
        this.vm = vm;
    }

    @FXML
    private void initialize() {
        sparkmemlab.ui.view.RefusableChoice.bind(spreadOut.selectedProperty(), vm.spreadOutProperty());
        clusterSparkVersion.getItems().setAll(vm.versions());
        sparkmemlab.ui.view.RefusableChoice.bind(clusterSparkVersion.valueProperty(), vm.sparkVersionProperty());
        workerSelectionPolicy.getItems().setAll(vm.policies());
        sparkmemlab.ui.view.RefusableChoice.bind(workerSelectionPolicy.valueProperty(), vm.policyProperty());
        workerSelectionPolicy.disableProperty().bind(vm.hasPolicyProperty().not());
        workerOrder.textProperty().bind(vm.workerOrderProperty());
        workerId.textProperty().bindBidirectional(vm.workerIdProperty());
        workerCores.textProperty().bindBidirectional(vm.workerCoresProperty());
        workerMemory.textProperty().bindBidirectional(vm.workerMemoryProperty());
        workerToLose.setItems(vm.aliveWorkers());
        workerToLose.valueProperty().bindBidirectional(vm.workerToLoseProperty());
        loseWorker.disableProperty().bind(workerToLose.valueProperty().isNull());
        appId.textProperty().bindBidirectional(vm.appIdProperty());
        appMemory.textProperty().bindBidirectional(vm.newApp().memoryProperty());
        appCores.textProperty().bindBidirectional(vm.newApp().coresProperty());
        appMax.textProperty().bindBidirectional(vm.newApp().maxCoresProperty());
        appToStop.setItems(vm.liveApps());
        appToStop.valueProperty().bindBidirectional(vm.appToStopProperty());
        stopApp.disableProperty().bind(appToStop.valueProperty().isNull());
        appToChange.setItems(vm.submittedApps());
        appToChange.valueProperty().bindBidirectional(vm.appToChangeProperty());
        setMemory.textProperty().bindBidirectional(vm.changed().memoryProperty());
        setCores.textProperty().bindBidirectional(vm.changed().coresProperty());
        setMax.textProperty().bindBidirectional(vm.changed().maxCoresProperty());
        changeSettings.disableProperty().bind(appToChange.valueProperty().isNull());
        workerMemory.setOnAction(e -> vm.addWorker());
        appMax.setOnAction(e -> vm.submitApp());
        setMax.setOnAction(e -> vm.changeSettings());
    }

    @FXML private void onAddWorker() { vm.addWorker(); }
    @FXML private void onLoseWorker() { vm.loseWorker(); }
    @FXML private void onSubmitApp() { vm.submitApp(); }
    @FXML private void onStopApp() { vm.stopApp(); }
    @FXML private void onChangeSettings() { vm.changeSettings(); }
}
