package sparkmemlab.ui;

import java.io.IOException;
import java.io.Reader;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import javafx.application.Platform;
import javafx.beans.value.ChangeListener;
import javafx.css.PseudoClass;
import javafx.fxml.FXML;
import javafx.fxml.FXMLLoader;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.RadioMenuItem;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Slider;
import javafx.scene.control.TextField;
import javafx.scene.control.TextInputControl;
import javafx.scene.control.Toggle;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.Tooltip;
import javafx.scene.input.DragEvent;
import javafx.scene.input.KeyCode;
import javafx.scene.input.TransferMode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import javafx.stage.FileChooser;
import javafx.util.StringConverter;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SplitPane;
import sparkmemlab.lesson.Spotlight;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.model.SparkMethod;
import sparkmemlab.ui.controls.CodeView;
import sparkmemlab.ui.vm.LessonPlayerViewModel;
import sparkmemlab.ui.vm.LessonProgress;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.scenario.ScenarioException;
import sparkmemlab.scenario.ScenarioParser;
import sparkmemlab.ui.controls.BlockList;
import sparkmemlab.ui.controls.MemoryBar;
import sparkmemlab.ui.controls.TaskSlots;
import sparkmemlab.ui.controls.TimelineChart;
import sparkmemlab.ui.vm.ActionKind;
import sparkmemlab.ui.vm.LabViewModel;
import sparkmemlab.ui.vm.LogEntry;

/**
 * The window's controller, thin: it binds the FXML view of the same name to the {@link LabViewModel}
 * and forwards the person's actions to its commands. It never touches the model.
 */
public final class MainView {
    public static final String FXML = "/sparkmemlab/ui/MainView.fxml";
    static final String LESSON_FXML = "/sparkmemlab/ui/LessonPane.fxml";
    public static final String CSS = "/sparkmemlab/ui/spark-memory-lab.css";

    private static final PseudoClass HEADING = PseudoClass.getPseudoClass("heading");
    private static final PseudoClass CURRENT = PseudoClass.getPseudoClass("current");
    private static final PseudoClass DROP_TARGET = PseudoClass.getPseudoClass("drop-target");

    private static final PseudoClass SPOTLIGHT = PseudoClass.getPseudoClass("spotlight");
    private static final PseudoClass SHOWN = PseudoClass.getPseudoClass("shown");
    private static final PseudoClass LOST = PseudoClass.getPseudoClass("lost");

    private final LabViewModel vm;
    private final LessonPlayerViewModel player;
    private final UiText text;
    private final javafx.beans.property.BooleanProperty lessonsShown = new javafx.beans.property.SimpleBooleanProperty();

    @FXML private VBox lessonPane;
    /** The lesson pane's controller, once the pane was first shown ({@link #lessonPane()}). */
    private LessonPane lessonPaneController;
    @FXML private VBox sandboxPanels;
    @FXML private SplitPane lists;
    @FXML private SplitPane lessonLists;
    @FXML private VBox blocksBox;
    @FXML private VBox logBox;
    @FXML private VBox codeBox;
    @FXML private FlowPane codeMethods;
    @FXML private Label codeSource;
    @FXML private CodeView codeView;
    @FXML private MenuItem restartLesson;

