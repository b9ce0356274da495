package sparkmemlab.spark24.bridge;

import org.apache.log4j.ConsoleAppender;
import org.apache.log4j.Level;
import org.apache.log4j.Logger;
import org.apache.log4j.PatternLayout;

/**
 * Quiets Spark 2.4.8's logging (log4j 1.2, its own) before any Spark class logs: Spark's
 * {@code Logging} installs its INFO-to-console defaults only when log4j's root logger has no
 * appender, so we give it one, at WARN, with {@code org.apache.spark} at ERROR unless the system
 * property {@code sparkmemlab.spark.log} (e.g. {@code INFO}) says otherwise, as for 3.5.3.
 */
final class Spark24Logging {

    private static boolean done;

    private Spark24Logging() {
    }

    static synchronized void init() {
        if (done) {
            return;
        }
        Logger root = Logger.getRootLogger();
        root.removeAllAppenders();
        root.addAppender(new ConsoleAppender(new PatternLayout("%d{HH:mm:ss.SSS} %p %c{1} [%t]: %m%n"),
                ConsoleAppender.SYSTEM_ERR));
        root.setLevel(Level.WARN);
        Logger.getLogger("org.apache.spark").setLevel(Level.toLevel(System.getProperty("sparkmemlab.spark.log", "ERROR"), Level.ERROR));
        done = true;
    }
}
