package sparkmemlab.ui.controls;

import java.util.ArrayList;
import java.util.List;
import javafx.scene.AccessibleRole;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.css.PseudoClass;
import javafx.scene.control.Label;
import javafx.scene.control.SkinBase;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.util.Duration;
import sparkmemlab.ui.picture.BarPicture;
import sparkmemlab.ui.picture.TaskSlotPicture;

/**
 * Cards in a row, one per slot. A card's gauges show the task's execution memory on the scale of
 * the mode's unified memory, with Spark's 1/2N and 1/N marked; the markers glide when N changes.
 */
final class TaskSlotsSkin extends SkinBase<TaskSlots> {
    private static final PseudoClass RUNNING = PseudoClass.getPseudoClass("running");
    private static final PseudoClass PARKED = PseudoClass.getPseudoClass("parked");
    private static final PseudoClass IDLE = PseudoClass.getPseudoClass("idle");
    private static final PseudoClass SPILLING = PseudoClass.getPseudoClass("spilling");
    private static final PseudoClass OOM = PseudoClass.getPseudoClass("oom");
    private static final PseudoClass LOST = PseudoClass.getPseudoClass("lost");

    private final HBox row = new HBox();
    private final List<Card> cards = new ArrayList<>();
    private final Tweener tweener = new Tweener();

    TaskSlotsSkin(TaskSlots control) {
        super(control);
        row.getStyleClass().add("slot-row");
        row.setFillHeight(true);
        getChildren().add(row);
        control.slotsProperty().addListener((o, a, b) -> show(b));
        show(control.getSlots());
    }

    private void show(List<TaskSlotPicture> slots) {
        boolean snap = cards.size() != slots.size();
        while (cards.size() < slots.size()) {
            Card card = new Card();
            cards.add(card);
            row.getChildren().add(card);
        }
        while (cards.size() > slots.size()) {
            row.getChildren().remove(cards.remove(cards.size() - 1));
        }
        for (int i = 0; i < slots.size(); i++) {
            cards.get(i).show(slots.get(i), snap);
        }
        tweener.play(getSkinnable(), snap ? Duration.ZERO : getSkinnable().getTransitionDuration());
    }

    @Override
    protected double computeMinHeight(double width, double top, double right, double bottom, double left) {
        return computePrefHeight(width, top, right, bottom, left);
    }

    /** The heights measured since the slots last asked for a layout, by the width they were measured for. */
    private final java.util.Map<Double, Double> measured = new java.util.HashMap<>();
    private int measuredAt = -1;

    /**
     * Measured again only when something in the slots asked for a layout, or for a width not measured yet: the
     * window lays out the column the slots stand in whenever anything in it changes (a title, the heap label), and
     * measuring 64 cards of wrapped text each time was most of that layout.
     */
    @Override
    protected double computePrefHeight(double width, double top, double right, double bottom, double left) {
        int at = getSkinnable().layoutRequests();
        if (at != measuredAt) {
            measured.clear();
            measuredAt = at;
        }
        // The row's height for the width it gets (SkinBase asks its children for their height at no width, which
        // for cards that share the row and wrap their words would be a card a few pixels wide).
        Double known = measured.get(width);
        if (known != null) {
            return known;
        }
        double h = width < 0 ? super.computePrefHeight(width, top, right, bottom, left)
                : row.prefHeight(Math.max(0, width - left - right)) + top + bottom;
        measured.put(width, h);
        return h;
    }

    /** One slot. */
    final class Card extends VBox {
        final Label title = new Label();
        final Label state = new Label();
        final List<GaugeView> gauges = new ArrayList<>();
        final Label consumers = new Label();
        final Label ownObjects = new Label();
        final LazyTooltip tooltip = new LazyTooltip(this, 380, null);

