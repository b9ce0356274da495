package sparkmemlab.sparkconf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonElement;
import com.google.gson.JsonParser;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every case of the corpus gives exactly what its "#>" lines say: the executor's configuration, every value
 * refused with its message, every setting or word ignored with its reason, the master, and values taken for
 * the other models.
 */
class ImportCorpusTest {

    @TestFactory
    Stream<DynamicTest> eachDefaultsFile() throws Exception {
        return Corpus.defaultsFiles().stream().map(c -> DynamicTest.dynamicTest(c.name(), () -> check(c)));
    }

    @TestFactory
    Stream<DynamicTest> eachCommandLine() throws Exception {
        return Corpus.commandLines().stream().map(c -> DynamicTest.dynamicTest(c.name(), () -> check(c)));
    }

    static ConfImport importOf(Corpus.Case c) {
        SparkConfImporter.Input input = new SparkConfImporter.Input(c.name(), c.text());
        ConfImport result = SparkConfImporter.read(input, Locale.ENGLISH);
        assertEquals(c.isCommandLine(), SubmitCommand.looksLikeOne(c.text()), c.name() + ": taken for the wrong kind of text");
        return result;
    }

    private static void check(Corpus.Case c) {
        ConfImport result = importOf(c);
        Map<String, JsonElement> config = null;
        List<String> refused = new ArrayList<>();
        TreeSet<String> ignored = new TreeSet<>();
        for (String e : c.expectations()) {
            String[] words = e.split(" ", 2);
            String rest = words.length > 1 ? words[1] : "";
            switch (words[0]) {
                case "config" -> config = new TreeMap<>(JsonParser.parseString(rest).getAsJsonObject().asMap());
                case "refused" -> refused.add(rest);
                case "ignored" -> ignored.add(rest);
                case "master" -> assertEquals(rest, result.master().url(), c.name() + ": master");
                case "taken" -> {
                    String key = rest.substring(0, rest.indexOf('='));
                    assertTrue(result.taken(key).isPresent(), c.name() + ": " + key + " not taken: " + result.taken());
                    assertEquals(rest.substring(rest.indexOf('=') + 1), String.valueOf(result.taken(key).get().value()),
                            c.name() + ": " + key);
                }
                default -> throw new AssertionError(c.name() + ": unknown expectation " + e);
            }
        }
        assertTrue(config != null, c.name() + ": every case says its config");
        Map<String, JsonElement> actualConfig = new TreeMap<>();
        result.scenarioConfig().forEach((k, v) -> actualConfig.put(k, v instanceof String text
                ? new com.google.gson.JsonPrimitive(text) : JsonParser.parseString(String.valueOf(v))));
        assertEquals(numbers(config), numbers(actualConfig), c.name() + ": config");
        List<String> actualRefused = result.refused().stream().map(p -> p.key() + " | " + p.message()).toList();
        assertEquals(new TreeSet<>(refused), new TreeSet<>(actualRefused), c.name() + ": refused");
        TreeSet<String> actualIgnored = new TreeSet<>();
        for (Ignored i : result.ignored()) {
            actualIgnored.add(i.key() + " | " + i.reason() + (i.reason() == Ignored.Reason.NOT_MODELLED
                    || i.reason() == Ignored.Reason.NOT_SPARK ? (i.detail().isEmpty() ? "" : " | " + i.detail()) : ""));
        }
        assertEquals(ignored, actualIgnored, c.name() + ": ignored");
        assertEquals(result.refused().isEmpty(), result.executorConfig().isPresent(), c.name());
        for (Ignored i : result.ignored()) {
            for (Locale locale : List.of(Locale.ENGLISH, Locale.SIMPLIFIED_CHINESE)) {
                assertTrue(!i.text(locale).isBlank() && !i.text(locale).matches("(?s).*\\{[0-9]\\}.*"), c.name() + ": " + i);
            }
        }
    }

    /** Numbers compared as numbers (1.0 and 1 alike), keys in order. */
    private static Map<String, String> numbers(Map<String, JsonElement> m) {
        Map<String, String> out = new LinkedHashMap<>();
        new TreeMap<>(m).forEach((k, v) -> out.put(k, v.isJsonPrimitive() && v.getAsJsonPrimitive().isNumber()
                ? new java.math.BigDecimal(v.getAsString()).stripTrailingZeros().toPlainString() : v.toString()));
        return out;
    }
}
