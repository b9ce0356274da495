package sparkmemlab.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonParser;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The event-line JSON reader: what it decodes, what it refuses, and that it refuses what Gson refuses. */
class JsonCursorTest {
    private final JsonCursor c = new JsonCursor();

    private JsonCursor on(String json) {
        byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
        c.reset(bytes, 0, bytes.length);
        return c;
    }

    @Test
    void numbersAreWholeAndFitTheirType() {
        assertEquals(Long.MAX_VALUE, on("9223372036854775807").nextLong());
        assertEquals(Long.MIN_VALUE, on("-9223372036854775808").nextLong());
        assertEquals("json.long", assertThrows(JsonSyntaxError.class, () -> on("9223372036854775808").nextLong()).expected().key());
        assertEquals("json.int", assertThrows(JsonSyntaxError.class, () -> on("2147483648").nextInt()).expected().key());
        assertEquals("json.noLeadingZero", assertThrows(JsonSyntaxError.class, () -> on("012").nextLong()).expected().key());
        assertEquals("json.noFraction", assertThrows(JsonSyntaxError.class, () -> on("1e3").nextLong()).expected().key());
        assertEquals(0, on("-0").nextLong());
    }

    @Test
    void stringsDecodeEscapesAndUtf8() {
        assertEquals("a\"b\\c/d\b\f\n\r\t\u00e9\u4e2d\ud83d\ude00", on("\"a\\\"b\\\\c\\/d\\b\\f\\n\\r\\t\\u00e9中\\ud83d\\ude00\"").nextString());
        assertNull(on("null").nextString());
        Interner strings = new Interner();
        assertEquals(0, on("\"driver\"").nextStringIn(strings));
        assertEquals(0, on("\"dri\\u0076er\"").nextStringIn(strings));
        assertEquals(1, on("\"1\"").nextStringIn(strings));
        assertEquals(List.of("driver", "1"), strings.strings());
    }

    @Test
    void pathsNameTheValueAtFault() {
        JsonCursor cursor = on("{\"Task Info\":{\"Accumulables\":[{},{\"ID\":x}]}}");
        JsonSyntaxError e = assertThrows(JsonSyntaxError.class, cursor::skipValue);
        assertEquals("$.Task Info.Accumulables[1].ID", e.jsonPath());
        assertEquals(40, e.column());
    }

    @Test
    void anInternerFindsEachStringOnceAmongMany() {
        Interner strings = new Interner();
        for (int round = 0; round < 2; round++) {
            for (int i = 0; i < 5_000; i++) {
                byte[] id = String.valueOf(i).getBytes(StandardCharsets.UTF_8);
                assertEquals(i, strings.indexOf(id, 0, id.length));
            }
        }
        assertEquals(5_000, strings.size());
    }

    /** Random mutations of a real line: the cursor refuses a line exactly when Gson's strict parser does. */
    @Test
    void itRefusesWhatAStrictParserRefuses() {
        String line = Fixture.lines().stream().filter(l -> l.contains("SparkListenerTaskEnd")).findFirst().orElseThrow();
        Random random = new Random(17);
        String alphabet = "{}[],:\"\\ 0123456789.-eEtrufalsn\u00e9x";
        int refused = 0;
        for (int i = 0; i < 3_000; i++) {
            StringBuilder s = new StringBuilder(line);
            for (int m = 0; m < 1 + random.nextInt(3); m++) {
                int at = random.nextInt(s.length());
                switch (random.nextInt(3)) {
                    case 0 -> s.deleteCharAt(at);
                    case 1 -> s.insert(at, alphabet.charAt(random.nextInt(alphabet.length())));
                    default -> s.setCharAt(at, alphabet.charAt(random.nextInt(alphabet.length())));
                }
            }
            String mutated = s.toString();
            boolean gson = strictGsonAccepts(mutated);
            boolean ours = cursorAccepts(mutated);
            assertEquals(gson, ours, "seed 17, case " + i + ": " + mutated);
            refused += ours ? 0 : 1;
        }
        assertTrue(refused > 1_000, "mutations mostly break the line: " + refused);
        assertFalse(refused == 3_000);
    }

    private boolean cursorAccepts(String json) {
        try {
            JsonCursor cursor = on(json);
            cursor.skipValue();
            cursor.expectEndOfLine();
            return true;
        } catch (JsonSyntaxError e) {
            return false;
        }
    }

    static boolean strictGsonAccepts(String json) {
        try (com.google.gson.stream.JsonReader reader = new com.google.gson.stream.JsonReader(new java.io.StringReader(json))) {
            reader.setStrictness(com.google.gson.Strictness.STRICT);
            JsonParser.parseReader(reader);
            return reader.peek() == com.google.gson.stream.JsonToken.END_DOCUMENT;
        } catch (Exception e) {
            return false;
        }
    }
}
