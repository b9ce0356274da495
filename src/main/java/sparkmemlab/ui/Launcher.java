package sparkmemlab.ui;

import javafx.application.Application;

/**
 * Starts the window from a plain class path or the shaded jar. It must not extend
 * {@link Application}: Java's launcher refuses such a main class when JavaFX is not on the module
 * path ("JavaFX runtime components are missing").
 */
public final class Launcher {

    private Launcher() {
    }

    public static void main(String[] args) {
        Application.launch(SparkMemoryLabApp.class, args);
    }
}
