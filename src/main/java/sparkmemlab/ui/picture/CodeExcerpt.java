package sparkmemlab.ui.picture;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import sparkmemlab.model.ManagerKind;
import sparkmemlab.model.SparkMethod;

/**
 * A short excerpt of our model's code for one of Spark's methods, kept as a resource
 * ({@code sparkmemlab/ui/code/<METHOD>.txt}): never read from source files at run time. The first line,
 * {@code @ Class.method}, names where in our model it comes from; the next ones, {@code # vTAG path first last}, where
 * the method is in Spark's own source at each tag the model ports it from ({@code v3.5.3}, and {@code v2.4.8} for
 * what the legacy manager runs too; none for the simulation's own code, which ports nothing of Spark's); each other
 * line starts with a mark: {@code !} a line of the rule in play, {@code ~} an event the
 * window narrates (shortened), or a space.
 */
public record CodeExcerpt(SparkMethod method, String source, List<SparkSource> sparkSources, List<Line> lines) {

    /** Lines {@code first} to {@code last} of {@code path} in Spark's repository at tag {@code tag} ({@code v3.5.3}). */
    public record SparkSource(String tag, String path, int first, int last) {
        /** The file's name, as a student looks for it. */
        public String file() {
            return path.substring(path.lastIndexOf('/') + 1);
        }

        /** Spark's source at the tag on GitHub, the lines marked. */
        public String url() {
            return "https://github.com/apache/spark/blob/" + tag + "/" + path + "#L" + first + "-L" + last;
        }
    }

    /** What a line is. */
    public enum Kind { CODE, RULE, EVENT }

    public record Line(int number, String text, Kind kind) {
    }

    public CodeExcerpt {
        sparkSources = List.copyOf(sparkSources);
        lines = List.copyOf(lines);
    }

    /** Whether the excerpt ports Spark's code (else it is the simulation's own). */
    public boolean portsSpark() {
        return !sparkSources.isEmpty();
    }

    /**
     * Where the method is in the source of the Spark release {@code manager} is ported from: a legacy step's
     * code is Spark 2.4.8's, a unified one's 3.5.3's. Empty if that release's place is not known.
     */
    public Optional<SparkSource> spark(ManagerKind manager) {
        String tag = "v" + manager.sparkVersion();
        return sparkSources.stream().filter(s -> s.tag().equals(tag)).findFirst();
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
            List<SparkSource> spark = new ArrayList<>();
            List<Line> lines = new ArrayList<>();
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                if (line.startsWith("@ ")) {
                    source = line.substring(2).trim();
                    continue;
                }
                if (line.startsWith("# ")) {
                    String[] f = line.substring(2).trim().split(" ");
                    spark.add(new SparkSource(f[0], f[1], Integer.parseInt(f[2]), Integer.parseInt(f[3])));
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
            return new CodeExcerpt(method, source, spark, lines);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
