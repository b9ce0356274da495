package sparkmemlab.diagnose;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Spark's own message templates for the errors the diagnosis reads (Spark 3.5.3's {@code error-classes.json}
 * and Spark 4.2.0's {@code error-conditions.json}, copied into {@code spark-error-templates.json}; a test
 * holds the copy to the jars), each turned into a pattern that reads the message Spark prints from it.
 */
public final class SparkTemplates {
    static final String RESOURCE = "/sparkmemlab/diagnose/spark-error-templates.json";
    private static final Pattern PARAMETER = Pattern.compile("<([A-Za-z][A-Za-z0-9]*)>");

    /** One error class's message as one Spark version prints it. */
    public record Template(String sparkVersion, String errorClass, String message, String sqlState, Pattern pattern) {
    }

    private static final List<Template> ALL = load();

    private SparkTemplates() {
    }

    /** Every template, in the file's order: Spark 3.5.3's, then 4.2.0's. */
    public static List<Template> all() {
        return ALL;
    }

    /** The templates of {@code errorClass}, one per Spark version. */
    public static List<Template> of(String errorClass) {
        return ALL.stream().filter(t -> t.errorClass().equals(errorClass)).toList();
    }

    /** The stored copy as read, for the test that holds it to Spark's jars. */
    static JsonObject copy() {
        try (Reader in = new InputStreamReader(SparkTemplates.class.getResourceAsStream(RESOURCE), StandardCharsets.UTF_8)) {
            return JsonParser.parseReader(in).getAsJsonObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<Template> load() {
        List<Template> templates = new ArrayList<>();
        for (Map.Entry<String, JsonElement> version : copy().entrySet()) {
            if (version.getKey().startsWith("_")) {
                continue;
            }
            for (Map.Entry<String, JsonElement> entry : version.getValue().getAsJsonObject().getAsJsonObject("classes").entrySet()) {
                JsonObject body = entry.getValue().getAsJsonObject();
                StringBuilder message = new StringBuilder();
                JsonArray lines = body.getAsJsonArray("message");
                // Spark joins a message's lines with newlines (ErrorClassesJsonReader).
                lines.forEach(l -> message.append(message.length() == 0 ? "" : "\n").append(l.getAsString()));
                String sqlState = body.has("sqlState") ? body.get("sqlState").getAsString() : "";
                templates.add(new Template(version.getKey(), entry.getKey(), message.toString(), sqlState,
                        pattern(entry.getKey(), message.toString(), sqlState)));
            }
        }
        return List.copyOf(templates);
    }

    /**
     * The message as Spark prints it: {@code [CLASS] } before it (SparkThrowableHelper leaves it off for the
     * legacy classes), each {@code <parameter>} a named group, and Spark 4's {@code SQLSTATE: } after it.
     */
    static Pattern pattern(String errorClass, String message, String sqlState) {
        StringBuilder regex = new StringBuilder("(?:\\[").append(Pattern.quote(errorClass)).append("\\] )?");
        Matcher m = PARAMETER.matcher(message);
        int at = 0;
        while (m.find()) {
            regex.append(Pattern.quote(message.substring(at, m.start())));
            // A number where Spark writes bytes; otherwise the shortest text up to what follows.
            regex.append("(?<").append(m.group(1)).append(">")
                    .append(m.group(1).endsWith("Bytes") ? "-?\\d+" : "[^\\n]*?").append(")");
            at = m.end();
        }
        regex.append(Pattern.quote(message.substring(at)));
        if (!sqlState.isEmpty()) {
            regex.append("(?: SQLSTATE: (?<sqlState>").append(Pattern.quote(sqlState)).append("))?");
        }
        return Pattern.compile(regex.toString());
    }
}
