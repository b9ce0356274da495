package sparkmemlab.i18n;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.StringReader;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.MessageFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

/**
 * Every base bundle has a Chinese translation with exactly its keys, each pattern taking the same
 * arguments and parsing as a MessageFormat; Spark's and Java's own words stay byte for byte the same.
 */
class BundlesTest {

    static final Path RESOURCES = Path.of("src/main/resources/sparkmemlab");

    /** Text that Spark or Java print themselves: it goes into traces and is compared with real Spark. */
    static final Set<String> VERBATIM_PREFIXES = Set.of("spark.", "jvm.");

    static Stream<String> bundles() throws IOException {
        try (Stream<Path> files = Files.walk(RESOURCES)) {
            List<String> bases = files.map(f -> RESOURCES.relativize(f).toString().replace('\\', '/'))
                    .filter(f -> f.endsWith(".properties") && !f.contains("_"))
                    .sorted().toList();
            assertTrue(bases.containsAll(List.of("ui/messages.properties", "ui/narration.properties",
                    "i18n/messages.properties", "cli/messages.properties")), bases.toString());
            return bases.stream();
        }
    }

    @ParameterizedTest
    @MethodSource("bundles")
    void theChineseBundleHasTheSameKeysAndArguments(String base) throws IOException {
        Properties en = load(RESOURCES.resolve(base));
        Properties zh = load(RESOURCES.resolve(base.replace(".properties", "_zh.properties")));
        assertEquals(new TreeSet<>(en.stringPropertyNames()), new TreeSet<>(zh.stringPropertyNames()), base + ": keys");
        List<String> problems = new ArrayList<>();
        for (String key : new TreeSet<>(en.stringPropertyNames())) {
            String english = en.getProperty(key);
            String chinese = zh.getProperty(key);
            try {
                new MessageFormat(chinese, Locale.SIMPLIFIED_CHINESE);
            } catch (IllegalArgumentException e) {
                problems.add(key + ": not a MessageFormat pattern: " + e.getMessage());
                continue;
            }
            if (!arguments(english).equals(arguments(chinese))) {
                problems.add(key + ": arguments " + arguments(chinese) + ", English has " + arguments(english));
            }
            if (english.isBlank() != chinese.isBlank()) {
                problems.add(key + ": blank in one language only");
            }
            if (base.startsWith("cli/") && chinese.replace("%n", "").contains("%")) {
                problems.add(key + ": picocli formats usage text; a lone % breaks it");
            }
        }
        assertEquals(List.of(), problems, base);
    }

    @Test
    void sparksAndJavasOwnWordsAreNotTranslated() throws IOException {
        Properties en = load(RESOURCES.resolve("i18n/messages.properties"));
        Properties zh = load(RESOURCES.resolve("i18n/messages_zh.properties"));
        int verbatim = 0;
        for (String key : en.stringPropertyNames()) {
            if (VERBATIM_PREFIXES.stream().anyMatch(key::startsWith)) {
                assertEquals(en.getProperty(key), zh.getProperty(key), key);
                verbatim++;
            }
        }
        assertTrue(verbatim >= 7, "only " + verbatim + " verbatim keys");
        assertEquals("java.lang.OutOfMemoryError: Java heap space", Messages.get(Locale.SIMPLIFIED_CHINESE, "jvm.outOfMemory"));
        assertEquals("SparkOutOfMemoryError: [UNABLE_TO_ACQUIRE_MEMORY] Unable to acquire 268435456 bytes of memory,"
                + " got 249980518.", Messages.get(Locale.SIMPLIFIED_CHINESE, "spark.outOfMemory", 268435456L, 249980518L));
    }

    @Test
    void aChineseLocaleFindsTheChineseBundles() {
        for (String name : List.of("sparkmemlab.ui.messages", "sparkmemlab.ui.narration", "sparkmemlab.i18n.messages",
                "sparkmemlab.cli.messages")) {
            for (Locale locale : List.of(Locale.SIMPLIFIED_CHINESE, Locale.CHINESE, Locale.forLanguageTag("zh-Hans-CN"))) {
                ResourceBundle bundle = ResourceBundle.getBundle(name, locale);
                assertEquals("zh", bundle.getLocale().getLanguage(), name + " for " + locale);
            }
        }
        assertEquals("堆内", ResourceBundle.getBundle("sparkmemlab.ui.messages", Locale.SIMPLIFIED_CHINESE).getString("mode.ON_HEAP"));
    }

    /** The argument indices a MessageFormat pattern uses, following its quoting rules. */
    static Set<Integer> arguments(String pattern) {
        Set<Integer> indices = new TreeSet<>();
        boolean quoted = false;
        for (int i = 0; i < pattern.length(); i++) {
            char c = pattern.charAt(i);
            if (c == '\'') {
                if (i + 1 < pattern.length() && pattern.charAt(i + 1) == '\'') {
                    i++;
                } else {
                    quoted = !quoted;
                }
            } else if (c == '{' && !quoted) {
                int j = i + 1;
                while (j < pattern.length() && Character.isDigit(pattern.charAt(j))) {
                    j++;
                }
                if (j == i + 1) {
                    fail("not an argument at " + i + " in: " + pattern);
                }
                indices.add(Integer.parseInt(pattern.substring(i + 1, j)));
                int depth = 1;
                while (j < pattern.length() && depth > 0) {
                    char d = pattern.charAt(j++);
                    depth += d == '{' ? 1 : d == '}' ? -1 : 0;
                }
                i = j - 1;
            }
        }
        return indices;
    }

    /** A properties file read as Java reads resource bundles (UTF-8), refusing bytes that are not UTF-8. */
    static Properties load(Path file) throws IOException {
        assertTrue(Files.exists(file), "missing " + file);
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(Files.readAllBytes(file))).toString();
        } catch (CharacterCodingException e) {
            throw new AssertionError(file + " is not UTF-8", e);
        }
        Properties properties = new Properties();
        properties.load(new StringReader(text));
        return properties;
    }
}
