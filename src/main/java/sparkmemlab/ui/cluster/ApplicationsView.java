package sparkmemlab.ui.cluster;

import java.util.function.Function;
import javafx.fxml.FXML;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.Region;
import sparkmemlab.ui.vm.cluster.ApplicationsViewModel;
import sparkmemlab.ui.vm.cluster.ApplicationsViewModel.AppRow;
import sparkmemlab.ui.vm.cluster.ApplicationsViewModel.QueueRow;

/** The applications and the waiting queue: binds {@code ApplicationsView.fxml} to the {@link ApplicationsViewModel}. */
public final class ApplicationsView {
    private final ApplicationsViewModel vm;

    @FXML private ListView<AppRow> apps;
    @FXML private ListView<QueueRow> queue;

    public ApplicationsView(ApplicationsViewModel vm) {
        this.vm = vm;
    }

    @FXML
    private void initialize() {
        apps.setItems(vm.apps());
        apps.setCellFactory(l -> new SwatchCell<>(AppRow::colour, AppRow::text));
        queue.setItems(vm.queue());
        queue.setCellFactory(l -> new SwatchCell<>(QueueRow::colour, r -> r.place() + ". " + r.app() + " \u2014 " + r.why()));
    }

    /** A line with its application's colour in front. */
    private static final class SwatchCell<T> extends ListCell<T> {
        private final Function<T, Integer> colour;
        private final Function<T, String> words;
        private final Region swatch = new Region();
        private final Tooltip tip = new Tooltip();

        SwatchCell(Function<T, Integer> colour, Function<T, String> words) {
            this.colour = colour;
            this.words = words;
            swatch.getStyleClass().add("app-swatch");
            tip.setWrapText(true);
            tip.setMaxWidth(420);
            getStyleClass().add("app-cell");
            // As wide as the list, the words wrapping in it.
            setWrapText(true);
            setPrefWidth(0);
        }

        @Override
        protected void updateItem(T item, boolean empty) {
            super.updateItem(item, empty);
            if (empty || item == null) {
                setText(null);
                setGraphic(null);
                setTooltip(null);
                return;
            }
            swatch.getStyleClass().removeIf(c -> c.startsWith("app-") && !c.equals("app-swatch"));
            swatch.getStyleClass().add("app-" + colour.apply(item));
            setGraphic(swatch);
            setText(words.apply(item));
            tip.setText(words.apply(item));
            setTooltip(tip);
        }
    }
}
