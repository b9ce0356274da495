package sparkmemlab.ui;

import java.io.File;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javafx.application.Platform;
import javafx.css.PseudoClass;
import javafx.fxml.FXML;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.input.DragEvent;
import javafx.scene.input.TransferMode;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.StackPane;
import org.controlsfx.control.SegmentedButton;
import sparkmemlab.ui.vm.BackgroundWork;
import sparkmemlab.export.LessonExport;
import sparkmemlab.ui.text.UiText;
import sparkmemlab.ui.view.Views;
import sparkmemlab.ui.view.Visibility;
import sparkmemlab.ui.view.WindowPictures;
import sparkmemlab.ui.vm.MenusViewModel;
import sparkmemlab.ui.vm.MotionSettings;
import sparkmemlab.ui.vm.Workspace;
import sparkmemlab.ui.vm.WindowViewModel;
import sparkmemlab.ui.vm.export.ExportProgressViewModel;
import sparkmemlab.ui.vm.export.LessonExportViewModel;

/**
 * The window's controller: the header (title, the workspaces' navigation, the hint), the workspace shown in
 * the middle (each view loaded the first time its workspace is shown), the motion settings as style classes
 * on the root, the export bar at its foot, and files dropped anywhere on the window.
 */
public final class MainWindowView {
    public static final String FXML = "/sparkmemlab/ui/MainWindowView.fxml";

    private static final PseudoClass DROP_TARGET = PseudoClass.getPseudoClass("drop-target");

    private final WindowViewModel vm;
    private final UiText text;
    private final Map<String, Parent> views = new HashMap<>();

    @FXML private BorderPane root;
    @FXML private Label scenarioTitle;
    @FXML private Label hint;
    @FXML private Label sparkVersion;
    @FXML private SegmentedButton navigation;
    @FXML private StackPane workspaceHost;

    public MainWindowView(WindowViewModel vm, UiText text) {
        this.vm = vm;
        this.text = text;
    }

    /**
     * Loads the window's root for its view-model, with the stylesheet applied; Export PNG pictures this window,
     * Export lesson draws its pictures with {@code cameras} on a thread of its own.
     */
    public static Parent load(WindowViewModel vm, LessonExport.Cameras cameras) {
        MenusViewModel menus = new MenusViewModel(vm);
        ExportProgressViewModel exporting = new ExportProgressViewModel(vm.text(), vm.notifier(), vm::fail,
                job -> {
                    Thread t = BackgroundWork.thread(job, "lesson-export");
                    t.start();
                }, Platform::runLater);
        LessonExportViewModel export = new LessonExportViewModel(vm,
                new LessonExport(cameras), exporting);
        Parent root = Views.load(FXML, vm.text().bundle(), List.of(vm, menus, export, exporting, vm.text()));
        root.getStylesheets().add(MainWindowView.class.getResource(Views.CSS).toExternalForm());
        ScriptFont.apply(root, vm.text().locale());
        menus.setWindowPicture(file -> WindowPictures.write(WindowPictures.snapshot(root.getScene()), file));
        return root;
    }

    @FXML
    private void initialize() {
        scenarioTitle.textProperty().bind(vm.titleProperty());
        Visibility.textOrHidden(hint, vm.hintProperty());
        Visibility.textOrHidden(sparkVersion, vm.sparkVersionProperty());

        MotionSettings motion = vm.motion();
        motion.speedProperty().addListener((o, a, b) -> styleRoot());
        motion.reducedMotionProperty().addListener((o, a, b) -> styleRoot());
        styleRoot();

        buildNavigation();
        vm.activeProperty().addListener((o, a, w) -> show(w));
        show(vm.activeProperty().get());

        root.setOnDragOver(this::onDragOver);
        root.setOnDragExited(e -> root.pseudoClassStateChanged(DROP_TARGET, false));
        root.setOnDragDropped(this::onDragDropped);
    }

    /** A toggle per workspace, pressed while it is shown; never none pressed. */
    private void buildNavigation() {
        List<Workspace> all = vm.workspaces();
        for (int i = 0; i < all.size(); i++) {
            Workspace w = all.get(i);
            ToggleButton b = new ToggleButton(text.get(w.labelKey()));
            b.setId("nav-" + w.name());
            b.setUserData(w.name());
            // Shortcut+n reaches it from anywhere; as a focus stop it would keep the history's keys from the workspace.
            b.setFocusTraversable(false);
            b.setTooltip(new Tooltip(text.get("workspace.tip", text.get(w.labelKey()), i + 1)));
            b.setOnAction(e -> vm.show(w.name()));
            navigation.getButtons().add(b);
        }
        navigation.getToggleGroup().selectedToggleProperty().addListener((o, a, now) -> {
            if (now == null) {
                follow(vm.activeProperty().get());
            }
        });
    }

    private void follow(Workspace active) {
        navigation.getButtons().forEach(b -> b.setSelected(active.name().equals(b.getUserData())));
    }

    private void show(Workspace w) {
        follow(w);
        Parent view = views.computeIfAbsent(w.name(),
                n -> Views.load(w.fxml(), text.bundle(), vm.viewModel(n).orElseThrow().viewModels()));
        workspaceHost.getChildren().setAll(view);
        // The workspace shown before left the scene with whatever had the focus in it, yet the scene would go on
        // sending keys there (Space on a ChoiceBox out of the scene opened its popup in none: an exception).
        Scene scene = root.getScene();
        if (scene != null && scene.getFocusOwner() != null && scene.getFocusOwner().getScene() != scene) {
            view.requestFocus();
        }
    }

    private void styleRoot() {
        MotionSettings motion = vm.motion();
        root.getStyleClass().removeIf(c -> c.startsWith("speed-") || c.equals("reduced-motion"));
        root.getStyleClass().add(motion.speedProperty().get().styleClass());
        if (motion.reducedMotionProperty().get()) {
            root.getStyleClass().add("reduced-motion");
        }
    }

    // ---- a file dropped anywhere on the window opens where it belongs (WindowViewModel.openDropped) ----

    /** One file or folder (Spark's rolling event logs are folders). */
    private static Optional<File> dropped(DragEvent e) {
        var board = e.getDragboard();
        return board.hasFiles() && board.getFiles().size() == 1 ? Optional.of(board.getFiles().get(0)) : Optional.empty();
    }

    private void onDragOver(DragEvent e) {
        if (dropped(e).isPresent()) {
            e.acceptTransferModes(TransferMode.COPY);
            root.pseudoClassStateChanged(DROP_TARGET, true);
        }
        e.consume();
    }

    private void onDragDropped(DragEvent e) {
        var file = dropped(e);
        root.pseudoClassStateChanged(DROP_TARGET, false);
        // Read after the drop has returned, so the person's file manager is not held up by a large file.
        file.ifPresent(f -> Platform.runLater(() -> vm.openDropped(f.toPath())));
        e.setDropCompleted(file.isPresent());
        e.consume();
    }
}
