package sparkmemlab.ui.executor;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import javafx.css.PseudoClass;
import javafx.event.EventHandler;
import javafx.fxml.FXML;
import javafx.scene.Node;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;
import sparkmemlab.lesson.Spotlight;
import sparkmemlab.ui.text.UiText;
import sparkmemlab.ui.view.ScrollPanes;
import sparkmemlab.ui.view.Spotlights;
import sparkmemlab.ui.view.StepKeys;
import sparkmemlab.ui.view.Views;
import sparkmemlab.ui.view.Visibility;
import sparkmemlab.ui.vm.executor.ExecutorWorkspaceViewModel;
import sparkmemlab.ui.kernel.LessonPaneView;

/**
 * The executor workspace's controller, over its panels (each included with its own controller): it shows the
 * sandbox's panels or the lesson pane in the sidebar, puts the code that ran beside the lists while a lesson
 * plays, dims the picture when the executor is lost, lights the parts a lesson step points at, and takes the
 * history's keys while the workspace is shown.
 */
public final class ExecutorWorkspaceView {
    public static final String FXML = "/sparkmemlab/ui/executor/ExecutorWorkspaceView.fxml";
    static final String LESSON_FXML = "/sparkmemlab/ui/kernel/LessonPaneView.fxml";

    private static final PseudoClass LOST = PseudoClass.getPseudoClass("lost");
    /** Each part a lesson can point at is the node of that id. */
    private static final Map<Spotlight, List<String>> PARTS = Spotlight.EXECUTOR.stream()
            .collect(Collectors.toUnmodifiableMap(part -> part, part -> List.of("#" + part.name())));
    /**
     * Where the dividers go while a lesson plays (a split pane's dividers are reset whenever its items change):
     * the left column a little less than half the width, wide enough for the log's sentences, the code its
     * lines; the cached blocks' share of that column, and less of it when the lesson caches none.
     */
    private static final double LESSON_LEFT_COLUMN = 0.46;
    private static final double LESSON_BLOCKS_SHARE = 0.38;
    private static final double FEW_BLOCKS_SHARE = 0.14;

    private final ExecutorWorkspaceViewModel vm;
    private final UiText text;
    private final EventHandler<KeyEvent> keys = new HistoryKeys();
    /** The lesson pane's controller, once the pane was first shown. */
    private LessonPaneView lessonPaneView;
    /** The sandbox's divider between the blocks and the log, as its FXML sets it. */
    private double sandboxDivider;

    @FXML private BorderPane root;
    @FXML private VBox lessonPane;
    @FXML private VBox sandboxPanels;
    @FXML private ScrollPane stageScroll;
    @FXML private VBox stageArea;
    @FXML private SplitPane lists;
    @FXML private SplitPane lessonColumns;
    @FXML private SplitPane lessonLists;
    @FXML private Node blocksBox;
    @FXML private Node logBox;
    @FXML private javafx.scene.control.TitledPane rules;
    @FXML private VBox unifiedRules;
    @FXML private VBox legacyRules;

    public ExecutorWorkspaceView(ExecutorWorkspaceViewModel vm, UiText text) {
        this.vm = vm;
        this.text = text;
    }

    @FXML
    private void initialize() {
        var legacy = vm.heap().legacyProperty();
        rules.textProperty().bind(legacy.map(on -> text.get(on ? "rules.legacy.title" : "rules.title")));
        Visibility.showWhile(unifiedRules, legacy.not());
        Visibility.showWhile(legacyRules, legacy);
        // The lesson pane is loaded the first time it is shown: the window opens on the sandbox, so its first
        // frame does not wait for the pane's nodes, classes and styles.
        vm.lessonPaneShownProperty().addListener((o, a, shown) -> {
            if (shown) {
                lessonPane();
            }
        });
        vm.pickerRequestsProperty().addListener((o, a, b) -> lessonPane().showPicker());
        if (vm.lessonPaneShownProperty().get()) {
            lessonPane();
        }
        Visibility.showWhile(lessonPane, vm.lessonPaneShownProperty());
        Visibility.showWhile(sandboxPanels, vm.lessonPaneShownProperty().not());

        ScrollPanes.drawWithoutCache(stageScroll);
        var player = vm.player();
        sandboxDivider = lists.getDividerPositions()[0];
        player.activeProperty().addListener((o, a, on) -> arrangeLists(on));
        arrangeLists(player.activeProperty().get());
        vm.blocks().anyBlocksProperty().addListener((o, a, b) -> lessonLists.setDividerPositions(lessonBlocksShare()));

        vm.heap().executorLostProperty().addListener((o, a, lost) -> stageArea.pseudoClassStateChanged(LOST, lost));
        stageArea.pseudoClassStateChanged(LOST, vm.heap().executorLostProperty().get());
        Spotlights.follow(root, player.spotlightProperty(), PARTS, stageScroll, lists, lessonColumns, lessonLists);

        // The keys are the window's while this workspace is shown (it is in the scene only then).
        StepKeys.whileInScene(root, keys);
    }

    @FXML
    private void onOpenInLegacy() {
        vm.openInLegacyVsUnified();
    }

    private LessonPaneView lessonPane() {
        if (lessonPaneView == null) {
            Views.Loaded<LessonPaneView> loaded = Views.loadWithController(LESSON_FXML, text.bundle(), vm.viewModels());
            lessonPane.getChildren().setAll(loaded.root());
            lessonPaneView = loaded.controller();
        }
        return lessonPaneView;
    }

    /** The lists under the bars: side by side in the sandbox; while a lesson plays, over each other beside the code. */
    private void arrangeLists(boolean lesson) {
        var parts = stageArea.getChildren();
        if (lesson && !parts.contains(lessonColumns)) {
            lists.getItems().clear();
            lessonLists.getItems().setAll(blocksBox, logBox);
            lessonLists.setDividerPositions(lessonBlocksShare());
            parts.set(parts.indexOf(lists), lessonColumns);
            lessonColumns.setDividerPositions(LESSON_LEFT_COLUMN);
        } else if (!lesson && !parts.contains(lists)) {
            lessonLists.getItems().clear();
            lists.getItems().setAll(blocksBox, logBox);
            lists.setDividerPositions(sandboxDivider);
            parts.set(parts.indexOf(lessonColumns), lists);
        }
    }

    /** Little room for the cached blocks when the lesson caches none. */
    private double lessonBlocksShare() {
        return vm.blocks().anyBlocksProperty().get() ? LESSON_BLOCKS_SHARE : FEW_BLOCKS_SHARE;
    }

    /**
     * ← → Home End step through the history (a step forward waits for a lesson's question), Space plays or
     * pauses a lesson; and Shortcut with +, = or − on any keyboard zooms, as the menu's accelerators do.
     */
    private final class HistoryKeys implements EventHandler<KeyEvent> {
        @Override
        public void handle(KeyEvent e) {
            var zoom = vm.heap().zoom();
            Runnable command = null;
            if (e.isShortcutDown()) {
                command = switch (e.getCode()) {
                    case EQUALS, ADD -> zoom::zoomIn;
                    case SUBTRACT -> zoom::zoomOut;
                    case NUMPAD0 -> zoom::actualSize;
                    default -> null;
                };
            } else if (e.getCode() == KeyCode.SPACE && !(e.getTarget() instanceof TextInputControl)) {
                command = vm.player().activeProperty().get() ? vm.player()::togglePlay : null;
            } else {
                command = StepKeys.command(e, vm.historyBar());
            }
            if (command != null) {
                command.run();
                e.consume();
            }
        }
    }
}
