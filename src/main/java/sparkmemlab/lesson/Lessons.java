package sparkmemlab.lesson;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import sparkmemlab.i18n.Messages;

/** The lessons of a folder: every {@code *.json} file in it, by file name. */
public final class Lessons {

    private Lessons() {
    }

    /** The lesson files of a folder (sorted by name), or the file itself. */
    public static List<Path> files(Path folderOrFile) throws IOException {
        if (!Files.isDirectory(folderOrFile)) {
            return List.of(folderOrFile);
        }
        try (Stream<Path> files = Files.list(folderOrFile)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".json") && Files.isRegularFile(f))
                    .sorted().toList();
        }
    }

    /**
     * Reads every lesson of a folder, refusing two lessons with the same order.
     *
     * @throws LessonException for the first lesson that cannot be read
     * @throws LessonCheckException if two lessons claim the same place in the course
     */
    public static List<Lesson> load(Path folderOrFile) throws IOException, LessonException, LessonCheckException {
        List<Lesson> lessons = new ArrayList<>();
        Map<Integer, Lesson> byOrder = new HashMap<>();
        for (Path file : files(folderOrFile)) {
            Lesson lesson = LessonParser.parse(file);
            Lesson other = byOrder.putIfAbsent(lesson.order(), lesson);
            if (other != null) {
                throw new LessonCheckException(lesson.file(), 0, "",
                        Messages.get("lesson.check.order", lesson.order(), other.file(), lesson.file()));
            }
            lessons.add(lesson);
        }
        lessons.sort((a, b) -> Integer.compare(a.order(), b.order()));
        return lessons;
    }
}
