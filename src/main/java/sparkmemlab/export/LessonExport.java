package sparkmemlab.export;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import javax.imageio.ImageIO;
import sparkmemlab.io.AtomicFiles;
import sparkmemlab.scenario.Scenario;

/**
 * Exports a storyboard as teaching material: an animated GIF of the window going through the steps, with
 * each question before its step, the window's own transitions, and the narration under each picture; or a
 * folder of numbered PNG slides with a Markdown file holding the narration as speaker notes. Pure Java:
 * the window's pictures come from a {@link WindowCamera}. Reports its progress, stops when asked between two
 * pictures ({@link CancellationException}), and writes all or nothing: a GIF into a temporary file, slides
 * into a temporary folder, moved into place when complete.
 */
public final class LessonExport {

    /** Opens the window's camera on what a storyboard tells (its lesson in the lesson pane, else its scenario), in its language. */
    @FunctionalInterface
    public interface Cameras {
        WindowCamera open(Storyboard board, int width, int height) throws IOException;
    }

    /**
     * How the pictures are taken.
     *
     * @param width the window's width in pixels (the GIF's and slides' width)
     * @param height the window's height (the caption's band comes below)
     * @param framesPerSecond frames of a transition per second of it, 1 to 50
     */
    public record Options(int width, int height, int framesPerSecond) {
        public static final Options DEFAULT = new Options(1400, 900, 10);

        public Options {
            if (width < 400 || height < 300 || width > 8000 || height > 8000) {
                throw new IllegalArgumentException(ExportText.get(Locale.getDefault(), "error.size", width, height));
            }
            if (framesPerSecond < 1 || framesPerSecond > 50) {
                throw new IllegalArgumentException(ExportText.get(Locale.getDefault(), "error.fps", framesPerSecond));
            }
        }
    }

    /** What was written: frames of the GIF (or slides), and the GIF's running time (0 for slides). */
    public record Written(Path path, int pictures, long millis) {
    }

    private final Cameras cameras;

    public LessonExport(Cameras cameras) {
        this.cameras = cameras;
    }

    public Written gif(Storyboard board, Path out, Options options, Progress progress, BooleanSupplier cancelled)
            throws IOException {
        Captions captions = new Captions(board);
        int band = captions.all().stream().mapToInt(c -> c.height(options.width())).max().orElse(0);
        GifCut[] cut = new GifCut[1];
        AtomicFiles.write(out, stream -> {
            try (WindowCamera camera = cameras.open(board, options.width(), options.height());
                    GifFile gif = new GifFile(stream)) {
                cut[0] = new GifCut(gif, captions, band);
                Film.shoot(board, camera, cut[0], 1000.0 / options.framesPerSecond(), progress, cancelled);
                progress.update(1, ExportText.get(board.locale(), "progress.writing", out.getFileName()));
            }
        });
        return new Written(out, cut[0].frames(), cut[0].millis());
    }

    public Written slides(Storyboard board, Path dir, Options options, Progress progress, BooleanSupplier cancelled)
            throws IOException {
        Path target = dir.toAbsolutePath();
        SlideFolder.checkReplaceable(target, board.locale());
        Path temp = AtomicFiles.createBeside(target, true);
        try {
            SlideCut cut = new SlideCut(temp, new Captions(board), board, options.width());
            try (WindowCamera camera = cameras.open(board, options.width(), options.height())) {
                Film.shoot(board, camera, cut, 1000.0 / options.framesPerSecond(), progress, cancelled);
            }
            progress.update(1, ExportText.get(board.locale(), "progress.writing", target.getFileName()));
            cut.writeNotes();
            SlideFolder.moveIntoPlace(temp, target);
            return new Written(target, cut.slides(), 0);
        } finally {
            SlideFolder.deleteTree(temp);
        }
    }

    /** Frames with captions into the GIF: the question held, each transition frame, the step held for reading. */
    private static final class GifCut implements Film.Cut {
        private final GifFile gif;
        private final Captions captions;
        private final int band;
        private long millis;

        GifCut(GifFile gif, Captions captions, int band) {
            this.gif = gif;
            this.captions = captions;
            this.band = band;
        }

        @Override
        public void title(BufferedImage window) throws IOException {
            add(captions.title(), window, Captions.readingMillis(captions.title()));
        }

        @Override
        public void question(Storyboard.Page page, BufferedImage before) throws IOException {
            Caption caption = captions.question(page);
            add(caption, before, Captions.readingMillis(caption) + 2000); // and a moment to think
        }

        @Override
        public boolean wantsTransitions() {
            return true;
        }

        @Override
        public void transition(Storyboard.Page page, BufferedImage window, double frameMillis) throws IOException {
            add(captions.step(page), window, frameMillis);
        }

        @Override
        public void step(Storyboard.Page page, BufferedImage after) throws IOException {
            Caption caption = captions.step(page);
            add(caption, after, Captions.readingMillis(caption));
        }

        private void add(Caption caption, BufferedImage window, double delayMillis) throws IOException {
            int centis = (int) Math.round(delayMillis / 10);
            gif.add(caption.under(window, band), centis);
            millis += centis * 10L;
        }

        int frames() {
            return gif.frames();
        }

        long millis() {
            return millis;
        }
    }

    /** Numbered PNG slides, and the notes for them. */
    private static final class SlideCut implements Film.Cut {
        private final Path dir;
        private final Captions captions;
        private final SlideNotes notes;
        private final int width;
        private final int band;
        private int slides;

        SlideCut(Path dir, Captions captions, Storyboard board, int width) {
            this.dir = dir;
            this.captions = captions;
            this.notes = new SlideNotes(board);
            this.width = width;
            // One band for the whole deck, so that every slide has one size.
            java.util.List<Caption> shown = new java.util.ArrayList<>(java.util.List.of(captions.title()));
            for (Storyboard.Page page : board.pages()) {
                page.question().ifPresent(q -> shown.add(captions.question(page)));
                shown.add(captions.step(page));
            }
            this.band = shown.stream().mapToInt(c -> c.height(width)).max().orElse(0);
        }

        @Override
        public void title(BufferedImage window) throws IOException {
            notes.title(write(captions.title(), window));
        }

        @Override
        public void question(Storyboard.Page page, BufferedImage before) throws IOException {
            notes.question(page, write(captions.question(page), before));
        }

        @Override
        public boolean wantsTransitions() {
            return false;
        }

        @Override
        public void transition(Storyboard.Page page, BufferedImage window, double millis) {
            throw new IllegalStateException("slides have no transitions");
        }

        @Override
        public void step(Storyboard.Page page, BufferedImage after) throws IOException {
            notes.step(page, write(captions.step(page), after));
        }

        private String write(Caption caption, BufferedImage window) throws IOException {
            slides++;
            String name = SlideFolder.slideName(slides);
            BufferedImage slide = caption.under(window, band);
            if (!ImageIO.write(slide, "png", dir.resolve(name).toFile())) {
                throw new IOException("no PNG writer");
            }
            return name;
        }

        void writeNotes() throws IOException {
            try (Writer w = new OutputStreamWriter(Files.newOutputStream(dir.resolve(SlideFolder.NOTES)), StandardCharsets.UTF_8)) {
                w.write(notes.markdown());
            }
        }

        int slides() {
            return slides;
        }
    }
}
