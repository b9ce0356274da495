package sparkmemlab.ui.executor;

import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import sparkmemlab.model.SparkVersion;
import sparkmemlab.ui.view.Visibility;
import sparkmemlab.ui.vm.executor.ConfigViewModel;

/** The configuration panel's controller: binds {@code ConfigView.fxml} to the {@link ConfigViewModel}. */
public final class ConfigView {
    private final ConfigViewModel vm;

    @FXML private ChoiceBox<SparkVersion> cfgSparkVersion;
    @FXML private TextField cfgExecutorMemory;
    @FXML private TextField cfgReserved;
    @FXML private TextField cfgFraction;
    @FXML private TextField cfgStorageFraction;
    @FXML private CheckBox cfgOffHeapEnabled;
    @FXML private TextField cfgOffHeapSize;
    @FXML private TextField cfgCores;
    @FXML private CheckBox cfgLegacyMode;
    @FXML private javafx.scene.layout.GridPane legacyKeys;
    @FXML private TextField cfgStorageMemoryFraction;
    @FXML private TextField cfgStorageSafetyFraction;
    @FXML private TextField cfgShuffleMemoryFraction;
    @FXML private TextField cfgShuffleSafetyFraction;
    @FXML private TextField cfgUnrollFraction;
    @FXML private Label configError;
    @FXML private Button startSandbox;

    public ConfigView(ConfigViewModel vm) {
        this.vm = vm;
    }

    @FXML
    private void initialize() {
        cfgSparkVersion.getItems().setAll(vm.versions());
        sparkmemlab.ui.view.RefusableChoice.bind(cfgSparkVersion.valueProperty(), vm.sparkVersionProperty());
        cfgExecutorMemory.textProperty().bindBidirectional(vm.executorMemoryProperty());
        cfgReserved.textProperty().bindBidirectional(vm.reservedMemoryProperty());
        cfgFraction.textProperty().bindBidirectional(vm.memoryFractionProperty());
        cfgStorageFraction.textProperty().bindBidirectional(vm.storageFractionProperty());
        cfgOffHeapEnabled.selectedProperty().bindBidirectional(vm.offHeapEnabledProperty());
        cfgOffHeapSize.textProperty().bindBidirectional(vm.offHeapSizeProperty());
        cfgCores.textProperty().bindBidirectional(vm.coresProperty());
        cfgLegacyMode.selectedProperty().bindBidirectional(vm.useLegacyModeProperty());
        cfgStorageMemoryFraction.textProperty().bindBidirectional(vm.storageMemoryFractionProperty());
        cfgStorageSafetyFraction.textProperty().bindBidirectional(vm.storageSafetyFractionProperty());
        cfgShuffleMemoryFraction.textProperty().bindBidirectional(vm.shuffleMemoryFractionProperty());
        cfgShuffleSafetyFraction.textProperty().bindBidirectional(vm.shuffleSafetyFractionProperty());
        cfgUnrollFraction.textProperty().bindBidirectional(vm.unrollFractionProperty());
        // The legacy manager's keys only while it is chosen: the unified manager ignores them.
        Visibility.showWhile(legacyKeys, vm.useLegacyModeProperty());
        Visibility.textOrHidden(configError, vm.errorProperty());
        startSandbox.disableProperty().bind(vm.configProperty().isNull());
    }

    @FXML
    private void onStart() {
        vm.startSandbox();
    }
}
