package sparkmemlab.sparkconf;

import sparkmemlab.container.ContainerConfig;
import sparkmemlab.container.SparkByteString;
import sparkmemlab.container.ByteUnit;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.model.ExecutorModel;
import sparkmemlab.model.LegacyMemoryConfig;
import sparkmemlab.model.SparkConfigException;
import sparkmemlab.model.SparkVersion;
import sparkmemlab.cluster.ClusterConfig;
import sparkmemlab.cluster.ClusterConfigException;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.scenario.ScenarioException;
import sparkmemlab.scenario.ScenarioParser;
import sparkmemlab.sparkconf.ConfKey.Use;
import sparkmemlab.sparkconf.Ignored.Reason;
import sparkmemlab.sparkconf.Master.Manager;

/**
 * Reads Spark's own configuration into the sandbox, as an application launched with {@code spark-submit}
 * would get it (src/docs/spark-conf-import.md): a {@code spark-defaults.conf}, a command line, or both (the
 * command's {@code --conf} settings win over the file, its options over both where spark-submit passes
 * them on), then every value read the way Spark reads it, refused in Spark's words where Spark refuses it.
 * Read as one Spark version reads it (3.5.3 unless told): 4.x's keys are taken on 4.2.0 and ignored, saying so,
 * on 3.5.3; 4.2.0 refuses in its own words, the executor model's where the model checks the same value.
 */
public final class SparkConfImporter {

    /** A text to read and the name to call it by in messages (a file's path, "clipboard"...). */
    public record Input(String source, String text) {
    }

    /** spark-submit's options that set a key ({@code SparkSubmit.prepareSubmitEnvironment}'s OptionAssigners). */
    private record FlagKey(String key, Set<Manager> managers, boolean clusterModeOnly) {
    }

    private static final Set<Manager> ALL = EnumSet.allOf(Manager.class);
    private static final long MIB = 1L << 20;
    private static final Map<String, FlagKey> FLAG_KEYS = Map.of(
            "--master", new FlagKey(ConfKeys.MASTER, ALL, false),
            "--deploy-mode", new FlagKey(ConfKeys.DEPLOY_MODE, ALL, false),
            "--driver-memory", new FlagKey(ConfKeys.DRIVER_MEMORY, ALL, false),
            "--driver-java-options", new FlagKey(ConfKeys.DRIVER_JAVA_OPTIONS, ALL, false),
            "--num-executors", new FlagKey(ConfKeys.EXECUTOR_INSTANCES, EnumSet.of(Manager.YARN, Manager.KUBERNETES), false),
            "--executor-cores", new FlagKey(ExecutorConfig.EXECUTOR_CORES,
                    EnumSet.of(Manager.STANDALONE, Manager.YARN, Manager.KUBERNETES), false),
            "--executor-memory", new FlagKey(ExecutorConfig.EXECUTOR_MEMORY,
                    EnumSet.of(Manager.STANDALONE, Manager.MESOS, Manager.YARN, Manager.KUBERNETES), false),
            "--total-executor-cores", new FlagKey(ConfKeys.CORES_MAX, EnumSet.of(Manager.STANDALONE, Manager.MESOS), false),
            "--driver-cores", new FlagKey(ConfKeys.DRIVER_CORES,
                    EnumSet.of(Manager.STANDALONE, Manager.MESOS, Manager.YARN, Manager.KUBERNETES), true));

    /** A Spark property in effect: its text, where it came from, and the key it was given under (an old name). */
    private record Setting(String value, Origin origin, String givenAs) {
        Setting(String value, Origin origin) {
            this(value, origin, "");
        }
    }

    /** A Spark-looking key that names a version: none of Spark's, so the version is the one the import is told. */
    static final String VERSION_HINT = "spark.version";

