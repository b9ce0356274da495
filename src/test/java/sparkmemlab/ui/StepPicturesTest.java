package sparkmemlab.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import sparkmemlab.cli.Main;
import sparkmemlab.export.WindowCamera;
import sparkmemlab.lesson.LessonParser;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.ui.vm.Speed;

/**
 * The export's camera on the real window, headless: a step's transition lasts what the window's speed says,
 * its moments are pictures of the window in motion, and once it has run out the window shows exactly what
 * it shows when drawn at that step from scratch. Then a whole lesson exported from the command line.
 */
@Tag("ui")
class StepPicturesTest {
    @TempDir
    Path dir;

    @Test
    void aStepsTransitionPicturedAndItsEnd() throws Exception {
        Scenario scenario = LessonParser.parse(Path.of("lessons/03-execution-takes-it-back.json")).scenario();
        try (StepPictures camera = StepPictures.open(scenario, 900, 600, Locale.ENGLISH, Speed.SLOW)) {
            BufferedImage before = camera.still();
            WindowCamera.Transition transition = camera.step(1);
            assertEquals(800, transition.lengthMillis(), 1e-9, "the slow speed's transition (css: 800ms)");
            BufferedImage start = transition.at(0);
            BufferedImage middle = transition.at(400);
            transition.finish();
            BufferedImage after = camera.still();
            assertNotEquals(pixels(before), pixels(start), "the step shows at once in the log and the lists");
            assertNotEquals(pixels(start), pixels(middle), "the bars move");
            assertNotEquals(pixels(middle), pixels(after));
            assertTrue(Arrays.equals(pixels(after), pixels(fromScratch(scenario, 1, 900, 600))),
                    "after its transition the window shows what it shows drawn at that step");
        }
    }

    private static BufferedImage fromScratch(Scenario scenario, int step, int width, int height) throws Exception {
        CompletableFuture<BufferedImage> image = new CompletableFuture<>();
        Platform.runLater(() -> {
            javafx.scene.Scene scene = Renderer.scene(scenario, step, width, height);
            Platform.runLater(() -> image.complete(sparkmemlab.ui.view.WindowPictures.snapshot(scene)));
        });
        return image.get(60, TimeUnit.SECONDS);
    }

    private static int[] pixels(BufferedImage image) {
        return image.getRGB(0, 0, image.getWidth(), image.getHeight(), null, 0, image.getWidth());
    }

    @Test
    void aLessonExportedFromTheCommandLine() throws Exception {
        Path gif = dir.resolve("lesson.gif");
        Path slides = dir.resolve("slides");
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = Main.execute(new PrintWriter(out, true), new PrintWriter(err, true), "lesson", "export",
                "lessons/15-memory-spark-does-not-count.json", "--gif", gif.toString(), "--slides", slides.toString(),
                "--lang", "zh", "--size", "640x400", "--speed", "FAST", "--fps", "10");
        assertEquals(0, status, err.toString());
        assertTrue(out.toString().contains("Wrote " + gif), out.toString()); // the command line speaks the JVM's language; --lang is the lesson's
        try (var in = javax.imageio.ImageIO.createImageInputStream(gif.toFile())) {
            var reader = javax.imageio.ImageIO.getImageReadersByFormatName("gif").next();
            reader.setInput(in);
            int frames = reader.getNumImages(true);
            // the title, 2 questions, and for each of the 6 steps 2 frames of its 120 ms transition and the step
            // itself; a frame the same as the one before (nothing moved yet) only lengthens that one
            assertTrue(frames >= 1 + 2 + 6 && frames <= 1 + 2 + 6 * (2 + 1), frames + " frames");
            assertTrue(out.toString().contains("Wrote " + gif + ": " + frames + " frames"), out.toString());
            assertEquals(640, reader.read(0).getWidth());
        }
        assertEquals(1 + 2 + 6 + 1, Files.list(slides).count(), "nine slides and slides.md");
        assertTrue(Files.readString(slides.resolve("slides.md")).contains("演讲者备注"));
    }
}
