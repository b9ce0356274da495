package sparkmemlab.sparkconf;

import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Properties;

/**
 * A {@code spark-defaults.conf}, read as Spark reads it ({@code Utils.getPropertiesFromFile}): Java's
 * {@link Properties#load} (key and value split by '=', ':' or white space, '#' and '!' comments, a
 * backslash at the end of a line continues it, escapes such as {@code \t} and backslash-u ones), then each
 * value trimmed of spaces and control characters but not of line breaks ({@code Utils.trimExceptCRLF}).
 * Every setting keeps the line it starts on, so that a refusal can name it.
 */
public final class DefaultsFile {

    /** One {@code key value} line, as Properties reads it. */
    public record Entry(String key, String value, Origin origin) {
    }

    private DefaultsFile() {
    }

    /**
     * The file's settings in order, repeated keys included (the last one is the one Spark keeps), or the
     * refusal of the whole file: Properties refuses a malformed backslash-u escape, and Spark with it.
     */
    public record Read(List<Entry> entries, Optional<Problem> refused) {
        public Read {
            entries = List.copyOf(entries);
        }
    }

    public static Read read(String source, String text) {
        List<Entry> entries = new ArrayList<>();
        String[] lines = text.split("\r\n|\r|\n", -1);
        int i = 0;
        while (i < lines.length) {
            int first = i;
            StringBuilder logical = new StringBuilder(lines[i]);
            // Properties continues a line that ends in an odd number of backslashes, but never a comment line.
            boolean comment = isCommentOrBlank(lines[i]);
            while (!comment && endsInOddBackslashes(lines[i]) && i + 1 < lines.length) {
                i++;
                logical.append('\n').append(lines[i]);
            }
            i++;
            if (comment) {
                continue;
            }
            Properties one = new Properties();
            try {
                one.load(new StringReader(logical.toString()));
            } catch (IOException e) {
                throw new UncheckedIOException(e); // a StringReader does not fail
            } catch (IllegalArgumentException e) {
                Problem problem = new Problem("", logical.toString(), Origin.fileLine(source, first + 1),
                        Problem.Speaker.SPARK, e.getMessage());
                return new Read(List.of(), Optional.of(problem));
            }
            for (String key : one.stringPropertyNames()) {
                entries.add(new Entry(key, trimExceptCrlf(one.getProperty(key)), Origin.fileLine(source, first + 1)));
            }
        }
        return new Read(entries, Optional.empty());
    }

    /** A line Properties skips: only white space, or a comment ('#' or '!' after leading white space). */
    private static boolean isCommentOrBlank(String line) {
        int j = 0;
        while (j < line.length() && isPropertiesSpace(line.charAt(j))) {
            j++;
        }
        return j == line.length() || line.charAt(j) == '#' || line.charAt(j) == '!';
    }

    private static boolean isPropertiesSpace(char c) {
        return c == ' ' || c == '\t' || c == '\f';
    }

    private static boolean endsInOddBackslashes(String line) {
        int n = 0;
        for (int j = line.length() - 1; j >= 0 && line.charAt(j) == '\\'; j--) {
            n++;
        }
        return n % 2 == 1;
    }

    /** {@code Utils.trimExceptCRLF}: drops characters up to ' ' from both ends, except '\r' and '\n'. */
    static String trimExceptCrlf(String value) {
        int start = 0;
        int end = value.length();
        while (start < end && isTrimmed(value.charAt(start))) {
            start++;
        }
        while (end > start && isTrimmed(value.charAt(end - 1))) {
            end--;
        }
        return value.substring(start, end);
    }

    private static boolean isTrimmed(char c) {
        return c <= ' ' && c != '\r' && c != '\n';
    }
}
