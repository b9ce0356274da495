package sparkmemlab.export;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;

/**
 * Goes through a storyboard with the window's camera in the order a student sees it: the title over step 0;
 * then for each step its question over the moment before it, the window's transition into the step, and
 * the step itself. Each picture goes to a {@link Cut}, which makes frames or slides of it.
 */
final class Film {

    /** What is done with the pictures. */
    interface Cut {
        void title(BufferedImage window) throws IOException;

        void question(Storyboard.Page page, BufferedImage before) throws IOException;

        /** Whether this cut wants the transitions' frames (a slide deck does not). */
        boolean wantsTransitions();

        void transition(Storyboard.Page page, BufferedImage window, double millis) throws IOException;

        void step(Storyboard.Page page, BufferedImage after) throws IOException;
    }

    private Film() {
    }

    /**
     * @param frameMillis the time between two frames of a transition
     * @throws CancellationException as soon as {@code cancelled} says so, between two pictures
     */
    static void shoot(Storyboard board, WindowCamera camera, Cut cut, double frameMillis, Progress progress,
            BooleanSupplier cancelled) throws IOException {
        int steps = board.pages().size();
        progress.update(0, ExportText.get(board.locale(), "progress.title"));
        check(cancelled);
        BufferedImage shown = camera.still();
        cut.title(shown);
        for (Storyboard.Page page : board.pages()) {
            double done = page.step() / (steps + 1.0);
            progress.update(done, ExportText.get(board.locale(), "progress.step", page.step(), steps));
            if (page.question().isPresent()) {
                cut.question(page, shown);
            }
            check(cancelled);
            WindowCamera.Transition transition = camera.step(page.step());
            if (cut.wantsTransitions()) {
                int frames = (int) Math.ceil(transition.lengthMillis() / frameMillis);
                for (int k = 0; k < frames; k++) {
                    check(cancelled);
                    cut.transition(page, transition.at(k * frameMillis), frameMillis);
                    progress.update(done + k / (double) frames / (steps + 1), ExportText.get(board.locale(), "progress.step",
                            page.step(), steps));
                }
            }
            transition.finish();
            check(cancelled);
            shown = camera.still();
            cut.step(page, shown);
        }
    }

    private static void check(BooleanSupplier cancelled) {
        if (cancelled.getAsBoolean()) {
            throw new CancellationException();
        }
    }
}