    @FXML private BorderPane root;
    @FXML private Label scenarioTitle;
    @FXML private Label hint;
    @FXML private RadioMenuItem languageSystem;
    @FXML private RadioMenuItem languageEn;
    @FXML private RadioMenuItem languageZh;
    @FXML private RadioMenuItem speedSlow;
    @FXML private RadioMenuItem speedNormal;
    @FXML private RadioMenuItem speedFast;
    @FXML private CheckMenuItem reducedMotion;
    @FXML private ComboBox<ActionKind> actionKind;
    @FXML private TextField actionTask;
    @FXML private TextField actionBlock;
    @FXML private TextField actionBytes;
    @FXML private TextField actionConsumer;
    @FXML private ChoiceBox<MemoryMode> actionMode;
    @FXML private Label error;
    @FXML private TextField cfgExecutorMemory;
    @FXML private TextField cfgReserved;
    @FXML private TextField cfgFraction;
    @FXML private TextField cfgStorageFraction;
    @FXML private CheckBox cfgOffHeapEnabled;
    @FXML private TextField cfgOffHeapSize;
    @FXML private TextField cfgCores;
    @FXML private Label configError;
    @FXML private Button startSandbox;
    @FXML private Label onHeapTitle;
    @FXML private VBox stageArea;
    @FXML private Label lostBanner;
    @FXML private Label heapLabel;
    @FXML private MemoryBar onHeapBar;
    @FXML private VBox offHeapBox;
    @FXML private ScrollPane barsScroll;
    @FXML private VBox bars;
    @FXML private Label zoomLabel;
    @FXML private Label offHeapTitle;
    @FXML private MemoryBar offHeapBar;
    @FXML private FlowPane legend;
    @FXML private Label slotsTitle;
    @FXML private TaskSlots taskSlots;
    @FXML private Label blocksTitle;
    @FXML private BlockList blockList;
    @FXML private ListView<LogEntry> eventLog;
    @FXML private TimelineChart timeline;
    @FXML private Button first;
    @FXML private Button back;
    @FXML private Button forward;
    @FXML private Button last;
    @FXML private Slider slider;
    @FXML private Label status;

    private boolean syncingSlider;

    public MainView(LabViewModel vm, LessonPlayerViewModel player) {
        this.vm = vm;
        this.player = player;
        this.text = vm.text();
    }

    /** Loads the window's root for a view-model, with no lessons, and the stylesheet applied. */
    public static Parent load(LabViewModel vm) {
        return load(vm, new LessonPlayerViewModel(vm, List.of(), LessonProgress.inMemory()));
    }

    /** Loads the window's root for a view-model and its lesson player, with the stylesheet applied. */
    public static Parent load(LabViewModel vm, LessonPlayerViewModel player) {
        URL fxml = MainView.class.getResource(FXML);
        FXMLLoader loader = new FXMLLoader(fxml, vm.text().bundle());
        loader.setControllerFactory(type -> new MainView(vm, player));
        try {
            Parent parent = loader.load();
            parent.getStylesheets().add(MainView.class.getResource(CSS).toExternalForm());
            ScriptFont.apply(parent, vm.text().locale());
            return parent;
        } catch (IOException e) {
            throw new IllegalStateException("cannot load " + FXML, e);
        }
    }

