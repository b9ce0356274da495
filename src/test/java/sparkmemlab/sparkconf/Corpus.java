package sparkmemlab.sparkconf;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The corpus in src/test/resources/sparkconf: real spark-defaults.conf files ({@code defaults/}) and
 * spark-submit command lines ({@code submit-lines.txt}), each with "#>" lines saying what the import makes of it.
 */
final class Corpus {
    static final Path DIR = Path.of("src/test/resources/sparkconf");

    /**
     * One case.
     *
     * @param text the input without its "#>" lines
     * @param expectations the "#>" lines, without the "#> "
     * @param file the corpus file it comes from (for the defaults files, the file itself)
     */
    record Case(String name, String text, List<String> expectations, Path file) {
        boolean isCommandLine() {
            return file.getFileName().toString().equals("submit-lines.txt");
        }
    }

    private Corpus() {
    }

    static List<Case> defaultsFiles() throws IOException {
        List<Case> cases = new ArrayList<>();
        try (Stream<Path> files = Files.list(DIR.resolve("defaults"))) {
            for (Path file : files.sorted().toList()) {
                String text = Files.readString(file, StandardCharsets.UTF_8);
                cases.add(split(file.getFileName().toString(), text, file));
            }
        }
        return cases;
    }

    static List<Case> commandLines() throws IOException {
        Path file = DIR.resolve("submit-lines.txt");
        String all = Files.readString(file, StandardCharsets.UTF_8);
        List<Case> cases = new ArrayList<>();
        String[] parts = all.split("(?m)^### ");
        for (int i = 1; i < parts.length; i++) {
            String name = parts[i].substring(0, parts[i].indexOf(':') > 0 && parts[i].indexOf(':') < parts[i].indexOf('\n')
                    ? parts[i].indexOf(':') : parts[i].indexOf('\n')).trim();
            String body = parts[i].substring(parts[i].indexOf('\n') + 1);
            cases.add(split(name, body, file));
        }
        return cases;
    }

    private static Case split(String name, String text, Path file) {
        List<String> expectations = new ArrayList<>();
        StringBuilder rest = new StringBuilder();
        for (String line : text.split("(?<=\n)")) {
            if (line.startsWith("#> ")) {
                expectations.add(unescape(line.substring(3).replaceAll("[\r\n]+$", "")));
            } else {
                rest.append(line);
            }
        }
        return new Case(name, rest.toString(), expectations, file);
    }

    /** The corpus's escapes in expectations: \n, \\ and \\uXXXX. */
    static String unescape(String s) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '\\' && i + 1 < s.length()) {
                char n = s.charAt(i + 1);
                if (n == 'n') {
                    out.append('\n');
                    i++;
                    continue;
                }
                if (n == '\\') {
                    out.append('\\');
                    i++;
                    continue;
                }
                if (n == 'u' && i + 5 < s.length() + 0 && s.substring(i + 2, i + 6).matches("[0-9A-Fa-f]{4}")) {
                    out.append((char) Integer.parseInt(s.substring(i + 2, i + 6), 16));
                    i += 5;
                    continue;
                }
            }
            out.append(c);
        }
        return out.toString();
    }
}
