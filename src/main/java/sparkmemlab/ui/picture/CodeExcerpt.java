package sparkmemlab.ui.picture;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import sparkmemlab.model.SparkMethod;

/**
 * A short excerpt of our model's code for one of Spark's methods, kept as a resource
 * ({@code sparkmemlab/ui/code/<METHOD>.txt}): never read from source files at run time. The first line,
 * {@code @ Class.method}, names where in our model it comes from; each other line starts with a mark:
 * {@code !} a line of the rule in play, {@code ~} an event the window narrates (shortened), or a space.
 */
public record CodeExcerpt(SparkMethod method, String source, List<Line> lines) {

    /** What a line is. */
    public enum Kind { CODE, RULE, EVENT }

    public record Line(int number, String text, Kind kind) {
    }

    public CodeExcerpt {
        lines = List.copyOf(lines);
    }

    public static String resource(SparkMethod method) {
        return "/sparkmemlab/ui/code/" + method.name() + ".txt";
    }

    public static CodeExcerpt of(SparkMethod method) {
        try (InputStream in = CodeExcerpt.class.getResourceAsStream(resource(method))) {
            if (in == null) {
                throw new IllegalStateException("no code excerpt " + resource(method));
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            String source = "";
            List<Line> lines = new ArrayList<>();
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                if (line.startsWith("@ ")) {
                    source = line.substring(2).trim();
                    continue;
                }
                if (line.isEmpty()) {
                    lines.add(new Line(lines.size() + 1, "", Kind.CODE));
                    continue;
                }
                Kind kind = switch (line.charAt(0)) {
                    case '!' -> Kind.RULE;
                    case '~' -> Kind.EVENT;
                    default -> Kind.CODE;
                };
                lines.add(new Line(lines.size() + 1, line.substring(1), kind));
            }
            return new CodeExcerpt(method, source, lines);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
