package sparkmemlab.spark42;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;
import java.util.stream.Stream;

/**
 * The class loader of Spark 4.2.0's jars ({@code target/spark-4.2.0/lib}) and of the harness compiled
 * against them ({@code target/spark-4.2.0/classes}: the Spark-calling classes of {@code sparkmemlab.spark}
 * from the same sources as 3.5.3's, with {@code src/test/spark42} over them). Unlike 2.4.8's loader it
 * prefers itself only for what it holds: a class or resource in those folders and jars (Spark 4.2.0,
 * Scala 2.13.18, that harness) is its own, everything else (the model, {@code RealMemory} and
 * {@code SparkRun}, log4j, slf4j, Guava, Jackson, commons-lang3 of the tests' class path) comes from the
 * tests' loader, so both sides share the model's types and Spark 3.5.3 stays out.
 */
public final class Spark42ClassLoader extends URLClassLoader {

    static {
        ClassLoader.registerAsParallelCapable();
    }

    private static Spark42ClassLoader instance;

    private Spark42ClassLoader(URL[] urls, ClassLoader tests) {
        super("spark-4.2.0", urls, tests);
    }

    /** The one loader of this JVM (Spark's classes and their statics are loaded once, like 3.5.3's). */
    public static synchronized Spark42ClassLoader get() {
        if (instance == null) {
            instance = new Spark42ClassLoader(urls(), Spark42ClassLoader.class.getClassLoader());
        }
        return instance;
    }

    private static URL[] urls() {
        Path lib = folder("sparkmemlab.spark42.lib");
        Path classes = folder("sparkmemlab.spark42.classes");
        List<URL> urls = new ArrayList<>();
        try (Stream<Path> jars = Files.list(lib)) {
            urls.add(classes.toUri().toURL());
            for (Path jar : jars.filter(p -> p.toString().endsWith(".jar")).sorted().toList()) {
                urls.add(jar.toUri().toURL());
            }
        } catch (MalformedURLException e) {
            throw new IllegalStateException(e);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return urls.toArray(URL[]::new);
    }

    private static Path folder(String property) {
        String dir = System.getProperty(property);
        if (dir == null || !Files.isDirectory(Path.of(dir))) {
            throw new IllegalStateException("system property " + property + " must name a folder (it is " + dir
                    + "): run the tests through Maven, which copies Spark 4.2.0's jars and compiles its harness");
        }
        return Path.of(dir);
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        synchronized (getClassLoadingLock(name)) {
            Class<?> c = findLoadedClass(name);
            if (c == null && !name.startsWith("java.") && findResource(name.replace('.', '/') + ".class") != null) {
                c = findClass(name);
            }
            if (c == null) {
                return super.loadClass(name, resolve);
            }
            if (resolve) {
                resolveClass(c);
            }
            return c;
        }
    }

    /** Its own resources first: 4.2.0's error conditions and version file, never 3.5.3's of the same name. */
    @Override
    public URL getResource(String name) {
        URL own = findResource(name);
        return own != null ? own : super.getResource(name);
    }

    @Override
    public Enumeration<URL> getResources(String name) throws IOException {
        List<URL> all = new ArrayList<>(Collections.list(findResources(name)));
        for (URL url : Collections.list(getParent().getResources(name))) {
            if (!all.contains(url)) {
                all.add(url);
            }
        }
        return Collections.enumeration(all);
    }
}
