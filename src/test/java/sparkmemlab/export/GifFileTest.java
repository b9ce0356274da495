package sparkmemlab.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The GIF as a viewer reads it: every frame with its delay, looping forever, small changes written small. */
class GifFileTest {
    @TempDir
    Path dir;

    private static BufferedImage picture(int barWidth, Color bar) {
        BufferedImage image = new BufferedImage(320, 200, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, 320, 200);
        g.setColor(bar);
        g.fillRect(20, 50, barWidth, 30);
        g.dispose();
        return image;
    }

    @Test
    void framesDelaysLoopingAndChangedRectangles() throws Exception {
        List<BufferedImage> pictures = List.of(picture(10, Color.BLUE), picture(60, Color.BLUE), picture(60, Color.BLUE),
                picture(120, Color.BLUE), picture(120, Color.ORANGE), picture(120, Color.ORANGE));
        int[] delays = {150, 10, 10, 10, 400, 100};
        Path file = dir.resolve("film.gif");
        try (OutputStream out = Files.newOutputStream(file); GifFile gif = new GifFile(out)) {
            for (int i = 0; i < pictures.size(); i++) {
                gif.add(pictures.get(i), delays[i]);
            }
            assertEquals(4, gif.frames(), "a frame the same as the one before lengthens it");
        }
        GifFrames read = GifFrames.read(file);
        assertEquals(320, read.width());
        assertEquals(200, read.height());
        assertEquals(0, read.loops(), "loops forever");
        assertEquals(List.of(150, 20, 10, 500), read.frames().stream().map(GifFrames.Frame::delay).toList());
        assertEquals(sum(delays), read.totalDelay());
        GifFrames.Frame first = read.frames().get(0);
        assertEquals(List.of(0, 0, 320, 200), List.of(first.left(), first.top(), first.width(), first.height()));
        GifFrames.Frame grown = read.frames().get(1);
        assertEquals(List.of(30, 50, 50, 30), List.of(grown.left(), grown.top(), grown.width(), grown.height()),
                "only the part of the bar that grew");
        for (GifFrames.Frame f : read.frames()) {
            assertEquals("doNotDispose", f.disposal());
        }
        int[] shown = {0, 1, 3, 4};
        for (int i = 0; i < shown.length; i++) {
            assertEquals(List.of(), differences(pictures.get(shown[i]), read.frames().get(i).composed()), "frame " + i);
        }
    }

    @Test
    void framesOfAnotherSizeAreRefused() throws Exception {
        try (OutputStream out = Files.newOutputStream(dir.resolve("x.gif")); GifFile gif = new GifFile(out)) {
            gif.add(picture(10, Color.BLUE), 10);
            assertThrows(IllegalArgumentException.class, () -> gif.add(new BufferedImage(10, 10, BufferedImage.TYPE_INT_RGB), 10));
        }
    }

    private static int sum(int[] values) {
        int s = 0;
        for (int v : values) {
            s += v;
        }
        return s;
    }

    /** Pixels that differ (a picture of few colours goes through the GIF's palette unchanged). */
    static List<String> differences(BufferedImage a, BufferedImage b) {
        java.util.ArrayList<String> out = new java.util.ArrayList<>();
        for (int y = 0; y < a.getHeight() && out.size() < 5; y++) {
            for (int x = 0; x < a.getWidth() && out.size() < 5; x++) {
                if ((a.getRGB(x, y) & 0xffffff) != (b.getRGB(x, y) & 0xffffff)) {
                    out.add(x + "," + y);
                }
            }
        }
        assertTrue(a.getWidth() == b.getWidth() && a.getHeight() == b.getHeight());
        return out;
    }
}
