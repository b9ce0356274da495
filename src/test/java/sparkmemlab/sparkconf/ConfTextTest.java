package sparkmemlab.sparkconf;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import org.junit.jupiter.api.Test;

/** Every sentence of the import's bundle, formatted in both languages, keeps its apostrophes and fills its arguments. */
class ConfTextTest {

    @Test
    void everySentenceFormats() throws IOException {
        Properties en = new Properties();
        en.load(new StringReader(Files.readString(Path.of("src/main/resources/sparkmemlab/sparkconf/messages.properties"),
                StandardCharsets.UTF_8)));
        List<String> problems = new ArrayList<>();
        for (String key : en.stringPropertyNames()) {
            for (Locale locale : List.of(Locale.ENGLISH, Locale.SIMPLIFIED_CHINESE)) {
                String text = ConfText.get(locale, key, "A", "B", "C", "D");
                if (text.matches("(?s).*\\{[0-9].*")) {
                    problems.add(locale + " " + key + ": unfilled: " + text);
                }
                if (locale == Locale.ENGLISH && en.getProperty(key).replace("''", "'").contains("'") != text.contains("'")) {
                    problems.add(key + ": an apostrophe lost: " + text);
                }
            }
        }
        assertEquals(List.of(), problems);
    }
}