    @FXML
    private void initialize() {
        scenarioTitle.textProperty().bind(vm.titleProperty());
        hint.textProperty().bind(vm.hintProperty());
        hint.visibleProperty().bind(vm.hintProperty().isNotEmpty());
        hint.managedProperty().bind(hint.visibleProperty());

        // Settings: speed and reduced motion are style classes on the root (durations live in CSS).
        ToggleGroup speeds = new ToggleGroup();
        speedSlow.setToggleGroup(speeds);
        speedNormal.setToggleGroup(speeds);
        speedFast.setToggleGroup(speeds);
        speedSlow.setUserData(LabViewModel.Speed.SLOW);
        speedNormal.setUserData(LabViewModel.Speed.NORMAL);
        speedFast.setUserData(LabViewModel.Speed.FAST);
        speeds.selectedToggleProperty().addListener((o, a, b) -> {
            if (b != null) {
                vm.speedProperty().set((LabViewModel.Speed) b.getUserData());
            }
        });
        for (Toggle t : speeds.getToggles()) {
            t.setSelected(t.getUserData() == vm.speedProperty().get());
        }
        reducedMotion.selectedProperty().bindBidirectional(vm.reducedMotionProperty());
        chooseLanguageFromMenu();
        vm.speedProperty().addListener((o, a, b) -> styleRoot());
        vm.reducedMotionProperty().addListener((o, a, b) -> styleRoot());
        styleRoot();

        // Act panel.
        actionKind.getItems().setAll(ActionKind.values());
        actionKind.setConverter(converter(k -> text.get(k.key())));
        actionKind.valueProperty().bindBidirectional(vm.actionProperty());
        actionTask.textProperty().bindBidirectional(vm.actionTaskProperty());
        actionBlock.textProperty().bindBidirectional(vm.actionBlockProperty());
        actionBytes.textProperty().bindBidirectional(vm.actionBytesProperty());
        actionConsumer.textProperty().bindBidirectional(vm.actionConsumerProperty());
        actionMode.getItems().setAll(MemoryMode.values());
        actionMode.setConverter(converter(text::mode));
        actionMode.valueProperty().bindBidirectional(vm.actionModeProperty());
        ChangeListener<ActionKind> fields = (o, a, k) -> {
            actionTask.setDisable(k == null || !k.takesTask() || k == ActionKind.START_TASK);
            actionBlock.setDisable(k == null || !k.takesBlock());
            actionBytes.setDisable(k == null || !k.takesBytes());
            actionMode.setDisable(k == null || !k.takesMode());
            actionConsumer.setDisable(k == null || !k.takesConsumer());
        };
        vm.actionProperty().addListener(fields);
        fields.changed(null, null, vm.actionProperty().get());
        error.textProperty().bind(vm.errorProperty());
        error.visibleProperty().bind(vm.errorProperty().isNotEmpty());
        error.managedProperty().bind(error.visibleProperty());

        // Configuration panel.
        var cfg = vm.config();
        cfgExecutorMemory.textProperty().bindBidirectional(cfg.executorMemoryProperty());
        cfgReserved.textProperty().bindBidirectional(cfg.reservedMemoryProperty());
        cfgFraction.textProperty().bindBidirectional(cfg.memoryFractionProperty());
        cfgStorageFraction.textProperty().bindBidirectional(cfg.storageFractionProperty());
        cfgOffHeapEnabled.selectedProperty().bindBidirectional(cfg.offHeapEnabledProperty());
        cfgOffHeapSize.textProperty().bindBidirectional(cfg.offHeapSizeProperty());
        cfgCores.textProperty().bindBidirectional(cfg.coresProperty());
        configError.textProperty().bind(cfg.errorProperty());
        configError.visibleProperty().bind(cfg.errorProperty().isNotEmpty());
        configError.managedProperty().bind(configError.visibleProperty());
        startSandbox.disableProperty().bind(cfg.configProperty().isNull());

        // The picture.
        onHeapBar.modelProperty().bind(vm.onHeapBarProperty());
        offHeapBar.modelProperty().bind(vm.offHeapBarProperty());
        onHeapTitle.textProperty().bind(vm.onHeapBarProperty().map(b -> b.title()));
        offHeapTitle.textProperty().bind(vm.offHeapBarProperty().map(b -> b.title()));
        offHeapBox.visibleProperty().bind(vm.offHeapShownProperty());
        offHeapBox.managedProperty().bind(offHeapBox.visibleProperty());
        heapLabel.textProperty().bind(vm.heapLabelProperty());
        Tooltip heapTip = new Tooltip();
        heapTip.setWrapText(true);
        heapTip.setMaxWidth(420);
        heapTip.textProperty().bind(vm.heapTooltipProperty());
        heapLabel.setTooltip(heapTip);
        // The executor lost: a banner over the bars, and everything it drew dimmed (a style).
        lostBanner.textProperty().bind(vm.lostTextProperty());
        lostBanner.visibleProperty().bind(vm.executorLostProperty());
        lostBanner.managedProperty().bind(lostBanner.visibleProperty());
        vm.executorLostProperty().addListener((o, a, lost) -> stageArea.pseudoClassStateChanged(LOST, lost));
        stageArea.pseudoClassStateChanged(LOST, vm.executorLostProperty().get());
        buildLegend();
        bindZoom();
        slotsTitle.textProperty().bind(vm.slotsTitleProperty());
        taskSlots.slotsProperty().bind(vm.taskSlotsProperty());
        blocksTitle.textProperty().bind(vm.blocksTitleProperty());
        blockList.setColumnTitles(List.of(text.get("lru.col.order"), text.get("lru.col.block"), text.get("lru.col.rdd"),
                text.get("lru.col.size"), text.get("lru.col.mode"), text.get("lru.col.readers"), text.get("lru.col.eviction")));
        blockList.rowsProperty().bind(vm.blocksProperty());
        eventLog.setItems(vm.log());
        eventLog.setCellFactory(list -> new LogCell(vm.positionProperty()));
        eventLog.setFocusTraversable(false);
        eventLog.skinProperty().addListener((o, a, b) -> Platform.runLater(this::scrollLog));
        vm.log().addListener((javafx.collections.ListChangeListener<LogEntry>) c -> scrollLog());
        scrollLog();

        // History.
        timeline.modelProperty().bind(vm.timelineProperty());
        timeline.setOnSelectStep(vm::goTo);
        first.disableProperty().bind(vm.canBackProperty().not());
        back.disableProperty().bind(vm.canBackProperty().not());
        forward.disableProperty().bind(vm.canForwardProperty().not());
        last.disableProperty().bind(vm.canForwardProperty().not());
        first.setTooltip(new Tooltip(text.get("history.first.tip")));
        back.setTooltip(new Tooltip(text.get("history.back.tip")));
        forward.setTooltip(new Tooltip(text.get("history.forward.tip")));
        last.setTooltip(new Tooltip(text.get("history.last.tip")));
        status.textProperty().bind(vm.statusProperty());
        slider.maxProperty().bind(vm.sizeProperty());
        slider.setValue(vm.positionProperty().get());
        vm.positionProperty().addListener((o, a, b) -> syncSlider());
        vm.sizeProperty().addListener((o, a, b) -> syncSlider());
        slider.valueProperty().addListener((o, a, b) -> {
            if (!syncingSlider) {
                vm.goTo((int) Math.round(b.doubleValue()));
            }
        });
        root.addEventFilter(KeyEvent.KEY_PRESSED, this::onKey);

        // Lessons: the sidebar shows the lesson pane while a lesson plays or the picker was asked for.
        player.activeProperty().addListener((o, a, on) -> lessonsShown.set(on || lessonsShown.get() && !a));
        lessonsShown.set(player.activeProperty().get());
        lessonsShown.addListener((o, a, shown) -> {
            if (shown) {
                lessonPane();
            }
        });
        if (lessonsShown.get()) {
            lessonPane();
        }
        lessonPane.visibleProperty().bind(lessonsShown);
        lessonPane.managedProperty().bind(lessonPane.visibleProperty());
        sandboxPanels.visibleProperty().bind(lessonsShown.not());
        sandboxPanels.managedProperty().bind(sandboxPanels.visibleProperty());
        restartLesson.disableProperty().bind(player.activeProperty().not());
        player.spotlightProperty().addListener((o, a, b) -> spotlight());
        spotlight();
        // The code view: a pane beside the lists while a lesson plays.
        player.activeProperty().addListener((o, a, on) -> showCode(on));
        showCode(player.activeProperty().get());
        vm.anyBlocksProperty().addListener((o, a, b) -> lessonLists.setDividerPositions(blocksShare()));
        codeView.excerptProperty().bind(vm.code().excerptProperty());
        codeView.emptyTextProperty().set(text.get("code.none"));
        vm.code().methodsProperty().addListener((o, a, b) -> codeMethods());
        vm.code().shownProperty().addListener((o, a, b) -> codeMethods());
        codeMethods();

        // A snapshot dropped anywhere on the window opens like File > Open snapshot.
        root.setOnDragOver(this::onDragOver);
        root.setOnDragExited(e -> root.pseudoClassStateChanged(DROP_TARGET, false));
        root.setOnDragDropped(this::onDragDropped);
    }

