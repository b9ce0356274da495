package sparkmemlab.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Logs that are damaged or are not event logs: each is refused whole with a message naming the file, the
 * line and what was expected there; what Spark's replay tolerates (unknown events, a cut-off last line of
 * a log still being written) is read, and said.
 */
class HostileLogTest {
    @TempDir
    Path dir;

    private final List<String> lines = Fixture.lines();

    private Path log(String name, List<String> content) {
        return Fixture.write(dir.resolve(name), "none", content);
    }

    private EventLogException refused(Path log) {
        return assertThrows(EventLogException.class, () -> EventLogReader.read(log));
    }

    private List<String> with(int at, String line) {
        List<String> copy = new ArrayList<>(lines);
        copy.add(at, line);
        return copy;
    }

    @Test
    void aTruncatedLogIsRefusedAtItsLastLine() throws IOException {
        Path log = log("app", lines);
        byte[] bytes = Files.readAllBytes(log);
        String last = lines.get(lines.size() - 1);
        Files.write(log, java.util.Arrays.copyOf(bytes, bytes.length - 1 - last.length() / 2));
        EventLogException e = refused(log);
        assertEquals(log.toString(), e.file());
        assertEquals(lines.size(), e.line());
        assertEquals("line.cutOff", e.problem().key());
        assertTrue(e.getMessage().startsWith(log + ", line " + lines.size() + ", $"), e.getMessage());
        assertTrue(e.getMessage().contains(".inprogress"), e.getMessage());
    }

    @Test
    void aLogStillBeingWrittenIsReadUpToItsCutOffLastLineAsSparkDoes() throws Exception {
        Path log = dir.resolve("app.inprogress");
        Files.writeString(log, String.join("\n", lines.subList(0, 60)) + "\n" + lines.get(60).substring(0, 40));
        ReplayedLog replayed = EventLogReader.read(log);
        assertEquals(60, replayed.events());
        assertTrue(replayed.notices().stream().anyMatch(n -> n.text().key().equals("coverage.lastLineCut")), replayed.notices().toString());
        assertTrue(replayed.notices().stream().anyMatch(n -> n.text().key().equals("coverage.inProgress")));
        // Only the last line may be cut: a damaged line before it is refused, in progress or not.
        Files.writeString(log, String.join("\n", lines.subList(0, 5)) + "\nnot json\n" + lines.get(5) + "\n");
        assertEquals(6, refused(log).line());
    }

    @Test
    void aLineThatIsNotJsonIsRefusedWithItsLineAndColumn() {
        Path log = log("app", with(5, "{\"Event\":\"SparkListenerTaskStart\",\"Stage ID\":0 \"Stage Attempt ID\":0}"));
        EventLogException e = refused(log);
        assertEquals(6, e.line());
        assertEquals("json.commaOrObjectEnd", e.problem().key());
        assertEquals("$.Stage ID", e.jsonPath());
        assertTrue(e.getMessage().contains("(byte 48)"), e.getMessage());

        assertEquals("json.object", refused(log("plain-text", with(3, "hello, world"))).problem().key());
        assertEquals("json.object", refused(log("array", with(3, "[1, 2]"))).problem().key());
        assertEquals("json.lineEnd", refused(log("two", with(3, "{\"Event\":\"x\"} {\"Event\":\"y\"}"))).problem().key());
        assertEquals("line.empty", refused(log("blank", with(3, ""))).problem().key());
    }

    @Test
    void anUnknownEventIsIgnoredAsSparkIgnoresItAndSaidSo() throws Exception {
        ReplayedLog plain = EventLogReader.read(log("app", lines));
        ReplayedLog replayed = EventLogReader.read(log("app-with-unknown",
                with(7, "{\"Event\":\"com.example.MyListenerEvent\",\"payload\":[1,{\"a\":null}]}")));
        assertEquals(plain.events() + 1, replayed.events());
        assertEquals(1L, replayed.eventsNotRead().get("com.example.MyListenerEvent"));
        assertTrue(replayed.notices().stream().anyMatch(n -> n.kind() == ReplayNotice.Kind.EVENTS_NOT_READ
                && n.text().key().equals("coverage.notRead.UNKNOWN")
                && n.text().in(Locale.ENGLISH).contains("com.example.MyListenerEvent \u00d71")), replayed.notices().toString());
        assertEquals(ReplaySummary.of(plain), ReplaySummary.of(replayed));
        // Even an unread event must be JSON: Spark's parser would fail on it too.
        assertEquals("json.closingQuote", refused(log("bad-unknown", with(7, "{\"Event\":\"com.example.X\",\"a\":\"b}"))).problem().key());
    }

