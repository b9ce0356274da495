package sparkmemlab.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The reader learns the order in which Spark writes each kind of object's members and finds each name
 * again by its bytes ({@link JsonCursor.Shape}); any other order, an optional member, white space or an
 * escaped name must still read the same, and a damaged line must still be refused after the learning.
 */
class MemberOrderTest {
    private static final Gson GSON = new GsonBuilder().disableHtmlEscaping().create();

    @TempDir
    Path dir;

    private final JsonCursor c = new JsonCursor();
    private final JsonCursor.Names names = JsonCursor.Names.learning("a", "b", "c");

    /** Reads an object of {@code names}: the value of each member found, in the order read, as "name=value". */
    private List<String> read(String json) {
        byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
        c.reset(bytes, 0, bytes.length);
        List<String> members = new ArrayList<>();
        c.beginObject();
        while (c.hasNext()) {
            int name = c.nextName(names);
            if (name < 0) {
                c.skipValue();
                members.add("?");
            } else {
                members.add("abc".charAt(name) + "=" + c.nextLong());
            }
        }
        c.expectEndOfLine();
        return members;
    }

    @Test
    void aLearnedOrderIsOnlyAShortcutForTheSameBytes() {
        assertEquals(List.of("a=1", "b=2", "c=3"), read("{\"a\":1,\"b\":2,\"c\":3}"));
        assertEquals(List.of("a=1", "b=2", "c=3"), read("{\"a\":1,\"b\":2,\"c\":3}"));
        assertEquals(List.of("c=3", "a=1", "b=2"), read("{\"c\":3,\"a\":1,\"b\":2}"));
        assertEquals(List.of("?", "a=1", "c=3"), read("{\"x\":{\"a\":9},\"a\":1,\"c\":3}"));
        assertEquals(List.of("a=1", "b=2"), read("{ \"a\" : 1 , \"b\":2}"));
        assertEquals(List.of("a=1", "b=2"), read("{\"\\u0061\":1,\"b\":2}"));
        // A name that only starts like the learned one, and one the learned one is a prefix of.
        assertEquals(List.of("?", "?"), read("{\"ab\":1,\"b \":2}"));
        assertEquals(List.of("a=1", "b=2", "c=3"), read("{\"a\":1,\"b\":2,\"c\":3}"));
    }

    @Test
    void aFaultAfterALearnedNameStillNamesItsPath() {
        read("{\"a\":1,\"b\":2,\"c\":3}");
        JsonSyntaxError e = assertThrows(JsonSyntaxError.class, () -> read("{\"a\":1,\"b\":x}"));
        assertEquals("$.b", e.jsonPath());
        assertEquals(12, e.column());
        JsonSyntaxError cut = assertThrows(JsonSyntaxError.class, () -> read("{\"a\":1,\"b\""));
        assertEquals("json.colon", cut.expected().key());
    }

    @Test
    void anObjectWithMoreMembersThanAShapeLearnsIsReadWhole() {
        StringBuilder json = new StringBuilder("{");
        for (int i = 0; i < JsonCursor.Shape.MAX_MEMBERS + 10; i++) {
            json.append("\"m").append(i).append("\":").append(i).append(',');
        }
        json.append("\"c\":7}");
        for (int round = 0; round < 2; round++) {
            List<String> members = read(json.toString());
            assertEquals(JsonCursor.Shape.MAX_MEMBERS + 11, members.size());
            assertEquals("c=7", members.get(members.size() - 1));
        }
    }

