package sparkmemlab.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CancellationException;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import sparkmemlab.lesson.LessonParser;
import sparkmemlab.lesson.LessonRun;
import sparkmemlab.scenario.Scenario;

/**
 * The export's film, counted: frames and their delays, the slides and their notes, in both languages, the
 * progress it reports, and that a cancelled or refused export leaves nothing behind. The window's pictures
 * come from a camera that draws the step and the moment of its transition (StepPicturesTest films the window itself).
 */
class LessonExportTest {
    static final Path LESSON = Path.of("lessons/15-memory-spark-does-not-count.json");
    static final double TRANSITION = 250;
    static final LessonExport.Options OPTIONS = new LessonExport.Options(640, 400, 10);

    static LessonRun run;

    @TempDir
    Path dir;

    @BeforeAll
    static void load() throws Exception {
        run = LessonRun.run(LessonParser.parse(LESSON));
    }

    /** Draws the step as a bar, the transition's moment as the bar's growth; counts what it is asked. */
    static final class DrawingCamera implements WindowCamera {
        final int width;
        final int height;
        int step;
        int pictures;
        boolean closed;

        DrawingCamera(Scenario scenario, int width, int height) {
            this.width = width;
            this.height = height;
        }

        BufferedImage draw(double barWidth) {
            pictures++;
            BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
            Graphics2D g = image.createGraphics();
            g.setColor(Color.WHITE);
            g.fillRect(0, 0, width, height);
            g.setColor(Color.BLUE);
            g.fillRect(10, 10, (int) barWidth, 20);
            g.dispose();
            return image;
        }

        @Override
        public BufferedImage still() {
            return draw(step * 40);
        }

        @Override
        public Transition step(int to) {
            int from = step;
            step = to;
            return new Transition() {
                @Override
                public double lengthMillis() {
                    return TRANSITION;
                }

                @Override
                public BufferedImage at(double millis) {
                    return draw(from * 40 + 40 * (millis + 1) / (TRANSITION + 1));
                }

                @Override
                public void finish() {
                }
            };
        }

        @Override
        public void close() {
            closed = true;
        }
    }

    final List<DrawingCamera> cameras = new ArrayList<>();
    final LessonExport export = new LessonExport((board, w, h) -> {
        DrawingCamera c = new DrawingCamera(board.scenario(), w, h);
        cameras.add(c);
        return c;
    });

    @Test
    void theGifsFramesAndDelays() throws Exception {
        Storyboard board = Storyboard.of(run, Locale.ENGLISH);
        long questions = board.pages().stream().filter(p -> p.question().isPresent()).count();
        assertEquals(2, questions);
        List<Double> progress = new ArrayList<>();
        Path gif = dir.resolve("lesson.gif");
        LessonExport.Written written = export.gif(board, gif, OPTIONS, (f, what) -> {
            assertFalse(what.isBlank());
            progress.add(f);
        }, () -> false);
        GifFrames read = GifFrames.read(gif);
        int transitionFrames = (int) Math.ceil(TRANSITION / 100);
        int expected = 1 + (int) questions + board.pages().size() * (transitionFrames + 1);
        assertEquals(expected, read.frames().size(), read.frames().stream().map(GifFrames.Frame::delay).toList().toString());
        assertEquals(expected, written.pictures());
        assertEquals(0, read.loops());
        assertEquals(640, read.width());
        int band = new Captions(board).all().stream().mapToInt(c -> c.height(640)).max().orElseThrow();
        assertEquals(400 + band, read.height(), "every frame: the window and a band that fits every caption");
        List<Integer> delays = read.frames().stream().map(GifFrames.Frame::delay).toList();
        Captions captions = new Captions(board);
        assertEquals(Captions.readingMillis(captions.title()) / 10, delays.get(0), "the title, held for reading");
        int i = 1;
        for (Storyboard.Page page : board.pages()) {
            if (page.question().isPresent()) {
                assertEquals((Captions.readingMillis(captions.question(page)) + 2000) / 10, delays.get(i++), "question " + page.step());
            }
            for (int k = 0; k < transitionFrames; k++) {
                assertEquals(10, delays.get(i++), "a transition frame at 10 frames a second");
            }
            assertEquals(Captions.readingMillis(captions.step(page)) / 10, delays.get(i++), "step " + page.step());
        }
        assertEquals(read.totalDelay() * 10L, written.millis());
        for (int k = 1; k < progress.size(); k++) {
            assertTrue(progress.get(k) >= progress.get(k - 1), progress.toString());
        }
        assertEquals(0.0, progress.get(0));
        assertEquals(1.0, progress.get(progress.size() - 1));
        assertTrue(cameras.get(0).closed);
        assertEquals(List.of("lesson.gif"), names(dir), "no temporary file left");
    }

