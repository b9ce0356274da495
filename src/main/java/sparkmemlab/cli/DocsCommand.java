package sparkmemlab.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.text.MessageFormat;
import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code docs [NAME]}: the format documents, which the jar carries (under {@code /docs}), so that a teacher
 * who has only the jar can read how to write a scenario or a lesson.
 */
@Command(name = "docs", resourceBundle = "sparkmemlab.cli.messages", mixinStandardHelpOptions = true)
final class DocsCommand extends ToolCommand {

    /** The documents, by name; each is {@code /docs/<name>.md} (a schema: {@code .schema.json}). */
    static final List<String> NAMES = List.of("scenario-format", "legacy-manager", "cluster-format",
            "container-format", "lesson-format", "snapshot-format", "replay", "spark-conf-import", "workspaces",
            "lesson.schema", "snapshot.schema", "diagnose");

    @Parameters(index = "0", arity = "0..1", paramLabel = "NAME", descriptionKey = "docs.name")
    private String name;

    @Override
    protected int call(Console console) {
        PrintWriter out = console.out();
        PrintWriter err = console.err();
        ResourceBundle messages = console.messages();
        if (name == null) {
            int width = NAMES.stream().mapToInt(String::length).max().orElse(0);
            for (String doc : NAMES) {
                out.println(MessageFormat.format(messages.getString("docs.entry"), String.format(Locale.ROOT, "%-" + width + "s", doc),
                        messages.getString("docs." + doc)));
            }
            out.flush();
            return 0;
        }
        String doc = name.replaceFirst("\\.(md|json)$", "");
        if (!NAMES.contains(doc)) {
            err.println(MessageFormat.format(messages.getString("docs.unknown"), name, String.join(", ", NAMES)));
            return 2;
        }
        String resource = "/docs/" + doc + (doc.endsWith(".schema") ? ".json" : ".md");
        try (InputStream in = DocsCommand.class.getResourceAsStream(resource)) {
            if (in == null) {
                err.println(MessageFormat.format(messages.getString("docs.missing"), resource));
                return 1;
            }
            out.print(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            err.println(MessageFormat.format(messages.getString("error.read"), resource, e.getMessage()));
            return 1;
        }
        out.flush();
        return 0;
    }
}
