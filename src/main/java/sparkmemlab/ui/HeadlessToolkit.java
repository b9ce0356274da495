package sparkmemlab.ui;

import java.util.concurrent.CompletableFuture;
import javafx.application.Platform;

/** The JavaFX toolkit without a screen (Monocle), for the renderer and the exports. */
public final class HeadlessToolkit {
    private HeadlessToolkit() {
    }

    /**
     * Selects Monocle's headless platform and software rendering. Must run before the JavaFX
     * toolkit starts; properties already set on the command line are kept.
     */
    private static void useHeadlessPlatform(int width, int height) {
        System.setProperty("glass.platform", System.getProperty("glass.platform", "Monocle"));
        System.setProperty("monocle.platform", System.getProperty("monocle.platform", "Headless"));
        System.setProperty("prism.order", System.getProperty("prism.order", "sw"));
        System.setProperty("prism.text", System.getProperty("prism.text", "t2k"));
        System.setProperty("java.awt.headless", "true");
        System.setProperty("headless.geometry", width + "x" + height + "-32");
    }

    /** Starts the JavaFX toolkit headless, unless it runs already; completes once it does. */
    static CompletableFuture<Void> start(int width, int height) {
        useHeadlessPlatform(width, height);
        CompletableFuture<Void> started = new CompletableFuture<>();
        try {
            Platform.startup(() -> started.complete(null));
        } catch (IllegalStateException alreadyRunning) {
            started.complete(null);
        }
        Platform.setImplicitExit(false);
        return started;
    }
}