    private final Locale locale;
    private final SparkVersion version;
    private final Map<String, String> masterConf = new LinkedHashMap<>();
    private Optional<ClusterConfig> clusterConfig = Optional.empty();
    private final Map<String, Setting> properties = new LinkedHashMap<>();
    private final Map<String, SubmitCommand.Option> flags = new LinkedHashMap<>();
    private final List<Taken> taken = new ArrayList<>();
    private final List<Ignored> ignored = new ArrayList<>();
    private final List<Problem> refused = new ArrayList<>();
    private final Set<String> refusedKeys = new HashSet<>();
    private Master master = Master.none();
    private String deployMode = "client";

    private SparkConfImporter(Locale locale, SparkVersion version) {
        this.locale = locale;
        this.version = version;
    }

    /** Reads one text: a command line if it starts with a launcher or an option, else a spark-defaults.conf. */
    public static ConfImport read(Input input, Locale locale) {
        return read(input, SparkVersion.DEFAULT, locale);
    }

    /** Reads one text as {@code version} reads it. */
    public static ConfImport read(Input input, SparkVersion version, Locale locale) {
        return SubmitCommand.looksLikeOne(input.text())
                ? read(Optional.empty(), Optional.of(input), version, locale)
                : read(Optional.of(input), Optional.empty(), version, locale);
    }

    /** Reads a spark-defaults.conf and a command line together, as spark-submit 3.5.3 merges them. */
    public static ConfImport read(Optional<Input> defaultsFile, Optional<Input> commandLine, Locale locale) {
        return read(defaultsFile, commandLine, SparkVersion.DEFAULT, locale);
    }

    /** Reads a spark-defaults.conf and a command line together, as {@code version}'s spark-submit merges them. */
    public static ConfImport read(Optional<Input> defaultsFile, Optional<Input> commandLine, SparkVersion version, Locale locale) {
        return new SparkConfImporter(locale, version).run(defaultsFile, commandLine);
    }

    private ConfImport run(Optional<Input> defaultsFile, Optional<Input> commandLine) {
        commandLine.ifPresent(this::readCommand);
        defaultsFile.ifPresent(this::readDefaults);
        dropNonSparkKeys();
        renameOldKeys();
        findMaster();
        applyFlags();
        checkAsSparkSubmit();
        readValues();
        readMasterConf();
        if (master.executorIsDriver()) {
            sizeTheDriverAsExecutor();
        }
        checkExecutorMemoryAgainstReserved();
        Map<String, Object> scenario = scenarioConfig();
        Optional<ExecutorConfig> config = refused.isEmpty() ? executorConfig(scenario) : Optional.empty();
        taken.sort(java.util.Comparator.comparingInt(t -> order(t.key())));
        return new ConfImport(master, taken, ignored, refused, scenario, config, version,
                refused.isEmpty() ? clusterConfig : Optional.empty());
    }

    // ---- reading -------------------------------------------------------------------------------

    private void readCommand(Input input) {
        SubmitCommand command = SubmitCommand.parse(input.source(), input.text(), locale);
        command.refused().ifPresent(refused::add);
        Map<String, Setting> confs = new LinkedHashMap<>();
        for (SubmitCommand.Option option : command.options()) {
            if (option.name().equals("--conf")) {
                String[] pair = option.value().split("=", 2);
                if (option.expands()) {
                    ignore(pair[0], pair[1], option.origin(), Reason.SHELL_EXPANSION, pair[1]);
                } else {
                    put(confs, pair[0], new Setting(pair[1], option.origin()));
                }
            } else {
                SubmitCommand.Option earlier = flags.put(option.name(), option);
                if (earlier != null) {
                    ignore(earlier.name(), earlier.value(), earlier.origin(), Reason.OVERRIDDEN, where(option.origin()));
                }
            }
        }
        properties.putAll(confs);
        for (SubmitCommand.Other other : command.others()) {
            switch (other.kind()) {
                case ENVIRONMENT -> ignore(other.text(), "", other.origin(), Reason.ENVIRONMENT, "");
                case APPLICATION, APPLICATION_ARGUMENT -> ignore(other.text(), "", other.origin(), Reason.APPLICATION, "");
                case SHELL -> ignore(other.text(), "", other.origin(), Reason.SHELL, "");
                case LAUNCHER -> { }
            }
        }
    }