        Card() {
            getStyleClass().add("slot");
            setAccessibleRole(AccessibleRole.TEXT);
            title.getStyleClass().add("slot-title");
            state.getStyleClass().add("slot-state");
            state.setWrapText(true);
            // A wrapped line keeps its height ("waits for 1/2N = 569.4 MiB" is the number taught, never an ellipsis).
            state.setMinHeight(Region.USE_PREF_SIZE);
            HBox.setHgrow(this, Priority.ALWAYS);
            // Every card one share of the row, whatever its words: a long state wraps in its card instead of
            // widening it and pushing the last slot out of the window.
            setMinWidth(0);
            setPrefWidth(0);
            setMaxWidth(Double.MAX_VALUE);
            consumers.getStyleClass().add("slot-consumers");
            consumers.setWrapText(true);
            consumers.setMinHeight(Region.USE_PREF_SIZE);
            ownObjects.getStyleClass().add("slot-own-objects");
            ownObjects.setWrapText(true);
            ownObjects.setMinHeight(Region.USE_PREF_SIZE);
            getChildren().addAll(title, state, consumers, ownObjects);
        }

        void show(TaskSlotPicture slot, boolean snap) {
            TaskSlotPicture old = (TaskSlotPicture) getUserData();
            if (!snap && slot.equals(old)) {
                return; // nothing in this card changed (most cards, most steps)
            }
            if (!snap && old != null && (!old.task().equals(slot.task()) || old.state() != slot.state())) {
                // A new task in the slot, or a new state: the card's words fade in.
                title.setOpacity(0.2);
                state.setOpacity(0.2);
                tweener.to(title.opacityProperty(), 1);
                tweener.to(state.opacityProperty(), 1);
            }
            setUserData(slot);
            title.setText(slot.title());
            state.setText(slot.stateText());
            tooltip.setText(slot.tooltip());
            setAccessibleText(slot.title() + ", " + slot.stateText());
            setAccessibleHelp(slot.tooltip());
            pseudoClassStateChanged(RUNNING, slot.state() == TaskSlotPicture.State.RUNNING);
            pseudoClassStateChanged(PARKED, slot.state() == TaskSlotPicture.State.PARKED);
            pseudoClassStateChanged(IDLE, slot.state() == TaskSlotPicture.State.IDLE);
            pseudoClassStateChanged(SPILLING, slot.state() == TaskSlotPicture.State.SPILLING);
            pseudoClassStateChanged(OOM, slot.state() == TaskSlotPicture.State.OOM);
            pseudoClassStateChanged(LOST, slot.state() == TaskSlotPicture.State.LOST);
            ownObjects.setText(slot.ownObjects());
            ownObjects.setVisible(!slot.ownObjects().isEmpty());
            ownObjects.setManaged(!slot.ownObjects().isEmpty());
            consumers.setText(String.join("\n", slot.consumers()));
            consumers.setVisible(!slot.consumers().isEmpty());
            consumers.setManaged(!slot.consumers().isEmpty());
            while (gauges.size() < slot.gauges().size()) {
                GaugeView g = new GaugeView();
                gauges.add(g);
                getChildren().add(g);
            }
            while (gauges.size() > slot.gauges().size()) {
                getChildren().remove(gauges.remove(gauges.size() - 1));
            }
            int colour = slot.task().isPresent() ? (int) Math.floorMod(slot.task().getAsLong(), (long) BarPicture.PALETTE) : -1;
            for (int i = 0; i < gauges.size(); i++) {
                gauges.get(i).show(slot.gauges().get(i), colour, snap);
            }
        }
    }

    /** A task's memory in one mode against 1/2N and 1/N. Positions animate as fractions of the scale. */
    final class GaugeView extends Region {
        static final double LABEL_HEIGHT = 16;
        static final double TRACK_HEIGHT = 12;
        static final double MARK_HEIGHT = 14;

        final Label label = new Label();
        final Region track = new Region();
        final Region fill = new Region();
        final Region min = new Region();
        final Region max = new Region();
        final Label minLabel = new Label();
        final Label maxLabel = new Label();
        final DoubleProperty held = new SimpleDoubleProperty();
        final DoubleProperty minAt = new SimpleDoubleProperty();
        final DoubleProperty maxAt = new SimpleDoubleProperty();
        final LazyTooltip tooltip = new LazyTooltip(this, 380, null);
        TaskSlotPicture.Gauge gauge;

