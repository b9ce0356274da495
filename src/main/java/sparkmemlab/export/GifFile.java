package sparkmemlab.export;

import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.OutputStream;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageTypeSpecifier;
import javax.imageio.ImageWriteParam;
import javax.imageio.ImageWriter;
import javax.imageio.metadata.IIOMetadata;
import javax.imageio.metadata.IIOMetadataNode;
import javax.imageio.stream.ImageOutputStream;
import javax.imageio.stream.MemoryCacheImageOutputStream;

/**
 * An animated GIF, written by the JDK's own GIF writer ({@code javax.imageio}): each frame with its delay, the
 * whole looping forever (the NETSCAPE2.0 extension). A frame the same as the one before only lengthens that
 * one's delay; a frame that differs is written as the rectangle that changed, over the frames before it
 * ({@code doNotDispose}), which keeps a film of a window whose bars move small.
 */
final class GifFile implements AutoCloseable {
    private static final String FORMAT = "javax_imageio_gif_image_1.0";
    /** A GIF's delays are hundredths of a second in 16 bits. */
    static final int MAX_DELAY = 0xFFFF;

    private final ImageWriter writer;
    private final ImageOutputStream out;
    private BufferedImage shown;
    private BufferedImage pending;
    private int pendingDelay;
    private int frames;

    GifFile(OutputStream stream) throws IOException {
        writer = ImageIO.getImageWritersByFormatName("gif").next();
        out = new MemoryCacheImageOutputStream(stream);
        writer.setOutput(out);
        writer.prepareWriteSequence(null);
    }

    /** Adds a frame shown for {@code delay} hundredths of a second; every frame must have the first one's size. */
    void add(BufferedImage frame, int delay) throws IOException {
        if (pending != null && (frame.getWidth() != pending.getWidth() || frame.getHeight() != pending.getHeight())) {
            throw new IllegalArgumentException("a frame of " + frame.getWidth() + "x" + frame.getHeight() + " in a film of "
                    + pending.getWidth() + "x" + pending.getHeight());
        }
        if (pending != null && changed(pending, frame) == null) {
            pendingDelay += delay;
            return;
        }
        flush();
        pending = frame;
        pendingDelay = delay;
    }

    /** The frames written so far (a frame that only lengthened the one before is not one). */
    int frames() {
        return frames + (pending == null ? 0 : 1);
    }

    private void flush() throws IOException {
        if (pending == null) {
            return;
        }
        Rectangle area = shown == null ? new Rectangle(0, 0, pending.getWidth(), pending.getHeight()) : changed(shown, pending);
        if (area == null) {
            area = new Rectangle(0, 0, 1, 1); // the same picture again, after a pause: one pixel holds the delay
        }
        BufferedImage part = pending.getSubimage(area.x, area.y, area.width, area.height);
        write(part, area, Math.min(pendingDelay, MAX_DELAY), shown == null);
        shown = pending;
        pending = null;
        frames++;
    }

    private void write(BufferedImage part, Rectangle area, int delay, boolean first) throws IOException {
        ImageWriteParam param = writer.getDefaultWriteParam();
        IIOMetadata metadata = writer.getDefaultImageMetadata(ImageTypeSpecifier.createFromRenderedImage(part), param);
        IIOMetadataNode root = (IIOMetadataNode) metadata.getAsTree(FORMAT);
        IIOMetadataNode descriptor = child(root, "ImageDescriptor");
        descriptor.setAttribute("imageLeftPosition", String.valueOf(area.x));
        descriptor.setAttribute("imageTopPosition", String.valueOf(area.y));
        descriptor.setAttribute("imageWidth", String.valueOf(area.width));
        descriptor.setAttribute("imageHeight", String.valueOf(area.height));
        descriptor.setAttribute("interlaceFlag", "FALSE");
        IIOMetadataNode control = child(root, "GraphicControlExtension");
        control.setAttribute("disposalMethod", "doNotDispose");
        control.setAttribute("userInputFlag", "FALSE");
        control.setAttribute("transparentColorFlag", "FALSE");
        control.setAttribute("delayTime", String.valueOf(delay));
        control.setAttribute("transparentColorIndex", "0");
        if (first) {
            IIOMetadataNode extensions = child(root, "ApplicationExtensions");
            IIOMetadataNode loop = new IIOMetadataNode("ApplicationExtension");
            loop.setAttribute("applicationID", "NETSCAPE");
            loop.setAttribute("authenticationCode", "2.0");
            loop.setUserObject(new byte[] {1, 0, 0}); // sub-block 1: loop count 0, forever
            extensions.appendChild(loop);
        }
        metadata.setFromTree(FORMAT, root);
        writer.writeToSequence(new IIOImage(part, null, metadata), param);
    }

    private static IIOMetadataNode child(IIOMetadataNode root, String name) {
        for (int i = 0; i < root.getLength(); i++) {
            if (root.item(i).getNodeName().equalsIgnoreCase(name)) {
                return (IIOMetadataNode) root.item(i);
            }
        }
        IIOMetadataNode node = new IIOMetadataNode(name);
        root.appendChild(node);
        return node;
    }

    /** The smallest rectangle holding every pixel that differs, or null if none does. */
    static Rectangle changed(BufferedImage a, BufferedImage b) {
        int w = a.getWidth();
        int h = a.getHeight();
        int[] rowA = new int[w];
        int[] rowB = new int[w];
        int top = -1;
        int bottom = -1;
        int left = w;
        int right = -1;
        for (int y = 0; y < h; y++) {
            a.getRGB(0, y, w, 1, rowA, 0, w);
            b.getRGB(0, y, w, 1, rowB, 0, w);
            int first = -1;
            int last = -1;
            for (int x = 0; x < w; x++) {
                if (rowA[x] != rowB[x]) {
                    if (first < 0) {
                        first = x;
                    }
                    last = x;
                }
            }
            if (first >= 0) {
                top = top < 0 ? y : top;
                bottom = y;
                left = Math.min(left, first);
                right = Math.max(right, last);
            }
        }
        return top < 0 ? null : new Rectangle(left, top, right - left + 1, bottom - top + 1);
    }

    /** Writes the last frame and ends the file. */
    @Override
    public void close() throws IOException {
        try {
            flush();
            writer.endWriteSequence();
            out.flush();
        } finally {
            writer.dispose();
        }
    }
}
