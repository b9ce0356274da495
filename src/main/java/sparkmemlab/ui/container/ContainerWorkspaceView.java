package sparkmemlab.ui.container;

import javafx.collections.ListChangeListener;
import javafx.css.PseudoClass;
import javafx.fxml.FXML;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;
import sparkmemlab.ui.controls.ContainerBar;
import sparkmemlab.ui.text.UiText;
import sparkmemlab.ui.view.Visibility;
import sparkmemlab.ui.vm.container.ContainerViewModel;
import sparkmemlab.ui.vm.container.ContainerWorkspaceViewModel;
import sparkmemlab.ui.vm.container.DeathRow;

/** The container workspace's controller: binds its view to the {@link ContainerViewModel}; the history bar has its own. */
public final class ContainerWorkspaceView {
    public static final String FXML = "/sparkmemlab/ui/container/ContainerWorkspaceView.fxml";
    private static final PseudoClass HAPPENED = PseudoClass.getPseudoClass("happened");

    private final ContainerWorkspaceViewModel vm;
    private final ContainerViewModel container;
    private final UiText text;

    @FXML private Label request;
    @FXML private VBox none;
    @FXML private Label killBanner;
    @FXML private VBox shown;
    @FXML private ContainerBar bar;
    @FXML private GridPane deaths;

    public ContainerWorkspaceView(ContainerWorkspaceViewModel vm, ContainerViewModel container, UiText text) {
        this.vm = vm;
        this.container = container;
        this.text = text;
    }

    @FXML
    private void initialize() {
        request.textProperty().bind(container.requestProperty());
        Visibility.showWhile(none, container.hasContainerProperty().not());
        Visibility.showWhile(shown, container.hasContainerProperty());
        Visibility.textOrHidden(killBanner, container.killTextProperty());
        bar.modelProperty().bind(container.pictureProperty());
        bar.heapProperty().bind(container.heapBarProperty());
        container.deaths().addListener((ListChangeListener<DeathRow>) c -> showDeaths());
        showDeaths();
    }

    private void showDeaths() {
        deaths.getChildren().clear();
        String[] headers = {text.get("death.header.what"), text.get("death.header.effect"), text.get("death.header.fix")};
        for (int col = 0; col < headers.length; col++) {
            Label h = new Label(headers[col]);
            h.getStyleClass().add("death-header");
            deaths.add(h, col, 0);
        }
        int row = 1;
        for (DeathRow d : container.deaths()) {
            Label[] cells = {new Label(d.name()), new Label(d.effect()), new Label(d.fix())};
            for (int col = 0; col < cells.length; col++) {
                cells[col].setWrapText(true);
                cells[col].getStyleClass().add("death-cell");
                cells[col].pseudoClassStateChanged(HAPPENED, d.happened());
                deaths.add(cells[col], col, row);
            }
            row++;
        }
    }

    @FXML
    private void onShowExecutor() {
        vm.showExecutor();
    }

    @FXML
    private void onExample() {
        vm.startExample();
    }
}
