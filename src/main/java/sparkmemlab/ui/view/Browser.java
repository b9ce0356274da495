package sparkmemlab.ui.view;

import javafx.application.HostServices;

/**
 * Opens a web page (Spark's source at a tag) in the person's browser, through the application's
 * {@link HostServices}; the app hands them over when it starts. Headless (tests, {@code render}) there are none,
 * and a link opens nothing.
 */
public final class Browser {
    private static volatile HostServices services;

    private Browser() {
    }

    public static void use(HostServices hostServices) {
        services = hostServices;
    }

    /** Whether the page was handed to the browser. */
    public static boolean open(String url) {
        HostServices s = services;
        if (s == null) {
            return false;
        }
        s.showDocument(url);
        return true;
    }
}
