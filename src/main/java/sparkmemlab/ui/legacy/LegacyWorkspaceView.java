package sparkmemlab.ui.legacy;

import java.util.Optional;
import javafx.css.PseudoClass;
import javafx.event.EventHandler;
import javafx.fxml.FXML;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;
import sparkmemlab.ui.controls.MemoryBar;
import sparkmemlab.ui.view.Visibility;
import sparkmemlab.ui.vm.legacy.ComparedHeapsViewModel;
import sparkmemlab.ui.vm.legacy.LegacyWorkspaceViewModel;
import sparkmemlab.ui.vm.kernel.LessonPlayerViewModel;
import sparkmemlab.ui.vm.legacy.StepComparisonViewModel;

/**
 * The Legacy vs unified workspace's controller: binds both managers' bars, the step compared and the list of
 * differing steps to their view-models; ← → Home End step both heaps while the workspace is shown.
 */
public final class LegacyWorkspaceView {
    public static final String FXML = "/sparkmemlab/ui/legacy/LegacyWorkspaceView.fxml";
    private static final PseudoClass DIFFERS = PseudoClass.getPseudoClass("differs");

    private final LegacyWorkspaceViewModel vm;
    private final ComparedHeapsViewModel heaps;
    private final StepComparisonViewModel step;
    private final LessonPlayerViewModel player;
    private final EventHandler<KeyEvent> keys = this::key;
    /** Set while the list follows the step shown, so that selecting there does not ask to go there again. */
    private boolean following;

    @FXML private BorderPane root;
    @FXML private Label error;
    @FXML private Label unifiedCaption;
    @FXML private Label unifiedRefusal;
    @FXML private VBox unifiedBars;
    @FXML private Label unifiedOnTitle;
    @FXML private MemoryBar unifiedOnHeap;
    @FXML private VBox unifiedOffBox;
    @FXML private Label unifiedOffTitle;
    @FXML private MemoryBar unifiedOffHeap;
    @FXML private Label legacyCaption;
    @FXML private Label legacyRefusal;
    @FXML private VBox legacyBars;
    @FXML private Label legacyOnTitle;
    @FXML private MemoryBar legacyOnHeap;
    @FXML private VBox legacyOffBox;
    @FXML private Label legacyOffTitle;
    @FXML private MemoryBar legacyOffHeap;
    @FXML private VBox stepBox;
    @FXML private Label stepTitle;
    @FXML private Label outcomes;
    @FXML private Label verdict;
    @FXML private Label causes;
    @FXML private javafx.scene.control.ScrollPane lessonBox;
    @FXML private Label differencesTitle;
    @FXML private ListView<StepComparisonViewModel.Difference> differences;

    public LegacyWorkspaceView(LegacyWorkspaceViewModel vm, ComparedHeapsViewModel heaps, StepComparisonViewModel step,
            LessonPlayerViewModel player) {
        this.vm = vm;
        this.heaps = heaps;
        this.step = step;
        this.player = player;
    }

    @FXML
    private void initialize() {
        Visibility.textOrHidden(error, vm.errorProperty());
        side(heaps.unified(), unifiedCaption, unifiedRefusal, unifiedBars, unifiedOnTitle, unifiedOnHeap, unifiedOffBox,
                unifiedOffTitle, unifiedOffHeap);
        side(heaps.legacy(), legacyCaption, legacyRefusal, legacyBars, legacyOnTitle, legacyOnHeap, legacyOffBox,
                legacyOffTitle, legacyOffHeap);

        stepTitle.textProperty().bind(step.stepTitleProperty());
        Visibility.textOrHidden(outcomes, step.outcomesProperty());
        Visibility.textOrHidden(verdict, step.verdictProperty());
        Visibility.textOrHidden(causes, step.causesProperty());
        step.differsProperty().addListener((o, a, on) -> stepBox.pseudoClassStateChanged(DIFFERS, on));
        stepBox.pseudoClassStateChanged(DIFFERS, step.differsProperty().get());

        Visibility.showWhile(lessonBox, player.activeProperty());

        differencesTitle.textProperty().bind(step.differencesTitleProperty());
        differences.setCellFactory(list -> new DifferenceCell());
        differences.getItems().setAll(step.differencesProperty().get());
        step.differencesProperty().addListener((o, a, list) -> {
            following = true;
            try {
                differences.getItems().setAll(list);
            } finally {
                following = false;
            }
            select(step.selectedProperty().get());
        });
        step.selectedProperty().addListener((o, a, s) -> select(s));
        select(step.selectedProperty().get());
        differences.getSelectionModel().selectedItemProperty().addListener((o, a, d) -> {
            if (!following && d != null) {
                step.goTo(d.step());
            }
        });

        // The keys are the window's while this workspace is shown (it is in the scene only then).
        root.sceneProperty().addListener((o, before, now) -> {
            if (before != null) {
                before.removeEventFilter(KeyEvent.KEY_PRESSED, keys);
            }
            if (now != null) {
                now.addEventFilter(KeyEvent.KEY_PRESSED, keys);
            }
        });
    }

    private void side(ComparedHeapsViewModel.Side side, Label caption, Label refusal, VBox bars, Label onTitle,
            MemoryBar onHeap, VBox offBox, Label offTitle, MemoryBar offHeap) {
        caption.textProperty().bind(side.captionProperty());
        Visibility.textOrHidden(refusal, side.refusalProperty());
        Visibility.showWhile(bars, side.shownProperty());
        onHeap.modelProperty().bind(side.onHeapProperty());
        offHeap.modelProperty().bind(side.offHeapProperty());
        onTitle.textProperty().bind(side.onHeapProperty().map(b -> b.title()));
        offTitle.textProperty().bind(side.offHeapProperty().map(b -> b.title()));
        Visibility.showWhile(offBox, heaps.offHeapShownProperty());
    }

    /** The list selects the step shown when it is one that differs, and nothing otherwise. */
    private void select(Optional<Integer> shown) {
        following = true;
        try {
            var match = differences.getItems().stream().filter(d -> shown.isPresent() && d.step() == shown.get()).findFirst();
            if (match.isPresent()) {
                differences.getSelectionModel().select(match.get());
                differences.scrollTo(match.get());
            } else {
                differences.getSelectionModel().clearSelection();
            }
        } finally {
            following = false;
        }
    }

    /** A differing step, its words wrapped to the list's width (no sideways scrolling). */
    private static final class DifferenceCell extends javafx.scene.control.ListCell<StepComparisonViewModel.Difference> {
        DifferenceCell() {
            setWrapText(true);
            setPrefWidth(0);
        }

        @Override
        protected void updateItem(StepComparisonViewModel.Difference item, boolean empty) {
            super.updateItem(item, empty);
            setText(empty || item == null ? null : item.text());
        }
    }

    /** ← → Home End: the history bar's commands, from the keyboard. */
    private void key(KeyEvent e) {
        if (e.isShortcutDown() || e.getTarget() instanceof TextInputControl) {
            return;
        }
        var session = vm.comparison().session();
        Runnable command = switch (e.getCode()) {
            case LEFT -> session::back;
            case RIGHT -> () -> session.forward();
            case HOME -> session::first;
            case END -> session::last;
            default -> null;
        };
        if (command != null) {
            command.run();
            e.consume();
        }
    }
}
