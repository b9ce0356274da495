package sparkmemlab.spark;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The class path of another Spark's class loader (2.4.8's, 4.2.0's): its harness classes folder, then
 * every jar of its lib folder, both named by system properties that Surefire sets.
 */
public final class JarFolders {

    private JarFolders() {
    }

    /** The classes folder, then the lib folder's jars in name order. */
    public static URL[] urls(String libProperty, String classesProperty, String spark) {
        Path lib = folder(libProperty, spark);
        Path classes = folder(classesProperty, spark);
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

    private static Path folder(String property, String spark) {
        String dir = System.getProperty(property);
        if (dir == null || !Files.isDirectory(Path.of(dir))) {
            throw new IllegalStateException("system property " + property + " must name a folder (it is " + dir
                    + "): run the tests through Maven, which copies Spark " + spark + "'s jars and compiles its side");
        }
        return Path.of(dir);
    }
}
