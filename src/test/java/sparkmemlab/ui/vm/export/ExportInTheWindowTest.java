package sparkmemlab.ui.vm.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.stream.ImageInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import sparkmemlab.export.LessonExport;
import sparkmemlab.export.WindowCamera;
import sparkmemlab.ui.Workspaces;
import sparkmemlab.ui.prefs.LessonProgress;
import sparkmemlab.ui.text.UiText;
import sparkmemlab.ui.vm.FileKind;
import sparkmemlab.ui.vm.FileService;
import sparkmemlab.ui.vm.LessonLibrary;
import sparkmemlab.ui.vm.LessonShelf;
import sparkmemlab.ui.vm.WindowViewModel;

/**
 * File > Export lesson…'s view-models without a toolkit: the dialog's choices, the export run off the calling
 * thread with its progress brought back to it, Cancel, and failures, each leaving nothing half-written. The
 * window's pictures come from a camera of plain pictures here ({@code StepPicturesTest} checks the real one).
 */
class ExportInTheWindowTest {
    @TempDir
    Path dir;

    /** The "FX thread": what the export posts back, run by the test. */
    private final BlockingQueue<Runnable> fx = new LinkedBlockingQueue<>();
    private final List<String> notices = new ArrayList<>();
    private final List<String> refusals = new ArrayList<>();
    private final List<String> statuses = new ArrayList<>();
    private Path saveTo;
    private final FileService files = new FileService() {
        @Override
        public Optional<Path> open(FileKind kind) {
            return Optional.empty();
        }

        @Override
        public Optional<Path> save(FileKind kind) {
            return Optional.ofNullable(saveTo);
        }
    };
    /** Released to let the camera go past its first step. */
    private final CountDownLatch pastFirstStep = new CountDownLatch(1);
    private volatile boolean holdAtFirstStep;
    private volatile boolean failAtSecondStep;

    private final WindowViewModel window = new WindowViewModel(UiText.of(Locale.ENGLISH), Workspaces.ALL,
            new LessonShelf(LessonLibrary.load(Path.of("lessons")).lessons(), LessonProgress.inMemory()), files, notices::add);
    private final ExportProgressViewModel progress = new ExportProgressViewModel(window.text(), notices::add, refusals::add,
            job -> new Thread(job, "export-test").start(), fx::add);
    private final LessonExportViewModel vm = new LessonExportViewModel(window, new LessonExport(this::camera), progress);

    {
        progress.statusProperty().addListener((o, a, b) -> statuses.add(b));
    }

    /** Runs what the export posts back until it has ended. */
    private void untilDone() throws InterruptedException {
        while (progress.runningProperty().get()) {
            Runnable r = fx.poll(60, TimeUnit.SECONDS);
            if (r == null) {
                throw new AssertionError("the export posted nothing for a minute");
            }
            r.run();
        }
    }

    @Test
    void theDialogOffersTheHistoryShownThenTheLessons() {
        vm.prepare();
        assertEquals("The history shown (11 steps)", vm.sources().get(0).label());
        assertEquals("Lesson 1: Anatomy of an executor heap", vm.sources().get(1).label());
        assertEquals(1 + LessonLibrary.load(Path.of("lessons")).lessons().stream().filter(l -> !l.isCluster()).count(),
                vm.sources().size(), vm.sources().toString());
        assertEquals(vm.sources().get(0), vm.sourceProperty().get());
        assertEquals(Locale.ENGLISH, vm.languageProperty().get());
        assertTrue(vm.canExportProperty().get());
    }

    @Test
    void theHistoryShownIsExportedAsAGifOffTheCallersThread() throws Exception {
        vm.prepare();
        saveTo = dir.resolve("history"); // the save dialog left the extension off
        assertTrue(vm.export());
        assertTrue(progress.runningProperty().get());
        assertFalse(vm.canExportProperty().get(), "one export at a time");
        assertFalse(vm.export());
        assertEquals("Exporting The history shown (11 steps) as Animated GIF", progress.titleProperty().get());
        untilDone();
        Path gif = dir.resolve("history.gif");
        // the title, then each step held and the frames of its transition (two at 10 a second for 150 ms)
        assertEquals(1 + 11 * 3, frames(gif));
        assertEquals(List.of("GIF saved: history.gif (34 frames, " + notices.get(0).split("frames, ")[1]), notices);
        assertTrue(statuses.contains("Drawing step 11 of 11"), statuses.toString());
        assertEquals("", progress.statusProperty().get());
        assertTrue(refusals.isEmpty(), refusals.toString());
    }

