package sparkmemlab.ui.vm;

import java.nio.file.Path;

/** A workspace that reads a dropped spark-defaults.conf or spark-submit line into its configuration. */
public interface TakesSparkConf {

    /** Reads it where the person sees what was taken before anything changes; false if it cannot. */
    boolean openSparkConf(Path file);
}
