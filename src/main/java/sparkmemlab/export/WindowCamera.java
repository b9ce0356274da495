package sparkmemlab.export;

import java.awt.image.BufferedImage;
import java.io.IOException;

/**
 * Pictures of the window as it shows a scenario, the export's only view of the window: the moment shown now,
 * and the transition the window plays into the next step, at any moment of it. The window's side
 * ({@code sparkmemlab.ui.StepPictures}) draws them headless; the export never touches JavaFX itself.
 */
public interface WindowCamera extends AutoCloseable {

    /** The window as it stands now (after the step last gone to; step 0 at first). */
    BufferedImage still() throws IOException;

    /** Goes to step {@code step} as the window does, with its transition held at its start. */
    Transition step(int step) throws IOException;

    /** A transition into a step, held so it can be pictured at any moment. */
    interface Transition {

        /** How long it runs, in milliseconds (0 if nothing moves). */
        double lengthMillis();

        /** The window {@code millis} after the transition started. */
        BufferedImage at(double millis) throws IOException;

        /** Lets it run to its end; {@link WindowCamera#still} then shows the step. */
        void finish() throws IOException;
    }

    @Override
    void close() throws IOException;
}