    private void readDefaults(Input input) {
        DefaultsFile.Read read = DefaultsFile.read(input.source(), input.text());
        read.refused().ifPresent(refused::add);
        Map<String, Setting> file = new LinkedHashMap<>();
        for (DefaultsFile.Entry entry : read.entries()) {
            put(file, entry.key(), new Setting(entry.value(), entry.origin()));
        }
        // SparkSubmitArguments.mergeDefaultSparkProperties: --conf is honoured before the defaults file.
        file.forEach((key, setting) -> {
            Setting conf = properties.get(key);
            if (conf != null) {
                ignore(key, setting.value(), setting.origin(), Reason.OVERRIDDEN, where(conf.origin()));
            } else {
                properties.put(key, setting);
            }
        });
    }

    /** The later of two settings of one key wins, as in Properties and in spark-submit's map of --conf. */
    private void put(Map<String, Setting> into, String key, Setting setting) {
        Setting earlier = into.remove(key);
        if (earlier != null) {
            ignore(key, earlier.value(), earlier.origin(), Reason.OVERRIDDEN, where(setting.origin()));
        }
        into.put(key, setting);
    }

    /** spark-submit keeps only keys starting with "spark." ({@code ignoreNonSparkProperties}). */
    private void dropNonSparkKeys() {
        properties.entrySet().removeIf(e -> {
            if (e.getKey().startsWith("spark.")) {
                return false;
            }
            String visible = e.getKey().replaceAll("^[\\p{Cf}\\s]+", "");
            ignore(e.getKey(), e.getValue().value(), e.getValue().origin(), Reason.NOT_SPARK,
                    visible.startsWith("spark.") ? visible : "");
            return true;
        });
    }

    /** Spark reads an old name only when the new one is not set. */
    private void renameOldKeys() {
        ConfKeys.ALTERNATIVES.forEach((old, current) -> {
            Setting setting = properties.remove(old);
            if (setting == null) {
                return;
            }
            if (properties.containsKey(current)) {
                ignore(old, setting.value(), setting.origin(), Reason.OLD_NAME, current);
            } else {
                properties.put(current, new Setting(setting.value(), setting.origin(), old));
            }
        });
    }

    // ---- where it runs ---------------------------------------------------------------------------

    private void findMaster() {
        Optional<Setting> url = flagOrProperty("--master", ConfKeys.MASTER);
        if (url.isPresent()) {
            try {
                master = Master.of(url.get().value(), version);
            } catch (IllegalArgumentException e) {
                refuse(ConfKeys.MASTER, url.get(), Problem.Speaker.SPARK, e.getMessage());
            }
        }
        Optional<Setting> mode = flagOrProperty("--deploy-mode", ConfKeys.DEPLOY_MODE);
        if (mode.isPresent()) {
            if (!mode.get().value().equals("client") && !mode.get().value().equals("cluster")) {
                refuse(ConfKeys.DEPLOY_MODE, mode.get(), Problem.Speaker.SPARK, SparkWords.DEPLOY_MODE_CONF);
            } else {
                deployMode = mode.get().value();
            }
        }
        if (master.manager() == Manager.LOCAL && deployMode.equals("cluster")) {
            refuse(ConfKeys.DEPLOY_MODE, mode.get(), Problem.Speaker.SPARK, SparkWords.LOCAL_CLUSTER_MODE);
        }
    }

    /** The option's value if given (and known), else the property's. */
    private Optional<Setting> flagOrProperty(String flag, String key) {
        SubmitCommand.Option option = flags.get(flag);
        if (option != null && !option.expands()) {
            return Optional.of(new Setting(option.value(), option.origin()));
        }
        return Optional.ofNullable(properties.get(key));
    }

