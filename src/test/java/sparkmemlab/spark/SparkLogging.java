package sparkmemlab.spark;

import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.core.appender.ConsoleAppender;
import org.apache.logging.log4j.core.config.Configurator;
import org.apache.logging.log4j.core.config.builder.api.ConfigurationBuilder;
import org.apache.logging.log4j.core.config.builder.api.ConfigurationBuilderFactory;
import org.apache.logging.log4j.core.config.builder.impl.BuiltConfiguration;

/**
 * Quiets Spark's logging before any Spark class logs. Spark's {@code Logging} replaces log4j's
 * default configuration with its own (INFO to the console) unless log4j is already configured, so
 * we install a configuration of our own: root WARN, {@code org.apache.spark} ERROR (random
 * scenarios release more than they hold, which Spark logs as warnings). The system property
 * {@code sparkmemlab.spark.log} (e.g. {@code INFO}) sets Spark's level for debugging.
 */
public final class SparkLogging {

    private static boolean done;

    private SparkLogging() {
    }

    public static synchronized void init() {
        if (done) {
            return;
        }
        Level sparkLevel = Level.toLevel(System.getProperty("sparkmemlab.spark.log", "ERROR"), Level.ERROR);
        ConfigurationBuilder<BuiltConfiguration> b = ConfigurationBuilderFactory.newConfigurationBuilder();
        b.setStatusLevel(Level.ERROR);
        b.setConfigurationName("sparkmemlab-real-spark");
        b.add(b.newAppender("stderr", "Console")
                .addAttribute("target", ConsoleAppender.Target.SYSTEM_ERR)
                .add(b.newLayout("PatternLayout").addAttribute("pattern", "%d{HH:mm:ss.SSS} %p %c{1} [%t]: %m%n")));
        b.add(b.newLogger("org.apache.spark", sparkLevel));
        b.add(b.newRootLogger(Level.WARN).add(b.newAppenderRef("stderr")));
        Configurator.reconfigure(b.build());
        done = true;
    }
}