    @Test
    void aHugeLineIsSkippedWhenItIsAnEventNotReadAndRefusedOtherwise() throws Exception {
        String big = "x".repeat(300_000);
        String jobStart = "{\"Event\":\"SparkListenerJobStart\",\"Job ID\":99,\"Properties\":{\"big\":\"" + big + "\"}}";
        ReplayOptions small = ReplayOptions.defaults().withMaxLineBytes(100_000);
        ReplayedLog replayed = EventLogReader.read(log("skipped", with(10, jobStart)), small);
        assertTrue(replayed.notices().stream().anyMatch(n -> n.text().key().equals("coverage.longLinesSkipped")));
        assertEquals(ReplaySummary.of(EventLogReader.read(log("app", lines))), ReplaySummary.of(replayed));

        String taskEnd = lines.stream().filter(l -> l.contains("\"Event\":\"SparkListenerTaskEnd\"")).findFirst().orElseThrow()
                .replace("\"Task Type\":", "\"Padding\":\"" + big + "\",\"Task Type\":");
        Path log = log("refused", with(10, taskEnd));
        EventLogException e = assertThrows(EventLogException.class, () -> EventLogReader.read(log, small));
        assertEquals(11, e.line());
        assertEquals("line.tooLong", e.problem().key());
        // Under the limit, the same long line is read.
        assertEquals(lines.size() + 1, EventLogReader.read(log).events());
    }

    @Test
    void aFileWhoseBytesAreNotItsExtensionsCodecIsRefusedWithWhatTheyLookLike() throws IOException {
        Path plainAsLz4 = log("app.lz4", lines);
        EventLogException e = refused(plainAsLz4);
        assertEquals("codec.notThisCodec", e.problem().key());
        assertTrue(e.getMessage().contains("lz4") && e.getMessage().contains("plain JSON Lines"), e.getMessage());

        Path zstdAsSnappy = Fixture.write(dir.resolve("app.snappy"), "zstd", lines);
        assertTrue(refused(zstdAsSnappy).getMessage().contains("look like zstd"));

        Path zstdAsPlain = Fixture.write(dir.resolve("app"), "zstd", lines);
        assertEquals("codec.notPlain", refused(zstdAsPlain).problem().key());

        Path gzip = dir.resolve("app-gz");
        try (GZIPOutputStream out = new GZIPOutputStream(Files.newOutputStream(gzip))) {
            out.write(String.join("\n", lines).getBytes(StandardCharsets.UTF_8));
        }
        assertTrue(refused(gzip).getMessage().contains("gzip"));

        assertEquals("files.unknownCodec", refused(log("app.json", lines)).problem().key());
    }

    @Test
    void damagedCompressedDataIsRefusedNamingTheCodec() throws IOException {
        Path lz4 = Fixture.write(dir.resolve("app.lz4"), "lz4", lines);
        byte[] bytes = Files.readAllBytes(lz4);
        for (int i = bytes.length / 2; i < bytes.length / 2 + 64; i++) {
            bytes[i] ^= 0x5A;
        }
        Files.write(lz4, bytes);
        EventLogException e = refused(lz4);
        assertEquals("codec.corrupt", e.problem().key());
        assertTrue(e.line() > 1, "the line where the damage begins: " + e.line());

        Path cut = Fixture.write(dir.resolve("cut.zstd"), "zstd", lines);
        byte[] all = Files.readAllBytes(cut);
        Files.write(cut, java.util.Arrays.copyOf(all, all.length - 10));
        // zstd-jni alone would end quietly at the last whole frame; the frame walk notices the cut.
        EventLogException cutOff = refused(cut);
        assertEquals("codec.corrupt", cutOff.problem().key());
        assertEquals(lines.size(), cutOff.line());
    }