    /**
     * Zoom stretches the bars' horizontal scale: at zoom z both bars are z times the width they have
     * at 1 (where they fit the window), so a 16 MiB unroll in a 4 GiB heap gets room for its label. The
     * two bars keep one scale, and the point at the middle of the view stays there as the zoom changes.
     */
    private void bindZoom() {
        var zoom = vm.zoomProperty();
        var width = javafx.beans.binding.Bindings.createDoubleBinding(
                () -> Math.floor(barsScroll.getViewportBounds().getWidth() * zoom.get()),
                barsScroll.viewportBoundsProperty(), zoom);
        bars.minWidthProperty().bind(width);
        bars.prefWidthProperty().bind(width);
        bars.maxWidthProperty().bind(width);
        // The sideways scroll bar, when there is one, goes below the bars rather than over them.
        javafx.beans.InvalidationListener height = o -> {
            double scrollBar = zoom.get() > 1.0 ? SCROLL_BAR_ROOM : 0;
            barsScroll.setPrefHeight(bars.prefHeight(-1) + scrollBar + barsScroll.snappedTopInset() + barsScroll.snappedBottomInset());
        };
        zoom.addListener(height);
        offHeapBox.visibleProperty().addListener(height);
        // A bar grows a row for its overflow label: after its skin has drawn the new model.
        vm.onHeapBarProperty().addListener((o, a, b) -> height.invalidated(o));
        bars.needsLayoutProperty().addListener(height);
        height.invalidated(null);
        zoom.addListener((o, a, b) -> keepCentre(a.doubleValue(), b.doubleValue()));
        zoomLabel.textProperty().bind(zoom.map(z -> text.get("zoom.label", String.valueOf(Math.round(z.doubleValue() * 100)))));
        zoomLabel.visibleProperty().bind(zoom.isNotEqualTo(1.0, 1e-9));
        zoomLabel.managedProperty().bind(zoomLabel.visibleProperty()); // hidden, it leaves the bar's title its room
        zoomLabel.setTooltip(new Tooltip(text.get("zoom.tip")));
        barsScroll.setFocusTraversable(false);
    }

