package sparkmemlab.sparkconf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalLong;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/** The command line's words as bash splits them, and the driver's heap as the JVM reads -Xmx. */
class ShellAndJvmTest {

    /** Lines beyond the corpus: quoting corners. */
    static final List<String> LINES = List.of(
            "spark-submit --conf 'spark.driver.extraJavaOptions=-Dx=\"a b\"' app.jar",
            "spark-submit --name \"my \\\"quoted\\\" app\" --conf spark.a=b\\ c x",
            "spark-submit --conf spark.a='it'\\''s' --conf \"spark.b=\\\\n\" y",
            "spark-submit   --executor-memory\t4g \\\n    --master yarn app.jar arg1 'arg 2'",
            "spark-submit --conf spark.a=\"x\"'y'z a.jar # a comment with 'quotes",
            "spark-submit --conf= --conf==x a b");

    @Test
    void wordsAsBashSplitsThem() throws Exception {
        Path bash = Path.of("/bin/bash");
        Assumptions.assumeTrue(Files.isExecutable(bash), "no bash on this machine");
        List<String> lines = new ArrayList<>(LINES);
        for (Corpus.Case c : Corpus.commandLines()) {
            ShellWords.Split split = ShellWords.split(c.text());
            boolean shellOnly = !split.setAside().isEmpty() || split.unclosedQuote().isPresent()
                    || split.words().stream().anyMatch(ShellWords.Word::expands) || c.text().contains("^\n")
                    || c.text().contains(".cmd");
            if (!shellOnly) {
                lines.add(c.text());
            }
        }
        assertTrue(lines.size() >= 20, "only " + lines.size() + " lines to compare");
        for (String line : lines) {
            List<String> ours = ShellWords.split(line).words().stream().map(ShellWords.Word::text).toList();
            assertEquals(bashWords(bash, line), ours, line);
        }
    }

    /** bash's words: the line's words become printf's arguments. Newlines without a backslash are joined first, as ours does. */
    private static List<String> bashWords(Path bash, String line) throws IOException, InterruptedException {
        String joined = line.replaceAll("(?<!\\\\)\n", " ");
        Process p = new ProcessBuilder(bash.toString(), "--noprofile", "--norc", "-c", "printf '%s\\0' " + joined)
                .redirectErrorStream(true).start();
        byte[] out = p.getInputStream().readAllBytes();
        assertTrue(p.waitFor(20, TimeUnit.SECONDS));
        String text = new String(out, StandardCharsets.UTF_8);
        return text.isEmpty() ? List.of() : Arrays.asList(text.substring(0, text.length() - 1).split("\0", -1));
    }

    @Test
    void windowsCmdLines() {
        ShellWords.Split split = ShellWords.split("bin\\spark-submit.cmd --master local[2] ^\n  --conf \"spark.a=b c\" ^\n  C:\\jobs\\x.jar %ARG%");
        assertEquals(List.of("bin\\spark-submit.cmd", "--master", "local[2]", "--conf", "spark.a=b c", "C:\\jobs\\x.jar", "%ARG%"),
                split.words().stream().map(ShellWords.Word::text).toList());
        assertEquals(List.of(1, 1, 1, 2, 2, 3, 3), split.words().stream().map(ShellWords.Word::line).toList());
        assertTrue(split.words().get(6).expands());
    }

    @Test
    void driverHeapAsTheJvmReadsIt() throws Exception {
        String java = ProcessHandle.current().info().command().orElseThrow();
        List<String> differences = new ArrayList<>();
        for (String size : List.of("4g", "4G", "512m", "0x20000000", "4096k", "4gb", " 4g", "1.5g", "0", "4096", "-1g",
                "99999999999999t", "m", "0x", "4mb", "2048M")) {
            boolean jvmStarts = jvmStartsWith(java, size);
            boolean ours;
            try {
                JvmHeapSize.parse(size);
                ours = true;
            } catch (IllegalArgumentException e) {
                ours = false;
                assertEquals("Invalid maximum heap size: -Xmx" + size + "\nError: Could not create the Java Virtual Machine.",
                        e.getMessage());
            }
            // "Too small maximum heap" is the JVM refusing a heap it read: the import leaves small heaps to the model.
            if (jvmStarts != ours && !(ours && size.equals("4096"))) {
                differences.add("-Xmx" + size + ": JVM " + (jvmStarts ? "starts" : "refuses") + ", import " + (ours ? "takes" : "refuses"));
            }
        }
        assertEquals(List.of(), differences);
        assertEquals(OptionalLong.of(512L << 20), JvmHeapSize.parse("0x20000000"));
        assertEquals(OptionalLong.of(2048L << 20), JvmHeapSize.parse("2048M"));
    }

    private static boolean jvmStartsWith(String java, String size) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(java, "-Xmx" + size, "-XX:TieredStopAtLevel=1", "-Xshare:auto", "-version")
                .redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(30, TimeUnit.SECONDS));
        return p.exitValue() == 0 && !out.contains("Invalid maximum heap size");
    }
}
