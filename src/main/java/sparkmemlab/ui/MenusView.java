package sparkmemlab.ui;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import javafx.application.Platform;
import javafx.beans.binding.Bindings;
import javafx.fxml.FXML;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.RadioMenuItem;
import javafx.scene.control.Toggle;
import javafx.scene.control.ToggleGroup;
import javafx.scene.input.KeyCharacterCombination;
import javafx.scene.input.KeyCombination;
import sparkmemlab.ui.diagnose.DiagnoseView;
import sparkmemlab.ui.export.ExportLessonView;
import sparkmemlab.ui.text.UiText;
import sparkmemlab.ui.vm.MenusViewModel;
import sparkmemlab.ui.vm.Speed;
import sparkmemlab.ui.vm.Workspace;
import sparkmemlab.ui.vm.diagnose.DiagnoseViewModel;
import sparkmemlab.ui.vm.export.LessonExportViewModel;

/**
 * The menus' controller, thin: each item runs one command of the {@link MenusViewModel}; the radio groups
 * (defined in {@code MenusView.fxml}) follow and set the motion settings, the language and the workspace shown.
 */
public final class MenusView {
    private final MenusViewModel vm;
    private final LessonExportViewModel export;
    private final UiText text;

    @FXML private MenuBar menuBar;
    @FXML private ToggleGroup speeds;
    @FXML private ToggleGroup languages;
    @FXML private ToggleGroup workspaceItems;
    @FXML private Menu workspaceMenu;
    @FXML private MenuItem newItem;
    @FXML private MenuItem openItem;
    @FXML private MenuItem exportLessonItem;
    @FXML private MenuItem copySnapshotItem;
    @FXML private MenuItem exportSnapshotItem;
    @FXML private MenuItem welcomeItem;
    @FXML private MenuItem restartLesson;
    @FXML private MenuItem zoomIn;
    @FXML private MenuItem zoomOut;
    @FXML private MenuItem actualSize;
    @FXML private CheckMenuItem reducedMotion;

    public MenusView(MenusViewModel vm, LessonExportViewModel export, UiText text) {
        this.vm = vm;
        this.export = export;
        this.text = text;
    }

    @FXML
    private void initialize() {
        var window = vm.window();
        newItem.disableProperty().bind(Bindings.not(vm.canStartNew()));
        openItem.disableProperty().bind(Bindings.not(vm.canOpenFile()));
        openItem.textProperty().bind(vm.openLabel());
        welcomeItem.disableProperty().bind(Bindings.not(vm.hasWelcome()));
        restartLesson.disableProperty().bind(vm.lessonPlayingProperty().not());
        exportLessonItem.disableProperty().bind(export.progress().runningProperty());
        copySnapshotItem.disableProperty().bind(Bindings.not(vm.hasMoment()));
        copySnapshotItem.textProperty().bind(vm.snapshotLabel("menu.copySnapshot"));
        exportSnapshotItem.disableProperty().bind(Bindings.not(vm.hasMoment()));
        exportSnapshotItem.textProperty().bind(vm.snapshotLabel("menu.exportSnapshot"));
        var noZoom = Bindings.not(vm.canZoom());
        for (MenuItem zoom : List.of(zoomIn, zoomOut, actualSize)) {
            zoom.disableProperty().bind(noZoom);
        }

        var motion = window.motion();
        select(speeds, motion.speedProperty().get().name());
        motion.speedProperty().addListener((o, a, b) -> select(speeds, b.name()));
        speeds.selectedToggleProperty().addListener((o, a, t) -> {
            if (t != null) {
                motion.speedProperty().set(Speed.valueOf((String) t.getUserData()));
            }
        });
        reducedMotion.selectedProperty().bindBidirectional(motion.reducedMotionProperty());

        // The language is kept for the next start; no user data: the system's.
        select(languages, window.language().map(Locale::getLanguage).orElse(null));
        languages.selectedToggleProperty().addListener((o, a, t) -> {
            if (t != null) {
                window.chooseLanguage(Optional.ofNullable((String) t.getUserData()).map(Locale::forLanguageTag));
            }
        });

        List<Workspace> all = window.workspaces();
        for (int i = 0; i < all.size(); i++) {
            Workspace w = all.get(i);
            RadioMenuItem item = new RadioMenuItem(text.get(w.labelKey()));
            item.setId("workspace-" + w.name());
            item.setUserData(w.name());
            item.setToggleGroup(workspaceItems);
            if (i < 9) {
                item.setAccelerator(new KeyCharacterCombination(String.valueOf(i + 1), KeyCombination.SHORTCUT_DOWN));
            }
            item.setOnAction(e -> vm.showWorkspace(w.name()));
            workspaceMenu.getItems().add(item);
        }
        select(workspaceItems, window.activeProperty().get().name());
        window.activeProperty().addListener((o, a, w) -> select(workspaceItems, w.name()));
    }

    /** Selects the toggle whose user data is {@code data} (null: the one without). */
    private static void select(ToggleGroup group, Object data) {
        for (Toggle t : group.getToggles()) {
            t.setSelected(Objects.equals(t.getUserData(), data));
        }
    }

    @FXML private void onNew() { vm.newScene(); }
    @FXML private void onOpen() { vm.openFile(); }
    @FXML private void onWelcome() { vm.welcomeScene(); }
    @FXML private void onOpenSnapshot() { vm.openSnapshot(); }
    @FXML private void onExportSnapshot() { vm.exportSnapshot(); }
    @FXML private void onExportPng() { vm.exportPng(); }
    @FXML private void onExportLesson() { ExportLessonView.open(menuBar.getScene().getWindow(), export, text); }
    @FXML private void onCopySnapshot() { vm.copySnapshot(); }
    @FXML private void onPasteSnapshot() { vm.pasteSnapshot(); }
    @FXML private void onQuit() { Platform.exit(); }
    @FXML private void onChooseLesson() { vm.chooseLesson(); }
    @FXML private void onRestartLesson() { vm.restartLesson(); }
    @FXML private void onZoomIn() { vm.zoomIn(); }
    @FXML private void onZoomOut() { vm.zoomOut(); }
    @FXML private void onActualSize() { vm.actualSize(); }
    @FXML private void onDiagnose() {
        DiagnoseView.open(menuBar.getScene().getWindow(), new DiagnoseViewModel(vm.window()), text);
    }
}