    /** Each option sets its key where spark-submit passes it on for this master and deploy mode. */
    private void applyFlags() {
        for (SubmitCommand.Option option : flags.values()) {
            FlagKey flagKey = FLAG_KEYS.get(option.name());
            if (option.name().equals("--properties-file")) {
                ignore(option.name(), option.value(), option.origin(), Reason.PROPERTIES_FILE, "");
            } else if (flagKey == null) {
                ignore(option.name(), option.value(), option.origin(), Reason.NOT_MEMORY, "");
            } else if (option.expands()) {
                ignore(option.name(), option.value(), option.origin(), Reason.SHELL_EXPANSION, option.value());
            } else if (!passesOn(flagKey)) {
                ignore(option.name(), option.value(), option.origin(),
                        flagKey.clusterModeOnly() ? Reason.NOT_IN_CLIENT_MODE : Reason.NOT_FOR_THIS_MASTER, master.url());
            } else {
                Setting setting = new Setting(option.value(), option.origin());
                Setting earlier = properties.put(flagKey.key(), setting);
                if (earlier != null) {
                    ignore(flagKey.key(), earlier.value(), earlier.origin(), Reason.OVERRIDDEN, where(option.origin()));
                }
            }
        }
    }

    /** Without a master the executor is taken as a cluster's: options for any cluster manager pass on. */
    private boolean passesOn(FlagKey flagKey) {
        boolean manager = master.manager() == Manager.UNKNOWN || flagKey.managers().contains(master.manager());
        return manager && (!flagKey.clusterModeOnly() || deployMode.equals("cluster"));
    }

    // ---- checking --------------------------------------------------------------------------------

    /** {@code SparkSubmitArguments.validateSubmitArguments}, on the option's value or else the property's. */
    private void checkAsSparkSubmit() {
        positive("--driver-memory", ConfKeys.DRIVER_MEMORY, true, SparkWords.DRIVER_MEMORY_POSITIVE);
        positive("--executor-memory", ExecutorConfig.EXECUTOR_MEMORY, true, SparkWords.EXECUTOR_MEMORY_POSITIVE);
        positive("--driver-cores", ConfKeys.DRIVER_CORES, false, SparkWords.DRIVER_CORES_POSITIVE);
        positive("--executor-cores", ExecutorConfig.EXECUTOR_CORES, false, SparkWords.EXECUTOR_CORES_POSITIVE);
        positive("--total-executor-cores", ConfKeys.CORES_MAX, false, SparkWords.TOTAL_CORES_POSITIVE);
        Setting dynamic = properties.get(ConfKeys.DYNAMIC_ALLOCATION);
        if (dynamic == null || !dynamic.value().equalsIgnoreCase("true")) {
            positive("--num-executors", ConfKeys.EXECUTOR_INSTANCES, false, SparkWords.EXECUTORS_POSITIVE);
        }
    }

    private void positive(String flag, String key, boolean bytes, String message) {
        Optional<Setting> setting = flagOrProperty(flag, key);
        if (setting.isEmpty() || refusedKeys.contains(key)) {
            return;
        }
        long value;
        try {
            value = bytes ? SparkByteString.byteStringAs(setting.get().value(), ByteUnit.BYTE) : Integer.parseInt(setting.get().value());
        } catch (IllegalArgumentException e) {
            value = -1;
        }
        if (value <= 0) {
            refuse(key, setting.get(), Problem.Speaker.SPARK, message);
        }
    }

