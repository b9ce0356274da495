package sparkmemlab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Every document a help text points to is one {@code docs} prints, and no help text points into the source tree. */
class DocsCommandTest {

    private static final Pattern POINTER = Pattern.compile("docs ([a-z][a-z.-]*[a-z])");

    private static String run(String... args) {
        Outcome o = Outcome.run(args);
        assertEquals(0, o.status(), o.err());
        return o.out();
    }

    @Test
    void everyDocumentAHelpTextNamesIsPrinted() throws Exception {
        List<String> named = new ArrayList<>();
        try (Stream<Path> bundles = Files.list(Path.of("src/main/resources/sparkmemlab/cli"))) {
            for (Path bundle : bundles.filter(p -> p.toString().endsWith(".properties")).toList()) {
                String text = Files.readString(bundle);
                assertFalse(text.contains("src/docs/"), bundle + " points into the source tree, which a jar's user has not got");
                Matcher m = POINTER.matcher(text);
                while (m.find()) {
                    if (!m.group(1).equals("with")) {
                        named.add(m.group(1));
                    }
                }
            }
        }
        assertTrue(named.containsAll(List.of("replay", "spark-conf-import", "workspaces", "lesson-format")), named.toString());
        String list = run("docs");
        for (String doc : named) {
            assertTrue(DocsCommand.NAMES.contains(doc), doc + " is named by a help text but docs does not know it");
            assertTrue(list.contains("  " + doc + " "), list);
            String printed = run("docs", doc);
            String file = doc.endsWith(".schema") ? doc + ".json" : doc + ".md";
            assertEquals(Files.readString(Path.of("src/docs", file)), printed, doc);
        }
    }
}