    @Test
    void slidesAndTheirNotesInBothLanguages() throws Exception {
        for (Locale locale : List.of(Locale.ENGLISH, Locale.SIMPLIFIED_CHINESE)) {
            Storyboard board = Storyboard.of(run, locale);
            Path slides = dir.resolve("slides-" + locale);
            LessonExport.Written written = export.slides(board, slides, OPTIONS, Progress.NONE, () -> false);
            int questions = (int) board.pages().stream().filter(p -> p.question().isPresent()).count();
            assertEquals(1 + questions + board.pages().size(), written.pictures());
            List<String> files = names(slides);
            assertEquals(written.pictures() + 1, files.size(), files.toString());
            assertTrue(files.contains("slides.md"));
            int height = -1;
            for (int n = 1; n <= written.pictures(); n++) {
                BufferedImage slide = ImageIO.read(slides.resolve(String.format(Locale.ROOT, "slide-%02d.png", n)).toFile());
                assertEquals(640, slide.getWidth());
                height = height < 0 ? slide.getHeight() : height;
                assertEquals(height, slide.getHeight(), "every slide one size");
            }
            String md = Files.readString(slides.resolve("slides.md"));
            assertTrue(md.contains(board.title()));
            for (Storyboard.Page page : board.pages()) {
                assertTrue(md.contains(page.narration()), locale + ": narration of step " + page.step());
                page.question().ifPresent(q -> assertTrue(md.contains(q), locale + ": question of step " + page.step()));
                page.answer().ifPresent(a -> assertTrue(md.contains(a), locale + ": answer of step " + page.step()));
                page.explanation().ifPresent(e -> assertTrue(md.contains(e), locale + ": explanation of step " + page.step()));
                page.choices().forEach(c -> assertTrue(md.contains(c), locale + ": choice " + c));
            }
            for (int n = 1; n <= written.pictures(); n++) {
                assertTrue(md.contains(String.format(Locale.ROOT, "(slide-%02d.png)", n)), "slide " + n + " in the notes");
            }
            assertEquals(written.pictures() - 1, md.split("\n---\n", -1).length - 1, "slides parted by ---");
        }
        assertTrue(Storyboard.of(run, Locale.SIMPLIFIED_CHINESE).pages().get(0).narration().codePoints()
                .anyMatch(c -> Character.UnicodeScript.of(c) == Character.UnicodeScript.HAN), "the lesson is in Chinese too");
    }

    @Test
    void aCancelledExportLeavesNothingAndTheOldFileWhole() throws Exception {
        Storyboard board = Storyboard.of(run, Locale.ENGLISH);
        Path gif = dir.resolve("lesson.gif");
        Files.writeString(gif, "an earlier export");
        double[] seen = {0};
        assertThrows(CancellationException.class, () -> export.gif(board, gif, OPTIONS, (f, w) -> seen[0] = f, () -> seen[0] > 0.5));
        assertEquals("an earlier export", Files.readString(gif));
        assertThrows(CancellationException.class, () -> export.slides(board, dir.resolve("slides"), OPTIONS, (f, w) -> seen[0] = f,
                () -> seen[0] > 0.5));
        assertEquals(List.of("lesson.gif"), names(dir), "no slides folder, no temporary file or folder");
        assertTrue(cameras.stream().allMatch(c -> c.closed), "the camera is closed when the export stops");
    }

    @Test
    void slidesReplaceOnlyAnEarlierExport() throws Exception {
        Storyboard board = Storyboard.of(run, Locale.ENGLISH);
        Path mine = Files.createDirectory(dir.resolve("my-notes"));
        Files.writeString(mine.resolve("todo.txt"), "keep me");
        assertThrows(DirectoryNotEmptyException.class, () -> export.slides(board, mine, OPTIONS, Progress.NONE, () -> false));
        assertEquals(List.of("todo.txt"), names(mine));
        Path slides = dir.resolve("slides");
        export.slides(board, slides, OPTIONS, Progress.NONE, () -> false);
        Files.writeString(slides.resolve("slides.md"), "old notes");
        Files.write(slides.resolve("slide-99.png"), new byte[] {1});
        LessonExport.Written again = export.slides(board, slides, OPTIONS, Progress.NONE, () -> false);
        assertEquals(again.pictures() + 1, names(slides).size(), "the earlier export's files are gone");
        assertFalse(Files.readString(slides.resolve("slides.md")).contains("old notes"));
        assertEquals(List.of("lesson.gif", "my-notes", "slides").stream().filter(n -> !n.equals("lesson.gif")).toList(), names(dir));
    }

    /** The captions are drawn: the band holds text, and Chinese in a font that has its characters (where one is installed). */
    @Test
    void captionsAreDrawnInBothLanguages() {
        for (Locale locale : List.of(Locale.ENGLISH, Locale.SIMPLIFIED_CHINESE)) {
            Caption caption = new Captions(Storyboard.of(run, locale)).step(Storyboard.of(run, locale).pages().get(0));
            BufferedImage framed = caption.under(new BufferedImage(640, 400, BufferedImage.TYPE_INT_RGB), caption.height(640));
            long colours = java.util.stream.IntStream.range(0, 640).mapToLong(x -> framed.getRGB(x, 400 + caption.height(640) / 3)).distinct().count();
            assertTrue(colours > 3, locale + ": the band holds text");
        }
        String chinese = Storyboard.of(run, Locale.SIMPLIFIED_CHINESE).pages().get(0).narration().replaceAll("[\\p{So}]", "");
        // Installed or not, a Chinese font: the platform's, else the one the jar carries.
        assertEquals(0, CaptionFont.missing(CaptionFont.of(Font.PLAIN, 19, chinese), chinese),
                "the captions' font draws the Chinese narration");
        assertEquals(0, CaptionFont.missing(CaptionFont.of(Font.BOLD, 20, chinese), chinese), "and in bold");
    }

    private static List<String> names(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(f -> f.getFileName().toString()).sorted().toList();
        }
    }
}