    private static final double SCROLL_BAR_ROOM = 14;

    private void keepCentre(double before, double after) {
        double view = barsScroll.getViewportBounds().getWidth();
        if (view <= 0) {
            return;
        }
        double oldContent = Math.floor(view * before);
        double oldOffset = Math.max(0, oldContent - view) * barsScroll.getHvalue();
        double centre = (oldOffset + view / 2) / oldContent;
        double newContent = Math.floor(view * after);
        double range = newContent - view;
        barsScroll.layout();
        barsScroll.setHvalue(range <= 0 ? 0 : Math.max(0, Math.min(1, (centre * newContent - view / 2) / range)));
    }

    private static java.util.Optional<java.io.File> droppedJson(DragEvent e) {
        var board = e.getDragboard();
        if (!board.hasFiles() || board.getFiles().size() != 1) {
            return java.util.Optional.empty();
        }
        java.io.File f = board.getFiles().get(0);
        return f.getName().toLowerCase(Locale.ROOT).endsWith(".json") ? java.util.Optional.of(f) : java.util.Optional.empty();
    }

    private void onDragOver(DragEvent e) {
        if (droppedJson(e).isPresent()) {
            e.acceptTransferModes(TransferMode.COPY);
            root.pseudoClassStateChanged(DROP_TARGET, true);
        }
        e.consume();
    }

    private void onDragDropped(DragEvent e) {
        var file = droppedJson(e);
        root.pseudoClassStateChanged(DROP_TARGET, false);
        // Read after the drop has returned, so the person's file manager is not held up by a large file.
        file.ifPresent(f -> Platform.runLater(() -> vm.openSnapshot(f.toPath())));
        e.setDropCompleted(file.isPresent());
        e.consume();
    }

    private void spotlight() {
        java.util.Set<Spotlight> on = player.spotlightProperty().get();
        for (Spotlight part : Spotlight.values()) {
            javafx.scene.Node node = root.lookup("#" + part.name());
            if (node != null) {
                node.pseudoClassStateChanged(SPOTLIGHT, on.contains(part));
            }
        }
    }

    /**
     * The lists under the bars. In the sandbox: the cached blocks beside the event log. While a lesson
     * plays: the blocks over the log on the left, so the log's sentences keep a readable width, and the
     * code that ran on the right, wide enough for its lines.
     */
    private void showCode(boolean on) {
        if (on && !lists.getItems().contains(codeBox)) {
            lists.getItems().clear();
            lessonLists.getItems().setAll(blocksBox, logBox);
            lessonLists.setDividerPositions(blocksShare());
            lists.getItems().setAll(lessonLists, codeBox);
            lists.setDividerPositions(0.46);
        } else if (!on && !lists.getItems().contains(blocksBox)) {
            lessonLists.getItems().clear();
            lists.getItems().setAll(blocksBox, logBox);
            lists.setDividerPositions(0.5);
        }
    }

