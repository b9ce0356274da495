package sparkmemlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The README's counts and layout table say what the repository holds. */
class ReadmeTest {

    private static String readme() throws Exception {
        return Files.readString(Path.of("README.md"));
    }

    @Test
    void itCountsTheLessonsThereAre() throws Exception {
        Matcher m = Pattern.compile("`lessons/` holds (\\d+) guided lessons").matcher(readme());
        assertTrue(m.find(), "the README says how many lessons there are");
        try (Stream<Path> files = Files.list(Path.of("lessons"))) {
            assertEquals(files.filter(p -> p.toString().endsWith(".json")).count(), Long.parseLong(m.group(1)));
        }
    }

    @Test
    void itsLayoutTableNamesEveryPackageAndEveryCommand() throws Exception {
        String readme = readme();
        String layout = readme.substring(readme.indexOf("## Layout"));
        try (Stream<Path> dirs = Files.list(Path.of("src/main/java/sparkmemlab"))) {
            for (Path dir : dirs.filter(Files::isDirectory).toList()) {
                String name = dir.getFileName().toString();
                assertTrue(layout.contains("sparkmemlab/" + name + "`") || layout.contains("`" + name + "`"),
                        "the layout table omits " + name);
            }
        }
        for (String command : List.of("run", "render", "lesson", "snapshot", "docs", "conf", "replay", "diagnose")) {
            assertTrue(layout.contains("`" + command + "`"), "the layout table's cli row omits " + command);
        }
        assertTrue(readme.contains("[--workspace NAME]"), "render's synopsis names --workspace");
    }
}