    @Test
    void aLessonIsExportedAsSlidesInTheLanguageChosen() throws Exception {
        vm.prepare();
        vm.sourceProperty().set(vm.sources().get(3)); // lesson 3
        vm.formatProperty().set(ExportFormat.SLIDES);
        vm.languageProperty().set(Locale.SIMPLIFIED_CHINESE);
        saveTo = dir.resolve("slides");
        assertTrue(vm.export());
        untilDone();
        String notes = Files.readString(saveTo.resolve("slides.md"));
        assertTrue(notes.contains("第 3 课"), notes.substring(0, Math.min(200, notes.length())));
        try (var pngs = Files.list(saveTo)) {
            long slides = pngs.filter(p -> p.getFileName().toString().endsWith(".png")).count();
            assertTrue(notices.get(0).startsWith("Slides saved: slides (" + slides + " slides"), notices.toString());
        }
    }

    @Test
    void cancelStopsBeforeTheNextPictureAndWritesNothing() throws Exception {
        holdAtFirstStep = true;
        vm.prepare();
        saveTo = dir.resolve("cancelled.gif");
        assertTrue(vm.export());
        progress.cancel();
        assertEquals("Stopping before the next picture\u2026", progress.statusProperty().get());
        pastFirstStep.countDown();
        untilDone();
        assertEquals(List.of("Export cancelled: cancelled.gif was not written."), notices);
        assertTrue(refusals.isEmpty(), refusals.toString());
        try (var left = Files.list(dir)) {
            assertEquals(List.of(), left.toList(), "no file, no temporary file");
        }
        assertTrue(vm.canExportProperty().get(), "another export may start");
    }

    @Test
    void aFailureIsShownAndWritesNothing() throws Exception {
        failAtSecondStep = true;
        vm.prepare();
        vm.formatProperty().set(ExportFormat.SLIDES);
        saveTo = dir.resolve("failed");
        assertTrue(vm.export());
        untilDone();
        assertEquals(List.of("Cannot export failed: the camera broke"), refusals);
        assertTrue(notices.isEmpty(), notices.toString());
        try (var left = Files.list(dir)) {
            assertEquals(List.of(), left.toList(), "no folder, no temporary folder");
        }
    }

    @Test
    void theSaveDialogCancelledStartsNothing() {
        vm.prepare();
        saveTo = null;
        assertFalse(vm.export());
        assertFalse(progress.runningProperty().get());
    }

    private static int frames(Path gif) throws IOException {
        try (ImageInputStream in = ImageIO.createImageInputStream(gif.toFile())) {
            ImageReader reader = ImageIO.getImageReadersByFormatName("gif").next();
            reader.setInput(in);
            return reader.getNumImages(true);
        }
    }

    /** Plain pictures, a shade a step and another for each frame of its transition, which runs 150 ms. */
    private WindowCamera camera(sparkmemlab.export.Storyboard board, int width, int height) {
        return new WindowCamera() {
            private int at;

            private BufferedImage picture(int shade) {
                BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
                Graphics2D g = image.createGraphics();
                g.setColor(new Color(shade * 20 % 256, 80, 160));
                g.fillRect(0, 0, width, height);
                g.dispose();
                return image;
            }

            @Override
            public BufferedImage still() {
                return picture(5 * at);
            }

            @Override
            public Transition step(int step) throws IOException {
                if (holdAtFirstStep && step == 1) {
                    try {
                        pastFirstStep.await(60, TimeUnit.SECONDS);
                    } catch (InterruptedException e) {
                        throw new IOException(e);
                    }
                }
                if (failAtSecondStep && step == 2) {
                    throw new IOException("the camera broke");
                }
                at = step;
                return new Transition() {
                    @Override
                    public double lengthMillis() {
                        return 150;
                    }

                    @Override
                    public BufferedImage at(double millis) {
                        return picture(5 * step + 1 + (int) (millis / 100));
                    }

                    @Override
                    public void finish() {
                    }
                };
            }

            @Override
            public void close() {
            }
        };
    }
}
