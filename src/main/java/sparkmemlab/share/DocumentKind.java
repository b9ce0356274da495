package sparkmemlab.share;

import com.google.gson.JsonElement;
import com.google.gson.JsonParser;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import sparkmemlab.lesson.Lesson;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.snapshot.Snapshot;
import sparkmemlab.sparkconf.DefaultsFile;
import sparkmemlab.sparkconf.SubmitCommand;

/**
 * What a dropped file or a pasted text is, so the window can open it in the right place: one of our documents
 * by its {@code format}, a Spark event log by its first event or its name, Spark's configuration by its
 * words. Only sorts; reading and refusing is the job of each document's own reader.
 */
public enum DocumentKind {
    SNAPSHOT, LESSON, SCENARIO, EVENT_LOG, SPARK_DEFAULTS, SUBMIT_COMMAND, UNKNOWN;

    /** Spark's event log codecs ({@code spark.eventLog.compression.codec}), by file extension. */
    private static final String[] EVENT_LOG_EXTENSIONS = {".lz4", ".lzf", ".snappy", ".zstd"};
    private static final int SNIFF_CHARS = 64 * 1024;
    private static final Pattern FORMAT_FIRST = Pattern.compile("\\A\\{[^{}\\[\\]]*?\"format\"\\s*:\\s*\"([^\"]*)\"");

    /** A pasted or dropped text. */
    public static DocumentKind of(String text) {
        String s = SnapshotText.unwrap(text);
        if (s.startsWith("{")) {
            Optional<DocumentKind> json = byFormat(s).or(() -> byFirstEvent(s));
            if (json.isPresent()) {
                return json.get();
            }
        }
        if (SubmitCommand.looksLikeOne(s)) {
            return SUBMIT_COMMAND;
        }
        boolean sparkKeys = DefaultsFile.read("", s).entries().stream().anyMatch(e -> e.key().startsWith("spark."));
        return sparkKeys ? SPARK_DEFAULTS : UNKNOWN;
    }

    /** A dropped file or folder: rolling event logs are folders ({@code eventlog_v2_...}), compressed logs go by extension. */
    public static DocumentKind of(Path path) throws IOException {
        String name = path.getFileName() == null ? "" : path.getFileName().toString().toLowerCase(Locale.ROOT);
        if (Files.isDirectory(path)) {
            return name.startsWith("eventlog_v2_") ? EVENT_LOG : UNKNOWN;
        }
        for (String extension : EVENT_LOG_EXTENSIONS) {
            if (name.endsWith(extension) || name.endsWith(extension + ".inprogress")) {
                return EVENT_LOG;
            }
        }
        char[] head = new char[SNIFF_CHARS];
        int n;
        try (BufferedReader in = Files.newBufferedReader(path, StandardCharsets.UTF_8)) {
            n = in.read(head);
        } catch (java.nio.charset.CharacterCodingException e) {
            return UNKNOWN;
        }
        return n <= 0 ? UNKNOWN : of(new String(head, 0, n));
    }

    private static Optional<DocumentKind> byFormat(String s) {
        // Every document we write names its format before any nested value, so the first characters of a
        // large file are enough; a document written by hand in another order is parsed whole.
        Matcher m = FORMAT_FIRST.matcher(s);
        String format;
        if (m.find()) {
            format = m.group(1);
        } else {
            try {
                JsonElement whole = JsonParser.parseString(s);
                JsonElement f = whole.isJsonObject() ? whole.getAsJsonObject().get("format") : null;
                if (f == null || !f.isJsonPrimitive()) {
                    return Optional.empty();
                }
                format = f.getAsString();
            } catch (RuntimeException notJson) {
                return Optional.empty();
            }
        }
        if (format.startsWith(Snapshot.FORMAT_PREFIX)) {
            return Optional.of(SNAPSHOT);
        }
        if (format.equals(Lesson.FORMAT)) {
            return Optional.of(LESSON);
        }
        return format.equals(Scenario.FORMAT) ? Optional.of(SCENARIO) : Optional.empty();
    }

    /** Spark's event logs are JSON lines, each with its "Event" (SparkListenerLogStart first). */
    private static Optional<DocumentKind> byFirstEvent(String s) {
        String first = s.lines().findFirst().orElse("");
        try {
            JsonElement e = JsonParser.parseString(first);
            boolean event = e.isJsonObject() && e.getAsJsonObject().has("Event")
                    && e.getAsJsonObject().get("Event").getAsString().startsWith("SparkListener");
            return event ? Optional.of(EVENT_LOG) : Optional.empty();
        } catch (RuntimeException notOneJsonLine) {
            return Optional.empty();
        }
    }
}
