package sparkmemlab.spark24;

import java.net.URL;
import java.net.URLClassLoader;

/**
 * The class loader of Spark 2.4.8's jars and of the bridge compiled against them
 * ({@code src/test/spark24}, package {@code sparkmemlab.spark24.bridge}). Its parent is the platform
 * loader, so that Spark 3.5.3, Scala 2.13 and their logging on the tests' class path stay out of it;
 * our own classes (the model's types, {@code RealMemory}, {@code ZeroChunks}) come from the tests'
 * loader, so both sides share them. Maven copies the jars and compiles the bridge in
 * {@code process-test-classes}; Surefire passes their folders as system properties.
 */
final class Spark24ClassLoader extends URLClassLoader {

    static final String BRIDGE_PACKAGE = "sparkmemlab.spark24.bridge.";

    private static Spark24ClassLoader instance;

    private final ClassLoader tests;

    private Spark24ClassLoader(URL[] urls, ClassLoader tests) {
        super("spark-2.4.8", urls, ClassLoader.getPlatformClassLoader());
        this.tests = tests;
    }

    /** The one loader of this JVM (Spark's classes are loaded once, like 3.5.3's). */
    static synchronized Spark24ClassLoader get() {
        if (instance == null) {
            instance = new Spark24ClassLoader(urls(), Spark24ClassLoader.class.getClassLoader());
        }
        return instance;
    }

    private static URL[] urls() {
        return sparkmemlab.spark.JarFolders.urls("sparkmemlab.spark24.lib", "sparkmemlab.spark24.classes", "2.4.8");
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        if (name.startsWith("sparkmemlab.") && !name.startsWith(BRIDGE_PACKAGE)) {
            return tests.loadClass(name);
        }
        return super.loadClass(name, resolve);
    }
}
