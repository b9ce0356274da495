package sparkmemlab.bench;

import com.github.luben.zstd.ZstdInputStream;
import com.github.luben.zstd.ZstdOutputStreamNoFinalizer;
import java.io.BufferedOutputStream;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.Writer;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A big event log made from a real one: the real log Spark 3.5.3 wrote for the replay tests
 * (src/test/resources/replay), its application's header once, then its jobs again and again with their
 * Job, Stage and Task IDs moved on each time so that they stay unique, and their times moved on by the jobs'
 * span each time so that the copies follow each other (a window shows one application's day, not thousands of
 * jobs at once), then its end, moved on as far as the last copy. Written plain and as
 * Spark writes zstd (a frame closed at each flush), next to each other, once: later runs reuse them.
 */
final class BigEventLog {
    static final String SOURCE = "/replay/local-1796108184993.zstd";
    private static final Pattern IDS = Pattern.compile("\"(Job ID|Stage ID|Task ID)\":(\\d+)");
    /** Spark's times in ms since the epoch (JsonProtocol); a "Getting Result Time" of 0 means none and stays. */
    private static final Pattern TIMES = Pattern.compile(
            "\"(Submission Time|Completion Time|Launch Time|Finish Time|Getting Result Time|Timestamp)\":([1-9]\\d*)");

    private BigEventLog() {
    }

    /** The plain log of about {@code bytes} in {@code dir} (made if missing); its zstd twin is beside it. */
    static Path ensure(Path dir, long bytes) throws IOException {
        Path plain = dir.resolve("big-" + (bytes >> 20) + "m");
        Path zstd = dir.resolve(plain.getFileName() + ".zstd");
        if (Files.exists(plain) && Files.exists(zstd)) {
            return plain;
        }
        Files.createDirectories(dir);
        List<String> lines = sourceLines();
        int firstJob = indexOf(lines, "SparkListenerJobStart");
        int end = indexOf(lines, "SparkListenerApplicationEnd");
        List<String> header = lines.subList(0, firstJob);
        List<String> body = lines.subList(firstJob, end);
        long[] step = maxIds(body);
        long span = span(body);
        Path plainTemp = Files.createTempFile(dir, "big", ".tmp");
        Path zstdTemp = Files.createTempFile(dir, "big", ".tmp");
        try (Writer p = new OutputStreamWriter(new BufferedOutputStream(Files.newOutputStream(plainTemp), 1 << 20), StandardCharsets.UTF_8);
                OutputStream z = new BufferedOutputStream(new ZstdOutputStreamNoFinalizer(Files.newOutputStream(zstdTemp))
                        .setLevel(1).setCloseFrameOnFlush(true), 32 * 1024)) {
            long written = 0;
            for (String line : header) {
                written += write(line, p, z);
            }
            long copy = 0;
            for (; written < bytes; copy++) {
                for (String line : body) {
                    written += write(later(shift(line, copy, step), copy * span), p, z);
                }
                // Spark flushes at each job's end, closing a zstd frame.
                z.flush();
            }
            for (String line : lines.subList(end, lines.size())) {
                write(later(line, (copy - 1) * span), p, z);
            }
        }
        Files.move(plainTemp, plain);
        Files.move(zstdTemp, zstd);
        return plain;
    }

    private static long write(String line, Writer plain, OutputStream zstd) throws IOException {
        plain.write(line);
        plain.write('\n');
        byte[] bytes = (line + "\n").getBytes(StandardCharsets.UTF_8);
        zstd.write(bytes);
        return bytes.length;
    }

    private static String shift(String line, long copy, long[] step) {
        if (copy == 0) {
            return line;
        }
        Matcher m = IDS.matcher(line);
        StringBuilder out = new StringBuilder(line.length() + 16);
        while (m.find()) {
            int kind = m.group(1).startsWith("Job") ? 0 : m.group(1).startsWith("Stage") ? 1 : 2;
            m.appendReplacement(out, "\"" + m.group(1) + "\":" + (Long.parseLong(m.group(2)) + copy * step[kind]));
        }
        m.appendTail(out);
        return out.toString();
    }

    /** The line with its times moved on by {@code ms}. */
    private static String later(String line, long ms) {
        if (ms == 0) {
            return line;
        }
        Matcher m = TIMES.matcher(line);
        StringBuilder out = new StringBuilder(line.length() + 16);
        while (m.find()) {
            m.appendReplacement(out, "\"" + m.group(1) + "\":" + (Long.parseLong(m.group(2)) + ms));
        }
        m.appendTail(out);
        return out.toString();
    }

    /** From the body's first time to one past its last: how far each copy's times move on. */
    private static long span(List<String> body) {
        long first = Long.MAX_VALUE;
        long last = Long.MIN_VALUE;
        for (String line : body) {
            Matcher m = TIMES.matcher(line);
            while (m.find()) {
                long t = Long.parseLong(m.group(2));
                first = Math.min(first, t);
                last = Math.max(last, t);
            }
        }
        return first > last ? 0 : last - first + 1;
    }

    /** One more than the largest Job, Stage and Task ID of the body: how far each copy moves them. */
    private static long[] maxIds(List<String> body) {
        long[] max = new long[3];
        for (String line : body) {
            Matcher m = IDS.matcher(line);
            while (m.find()) {
                int kind = m.group(1).startsWith("Job") ? 0 : m.group(1).startsWith("Stage") ? 1 : 2;
                max[kind] = Math.max(max[kind], Long.parseLong(m.group(2)) + 1);
            }
        }
        return max;
    }

    private static int indexOf(List<String> lines, String event) {
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith("{\"Event\":\"" + event + "\"")) {
                return i;
            }
        }
        throw new IllegalStateException("no " + event + " in " + SOURCE);
    }

    private static List<String> sourceLines() throws IOException {
        try (InputStream in = BigEventLog.class.getResourceAsStream(SOURCE);
                BufferedReader r = new BufferedReader(new InputStreamReader(new ZstdInputStream(in), StandardCharsets.UTF_8))) {
            return new ArrayList<>(r.lines().toList());
        }
    }

    /** {@code BigEventLog DIR MEGABYTES}: makes the logs (the benchmark does so itself when they are missing). */
    public static void main(String[] args) throws IOException {
        System.out.println(ensure(Path.of(args[0]), Long.parseLong(args[1]) << 20));
    }
}
