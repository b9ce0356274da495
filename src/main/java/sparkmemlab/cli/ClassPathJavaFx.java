package sparkmemlab.cli;

import java.util.logging.Logger;

/**
 * The jar carries JavaFX on the class path, which is what lets one jar be handed out and run; JavaFX warns
 * about exactly that at every start ("Unsupported JavaFX configuration: classes were loaded from ..."),
 * which a teacher or student can do nothing about. This drops that one warning; JavaFX's other messages stay.
 */
final class ClassPathJavaFx {

    private static final String WARNING = "Unsupported JavaFX configuration";

    /** JavaFX's logger; held here so that the filter set on it is not lost with it. */
    private static final Logger JAVAFX = Logger.getLogger("javafx");

    private ClassPathJavaFx() {
    }

    /** Call before JavaFX starts. */
    static void quietTheClassPathWarning() {
        JAVAFX.setFilter(record -> record.getMessage() == null || !record.getMessage().startsWith(WARNING));
    }
}