    /** The cached blocks' share of the lesson's left column: little when the lesson caches none. */
    private double blocksShare() {
        return vm.anyBlocksProperty().get() ? 0.38 : 0.14;
    }

    private void codeMethods() {
        codeMethods.getChildren().clear();
        SparkMethod shown = vm.code().shownProperty().get();
        for (SparkMethod m : vm.code().methodsProperty().get()) {
            Button chip = new Button(m.qualifiedName());
            chip.getStyleClass().add("method-chip");
            chip.pseudoClassStateChanged(SHOWN, m == shown);
            chip.setFocusTraversable(false);
            chip.setOnAction(e -> vm.code().shownProperty().set(m));
            codeMethods.getChildren().add(chip);
        }
        var excerpt = vm.code().excerptProperty().get();
        codeSource.setText(excerpt == null ? "" : text.get("code.source", excerpt.method().qualifiedName(), excerpt.source()));
    }

    private void syncSlider() {
        syncingSlider = true;
        try {
            slider.setValue(vm.positionProperty().get());
        } finally {
            syncingSlider = false;
        }
    }

    private void styleRoot() {
        root.getStyleClass().removeIf(c -> c.startsWith("speed-") || c.equals("reduced-motion"));
        root.getStyleClass().add(vm.speedProperty().get().styleClass());
        if (vm.reducedMotionProperty().get()) {
            root.getStyleClass().add("reduced-motion");
        }
    }

    private void onKey(KeyEvent e) {
        if (e.isShortcutDown()) {
            // The menu's accelerators take Ctrl+plus, Ctrl+minus and Ctrl+0; these are the same keys elsewhere.
            switch (e.getCode()) {
                case EQUALS, ADD -> vm.zoomIn();
                case SUBTRACT -> vm.zoomOut();
                case NUMPAD0 -> vm.actualSize();
                default -> {
                    return;
                }
            }
            e.consume();
            return;
        }
        if (e.getTarget() instanceof TextInputControl) {
            return;
        }
        if (player.activeProperty().get()) {
            switch (e.getCode()) {
                case SPACE -> player.togglePlay();
                case LEFT -> player.back();
                case RIGHT -> player.forward();
                case HOME -> player.first();
                case END -> player.last();
                default -> {
                    return;
                }
            }
            e.consume();
            return;
        }
        if (e.getCode() == KeyCode.LEFT) {
            vm.back();
            e.consume();
        } else if (e.getCode() == KeyCode.RIGHT) {
            vm.forward();
            e.consume();
        } else if (e.getCode() == KeyCode.HOME) {
            vm.first();
            e.consume();
        } else if (e.getCode() == KeyCode.END) {
            vm.last();
            e.consume();
        }
    }

    private void scrollLog() {
        int position = vm.positionProperty().get();
        List<LogEntry> entries = vm.log();
        // The log runs from the latest step down: past the position's lines, its heading is not there
        // (as between the two changes of one step), and the rest of a long log need not be read.
        for (int i = 0; i < entries.size() && entries.get(i).step() >= position; i++) {
            if (entries.get(i).heading() && entries.get(i).step() == position) {
                eventLog.scrollTo(i);
                return;
            }
        }
    }

    private void buildLegend() {
        legend.getChildren().setAll(
                swatch("legend.blocks", "segment", "block", "colour-1"),
                swatch("legend.unroll", "segment", "unroll"),
                swatch("legend.freeStorage", "segment", "free-storage"),
                swatch("legend.execution", "segment", "execution", "colour-0"),
                swatch("legend.freeExecution", "segment", "free-execution"),
                userObjectsSwatch(),
                swatch("legend.borrowed", "legend-borrowed"),
                swatch("legend.soft", "legend-soft"),
                swatch("legend.pool", "legend-pool"));
    }

    /** The tasks' own objects: in the legend only while the history has any. */
    private HBox userObjectsSwatch() {
        HBox item = swatch("legend.userObjects", "segment", "user-objects", "colour-1");
        item.visibleProperty().bind(vm.anyUserObjectsProperty());
        item.managedProperty().bind(item.visibleProperty());
        return item;
    }

