package sparkmemlab.ui;

import javafx.scene.Parent;
import sparkmemlab.ui.vm.WindowViewModel;

/**
 * The window's root for a view-model, with File > Export lesson drawing its pictures on a window of its own
 * ({@link StepPictures}, headless, beside this one). The window's controller is given the camera rather than
 * knowing it, so the camera (which loads a window too) does not make the two need each other.
 */
public final class WindowRoot {
    private WindowRoot() {
    }

    public static Parent load(WindowViewModel vm) {
        return MainWindowView.load(vm, (board, w, h) -> StepPictures.inRunningToolkit(board, w, h,
                vm.motion().speedProperty().get()));
    }
}
