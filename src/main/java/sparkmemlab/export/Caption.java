package sparkmemlab.export;

import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.font.FontRenderContext;
import java.awt.font.LineBreakMeasurer;
import java.awt.font.TextAttribute;
import java.awt.font.TextLayout;
import java.awt.image.BufferedImage;
import java.text.AttributedString;
import java.util.ArrayList;
import java.util.List;

/**
 * The words under a picture of the window: a band of lines, wrapped to the picture's width by Java's line
 * breaking (words in English, characters in Chinese), in the platform's sans-serif font, or the jar's
 * Chinese font where that shows boxes ({@link CaptionFont}). Sizes scale with the picture's width, so a caption reads the same at any size.
 */
final class Caption {

    /** How a line looks. */
    enum Style { HEADING, BODY, QUIET }

    /** One paragraph of the caption. */
    record Line(String text, Style style) {
    }

    private static final Color BACKGROUND = new Color(0x1f, 0x29, 0x37);
    private static final Color HEADING = new Color(0xfb, 0xbf, 0x24);
    private static final Color BODY = new Color(0xf9, 0xfa, 0xfb);
    private static final Color QUIET = new Color(0xcb, 0xd5, 0xe1);

    private final List<Line> lines;

    Caption(List<Line> lines) {
        this.lines = List.copyOf(lines);
    }

    List<Line> lines() {
        return lines;
    }

    /** The band's height for a picture {@code width} wide. */
    int height(int width) {
        Graphics2D g = scratch();
        try {
            return layout(g, width).stream().mapToInt(Laid::advance).sum() + 2 * padding(width);
        } finally {
            g.dispose();
        }
    }

    /**
     * The picture with this caption in a band of {@code bandHeight} below it (at least {@link #height}), so
     * that every frame of a film has one size.
     */
    BufferedImage under(BufferedImage picture, int bandHeight) {
        int width = picture.getWidth();
        BufferedImage out = new BufferedImage(width, picture.getHeight() + bandHeight, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = out.createGraphics();
        try {
            g.drawImage(picture, 0, 0, null);
            g.setColor(BACKGROUND);
            g.fillRect(0, picture.getHeight(), width, bandHeight);
            hints(g);
            float y = picture.getHeight() + padding(width);
            for (Laid laid : layout(g, width)) {
                if (laid.layout() != null) {
                    g.setColor(laid.color());
                    laid.layout().draw(g, padding(width), y + laid.layout().getAscent());
                }
                y += laid.advance();
            }
        } finally {
            g.dispose();
        }
        return out;
    }

    /** A laid-out line of text and the space it takes down the band. */
    private record Laid(TextLayout layout, Color color, int advance) {
    }

    private List<Laid> layout(Graphics2D g, int width) {
        FontRenderContext frc = g.getFontRenderContext();
        float wrap = width - 2f * padding(width);
        List<Laid> laid = new ArrayList<>();
        for (Line line : lines) {
            Font font = font(line.style(), width, line.text());
            Color color = switch (line.style()) {
                case HEADING -> HEADING;
                case BODY -> BODY;
                case QUIET -> QUIET;
            };
            for (String paragraph : line.text().split("\n", -1)) {
                if (paragraph.isBlank()) {
                    laid.add(new Laid(null, color, Math.round(font.getSize2D() * 0.6f)));
                    continue;
                }
                AttributedString text = new AttributedString(paragraph);
                text.addAttribute(TextAttribute.FONT, font);
                LineBreakMeasurer measurer = new LineBreakMeasurer(text.getIterator(), frc);
                while (measurer.getPosition() < paragraph.length()) {
                    TextLayout layout = measurer.nextLayout(wrap);
                    laid.add(new Laid(layout, color, (int) Math.ceil(layout.getAscent() + layout.getDescent() + layout.getLeading()
                            + font.getSize2D() * 0.25f)));
                }
            }
            laid.add(new Laid(null, color, Math.round(font.getSize2D() * 0.35f)));
        }
        return laid;
    }

    private static Font font(Style style, int width, String text) {
        float scale = width / 1400f;
        return switch (style) {
            case HEADING -> CaptionFont.of(Font.BOLD, 20f * scale, text);
            case BODY -> CaptionFont.of(Font.PLAIN, 19f * scale, text);
            case QUIET -> CaptionFont.of(Font.PLAIN, 16f * scale, text);
        };
    }

    private static int padding(int width) {
        return Math.round(16 * width / 1400f);
    }

    private static Graphics2D scratch() {
        Graphics2D g = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB).createGraphics();
        hints(g);
        return g;
    }

    private static void hints(Graphics2D g) {
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_ON);
        g.setRenderingHint(RenderingHints.KEY_RENDERING, RenderingHints.VALUE_RENDER_QUALITY);
    }
}
