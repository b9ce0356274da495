package sparkmemlab.ui.kernel;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javafx.css.PseudoClass;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import sparkmemlab.lesson.Topic;
import sparkmemlab.ui.controls.PlayClock;
import sparkmemlab.ui.view.Visibility;
import sparkmemlab.ui.vm.MotionSettings;
import sparkmemlab.ui.vm.Speed;
import sparkmemlab.ui.vm.LessonStage;
import sparkmemlab.ui.vm.kernel.LessonExit;
import sparkmemlab.ui.vm.kernel.LessonPlayerViewModel;
import org.controlsfx.control.SegmentedButton;
import sparkmemlab.ui.text.UiText;

/**
 * The lesson side of the sidebar, thin: the picker by topic with each lesson's progress, the narration, the
 * question before a step, the feedback after it, the score, and the player's controls, all bound to the
 * {@link LessonPlayerViewModel}.
 */
public final class LessonPaneView {
    private static final PseudoClass RIGHT = PseudoClass.getPseudoClass("right");
    private static final PseudoClass WRONG = PseudoClass.getPseudoClass("wrong");
    private static final PseudoClass PLAYING = PseudoClass.getPseudoClass("playing");
    private static final PseudoClass ATTENTION = PseudoClass.getPseudoClass("attention");

    private final LessonPlayerViewModel player;
    private final LessonStage lab;
    private final LessonExit workspace;
    private final MotionSettings motion;
    private final UiText text;

    @FXML private VBox pane;
    @FXML private Label error;
    @FXML private TitledPane pickerPane;
    @FXML private TreeView<Object> picker;
    @FXML private Label pickerEmpty;
    @FXML private TitledPane card;
    @FXML private Label stepText;
    @FXML private Label narration;
    @FXML private VBox feedback;
    @FXML private Label verdict;
    @FXML private Label explanation;
    @FXML private VBox question;
    @FXML private Label questionText;
    @FXML private VBox choices;
    @FXML private HBox numberBox;
    @FXML private TextField numberAnswer;
    @FXML private Button answerNumber;
    @FXML private Label numberRule;
    @FXML private Label numberError;
    @FXML private Label score;
    @FXML private Button back;
    @FXML private Button play;
    @FXML private Button step;
    @FXML private SegmentedButton speed;
    @FXML private PlayClock clock;

    public LessonPaneView(LessonPlayerViewModel player, LessonStage session, LessonExit workspace,
            MotionSettings motion, UiText text) {
        this.player = player;
        this.lab = session;
        this.workspace = workspace;
        this.motion = motion;
        this.text = text;
    }

    /** Opens the picker (Lessons > Choose a lesson). */
    public void showPicker() {
        pickerPane.setExpanded(true);
        // The picker is in the window only once its titled pane's skin has put it there, at the pane's first CSS
        // pass: made now, so that the focus goes to it now and ↑ ↓ and Enter pick a lesson.
        pane.applyCss();
        picker.requestFocus();
    }

    @FXML
    private void initialize() {
        // The window's refusals (a snapshot that cannot be opened) show here while the sandbox panels are hidden.
        Visibility.textOrHidden(error, lab.errorProperty());
        picker.setRoot(new TreeItem<>());
        picker.setCellFactory(t -> new LessonPickerCell());
        player.itemsProperty().addListener((o, a, b) -> fillPicker());
        fillPicker();
        // Only a person's click or Enter opens a lesson: the tree is rebuilt as progress changes.
        picker.setOnMouseClicked(e -> openSelected());
        picker.setOnKeyPressed(e -> {
            if (e.getCode() == javafx.scene.input.KeyCode.ENTER) {
                openSelected();
                e.consume();
            }
        });

        // While a lesson plays, the picker folds away to leave the narration room.
        player.activeProperty().addListener((o, a, on) -> pickerPane.setExpanded(!on));
        pickerPane.setExpanded(!player.activeProperty().get());
        card.visibleProperty().bind(player.activeProperty());
        card.managedProperty().bind(card.visibleProperty());
        card.textProperty().bind(player.titleProperty());
        stepText.textProperty().bind(player.stepTextProperty());
        narration.textProperty().bind(player.narrationProperty());

        feedback.visibleProperty().bind(player.feedbackProperty().isNotNull());
        feedback.managedProperty().bind(feedback.visibleProperty());
        player.feedbackProperty().addListener((o, a, f) -> showFeedback(f));
        showFeedback(player.feedbackProperty().get());

        question.visibleProperty().bind(player.questionProperty().isNotNull());
        question.managedProperty().bind(question.visibleProperty());
        player.questionProperty().addListener((o, a, q) -> showQuestion(q));
        showQuestion(player.questionProperty().get());
        player.attentionProperty().addListener((o, a, on) -> question.pseudoClassStateChanged(ATTENTION, on));
        numberError.textProperty().bind(player.numberErrorProperty());
        numberError.visibleProperty().bind(player.numberErrorProperty().isNotEmpty());
        numberError.managedProperty().bind(numberError.visibleProperty());

        score.textProperty().bind(player.scoreProperty());
        back.disableProperty().bind(lab.canBackProperty().not());
        step.disableProperty().bind(lab.canForwardProperty().not().or(player.questionProperty().isNotNull()));
        player.playingProperty().addListener((o, a, on) -> play.pseudoClassStateChanged(PLAYING, on));
        play.textProperty().bind(player.playingProperty().map(on -> text.get(on ? "lesson.pause" : "lesson.play")));
        play.disableProperty().bind(lab.canForwardProperty().not());
        bindSpeed();
        clock.playingProperty().bind(player.playingProperty());
        clock.onTickProperty().set(player::tick);
    }

