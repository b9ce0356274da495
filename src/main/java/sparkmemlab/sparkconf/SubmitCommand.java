package sparkmemlab.sparkconf;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A {@code spark-submit} command line (or {@code spark-shell}, {@code pyspark}, {@code spark-sql}, or just
 * its options: a {@code --conf k=v} list), read as Spark 3.5.3's {@code SparkSubmitOptionParser} and
 * {@code SparkSubmitArguments.handle} read it: {@code --opt value} or {@code --opt=value}, switches, the
 * first word that is not an option is the application (jar, .py or .R file) and everything after it
 * belongs to the application. The first word Spark refuses stops the reading, as it stops spark-submit.
 */
public final class SubmitCommand {

    /** The options that take a value, each with its aliases (SparkSubmitOptionParser's {@code opts}). */
    private static final Map<String, String> OPTIONS = Map.ofEntries(
            Map.entry("--archives", "--archives"), Map.entry("--class", "--class"), Map.entry("--conf", "--conf"),
            Map.entry("-c", "--conf"), Map.entry("--deploy-mode", "--deploy-mode"),
            Map.entry("--driver-class-path", "--driver-class-path"), Map.entry("--driver-cores", "--driver-cores"),
            Map.entry("--driver-java-options", "--driver-java-options"),
            Map.entry("--driver-library-path", "--driver-library-path"), Map.entry("--driver-memory", "--driver-memory"),
            Map.entry("--executor-cores", "--executor-cores"), Map.entry("--executor-memory", "--executor-memory"),
            Map.entry("--files", "--files"), Map.entry("--jars", "--jars"), Map.entry("--keytab", "--keytab"),
            Map.entry("--kill", "--kill"), Map.entry("--master", "--master"), Map.entry("--remote", "--remote"),
            Map.entry("--name", "--name"), Map.entry("--num-executors", "--num-executors"),
            Map.entry("--packages", "--packages"), Map.entry("--exclude-packages", "--exclude-packages"),
            Map.entry("--principal", "--principal"), Map.entry("--properties-file", "--properties-file"),
            Map.entry("--proxy-user", "--proxy-user"), Map.entry("--py-files", "--py-files"), Map.entry("--queue", "--queue"),
            Map.entry("--repositories", "--repositories"), Map.entry("--status", "--status"),
            Map.entry("--total-executor-cores", "--total-executor-cores"));

    /** The options without a value (SparkSubmitOptionParser's {@code switches}). */
    private static final Map<String, String> SWITCHES = Map.of("--help", "--help", "-h", "--help", "--supervise", "--supervise",
            "--usage-error", "--usage-error", "--verbose", "--verbose", "-v", "--verbose", "--version", "--version");

    /** The commands of Spark's bin/ that take spark-submit's options. */
    private static final Set<String> LAUNCHERS = Set.of("spark-submit", "spark-shell", "pyspark", "spark-sql", "sparkr");

    private static final Pattern EQUALS_FORM = Pattern.compile("(--[^=]+)=(.+)", Pattern.DOTALL);
    private static final Pattern ENVIRONMENT = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*=.*", Pattern.DOTALL);

    /**
     * One option as given.
     *
     * @param name the option's own name ({@code -c} is {@code --conf})
     * @param value its value, or empty for a switch
     * @param expands whether the shell would have substituted part of the value
     */
    public record Option(String name, String value, Origin origin, boolean expands) {
    }

    /** A word that is not an option: the launcher, environment variables set before it, the application and its arguments, redirections. */
    public record Other(String text, Origin origin, Kind kind) {
        public enum Kind { LAUNCHER, ENVIRONMENT, APPLICATION, APPLICATION_ARGUMENT, SHELL }
    }

    private final List<Option> options;
    private final List<Other> others;
    private final Optional<Problem> refused;

    private SubmitCommand(List<Option> options, List<Other> others, Optional<Problem> refused) {
        this.options = List.copyOf(options);
        this.others = List.copyOf(others);
        this.refused = refused;
    }

    /** The options, in the order given, up to the first refusal. */
    public List<Option> options() {
        return options;
    }

    public List<Other> others() {
        return others;
    }

    /** Spark's refusal of the command (spark-submit would stop here), or the sandbox's if it is no command. */
    public Optional<Problem> refused() {
        return refused;
    }

    /** Whether the text is a command line rather than a properties file: it starts with a launcher or an option. */
    public static boolean looksLikeOne(String text) {
        ShellWords.Split split = ShellWords.split(text);
        List<ShellWords.Word> words = split.words();
        int i = 0;
        while (i < words.size() && ENVIRONMENT.matcher(words.get(i).text()).matches()) {
            i++;
        }
        return i < words.size() && (isLauncher(words.get(i).text()) || words.get(i).text().startsWith("--"));
    }