        GaugeView() {
            getStyleClass().add("gauge");
            setAccessibleRole(AccessibleRole.TEXT);
            label.getStyleClass().add("gauge-label");
            track.getStyleClass().add("gauge-track");
            fill.getStyleClass().add("gauge-fill");
            min.getStyleClass().add("gauge-min");
            max.getStyleClass().add("gauge-max");
            minLabel.getStyleClass().addAll("gauge-mark-label", "gauge-min-label");
            maxLabel.getStyleClass().addAll("gauge-mark-label", "gauge-max-label");
            getChildren().addAll(label, track, fill, min, max, minLabel, maxLabel);
            // Placed by layoutChildren, and the gauge's size is fixed: a new label text lays out the gauge
            // again, not the card, the 64 cards and the window.
            for (javafx.scene.Node n : getChildren()) {
                n.setManaged(false);
            }
            // The gauge's size never changes as these glide: lay out its pieces again, but do not make
            // the card, the row of 64 cards and the window measure themselves again every frame.
            for (DoubleProperty p : List.of(held, minAt, maxAt)) {
                p.addListener(o -> setNeedsLayout(true));
            }
            setMinWidth(0);
            setMinHeight(USE_PREF_SIZE);
        }

        void show(TaskSlotPicture.Gauge g, int colour, boolean snap) {
            gauge = g;
            setUserData(g);
            label.setText(g.label());
            minLabel.setText(g.minLabel());
            maxLabel.setText(g.maxLabel());
            tooltip.setText(g.tooltip());
            setAccessibleText(g.label());
            setAccessibleHelp(g.tooltip()); // the 1/2N and 1/N marks in words, with their numbers
            String mode = g.mode().name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
            List<String> classes = colour >= 0 ? List.of("gauge-fill", mode, "colour-" + colour) : List.of("gauge-fill", mode);
            if (!fill.getStyleClass().equals(classes)) { // set again, the same classes would re-run the fill's CSS
                fill.getStyleClass().setAll(classes);
            }
            boolean markers = g.activeTasks() > 0;
            min.setVisible(markers);
            max.setVisible(markers);
            minLabel.setVisible(markers);
            maxLabel.setVisible(markers);
            double scale = g.scale();
            if (snap) {
                held.set(g.held() / scale);
                minAt.set(g.min() / scale);
                maxAt.set(g.max() / scale);
            }
            tweener.to(held, g.held() / scale);
            tweener.to(minAt, g.min() / scale);
            tweener.to(maxAt, g.max() / scale);
            setNeedsLayout(true); // the labels' widths may have changed
        }

        /** The track's width: the scale's full width in pixels. */
        double trackWidth() {
            return Math.max(0, getWidth() - snappedLeftInset() - snappedRightInset());
        }

        @Override
        protected void layoutChildren() {
            double x = snappedLeftInset();
            double y = snappedTopInset();
            double w = trackWidth();
            label.resizeRelocate(x, y, w, LABEL_HEIGHT);
            double ty = y + LABEL_HEIGHT;
            track.resizeRelocate(x, ty, w, TRACK_HEIGHT);
            fill.resizeRelocate(x, ty, Math.round(held.get() * w), TRACK_HEIGHT);
            double mx = x + Math.round(minAt.get() * w);
            double xx = x + Math.round(maxAt.get() * w);
            min.resizeRelocate(mx - 1, ty - 3, 2, TRACK_HEIGHT + 6);
            max.resizeRelocate(xx - 1, ty - 3, 2, TRACK_HEIGHT + 6);
            double my = ty + TRACK_HEIGHT + 2;
            double mlw = minLabel.prefWidth(-1);
            double xlw = maxLabel.prefWidth(-1);
            // 1/2N to the left of its mark, 1/N to the right of its: they never cover each other.
            minLabel.resizeRelocate(Math.max(x, mx - mlw - 2), my, mlw, MARK_HEIGHT);
            maxLabel.resizeRelocate(Math.min(x + w - xlw, xx + 2), my, xlw, MARK_HEIGHT);
        }

        @Override
        protected double computePrefHeight(double width) {
            return snappedTopInset() + LABEL_HEIGHT + TRACK_HEIGHT + 2 + MARK_HEIGHT + snappedBottomInset();
        }

        @Override
        protected double computePrefWidth(double height) {
            return 160;
        }
    }
}
