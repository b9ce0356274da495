package sparkmemlab.sparkconf;

import sparkmemlab.container.SparkByteString;
import sparkmemlab.container.ByteUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.model.SparkVersion;
import sparkmemlab.spark.RealSparkConf;

/**
 * The import reads configuration text as Apache Spark 3.5.3 does, checked against Spark's own code: its byte
 * strings, every key's reading and refusal, spark-defaults.conf files, spark-submit's arguments, and the
 * memory manager's checks of the executor's memory.
 */
class RealSparkImportTest {

    static final List<String> SIZES = List.of("4g", "4G", " 4g ", "4096", "4096m", "1500k", "1536000b", "300k", "-1g", "-5",
            "0", "1.5g", "0.5", "4gib", "4 g", "", " ", "abc", "g", "1e3", "9999999999999999999", "9999999999999g", "8191p",
            "8192p", "1t", "2tb", "512MB", "10kb", "7b", "007m", "+4g", "4g4", "0x10");

    @Test
    void byteStringsAsSparksJavaUtils() {
        List<String> differences = new ArrayList<>();
        for (String text : SIZES) {
            for (ByteUnit unit : ByteUnit.values()) {
                compare(differences, "byteStringAs(" + text + ", " + unit + ")",
                        outcome(() -> SparkByteString.byteStringAs(text, unit)), RealSparkConf.byteStringAs(text, unit.name()));
                compare(differences, "byteFromString(" + text + ", " + unit + ")",
                        outcome(() -> SparkByteString.parse(text, unit)), RealSparkConf.byteFromString(text, unit.name()));
            }
        }
        assertEquals(List.of(), differences);
    }

    @Test
    void formattedSizesReadBackExactly() {
        for (long bytes : new long[] {1, 7, 1024, 1536, 300L << 10, 1L << 20, 1536L << 20, 4L << 30, 5L << 40, 3L << 50, 1000000007}) {
            assertEquals(bytes, SparkByteString.byteStringAs(SubmitFlags.size(bytes), ByteUnit.BYTE), SubmitFlags.size(bytes));
        }
        assertEquals("4g", SubmitFlags.size(4L << 30));
        assertEquals("1536m", SubmitFlags.size(1536L << 20));
    }

    /** Values of each type, good and bad, for every key the import reads. */
    static final Map<ConfKey.Type, List<String>> VALUES = Map.of(
            ConfKey.Type.BYTES, SIZES,
            ConfKey.Type.INT, List.of("4", "+4", " 4", "4 ", "-1", "0", "four", "4.0", "99999999999", "", "0x4"),
            ConfKey.Type.LONG, List.of("314572800", "300m", "-5", "", " 5", "5 ", "0x10", "99999999999999999999"),
            ConfKey.Type.DOUBLE, List.of("0.6", " 0.6 ", "1.5", "1.2", "-0.1", "0", "1", "1.0", "0.9999", "60%", "NaN",
                    "1e-1", "0.6d", "", "Infinity", ".5", "0,6"),
            ConfKey.Type.BOOLEAN, List.of("true", "TRUE", "False", " true", "true ", "yes", "1", ""),
            ConfKey.Type.STRING, List.of("-XX:+UseG1GC", "-Xmx4g", "-XX:+UseG1GC -Xmx8g", "-Dspark.executor.memory=4g", ""));

    /** Keys whose reading Spark does outside SparkConf (the launcher, spark-submit), checked by the corpus tests. */
    static final Set<String> NOT_IN_SPARKCONF = Set.of(ConfKeys.MASTER, ConfKeys.DEPLOY_MODE, ConfKeys.DRIVER_JAVA_OPTIONS,
            ConfKeys.DRIVER_DEFAULT_JAVA_OPTIONS);

    /**
     * Keys a memory manager reads with {@code SparkConf.getLong}, {@code getDouble} or {@code getBoolean}
     * (3.5.3's UnifiedMemoryManager the reserve, 2.4.8's SparkEnv and StaticMemoryManager the legacy keys);
     * the fractions' getter is validateSettings', which every read runs first.
     */
    static final Set<String> READ_BY_GETTER = Set.of(ExecutorConfig.RESERVED_MEMORY, "spark.memory.useLegacyMode",
            "spark.storage.memoryFraction", "spark.storage.safetyFraction", "spark.shuffle.memoryFraction",
            "spark.shuffle.safetyFraction", "spark.storage.unrollFraction");

