package sparkmemlab.ui.vm;

import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.FileSystem;
import java.nio.file.FileSystemAlreadyExistsException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import sparkmemlab.lesson.Lesson;
import sparkmemlab.lesson.LessonParser;

/**
 * Where the window finds its lessons: the folder named by {@code -Dsparkmemlab.lessons}, else
 * {@code lessons/} on the class path (in the jar), else {@code lessons/} in the working folder. A lesson that
 * cannot be read is left out and its message kept for the window.
 */
public final class LessonLibrary {

    public record Loaded(List<Lesson> lessons, List<String> problems) {
    }

    private LessonLibrary() {
    }

    public static Loaded standard() {
        String named = System.getProperty("sparkmemlab.lessons");
        if (named != null) {
            return load(Path.of(named));
        }
        URL url = LessonLibrary.class.getResource("/lessons");
        if (url != null) {
            try {
                URI uri = url.toURI();
                if ("jar".equals(uri.getScheme())) {
                    FileSystem fs;
                    try {
                        fs = FileSystems.newFileSystem(uri, Map.of());
                    } catch (FileSystemAlreadyExistsException e) {
                        fs = FileSystems.getFileSystem(uri);
                    }
                    return load(fs.getPath("/lessons"));
                }
                return load(Path.of(uri));
            } catch (IOException | URISyntaxException | RuntimeException e) {
                return new Loaded(List.of(), List.of(String.valueOf(e.getMessage())));
            }
        }
        return load(Path.of("lessons"));
    }

    /** Every {@code *.json} lesson of a folder, in course order. */
    public static Loaded load(Path folder) {
        List<Lesson> lessons = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        if (!Files.isDirectory(folder)) {
            return new Loaded(List.of(), List.of());
        }
        try (var files = Files.list(folder)) {
            for (Path f : files.filter(p -> p.getFileName().toString().endsWith(".json")).sorted().toList()) {
                try {
                    lessons.add(LessonParser.parse(f));
                } catch (Exception e) {
                    problems.add(e.getMessage());
                }
            }
        } catch (IOException e) {
            problems.add(String.valueOf(e.getMessage()));
        }
        lessons.sort((a, b) -> Integer.compare(a.order(), b.order()));
        return new Loaded(List.copyOf(lessons), List.copyOf(problems));
    }

    /** A lesson's id: its file's name without {@code .json} ({@code 03-execution-takes-it-back}). */
    public static String id(Lesson lesson) {
        String name = lesson.file().replace('\\', '/');
        name = name.substring(name.lastIndexOf('/') + 1);
        return name.endsWith(".json") ? name.substring(0, name.length() - 5) : name;
    }
}
