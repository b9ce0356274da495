package sparkmemlab.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A line is read in one pass when the buffer holds it whole (its end found by reading it, {@link LineReader#open()}),
 * and searched for first otherwise: wherever a buffer's end falls, in a line, at its '\r' or its '\n', the log
 * reads the same, and a damaged line is refused at the same line and byte.
 */
class LineBoundaryTest {
    /** LineReader's first buffer: lines are cut at its end when the file is larger. */
    private static final int BUFFER = 1 << 20;

    @TempDir
    Path dir;

    private final List<String> lines = Fixture.lines();

    /** An event a replay does not read, {@code length} bytes long. */
    private static String pad(int length) {
        String head = "{\"Event\":\"com.example.Pad\",\"p\":\"";
        return head + "x".repeat(Math.max(0, length - head.length() - 2)) + "\"}";
    }

    /** Writes the lines through the codec, each ending "\r\n" when {@code crlf} says so, else "\n". */
    private Path write(String name, String codec, List<String> content, Random crlf) throws IOException {
        Path file = dir.resolve(name);
        try (OutputStream out = Fixture.compressed(codec, Files.newOutputStream(file))) {
            for (String line : content) {
                out.write((line + (crlf != null && crlf.nextBoolean() ? "\r\n" : "\n")).getBytes(StandardCharsets.UTF_8));
            }
        }
        return file;
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"none", "zstd"})
    void aLogOfManyBuffersReadsTheSameWhereverItsLinesAreCut(String codec) throws Exception {
        Random random = new Random(1717);
        List<String> content = new ArrayList<>();
        int pads = 0;
        long bytes = 0;
        int next = 0;
        // The fixture's lines in order, with unread events of random lengths between them, over several buffers.
        while (next < lines.size() || bytes < 3L * BUFFER) {
            if (next < lines.size() && random.nextInt(3) == 0) {
                content.add(lines.get(next++));
            } else {
                content.add(pad(40 + random.nextInt(random.nextBoolean() ? 200 : 9_000)));
                pads++;
            }
            bytes += content.get(content.size() - 1).length() + 2;
        }
        ReplayedLog plain = EventLogReader.read(Fixture.plain(dir));
        ReplayedLog read = EventLogReader.read(write("padded" + (codec.equals("none") ? "" : "." + codec), codec, content, random));
        assertEquals(content.size(), read.events());
        assertEquals((long) pads, read.eventsNotRead().get("com.example.Pad"));
        assertEquals(ReplaySummary.of(plain), ReplaySummary.of(read));
        assertEquals(plain.stages().size(), read.stages().size());
    }

    @Test
    void aLineWhoseEndIsTheBuffersLastByteOrJustAfterItReadsAlike() throws Exception {
        for (int shift = -3; shift <= 3; shift++) {
            // The fixture's first line (LogStart) ends so that its '\r' or '\n' falls around the buffer's end.
            String first = pad(BUFFER - 2 + shift);
            List<String> content = new ArrayList<>(List.of(first));
            content.addAll(lines);
            Path log = dir.resolve("shift" + shift);
            try (OutputStream out = Files.newOutputStream(log)) {
                for (String line : content) {
                    out.write((line + "\r\n").getBytes(StandardCharsets.UTF_8));
                }
            }
            ReplayedLog read = EventLogReader.read(log);
            assertEquals(content.size(), read.events(), "shift " + shift);
            assertEquals(ReplaySummary.of(EventLogReader.read(Fixture.plain(dir))), ReplaySummary.of(read), "shift " + shift);
        }
    }

    @Test
    void aDamagedLineIsRefusedAtItsLineAndByteWhetherOrNotABufferEndsInIt() throws Exception {
        String damaged = "{\"Event\":\"SparkListenerTaskStart\",\"Stage ID\":0 \"Stage Attempt ID\":0}";
        int prefix = 0;
        for (String line : lines.subList(0, 5)) {
            prefix += line.getBytes(StandardCharsets.UTF_8).length + 1;
        }
        // The damaged line starts far before the buffer's end, 10 bytes before it (its fault after it), 60 bytes
        // before it (its fault and its end before it), and after it.
        for (int startsBefore : new int[] {BUFFER - 100, 10, 60, -100}) {
            int before = BUFFER - prefix - startsBefore - 1;
            List<String> content = new ArrayList<>(lines.subList(0, 5));
            content.add(pad(before));
            content.add(damaged);
            content.addAll(lines.subList(5, lines.size()));
            Path log = write("damaged-" + startsBefore, "none", content, null);
            EventLogException e = assertThrows(EventLogException.class, () -> EventLogReader.read(log));
            assertEquals(7, e.line(), "starting " + startsBefore + " bytes before the buffer's end");
            assertEquals("json.commaOrObjectEnd", e.problem().key());
            assertEquals("$.Stage ID", e.jsonPath());
            assertTrue(e.getMessage().contains("(byte 48)"), e.getMessage());
        }
    }

    @Test
    void aNewlineWhereJsonAllowsWhiteSpaceEndsTheLineAsItDoesForSpark() throws Exception {
        List<String> content = new ArrayList<>(lines);
        content.add(3, "{\"Event\":\"com.example.X\",");
        content.add(4, "\"a\":1}");
        EventLogException e = assertThrows(EventLogException.class, () -> EventLogReader.read(write("split", "none", content, null)));
        assertEquals(4, e.line());
        assertEquals("json.name", e.problem().key());
    }

    @Test
    void readInPlaceTheParserStopsAtTheFirstNewlineAndReadsNothingOfALineItRefuses() {
        TimelineBuilder out = new TimelineBuilder();
        EventParser parser = new EventParser(out);
        String two = "{\"Event\":\"SparkListenerApplicationEnd\",\"Timestamp\":5}\r\n{\"Event\":\"SparkListenerApplicationEnd\"}\n";
        byte[] bytes = two.getBytes(StandardCharsets.UTF_8);
        assertEquals(two.indexOf('\n'), parser.parse(bytes, 0, bytes.length, 0));
        assertEquals(1, out.count(EventNames.APPLICATION_END));
        // Its "Timestamp" is missing: refused, and not counted.
        int second = two.indexOf('\n') + 1;
        assertThrows(JsonSyntaxError.class, () -> parser.parse(bytes, second, bytes.length, 1));
        byte[] cut = "{\"Event\":\"SparkListenerApplicationEnd\",\"Timestamp\":5".getBytes(StandardCharsets.UTF_8);
        assertThrows(JsonSyntaxError.class, () -> parser.parse(cut, 0, cut.length, 2));
        byte[] trailing = "{\"Event\":\"SparkListenerApplicationEnd\",\"Timestamp\":5} x\n".getBytes(StandardCharsets.UTF_8);
        assertEquals("json.lineEnd", assertThrows(JsonSyntaxError.class, () -> parser.parse(trailing, 0, trailing.length, 3)).expected().key());
        assertEquals(1, out.count(EventNames.APPLICATION_END));
    }
}
