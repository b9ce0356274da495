package sparkmemlab.ui;

import java.io.File;
import java.lang.reflect.Proxy;
import java.util.List;
import java.util.Set;
import javafx.event.Event;
import javafx.scene.Node;
import javafx.scene.input.DataFormat;
import javafx.scene.input.DragEvent;
import javafx.scene.input.Dragboard;
import javafx.scene.input.TransferMode;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Files dropped on a node, as the platform delivers them: a dragboard holding the files, then DRAG_OVER and
 * DRAG_DROPPED events. Headless Monocle has no file manager to drag from, so the dragboard is made here on
 * JavaFX's own clipboard peer interface.
 */
final class DropSimulation {
    private DropSimulation() {
    }

    static Dragboard dragboard(List<File> files) {
        Object peer = Proxy.newProxyInstance(DropSimulation.class.getClassLoader(),
                new Class<?>[] {com.sun.javafx.tk.TKClipboard.class}, (proxy, method, args) -> switch (method.getName()) {
                    case "getContentTypes" -> Set.of(DataFormat.FILES);
                    case "hasContent" -> DataFormat.FILES.equals(args[0]);
                    case "getContent" -> DataFormat.FILES.equals(args[0]) ? files : null;
                    case "getTransferModes" -> Set.of(TransferMode.COPY);
                    case "putContent" -> false;
                    case "getDragViewOffsetX", "getDragViewOffsetY" -> 0.0;
                    case "hashCode" -> System.identityHashCode(proxy);
                    case "equals" -> proxy == args[0];
                    case "toString" -> "files " + files;
                    default -> null;
                });
        return com.sun.javafx.scene.input.DragboardHelper.createDragboard((com.sun.javafx.tk.TKClipboard) peer);
    }

    static DragEvent event(javafx.event.EventType<DragEvent> type, Dragboard board, Node target) {
        return new DragEvent(type, board, 100, 100, 100, 100, TransferMode.COPY, null, target, null);
    }

    /** Whether the node accepts a drag of these files. */
    static boolean dragOverAccepts(FxRobot robot, Node target, List<File> files) {
        boolean[] accepted = new boolean[1];
        robot.interact(() -> {
            DragEvent over = event(DragEvent.DRAG_OVER, dragboard(files), target);
            Event.fireEvent(target, over);
            accepted[0] = over.isAccepted();
        });
        return accepted[0];
    }

    /** Drags the files over the node and drops them, then lets the FX thread finish what the drop queued. */
    static void drop(FxRobot robot, Node target, List<File> files) {
        robot.interact(() -> dropNow(target, files));
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Drags the files over the node and drops them; on the FX thread. */
    static void dropNow(Node target, List<File> files) {
        Dragboard board = dragboard(files);
        Event.fireEvent(target, event(DragEvent.DRAG_OVER, board, target));
        Event.fireEvent(target, event(DragEvent.DRAG_DROPPED, board, target));
    }
}