    private HBox swatch(String key, String... styleClasses) {
        Region box = new Region();
        box.getStyleClass().add("swatch");
        box.getStyleClass().addAll(styleClasses);
        Label label = new Label(text.get(key));
        HBox item = new HBox(box, label);
        item.getStyleClass().add("legend-item");
        return item;
    }

    private static <T> StringConverter<T> converter(java.util.function.Function<T, String> f) {
        return new StringConverter<>() {
            @Override
            public String toString(T value) {
                return value == null ? "" : f.apply(value);
            }

            @Override
            public T fromString(String string) {
                throw new UnsupportedOperationException();
            }
        };
    }

    /**
     * A line of the event log: the sentence on one line over the Spark method it happened in; a sentence
     * too long for the log's width ends in an ellipsis, and the row's tooltip gives it in full. Every row
     * has the same height (the list's {@code -fx-fixed-cell-size} in CSS), so adding a step's lines or
     * scrolling to its heading never makes the list measure its rows' text.
     */
    private static final class LogCell extends ListCell<LogEntry> {
        private final Label sentence = new Label();
        private final Label method = new Label();
        private final VBox lines = new VBox(sentence, method);
        private final Tooltip tip = new Tooltip();
        /** The position shown: the lines of its step are marked current (a step changes the mark, not the lines). */
        private final javafx.beans.value.ObservableIntegerValue position;
        private final javafx.beans.InvalidationListener onPosition = o -> markCurrent();

        LogCell(javafx.beans.value.ObservableIntegerValue position) {
            this.position = position;
            // Weak: a cell the list lets go of is not kept by the view-model.
            position.addListener(new javafx.beans.WeakInvalidationListener(onPosition));
            getStyleClass().add("log-cell");
            sentence.getStyleClass().add("log-text");
            sentence.setMinWidth(0);
            sentence.setMaxWidth(Double.MAX_VALUE);
            method.getStyleClass().add("log-method");
            method.setMinWidth(0);
            lines.getStyleClass().add("log-lines");
            lines.setMinWidth(0);
            tip.getStyleClass().add("log-tip");
            tip.setWrapText(true);
            tip.setMaxWidth(480);
            setPrefWidth(0);
            setContentDisplay(javafx.scene.control.ContentDisplay.GRAPHIC_ONLY);
        }

        @Override
        protected void updateItem(LogEntry item, boolean empty) {
            super.updateItem(item, empty);
            setText(null);
            if (empty || item == null) {
                setGraphic(null);
                setTooltip(null);
                pseudoClassStateChanged(HEADING, false);
                pseudoClassStateChanged(CURRENT, false);
                return;
            }
            sentence.setText(item.text());
            method.setText(item.method());
            method.setVisible(!item.heading());
            method.setManaged(!item.heading());
            tip.setText(item.heading() ? item.text() : item.text() + "\n" + item.method());
            setTooltip(tip);
            setGraphic(lines);
            pseudoClassStateChanged(HEADING, item.heading());
            markCurrent();
        }

        private void markCurrent() {
            LogEntry item = getItem();
            pseudoClassStateChanged(CURRENT, item != null && !isEmpty() && item.current(position.get()));
        }
    }

    // ---- menu and button actions: each is one command of the view-model -----------------------

    @FXML
    private void onApply() {
        vm.act();
    }

    @FXML
    private void onNew() {
        lessonsShown.set(false);
        vm.newSandbox();
    }

    @FXML
    private void onWelcome() {
        Welcome.show(vm);
    }