    @TestFactory
    Stream<DynamicTest> everyKeyReadAsSparkReadsIt() {
        List<DynamicTest> tests = new ArrayList<>();
        for (String key : ConfKeys.names()) {
            if (NOT_IN_SPARKCONF.contains(key) || Spark4Keys.unknownTo(SparkVersion.SPARK_3_5_3, key).isPresent()) {
                continue; // (4.x's keys: Spark42ImportTest)
            }
            ConfKey confKey = ConfKeys.get(key).orElseThrow();
            tests.add(DynamicTest.dynamicTest(key, () -> {
                Optional<String> getter = READ_BY_GETTER.contains(key)
                        ? Optional.of(confKey.type().name().toLowerCase(Locale.ROOT)) : Optional.empty();
                List<String> differences = new ArrayList<>();
                for (String value : VALUES.get(confKey.type())) {
                    compare(differences, key + "=" + value, outcome(() -> confKey.read(value, SparkVersion.SPARK_3_5_3)),
                            RealSparkConf.read(key, value, getter));
                }
                assertEquals(List.of(), differences);
            }));
        }
        return tests.stream();
    }

    @TestFactory
    Stream<DynamicTest> defaultsFilesAsSparkReadsThem() throws Exception {
        return Corpus.defaultsFiles().stream().map(c -> DynamicTest.dynamicTest(c.name(), () -> {
            RealSparkConf.Outcome real = outcomeOf(() -> RealSparkConf.defaultsFile(c.file()));
            DefaultsFile.Read ours = DefaultsFile.read(c.name(), java.nio.file.Files.readString(c.file()));
            if (real.error() != null) {
                assertEquals(real.error(), ours.refused().map(Problem::message).orElse("(read)"), c.name());
                return;
            }
            Map<String, String> last = new TreeMap<>();
            ours.entries().stream().filter(e -> e.key().startsWith("spark.")).forEach(e -> last.put(e.key(), e.value()));
            assertEquals(real.value(), last, c.name());
        }));
    }

    /** spark-submit's own messages, which SparkSubmitArguments gives: the import must give exactly these, and only where it does. */
    private static boolean isSparkSubmits(String message) {
        return message.startsWith("Missing argument for option") || message.startsWith("Unrecognized option")
                || message.startsWith("Spark config without '='") || message.equals(SparkWords.DEPLOY_MODE_FLAG)
                || message.endsWith("must be a positive number");
    }

    @TestFactory
    Stream<DynamicTest> commandLinesAsSparkSubmitReadsThem() throws Exception {
        return Corpus.commandLines().stream().map(c -> DynamicTest.dynamicTest(c.name(), () -> {
            ShellWords.Split split = ShellWords.split(c.text());
            if (split.unclosedQuote().isPresent() || split.words().stream().anyMatch(ShellWords.Word::expands)) {
                return; // the words are the shell's to finish; Spark never sees these
            }
            SubmitCommand command = SubmitCommand.parse(c.name(), c.text(), Locale.ENGLISH);
            List<String> args = new ArrayList<>();
            boolean application = false;
            for (ShellWords.Word w : split.words()) {
                args.add(w.text());
            }
            for (SubmitCommand.Other other : command.others()) {
                if (other.kind() == SubmitCommand.Other.Kind.LAUNCHER || other.kind() == SubmitCommand.Other.Kind.ENVIRONMENT) {
                    args.remove(0);
                }
                application |= other.kind() == SubmitCommand.Other.Kind.APPLICATION;
            }
            boolean version = command.options().stream().anyMatch(o -> o.name().equals("--version"));
            if (!application && !version && command.refused().isEmpty()) {
                args.add("app.jar"); // spark-submit wants one; the sandbox does not
            }
            RealSparkConf.Submit real = RealSparkConf.submitArguments(args);
            ConfImport ours = SparkConfImporter.read(new SparkConfImporter.Input(c.name(), c.text()), Locale.ENGLISH);
            List<String> oursSubmit = ours.refused().stream().map(Problem::message).filter(RealSparkImportTest::isSparkSubmits).toList();
            if (real.error() != null) {
                assertTrue(ours.refused().stream().anyMatch(p -> p.message().equals(real.error())),
                        c.name() + ": Spark refuses with \"" + real.error() + "\", the import with " + ours.refused());
                return;
            }
            assertEquals(List.of(), oursSubmit, c.name() + ": spark-submit takes it");
            Map<String, String> conf = new LinkedHashMap<>();
            Map<String, String> flags = new LinkedHashMap<>();
            for (SubmitCommand.Option o : command.options()) {
                if (o.name().equals("--conf")) {
                    String[] kv = o.value().split("=", 2);
                    conf.put(kv[0], kv[1]);
                } else {
                    flags.put(o.name(), o.value());
                }
            }
            Map<String, String> sparkKeys = new TreeMap<>();
            conf.forEach((k, v) -> {
                if (k.startsWith("spark.")) {
                    sparkKeys.put(k, v);
                }
            });
            assertEquals(real.sparkProperties(), sparkKeys, c.name() + ": Spark properties");
            assertEquals(real.master(), flags.getOrDefault("--master", conf.getOrDefault(ConfKeys.MASTER, "local[*]")), c.name());
            assertEquals(real.deployMode(), flags.getOrDefault("--deploy-mode", conf.get(ConfKeys.DEPLOY_MODE)), c.name());
            assertEquals(real.executorMemory(), flags.getOrDefault("--executor-memory", conf.get(ExecutorConfig.EXECUTOR_MEMORY)), c.name());
            assertEquals(real.executorCores(), flags.getOrDefault("--executor-cores", conf.get(ExecutorConfig.EXECUTOR_CORES)), c.name());
            assertEquals(real.driverMemory(), flags.getOrDefault("--driver-memory", conf.get(ConfKeys.DRIVER_MEMORY)), c.name());
            assertEquals(real.numExecutors(), flags.getOrDefault("--num-executors", conf.get(ConfKeys.EXECUTOR_INSTANCES)), c.name());
            assertEquals(real.totalExecutorCores(), flags.getOrDefault("--total-executor-cores", conf.get(ConfKeys.CORES_MAX)), c.name());
            List<String> childArgs = command.others().stream()
                    .filter(o -> o.kind() == SubmitCommand.Other.Kind.APPLICATION_ARGUMENT).map(SubmitCommand.Other::text).toList();
            assertEquals(real.childArgs(), childArgs, c.name() + ": the application's arguments");
        }));
    }

