package sparkmemlab.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import com.google.gson.internal.LazilyParsedNumber;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The plain reader ({@link StrictJson#parsePlain}) reads what {@link StrictJson#parse} reads into the same tree,
 * handing on the same streamed elements, and never takes a document StrictJson refuses: on random documents (in
 * any layout, long enough to cross its buffer many times), on every kind of hostile change to them, and at the
 * limits of depth and length.
 */
class PlainJsonReaderTest {
    private static final String STREAMED = "steps";
    private static final StrictJson STRICT = StrictJson.withDefaults();

    /** A document read one way: its tree and the elements streamed, or the refusal. */
    private record Read(Optional<JsonElement> root, List<JsonElement> elements, String refusal) {
    }

    private static Read plain(StrictJson json, byte[] doc) throws IOException {
        List<JsonElement> elements = new ArrayList<>();
        Optional<JsonElement> root = json.parsePlain(new ByteArrayInputStream(doc), STREAMED, (i, e) -> {
            assertEquals(elements.size(), i);
            elements.add(e);
        });
        return new Read(root, elements, null);
    }

    private static Read strict(StrictJson json, byte[] doc) throws IOException {
        List<JsonElement> elements = new ArrayList<>();
        try {
            JsonElement root = json.parse(new InputStreamReader(new ByteArrayInputStream(doc), StandardCharsets.UTF_8), STREAMED,
                    (i, e) -> elements.add(e));
            return new Read(Optional.of(root), elements, null);
        } catch (JsonInputException e) {
            return new Read(Optional.empty(), elements, e.path() + ": " + e.getMessage());
        }
    }

    /** Plain took it: StrictJson takes it too, into the same tree and elements. Returns whether plain took it. */
    private static boolean assertSame(StrictJson json, byte[] doc, String what) throws IOException {
        Read plain = plain(json, doc);
        Read strict = strict(json, doc);
        if (plain.root().isPresent()) {
            assertEquals(null, strict.refusal(), () -> what + ": plain took what StrictJson refuses: " + text(doc));
            assertEquals(strict.root(), plain.root(), what);
            assertEquals(strict.root().toString(), plain.root().toString(), what + ": numbers as written");
            assertEquals(strict.elements(), plain.elements(), what);
            return true;
        }
        return false;
    }

    @Test
    void randomPlainDocumentsReadAsStrictJsonReadsThemInAnyLayout() throws IOException {
        for (long seed = 1; seed <= 300; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            JsonObject doc = document(random, seed % 10 == 0 ? 3_000 : 40);
            byte[] bytes = write(doc, random, new StringBuilder()).toString().getBytes(StandardCharsets.UTF_8);
            assertTrue(assertSame(STRICT, bytes, "seed " + seed), () -> "a plain document is read plainly: " + text(bytes));
            JsonObject before = plain(STRICT, bytes).root().orElseThrow().getAsJsonObject();
            assertEquals(new JsonArray(), before.get(STREAMED), "the streamed array is left empty, as StrictJson leaves it");
        }
    }

    @Test
    void theStreamedArrayBeginsAfterTheMembersBeforeIt() throws IOException {
        byte[] doc = "{\"a\": 1, \"steps\": [true], \"z\": null}".getBytes(StandardCharsets.US_ASCII);
        List<JsonObject> told = new ArrayList<>();
        STRICT.parsePlain(new ByteArrayInputStream(doc), STREAMED, new StrictJson.Elements() {
            @Override
            public void before(JsonObject members) {
                told.add(members.deepCopy());
            }

            @Override
            public void accept(int index, JsonElement element) {
                assertEquals(1, told.size(), "told before the first element");
            }
        });
        JsonObject a = new JsonObject();
        a.addProperty("a", 1);
        assertEquals(List.of(a), told);
    }

    @Test
    void aDocumentThatIsNotPlainIsLeftToStrictJson() throws IOException {
        for (String doc : List.of("{\"t\": \"caf\u00e9\"}", "{\"t\": \"a\\\"b\"}", "{\"t\": \"\\u0041\"}", "{\"t\": \"tab\there\"}",
                "\ufeff{}", "")) {
            Read plain = plain(STRICT, doc.getBytes(StandardCharsets.UTF_8));
            assertEquals(Optional.empty(), plain.root(), doc);
        }
    }

    /** Every byte deleted, doubled or replaced, and random bytes inserted: plain takes only what StrictJson takes. */
    @Test
    void hostileChangesAreNeverTakenUnlessStrictJsonTakesThem() throws IOException {
        String doc = "{\"format\": \"f\", \"config\": {\"a\": -0.5e+3, \"b\": [true, false, null, {}], \"c\": 0},\n"
                + " \"steps\": [\n{\"op\": \"x\", \"n\": 12, \"m\": \"ON\"},\n{\"op\": \"y\", \"n\": -1.25E-7},\n[]\n], \"z\": 1}";
        byte[] valid = doc.getBytes(StandardCharsets.US_ASCII);
        String tokens = "{}[],:\"\\ \n\t0123456789-+.eEtruefalsnl\u0000\u007f";
        SplittableRandom random = new SplittableRandom(5);
        int taken = 0;
        int refused = 0;
        for (int at = 0; at <= valid.length; at++) {
            List<byte[]> changed = new ArrayList<>();
            if (at < valid.length) {
                changed.add(splice(valid, at, 1, new byte[0]));
                changed.add(splice(valid, at, 0, new byte[] {valid[at]}));
                changed.add(splice(valid, at, 1, new byte[] {(byte) random.nextInt(256)}));
            }
            changed.add(splice(valid, at, valid.length - at, new byte[0])); // cut short
            for (int k = 0; k < 4; k++) {
                changed.add(splice(valid, at, 0, new byte[] {(byte) tokens.charAt(random.nextInt(tokens.length()))}));
            }
            for (byte[] c : changed) {
                boolean plainTook = assertSame(STRICT, c, "changed at " + at);
                taken += plainTook ? 1 : 0;
                refused += strict(STRICT, c).refusal() != null ? 1 : 0;
            }
        }
        assertTrue(taken > 50 && refused > 500, taken + " taken, " + refused + " refused");
        assertTrue(assertSame(STRICT, valid, "the valid document"));
        // A duplicate key, at the top and in a step: refused by StrictJson, not taken.
        for (String dup : List.of("{\"steps\": [], \"steps\": []}", "{\"steps\": [{\"op\": 1, \"op\": 2}]}", "{\"a\": 1, \"a\": 1}")) {
            assertTrue(strict(STRICT, dup.getBytes(StandardCharsets.US_ASCII)).refusal() != null, dup);
            assertEquals(Optional.empty(), plain(STRICT, dup.getBytes(StandardCharsets.US_ASCII)).root(), dup);
        }
    }

    @Test
    void theLimitsOfDepthAndLengthAreStrictJsons() throws IOException {
        StrictJson small = new StrictJson(4, 16);
        for (String doc : List.of("[[[[[1]]]]]", "[[[[1]]]]", "{\"steps\": [[[[1]]]]}", "{\"steps\": [[[1]]]}", "[1, 2]", "\"top\"", "{\"steps\": [[1]]}", "{\"a\": {\"b\": {\"c\": {}}}}",
                "{\"a\": {\"b\": {\"c\": 1}}}", "{\"steps\": [\"0123456789abcdef\"]}", "{\"steps\": [\"0123456789abcdefg\"]}",
                "{\"0123456789abcdefg\": 1}", "{\"steps\": [12345678901234567]}", "{\"steps\": [1234567890123456]}")) {
            byte[] bytes = doc.getBytes(StandardCharsets.US_ASCII);
            boolean strictTook = strict(small, bytes).refusal() == null;
            assertEquals(strictTook, assertSame(small, bytes, doc), doc + ": taken plainly exactly when StrictJson takes it");
        }
        // A string longer than the reader's buffer, within the limit: read whole.
        String longString = "x".repeat(200_000);
        byte[] doc = ("{\"steps\": [\"" + longString + "\"]}").getBytes(StandardCharsets.US_ASCII);
        assertTrue(assertSame(STRICT, doc, "a long string"));
        // One beyond the limit is not read to its end.
        byte[] tooLong = ("{\"t\": \"" + "y".repeat(StrictJson.DEFAULT_MAX_STRING + 1) + "\"}").getBytes(StandardCharsets.US_ASCII);
        assertEquals(Optional.empty(), plain(STRICT, tooLong).root());
    }

    // ---- random documents ---------------------------------------------------------------------

    private static JsonObject document(SplittableRandom random, int steps) {
        JsonObject doc = new JsonObject();
        for (String name : new String[] {"format", "title", "config"}) {
            if (random.nextInt(4) > 0) {
                doc.add(name, value(random, 1));
            }
        }
        JsonArray array = new JsonArray();
        for (int i = 0; i < steps; i++) {
            array.add(random.nextInt(20) == 0 ? value(random, 2) : step(random));
        }
        doc.add(STREAMED, array);
        if (random.nextBoolean()) {
            doc.add("after", value(random, 1));
        }
        return doc;
    }

    private static JsonObject step(SplittableRandom random) {
        JsonObject step = new JsonObject();
        step.addProperty("op", word(random));
        int fields = random.nextInt(5);
        for (int f = 0; f < fields; f++) {
            step.add(word(random) + f, primitive(random));
        }
        return step;
    }

    private static JsonElement value(SplittableRandom random, int depth) {
        int kind = depth > 5 ? 0 : random.nextInt(4);
        if (kind == 0) {
            return primitive(random);
        }
        if (kind == 1) {
            JsonArray array = new JsonArray();
            for (int i = random.nextInt(4); i > 0; i--) {
                array.add(value(random, depth + 1));
            }
            return array;
        }
        JsonObject object = new JsonObject();
        for (int i = random.nextInt(4); i > 0; i--) {
            object.add(word(random) + i, value(random, depth + 1));
        }
        return object;
    }

    private static final String[] NUMBERS = {"0", "-0", "7", "-12", "9223372036854775807", "9223372036854775808",
        "-9223372036854775809", "123456789012345678901234567890", "0.5", "-1.25", "1e3", "1E+3", "2e-7", "-0.0e0", "1e999999999",
        "10.000", "3.14159265358979323846"};

    private static JsonElement primitive(SplittableRandom random) {
        return switch (random.nextInt(6)) {
            case 0 -> new JsonPrimitive(word(random));
            case 1 -> new JsonPrimitive(new LazilyParsedNumber(NUMBERS[random.nextInt(NUMBERS.length)]));
            case 2 -> new JsonPrimitive(new LazilyParsedNumber(Long.toString(random.nextLong(-1L << 40, 1L << 40))));
            case 3 -> new JsonPrimitive(random.nextBoolean());
            case 4 -> JsonNull.INSTANCE;
            default -> new JsonPrimitive("");
        };
    }

    /** Printable ASCII but the quote and the backslash: plain. */
    private static String word(SplittableRandom random) {
        StringBuilder s = new StringBuilder();
        for (int n = random.nextInt(1, random.nextInt(10) == 0 ? 60 : 10); n > 0; n--) {
            char c;
            do {
                c = (char) random.nextInt(0x20, 0x80);
            } while (c == '"' || c == '\\');
            s.append(c);
        }
        return s.toString();
    }

    /** The element as JSON, with random whitespace between its tokens (none, spaces, tabs, lines). */
    private static StringBuilder write(JsonElement e, SplittableRandom random, StringBuilder out) {
        space(random, out);
        if (e.isJsonObject()) {
            out.append('{');
            boolean first = true;
            for (Map.Entry<String, JsonElement> m : e.getAsJsonObject().entrySet()) {
                out.append(first ? "" : ",");
                first = false;
                space(random, out);
                out.append('"').append(m.getKey()).append('"');
                space(random, out);
                out.append(':');
                write(m.getValue(), random, out);
            }
            space(random, out);
            out.append('}');
        } else if (e.isJsonArray()) {
            out.append('[');
            boolean first = true;
            for (JsonElement x : e.getAsJsonArray()) {
                out.append(first ? "" : ",");
                first = false;
                write(x, random, out);
            }
            space(random, out);
            out.append(']');
        } else if (e.isJsonPrimitive() && e.getAsJsonPrimitive().isString()) {
            out.append('"').append(e.getAsString()).append('"');
        } else {
            out.append(e); // a number as written, true, false, null
        }
        space(random, out);
        return out;
    }

    private static void space(SplittableRandom random, StringBuilder out) {
        switch (random.nextInt(8)) {
            case 0 -> out.append(' ');
            case 1 -> out.append('\n');
            case 2 -> out.append("\r\n\t  ");
            default -> {
            }
        }
    }

    private static byte[] splice(byte[] bytes, int at, int remove, byte[] insert) {
        byte[] out = new byte[bytes.length - remove + insert.length];
        System.arraycopy(bytes, 0, out, 0, at);
        System.arraycopy(insert, 0, out, at, insert.length);
        System.arraycopy(bytes, at + remove, out, at + insert.length, bytes.length - at - remove);
        return out;
    }

    private static String text(byte[] doc) {
        String s = new String(doc, StandardCharsets.UTF_8);
        return s.length() > 300 ? s.substring(0, 300) + "..." : s;
    }
}
