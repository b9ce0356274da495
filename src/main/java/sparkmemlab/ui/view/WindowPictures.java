package sparkmemlab.ui.view;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import javafx.scene.Scene;
import javafx.scene.image.PixelFormat;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javax.imageio.ImageIO;
import sparkmemlab.io.AtomicFiles;

/** A scene's picture as the exports and File > Export PNG write it. Call on the FX thread. */
public final class WindowPictures {
    private WindowPictures() {
    }

    /** The scene's picture, laid out first. */
    public static BufferedImage snapshot(Scene scene) {
        scene.getRoot().applyCss();
        scene.getRoot().layout();
        WritableImage fx = scene.snapshot(null);
        return toBufferedImage(fx);
    }

    static BufferedImage toBufferedImage(WritableImage fx) {
        int w = (int) fx.getWidth();
        int h = (int) fx.getHeight();
        BufferedImage image = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        PixelReader reader = fx.getPixelReader();
        int[] row = new int[w];
        for (int y = 0; y < h; y++) {
            reader.getPixels(0, y, w, 1, PixelFormat.getIntArgbInstance(), row, 0, w);
            image.setRGB(0, y, w, 1, row, 0, w);
        }
        return image;
    }

    /** Writes {@code image} as a PNG atomically (a temporary file in its folder, then a move). */
    public static void write(BufferedImage image, Path out) throws IOException {
        AtomicFiles.write(out, stream -> {
            if (!ImageIO.write(image, "png", stream)) {
                throw new IOException("no PNG writer");
            }
        });
    }
}