    /** Every property read as Spark reads its key; the executor's own keys are not used when it is the driver. */
    private void readValues() {
        properties.forEach((key, setting) -> {
            Optional<ConfKey> known = ConfKeys.get(key);
            Optional<String> since = Spark4Keys.unknownTo(version, key);
            if (since.isPresent()) {
                ignore(key, setting.value(), setting.origin(), Reason.NOT_IN_THIS_VERSION, since.get());
                return;
            }
            if (key.equals(VERSION_HINT)) {
                ignore(key, setting.value(), setting.origin(), Reason.VERSION_HINT, version.label());
                return;
            }
            if (ClusterConfig.keys(version).contains(key)) {
                masterConf.put(key, setting.value()); // read below by the Master's model, as the Master reads them
                return;
            }
            if (inContainer() && ContainerConfig.reads(key) && (known.isEmpty() || known.get().use() == Use.JVM_OPTIONS)) {
                // The container model reads Spark's text itself (and refuses it naming the key, as Spark would).
                if (!refusedKeys.contains(key)) {
                    taken.add(new Taken(key, setting.value(), setting.value(), setting.origin(), Use.CONTAINER,
                            setting.givenAs().isEmpty() ? key : setting.givenAs()));
                }
                return;
            }
            if (known.isEmpty()) {
                ignore(key, setting.value(), setting.origin(), Reason.NOT_MODELLED, Suggestions.nearest(key).orElse(""));
                return;
            }
            if (refusedKeys.contains(key)) {
                return;
            }
            Object value;
            try {
                value = known.get().read(setting.value(), version);
            } catch (IllegalArgumentException e) {
                refuse(key, setting, Problem.Speaker.SPARK, e.getMessage());
                return;
            }
            boolean executorOwn = key.equals(ExecutorConfig.EXECUTOR_MEMORY) || key.equals(ExecutorConfig.EXECUTOR_CORES);
            if (master.executorIsDriver() && executorOwn) {
                ignore(key, setting.value(), setting.origin(), Reason.EXECUTOR_IS_DRIVER, master.url());
            } else if (known.get().use() == Use.JVM_OPTIONS) {
                ignore(key, setting.value(), setting.origin(), Reason.NOT_MODELLED, ""); // checked above, not modelled
            } else {
                taken.add(new Taken(key, value, setting.value(), setting.origin(), known.get().use(),
                        setting.givenAs().isEmpty() ? key : setting.givenAs()));
            }
        });
    }

    /**
     * The standalone Master's keys (its worker selection policy, drivers, spreading out), read by the cluster
     * model as this version's Master reads them, so its refusal is the model's, in that Spark's words.
     */
    private void readMasterConf() {
        if (masterConf.isEmpty()) {
            return;
        }
        try {
            clusterConfig = Optional.of(ClusterConfig.fromSparkConf(version, masterConf, false));
            masterConf.forEach((key, text) -> {
                Setting setting = properties.get(key);
                taken.add(new Taken(key, text, text, setting.origin(), Use.MASTER, key));
            });
        } catch (ClusterConfigException e) {
            // 4.x refuses spreadOut, spreadOutApps' old name, in the new name's: the setting is the old one then.
            Setting setting = Optional.ofNullable(properties.get(e.key())).or(() -> Optional.ofNullable(properties.get(ClusterConfig.SPREAD_OUT)))
                    .orElse(new Setting("", Origin.fileLine("", 0)));
            refuse(e.key(), setting, e.sparkRefuses() ? Problem.Speaker.SPARK : Problem.Speaker.MODEL,
                    e.getMessage());
        }
    }

    /** In local mode the launcher starts the driver with -Xmx set to the driver's memory, as given. */
    private void sizeTheDriverAsExecutor() {
        if (refusedKeys.contains(ConfKeys.DRIVER_MEMORY)) {
            return;
        }
        Setting memory = properties.get(ConfKeys.DRIVER_MEMORY);
        if (memory != null) { // else the launcher's DEFAULT_MEM, 1g
            try {
                if (JvmHeapSize.parse(memory.value()).isEmpty()) {
                    refuse(ConfKeys.DRIVER_MEMORY, memory, Problem.Speaker.SANDBOX,
                            ConfText.get(locale, "refused.heapTooLarge", memory.value()));
                }
            } catch (IllegalArgumentException e) {
                refuse(ConfKeys.DRIVER_MEMORY, memory, Problem.Speaker.JVM, e.getMessage());
            }
        }
        if (master.localThreads().isEmpty()) {
            Setting url = flagOrProperty("--master", ConfKeys.MASTER).orElseThrow();
            ignore(ConfKeys.MASTER, url.value(), url.origin(), Reason.ALL_LOCAL_CORES, master.url());
        }
    }