    @FXML
    private void onOpen() {
        FileChooser chooser = new FileChooser();
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(text.get("open.filter"), "*.json"));
        var file = chooser.showOpenDialog(root.getScene().getWindow());
        if (file == null) {
            return;
        }
        try (Reader in = Files.newBufferedReader(file.toPath(), StandardCharsets.UTF_8)) {
            Scenario scenario = ScenarioParser.parse(file.getName(), in);
            vm.load(scenario, Integer.MAX_VALUE, "");
        } catch (ScenarioException | IOException | RuntimeException e) {
            vm.fail(text.get("error.open", file.getName(), e.getMessage()));
        }
    }

    @FXML
    private void onOpenSnapshot() {
        FileChooser chooser = new FileChooser();
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(text.get("snapshot.filter"), "*.json"));
        var file = chooser.showOpenDialog(root.getScene().getWindow());
        if (file != null) {
            vm.openSnapshot(file.toPath());
        }
    }

    @FXML
    private void onExportSnapshot() {
        FileChooser chooser = new FileChooser();
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(text.get("snapshot.filter"), "*.json"));
        chooser.setInitialFileName(text.get("snapshot.defaultName"));
        var file = chooser.showSaveDialog(root.getScene().getWindow());
        if (file != null) {
            vm.exportSnapshot(file.toPath());
        }
    }

    @FXML
    private void onExportPng() {
        FileChooser chooser = new FileChooser();
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(text.get("png.filter"), "*.png"));
        chooser.setInitialFileName(text.get("png.defaultName"));
        var file = chooser.showSaveDialog(root.getScene().getWindow());
        if (file != null) {
            exportPng(root.getScene(), file.toPath(), vm);
        }
    }

    /** Writes the window as it stands to a PNG, atomically (through {@link Renderer}); on the FX thread. */
    static boolean exportPng(Scene scene, java.nio.file.Path file, LabViewModel vm) {
        UiText text = vm.text();
        try {
            Renderer.write(Renderer.snapshot(scene), file);
            return true;
        } catch (IOException | RuntimeException e) {
            vm.fail(text.get("error.png", String.valueOf(file.getFileName()), String.valueOf(e.getMessage())));
            return false;
        }
    }

    /** View > Language: the choice is kept for the next start, when every text is read again. */
    private void chooseLanguageFromMenu() {
        ToggleGroup languages = new ToggleGroup();
        languageSystem.setUserData(Optional.empty());
        languageEn.setUserData(Optional.of(Locale.ENGLISH));
        languageZh.setUserData(Optional.of(Locale.CHINESE));
        for (RadioMenuItem item : List.of(languageSystem, languageEn, languageZh)) {
            item.setToggleGroup(languages);
            item.setSelected(item.getUserData().equals(vm.language()));
        }
        languages.selectedToggleProperty().addListener((o, a, b) -> {
            if (b != null) {
                @SuppressWarnings("unchecked")
                Optional<Locale> chosen = (Optional<Locale>) b.getUserData();
                vm.chooseLanguage(chosen);
            }
        });
    }

    @FXML
    private void onQuit() {
        Platform.exit();
    }

    @FXML private void onFirst() { player.first(); }
    @FXML private void onBack() { player.back(); }
    @FXML private void onForward() { player.forward(); }
    @FXML private void onLast() { player.last(); }

    @FXML private void onZoomIn() { vm.zoomIn(); }
    @FXML private void onZoomOut() { vm.zoomOut(); }
    @FXML private void onActualSize() { vm.actualSize(); }

    @FXML
    private void onChooseLesson() {
        lessonsShown.set(true);
        lessonPane().showPicker();
    }

    /**
     * The lesson pane, loaded into its slot in the sidebar the first time it is needed: the window opens
     * on the sandbox, so its first frame does not wait for the lesson pane's nodes, classes and styles.
     */
    private LessonPane lessonPane() {
        if (lessonPaneController == null) {
            LessonPane pane = new LessonPane(player, vm);
            FXMLLoader loader = new FXMLLoader(MainView.class.getResource(LESSON_FXML), text.bundle());
            loader.setControllerFactory(type -> pane);
            try {
                lessonPane.getChildren().setAll((Parent) loader.load());
            } catch (IOException e) {
                throw new IllegalStateException("cannot load " + LESSON_FXML, e);
            }
            pane.setOnLeave(() -> {
                lessonsShown.set(false);
                if (player.activeProperty().get()) {
                    vm.newSandbox();
                }
            });
            lessonPaneController = pane;
        }
        return lessonPaneController;
    }

    @FXML
    private void onRestartLesson() {
        player.restart();
    }
}