    /** The speed's buttons (their user data names a {@link Speed}) and the motion settings, both ways; one is always pressed. */
    private void bindSpeed() {
        var toggles = speed.getToggleGroup();
        Runnable follow = () -> speed.getButtons().forEach(b -> b.setSelected(b.getUserData().equals(motion.speedProperty().get().name())));
        follow.run();
        motion.speedProperty().addListener((o, a, b) -> follow.run());
        toggles.selectedToggleProperty().addListener((o, a, chosen) -> {
            if (chosen == null) {
                follow.run();
            } else {
                motion.speedProperty().set(Speed.valueOf((String) chosen.getUserData()));
            }
        });
    }

    private void openSelected() {
        TreeItem<Object> item = picker.getSelectionModel().getSelectedItem();
        if (item != null && item.getValue() instanceof LessonPlayerViewModel.Item lesson
                && !player.lessonId().orElse("").equals(lesson.id())) {
            player.open(lesson.id());
        }
    }

    private void fillPicker() {
        Map<Topic, TreeItem<Object>> byTopic = new LinkedHashMap<>();
        List<LessonPlayerViewModel.Item> items = player.itemsProperty().get();
        for (LessonPlayerViewModel.Item item : items) {
            TreeItem<Object> topic = byTopic.computeIfAbsent(item.topic(), t -> {
                TreeItem<Object> node = new TreeItem<>(item.topicName());
                node.setExpanded(true);
                return node;
            });
            topic.getChildren().add(new TreeItem<>(item));
        }
        picker.getRoot().getChildren().setAll(byTopic.values());
        pickerEmpty.setVisible(items.isEmpty());
        pickerEmpty.setManaged(items.isEmpty());
    }

    private void showFeedback(LessonPlayerViewModel.Feedback f) {
        verdict.setText(f == null ? "" : f.verdict());
        explanation.setText(f == null ? "" : f.explanation());
        feedback.pseudoClassStateChanged(RIGHT, f != null && f.correct());
        feedback.pseudoClassStateChanged(WRONG, f != null && !f.correct());
    }

    private void showQuestion(LessonPlayerViewModel.Question q) {
        choices.getChildren().clear();
        numberAnswer.clear();
        if (q == null) {
            questionText.setText("");
            numberRule.setText("");
            return;
        }
        questionText.setText(q.text());
        numberRule.setText(q.rule());
        for (int i = 0; i < q.choices().size(); i++) {
            int index = i;
            Button choice = new Button(q.choices().get(i));
            choice.setId("choice" + i);
            choice.getStyleClass().add("choice");
            choice.setWrapText(true);
            choice.setMaxWidth(Double.MAX_VALUE);
            choice.setOnAction(e -> player.answerChoice(index));
            choices.getChildren().add(choice);
        }
        choices.setVisible(!q.number());
        choices.setManaged(!q.number());
        numberBox.setVisible(q.number());
        numberBox.setManaged(q.number());
        numberRule.setVisible(q.number());
        numberRule.setManaged(q.number());
    }

    @FXML private void onAnswerNumber() { player.answerNumber(numberAnswer.getText()); }
    @FXML private void onBack() { player.back(); }
    @FXML private void onStep() { player.forward(); }
    @FXML private void onPlay() { player.togglePlay(); }
    @FXML private void onLeave() { workspace.leaveLessons(); }
}