    /** {@code UnifiedMemoryManager.getMaxMemory}: spark.executor.memory, read in bytes, against 1.5 x reserved memory. */
    private void checkExecutorMemoryAgainstReserved() {
        Setting memory = properties.get(ExecutorConfig.EXECUTOR_MEMORY);
        boolean legacy = taken(LegacyMemoryConfig.USE_LEGACY_MODE).map(t -> (Boolean) t.value()).orElse(false);
        if (memory == null || legacy || refusedKeys.contains(ExecutorConfig.EXECUTOR_MEMORY)
                || refusedKeys.contains(ExecutorConfig.RESERVED_MEMORY)) {
            return; // (Spark 2.4's legacy manager has no such check; the model makes its own)
        }
        long reserved = taken(ExecutorConfig.RESERVED_MEMORY).map(t -> (Long) t.value())
                .orElse(ExecutorConfig.DEFAULT_RESERVED_MEMORY);
        long minSystemMemory = (long) Math.ceil(reserved * 1.5);
        long bytes;
        try {
            bytes = SparkByteString.byteStringAs(memory.value(), ByteUnit.BYTE); // SparkConf.getSizeAsBytes
        } catch (IllegalArgumentException e) {
            refuse(ExecutorConfig.EXECUTOR_MEMORY, memory, Problem.Speaker.SPARK,
                    SparkWords.illegalValue(ExecutorConfig.EXECUTOR_MEMORY, e.getMessage()));
            return;
        }
        if (bytes < minSystemMemory) {
            refuse(ExecutorConfig.EXECUTOR_MEMORY, memory, Problem.Speaker.SPARK,
                    version.messages().invalidExecutorMemory(bytes, minSystemMemory));
        }
    }

    // ---- the sandbox's executor ------------------------------------------------------------------

    /** The executor's keys in a scenario's terms: sizes in bytes, the heap as the executor's JVM gets it. */
    private Map<String, Object> scenarioConfig() {
        Map<String, Object> config = new LinkedHashMap<>();
        Optional<Taken> testing = taken(ConfKeys.TESTING_MEMORY);
        if (testing.isPresent()) {
            config.put(ExecutorConfig.EXECUTOR_MEMORY, testing.get().value()); // what the memory manager reads instead of the heap
        } else if (master.executorIsDriver()) {
            Setting memory = properties.get(ConfKeys.DRIVER_MEMORY);
            if (memory != null && !refusedKeys.contains(ConfKeys.DRIVER_MEMORY)) {
                config.put(ExecutorConfig.EXECUTOR_MEMORY, JvmHeapSize.parse(memory.value()).orElseThrow());
            }
        } else {
            taken(ExecutorConfig.EXECUTOR_MEMORY).ifPresent(t -> config.put(ExecutorConfig.EXECUTOR_MEMORY,
                    (Long) t.value() * MIB)); // the executor's -Xmx is this many whole MiB
        }
        List<String> keys = new java.util.ArrayList<>(List.of(ExecutorConfig.RESERVED_MEMORY, ExecutorConfig.MEMORY_FRACTION,
                ExecutorConfig.STORAGE_FRACTION, ExecutorConfig.OFF_HEAP_ENABLED, ExecutorConfig.OFF_HEAP_SIZE,
                ExecutorConfig.PAGE_SIZE, LegacyMemoryConfig.USE_LEGACY_MODE, sparkmemlab.model.TungstenConf.INITIAL_BUFFER_SIZE,
                sparkmemlab.model.TungstenConf.NUM_ELEMENTS_FORCE_SPILL_THRESHOLD, ExecutorConfig.UNMANAGED_MEMORY_POLLING_INTERVAL));
        keys.addAll(ConfKeys.LEGACY_FRACTIONS);
        for (String key : keys) {
            taken(key).ifPresent(t -> config.put(key, t.value()));
        }
        if (master.executorIsDriver()) {
            master.localThreads().ifPresent(n -> config.put(ExecutorConfig.EXECUTOR_CORES, n));
        } else {
            taken(ExecutorConfig.EXECUTOR_CORES).ifPresent(t -> config.put(ExecutorConfig.EXECUTOR_CORES, t.value()));
        }
        if (inContainer()) {
            // On YARN or Kubernetes the executor runs in a container: its keys as Spark's text, which the model reads.
            config.put(ConfKeys.MASTER, master.url());
            taken.stream().filter(t -> t.use() == Use.CONTAINER).forEach(t -> config.put(t.key(), t.text()));
        }
        return config;
    }