    public static SubmitCommand parse(String source, String text, Locale locale) {
        ShellWords.Split split = ShellWords.split(text);
        List<Option> options = new ArrayList<>();
        List<Other> others = new ArrayList<>();
        for (ShellWords.Word w : split.setAside()) {
            others.add(new Other(w.text(), Origin.fileLine(source, w.line()), Other.Kind.SHELL));
        }
        if (split.unclosedQuote().isPresent()) {
            return new SubmitCommand(options, others, Optional.of(new Problem("", text, Origin.fileLine(source, 1),
                    Problem.Speaker.SANDBOX, ConfText.get(locale, "shell.unclosed", split.unclosedQuote().get()))));
        }
        List<ShellWords.Word> words = split.words();
        int i = 0;
        while (i < words.size() && ENVIRONMENT.matcher(words.get(i).text()).matches()) {
            others.add(new Other(words.get(i).text(), Origin.fileLine(source, words.get(i).line()), Other.Kind.ENVIRONMENT));
            i++;
        }
        if (i < words.size() && isLauncher(words.get(i).text())) {
            others.add(new Other(words.get(i).text(), Origin.fileLine(source, words.get(i).line()), Other.Kind.LAUNCHER));
            i++;
        }
        for (; i < words.size(); i++) {
            ShellWords.Word word = words.get(i);
            String arg = word.text();
            String value = null;
            Matcher m = EQUALS_FORM.matcher(arg);
            if (m.matches()) {
                arg = m.group(1);
                value = m.group(2);
            }
            Origin at = Origin.option(source, word.line(), arg);
            String name = OPTIONS.get(arg);
            if (name != null) {
                boolean expands = word.expands();
                if (value == null) {
                    if (i == words.size() - 1) {
                        return refuse(options, others, arg, "", at, SparkWords.missingArgument(arg));
                    }
                    i++;
                    value = words.get(i).text();
                    expands = words.get(i).expands();
                }
                Origin named = Origin.option(source, word.line(), name);
                Optional<String> problem = check(name, value);
                if (problem.isPresent()) {
                    return refuse(options, others, name, value, named, problem.get());
                }
                options.add(new Option(name, value, named, expands));
                continue;
            }
            String switchName = SWITCHES.get(arg);
            if (switchName != null) {
                options.add(new Option(switchName, "", Origin.option(source, word.line(), switchName), false));
                if (switchName.equals("--version")) {
                    addApplicationArguments(words, i + 1, source, others); // handle() stops the reading here
                    break;
                }
                continue;
            }
            if (arg.startsWith("-")) {
                return refuse(options, others, arg, "", at, SparkWords.unrecognizedOption(arg));
            }
            others.add(new Other(word.text(), Origin.fileLine(source, word.line()), Other.Kind.APPLICATION));
            addApplicationArguments(words, i + 1, source, others);
            break;
        }
        return new SubmitCommand(options, others, Optional.empty());
    }

    private static void addApplicationArguments(List<ShellWords.Word> words, int from, String source, List<Other> others) {
        for (int j = from; j < words.size(); j++) {
            others.add(new Other(words.get(j).text(), Origin.fileLine(source, words.get(j).line()),
                    Other.Kind.APPLICATION_ARGUMENT));
        }
    }

    /** The checks {@code SparkSubmitArguments.handle} makes on a value as it reads it. */
    private static Optional<String> check(String name, String value) {
        if (name.equals("--deploy-mode") && !value.equals("client") && !value.equals("cluster")) {
            return Optional.of(SparkWords.DEPLOY_MODE_FLAG);
        }
        if (name.equals("--conf") && value.split("=", 2).length < 2) {
            return Optional.of(SparkWords.confWithoutEquals(value));
        }
        return Optional.empty();
    }

    private static SubmitCommand refuse(List<Option> options, List<Other> others, String key, String value, Origin at,
            String message) {
        return new SubmitCommand(options, others, Optional.of(new Problem(key, value, at, Problem.Speaker.SPARK, message)));
    }

    private static boolean isLauncher(String word) {
        String name = word.substring(word.lastIndexOf('/') + 1);
        name = name.substring(name.lastIndexOf('\\') + 1).toLowerCase(Locale.ROOT);
        if (name.endsWith(".cmd")) {
            name = name.substring(0, name.length() - 4);
        }
        return LAUNCHERS.contains(name);
    }
}