    @Test
    void anEmptyFileOrAMissingPathIsRefused() throws IOException {
        Path empty = Files.createFile(dir.resolve("app"));
        assertEquals("files.empty", refused(empty).problem().key());
        assertEquals("files.missing", refused(dir.resolve("nothing-here")).problem().key());
    }

    @Test
    void aRollingFolderMissingItsPartsIsRefused() throws IOException {
        Path folder = Files.createDirectories(dir.resolve("eventlog_v2_app"));
        assertEquals("files.noEvents", refused(folder).problem().key());
        Fixture.write(folder.resolve("events_1_app"), "none", lines.subList(0, 10));
        assertEquals("files.noAppStatus", refused(folder).problem().key());
        Files.createFile(folder.resolve("appstatus_app"));
        Fixture.write(folder.resolve("events_3_app"), "none", lines.subList(10, lines.size()));
        EventLogException gap = refused(folder);
        assertEquals("files.gap", gap.problem().key());
        assertTrue(gap.getMessage().contains("events_2_"), gap.getMessage());
        Fixture.write(folder.resolve("events_x_app"), "none", lines.subList(10, 11));
        assertEquals("files.badIndex", refused(folder).problem().key());

        Path logDir = Files.createDirectories(dir.resolve("spark-events"));
        Fixture.write(logDir.resolve("app-1"), "none", lines);
        Fixture.write(logDir.resolve("app-2"), "none", lines);
        assertEquals("files.logDirectory", refused(logDir).problem().key());
    }

    @Test
    void aFieldOfTheWrongTypeOrMissingIsRefusedWithItsJsonPath() {
        String taskStart = lines.stream().filter(l -> l.startsWith("{\"Event\":\"SparkListenerTaskStart\"")).findFirst().orElseThrow();
        EventLogException wrongType = refused(log("type", with(20, taskStart.replaceFirst("\"Task ID\":\\d+", "\"Task ID\":\"seven\""))));
        assertEquals("$.Task Info.Task ID", wrongType.jsonPath());
        assertTrue(wrongType.getMessage().contains("expected a whole number, found a string"), wrongType.getMessage());

        EventLogException fraction = refused(log("fraction", with(20, taskStart.replaceFirst("\"Launch Time\":\\d+", "\"Launch Time\":1.5"))));
        assertEquals("json.noFraction", fraction.problem().key());

        EventLogException missing = refused(log("missing", with(20, "{\"Event\":\"SparkListenerTaskEnd\",\"Stage ID\":1,"
                + "\"Task End Reason\":{\"Reason\":\"Success\"}}")));
        assertEquals("event.missingField", missing.problem().key());
        assertTrue(missing.getMessage().contains("\"Task Info\""), missing.getMessage());

        EventLogException noEvent = refused(log("no-event", with(20, "{\"Stage ID\":1}")));
        assertEquals("event.missingField", noEvent.problem().key());
    }

    @Test
    void bytesThatAreNotUtf8AreRefused() throws IOException {
        Path log = log("app", lines);
        byte[] bytes = Files.readAllBytes(log);
        String text = new String(bytes, StandardCharsets.UTF_8);
        int at = text.indexOf("replay-zstd");
        bytes[at] = (byte) 0xC3;
        bytes[at + 1] = (byte) 0x28;
        Files.write(log, bytes);
        EventLogException e = refused(log);
        assertEquals("json.utf8Continue", e.problem().key());
        assertEquals("$.Spark Properties.spark.app.name", e.jsonPath());
    }

    @Test
    void aRefusalReadsInChineseToo() {
        EventLogException e = refused(log("app", with(3, "hello")));
        String zh = e.message(Locale.SIMPLIFIED_CHINESE);
        assertTrue(zh.startsWith(dir.resolve("app") + "，第 4 行，$（第 1 字节）："), zh);
        assertTrue(zh.contains("此处应为对象"), zh);
    }
}