    /** Whether the executor runs in a container the sandbox models: YARN's or Kubernetes'. */
    private boolean inContainer() {
        return master.manager() == Master.Manager.YARN || master.manager() == Master.Manager.KUBERNETES;
    }

    /** Builds the executor as a scenario would, so the model's own checks apply (a heap too small for the reserve). */
    private Optional<ExecutorConfig> executorConfig(Map<String, Object> scenario) {
        JsonObject doc = new JsonObject();
        doc.addProperty("format", Scenario.FORMAT);
        if (version != SparkVersion.DEFAULT) {
            doc.addProperty(SparkVersion.FIELD, version.label());
        }
        JsonObject config = new JsonObject();
        scenario.forEach((key, value) -> {
            if (value instanceof Boolean b) {
                config.addProperty(key, b);
            } else if (value instanceof String text) {
                config.addProperty(key, text);
            } else {
                config.addProperty(key, (Number) value);
            }
        });
        doc.add("config", config);
        doc.add("steps", new JsonArray());
        try {
            ExecutorConfig executor = ScenarioParser.parse(ConfText.get(locale, "source.sandbox"), doc).config();
            new ExecutorModel(executor);
            return Optional.of(executor);
        } catch (ScenarioException e) {
            String key = e.jsonPath().replaceFirst("^\\$\\.config\\['(.*)'\\]$", "$1");
            refuseByModel(key, e.problem());
        } catch (SparkConfigException e) {
            refuseByModel(e.field(), e.getMessage());
        }
        return Optional.empty();
    }

    private void refuseByModel(String key, String message) {
        Object value = scenarioConfigValue(key);
        Setting setting = properties.get(key);
        Origin origin = setting == null ? Origin.fileLine("", 0) : setting.origin();
        refused.add(new Problem(key, String.valueOf(value), origin, Problem.Speaker.MODEL, message));
    }

    private Object scenarioConfigValue(String key) {
        return scenarioConfig().getOrDefault(key, "");
    }

    // ---- bookkeeping -----------------------------------------------------------------------------

    private Optional<Taken> taken(String key) {
        return taken.stream().filter(t -> t.key().equals(key)).findFirst();
    }

    private void ignore(String key, String value, Origin origin, Reason reason, String detail) {
        ignored.add(new Ignored(key, value, origin, reason, detail));
    }

    /** Spark refuses the key: the sandbox takes nothing for it. */
    private void refuse(String key, Setting setting, Problem.Speaker speaker, String message) {
        refusedKeys.add(key);
        taken.removeIf(t -> t.key().equals(key));
        refused.add(new Problem(key, setting.value(), setting.origin(), speaker, message));
    }

    private String where(Origin origin) {
        return origin.fromCommandLine()
                ? ConfText.get(locale, "origin.option", origin.flag(), origin.source(), origin.line())
                : ConfText.get(locale, "origin.line", origin.source(), origin.line());
    }

    private static int order(String key) {
        int i = 0;
        for (String name : ConfKeys.names()) {
            if (name.equals(key)) {
                return i;
            }
            i++;
        }
        return i;
    }
}