    /** The executor's memory against 1.5 x the reserve, and a local driver's heap, as Spark's memory manager checks them. */
    @Test
    void memoryManagersChecks() {
        List<String> differences = new ArrayList<>();
        for (String memory : List.of("4096", "4", "400m", "450m", "451m", "471859200", "471859199b", "1g", "1500k", "460800k")) {
            ConfImport ours = SparkConfImporter.read(new SparkConfImporter.Input("t",
                    "--master yarn --conf spark.executor.memory=" + memory), Locale.ENGLISH);
            Optional<String> real = RealSparkConf.memoryManagerRefusal(Map.of("spark.testing.memory", String.valueOf(2L << 30),
                    ExecutorConfig.EXECUTOR_MEMORY, memory));
            Optional<String> mine = ours.refused().stream().map(Problem::message).filter(m -> m.contains("EXECUTOR_MEMORY")).findFirst();
            if (!real.equals(mine)) {
                differences.add("spark.executor.memory=" + memory + ": Spark " + real + ", import " + mine);
            }
        }
        for (String heap : List.of("400m", "450m", "451m", "1g", "471859200")) {
            ConfImport ours = SparkConfImporter.read(new SparkConfImporter.Input("t",
                    "spark-submit --master local[2] --driver-memory " + heap + " app.py"), Locale.ENGLISH);
            long bytes = JvmHeapSize.parse(heap).orElseThrow();
            Optional<String> real = RealSparkConf.memoryManagerRefusal(Map.of("spark.testing.memory", String.valueOf(bytes)));
            Optional<String> mine = ours.refused().stream().map(Problem::message).findFirst();
            if (!real.equals(mine)) {
                differences.add("local driver heap " + heap + ": Spark " + real + ", import " + mine);
            }
        }
        assertEquals(List.of(), differences);
    }

    private interface Read {
        Object get();
    }

    private static RealSparkConf.Outcome outcome(Read read) {
        try {
            return new RealSparkConf.Outcome(read.get(), null);
        } catch (IllegalArgumentException e) {
            return new RealSparkConf.Outcome(null, e.getMessage());
        }
    }

    private static RealSparkConf.Outcome outcomeOf(java.util.concurrent.Callable<Object> read) {
        try {
            return new RealSparkConf.Outcome(read.call(), null);
        } catch (Exception e) {
            return new RealSparkConf.Outcome(null, e.getMessage());
        }
    }

    private static void compare(List<String> differences, String what, RealSparkConf.Outcome ours, RealSparkConf.Outcome spark) {
        String a = ours.error() != null ? "refused: " + ours.error() : "value " + ours.value();
        String b = spark.error() != null ? "refused: " + spark.error() : "value " + spark.value();
        if (!a.equals(b)) {
            differences.add(what + "\n   import: " + a + "\n   Spark:  " + b);
        }
    }

    static Path corpus() {
        return Corpus.DIR;
    }
}
