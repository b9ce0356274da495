package sparkmemlab.ui;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.image.PixelFormat;
import javafx.scene.image.WritableImage;
import org.testfx.api.FxRobot;

/** Pictures of the window's centre for tests, as ARGB pixels with the width and height at the end. */
final class WindowPictures {
    private WindowPictures() {
    }

    /**
     * The centre of the window as pixels. The event log's scroll bar is masked: a ListView sizes its thumb
     * from an estimate over the cells it has measured so far, which depends on where it has scrolled
     * before, not on the state shown.
     */
    static int[] centre(FxRobot robot) {
        Node area = robot.lookup(".stage-area").query();
        int[][] shot = new int[1][];
        robot.interact(() -> {
            WritableImage image = area.snapshot(null, null);
            int w = (int) image.getWidth();
            int h = (int) image.getHeight();
            int[] argb = new int[w * h + 2];
            image.getPixelReader().getPixels(0, 0, w, h, PixelFormat.getIntArgbInstance(), argb, 0, w);
            argb[w * h] = w;
            argb[w * h + 1] = h;
            for (Node bar : robot.lookup("#eventLog .scroll-bar").queryAll()) {
                if (!bar.isVisible()) {
                    continue;
                }
                Bounds b = area.sceneToLocal(bar.localToScene(bar.getLayoutBounds()));
                for (int y = (int) Math.floor(b.getMinY()); y < Math.ceil(b.getMaxY()); y++) {
                    for (int x = (int) Math.floor(b.getMinX()); x < Math.ceil(b.getMaxX()); x++) {
                        if (x >= 0 && x < w && y >= 0 && y * w + x < argb.length - 2) {
                            argb[y * w + x] = 0;
                        }
                    }
                }
            }
            shot[0] = argb;
        });
        return shot[0];
    }
}
