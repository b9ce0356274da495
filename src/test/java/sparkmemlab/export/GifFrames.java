package sparkmemlab.export;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.metadata.IIOMetadataNode;
import javax.imageio.stream.ImageInputStream;

/** A GIF read back with the JDK's GIF reader: each frame's metadata, the looping, and the pictures as a viewer composes them. */
record GifFrames(int width, int height, List<Frame> frames, Integer loops) {

    record Frame(int left, int top, int width, int height, int delay, String disposal, BufferedImage composed) {
    }

    static GifFrames read(Path file) throws IOException {
        try (ImageInputStream in = ImageIO.createImageInputStream(file.toFile())) {
            ImageReader reader = ImageIO.getImageReadersByFormatName("gif").next();
            reader.setInput(in);
            IIOMetadataNode stream = (IIOMetadataNode) reader.getStreamMetadata().getAsTree("javax_imageio_gif_stream_1.0");
            IIOMetadataNode screen = (IIOMetadataNode) stream.getElementsByTagName("LogicalScreenDescriptor").item(0);
            int w = Integer.parseInt(screen.getAttribute("logicalScreenWidth"));
            int h = Integer.parseInt(screen.getAttribute("logicalScreenHeight"));
            int n = reader.getNumImages(true);
            List<Frame> frames = new ArrayList<>();
            Integer loops = null;
            BufferedImage canvas = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
            for (int i = 0; i < n; i++) {
                IIOMetadataNode root = (IIOMetadataNode) reader.getImageMetadata(i).getAsTree("javax_imageio_gif_image_1.0");
                IIOMetadataNode d = (IIOMetadataNode) root.getElementsByTagName("ImageDescriptor").item(0);
                IIOMetadataNode g = (IIOMetadataNode) root.getElementsByTagName("GraphicControlExtension").item(0);
                var apps = root.getElementsByTagName("ApplicationExtension");
                for (int a = 0; a < apps.getLength(); a++) {
                    IIOMetadataNode app = (IIOMetadataNode) apps.item(a);
                    byte[] data = (byte[]) app.getUserObject();
                    if ("NETSCAPE".equals(app.getAttribute("applicationID")) && data.length == 3 && data[0] == 1) {
                        loops = (data[1] & 0xff) | (data[2] & 0xff) << 8;
                    }
                }
                int left = Integer.parseInt(d.getAttribute("imageLeftPosition"));
                int top = Integer.parseInt(d.getAttribute("imageTopPosition"));
                BufferedImage part = reader.read(i);
                Graphics2D graphics = canvas.createGraphics();
                graphics.drawImage(part, left, top, null);
                graphics.dispose();
                BufferedImage composed = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
                composed.setData(canvas.getData());
                frames.add(new Frame(left, top, part.getWidth(), part.getHeight(), Integer.parseInt(g.getAttribute("delayTime")),
                        g.getAttribute("disposalMethod"), composed));
            }
            return new GifFrames(w, h, frames, loops);
        }
    }

    int totalDelay() {
        return frames.stream().mapToInt(Frame::delay).sum();
    }
}