    /** Every object of every other line with its members reversed: the same log, read to the same figures. */
    @Test
    void theFixtureWithItsMembersReversedOnEveryOtherLineReadsTheSame() throws Exception {
        List<String> lines = Fixture.lines();
        List<String> mixed = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            mixed.add(i % 2 == 1 ? GSON.toJson(reversed(JsonParser.parseString(lines.get(i)))) : lines.get(i));
        }
        ReplayedLog original = EventLogReader.read(Fixture.write(dir.resolve("original"), "none", lines));
        ReplayedLog read = EventLogReader.read(Fixture.write(dir.resolve("mixed"), "none", mixed));
        assertEquals(RealSparkReplayTest.pretty(RawLogFigures.summary(lines)), RealSparkReplayTest.pretty(ReplaySummary.of(read).toJson()));
        assertEquals(original.executors().size(), read.executors().size());
        for (int e = 0; e < original.executors().size(); e++) {
            ExecutorTimeline before = original.executors().get(e);
            ExecutorTimeline after = read.executors().get(e);
            assertEquals(before.taskEnds(), after.taskEnds());
            assertEquals(before.taskStarts(), after.taskStarts());
            assertEquals(before.blockUpdates(), after.blockUpdates());
            assertEquals(before.metrics().size(), after.metrics().size());
            assertTrue(before.metrics().size() > 10, "the fixture has executor metrics: " + before.metrics().size());
            for (int m = 0; m < before.metrics().size(); m++) {
                for (String key : original.metricKeys()) {
                    assertEquals(before.metrics().get(m).value(key), after.metrics().get(m).value(key), key + " of record " + m);
                }
            }
        }
        assertEquals(original.stages(), read.stages());
    }

    private static JsonElement reversed(JsonElement e) {
        if (e.isJsonObject()) {
            List<Map.Entry<String, JsonElement>> members = new ArrayList<>(e.getAsJsonObject().entrySet());
            JsonObject out = new JsonObject();
            for (int i = members.size() - 1; i >= 0; i--) {
                out.add(members.get(i).getKey(), reversed(members.get(i).getValue()));
            }
            return out;
        }
        if (e.isJsonArray()) {
            JsonArray out = new JsonArray();
            e.getAsJsonArray().forEach(x -> out.add(reversed(x)));
            return out;
        }
        return e;
    }

    /** A parser that has learned the whole fixture still refuses every damaged line a strict parser refuses. */
    @Test
    void afterLearningADamagedLineIsStillRefused() {
        List<String> lines = Fixture.lines();
        EventParser parser = new EventParser(new TimelineBuilder());
        long seq = 0;
        for (String line : lines) {
            byte[] bytes = line.getBytes(StandardCharsets.UTF_8);
            parser.parse(bytes, 0, bytes.length, seq++);
        }
        List<String> samples = lines.stream().filter(l -> l.contains("\"SparkListenerTaskEnd\"") || l.contains("\"SparkListenerStageCompleted\"")
                || l.contains("\"SparkListenerExecutorMetricsUpdate\"") || l.contains("\"SparkListenerBlockUpdated\"")).limit(40).toList();
        Random random = new Random(20261201);
        String alphabet = "{}[],:\"\\ 0123456789.-eEtrufalsn\u00e9x";
        int refusedByGson = 0;
        for (int i = 0; i < 3_000; i++) {
            StringBuilder s = new StringBuilder(samples.get(random.nextInt(samples.size())));
            int at = random.nextInt(s.length());
            switch (random.nextInt(3)) {
                case 0 -> s.deleteCharAt(at);
                case 1 -> s.insert(at, alphabet.charAt(random.nextInt(alphabet.length())));
                default -> s.setCharAt(at, alphabet.charAt(random.nextInt(alphabet.length())));
            }
            if (JsonCursorTest.strictGsonAccepts(s.toString())) {
                continue;
            }
            refusedByGson++;
            byte[] bytes = s.toString().getBytes(StandardCharsets.UTF_8);
            long eventSeq = seq++;
            assertThrows(JsonSyntaxError.class, () -> parser.parse(bytes, 0, bytes.length, eventSeq), "seed 20261201, case " + i + ": " + s);
        }
        assertTrue(refusedByGson > 500, "mutations mostly break the line: " + refusedByGson);
    }
}
