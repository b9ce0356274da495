package sparkmemlab.scenario;

import static sparkmemlab.json.JsonValues.got;
import static sparkmemlab.json.JsonValues.isString;
import static sparkmemlab.json.JsonValues.isNumber;
import static sparkmemlab.json.JsonValues.wholeNumber;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.util.ArrayList;
import java.util.List;
import java.util.Arrays;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.LinkedHashMap;
import java.util.Map;
import sparkmemlab.container.ContainerConfig;
import sparkmemlab.container.ContainerConfigException;
import sparkmemlab.json.JsonInputException;
import sparkmemlab.i18n.Messages;
import sparkmemlab.json.StrictJson;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.model.Operation;
import sparkmemlab.model.SparkConfigException;
import sparkmemlab.model.SparkVersion;
import sparkmemlab.model.config.SparkConfig;

/**
 * Reads a scenario (see {@code src/docs/scenario-format.md}). Every refusal names the file, the step
 * and the field, with its JSON path, and says what was expected.
 */
public final class ScenarioParser {

    private static final Set<String> CONFIG_KEYS = java.util.stream.Stream.concat(java.util.stream.Stream.of(
            ExecutorConfig.EXECUTOR_MEMORY, ExecutorConfig.RESERVED_MEMORY, ExecutorConfig.MEMORY_FRACTION,
            ExecutorConfig.STORAGE_FRACTION, ExecutorConfig.OFF_HEAP_ENABLED, ExecutorConfig.OFF_HEAP_SIZE,
            ExecutorConfig.EXECUTOR_CORES, ExecutorConfig.PAGE_SIZE, sparkmemlab.model.TungstenConf.INITIAL_BUFFER_SIZE,
            sparkmemlab.model.TungstenConf.NUM_ELEMENTS_FORCE_SPILL_THRESHOLD,
            ExecutorConfig.UNMANAGED_MEMORY_POLLING_INTERVAL), LegacyConfigReader.KEYS.stream())
            .collect(java.util.stream.Collectors.toUnmodifiableSet());

    private final String file;
    private final Map<String, sparkmemlab.model.BlockId> blocks = new java.util.HashMap<>();

    private ScenarioParser(String file) {
        this.file = file;
    }

    /** Reads a scenario file (UTF-8), naming it by its file name in any refusal. */
    public static Scenario read(java.nio.file.Path file) throws ScenarioException, IOException {
        return read(file, StepSink.NONE);
    }

    /**
     * Reads a scenario file as {@link #read(java.nio.file.Path)} does, telling {@code early} its steps as they are
     * read. A plain file (as this app writes one) is read from its bytes ({@link StrictJson#parsePlain}); any other
     * is read again with Gson's tokenizer, which words the refusals: the scenario, or the refusal, is the same.
     */
    public static Scenario read(java.nio.file.Path file, StepSink early) throws ScenarioException, IOException {
        String name = String.valueOf(file.getFileName());
        try (InputStream in = counted(file, early)) {
            Optional<Scenario> plain = parse(name, early, elements -> StrictJson.withDefaults().parsePlain(in, "steps", elements));
            if (plain.isPresent()) {
                return plain.get();
            }
        }
        try (Reader in = new java.io.BufferedReader(new java.io.InputStreamReader(counted(file, early),
                java.nio.charset.StandardCharsets.UTF_8.newDecoder()))) {
            return parse(name, in, early);
        }
    }

    /** The file's bytes, each read told to {@code early} ({@link StepSink#read}). */
    private static InputStream counted(java.nio.file.Path file, StepSink early) throws IOException {
        return new sparkmemlab.io.CountingInputStream(java.nio.file.Files.newInputStream(file)) {
            @Override
            protected void counted() {
                early.read(count());
            }
        };
    }

    /**
     * Reads a scenario document from {@code in}; {@code file} names it in errors. The steps are read one by one
     * as the document is (never the whole array in memory at once); the refusals and their order are those of
     * reading the whole document first: the JSON's, then the format, title and configuration, then the steps.
     */
    public static Scenario parse(String file, Reader in) throws ScenarioException, IOException {
        return parse(file, in, StepSink.NONE);
    }

    private static Scenario parse(String file, Reader in, StepSink early) throws ScenarioException, IOException {
        return parse(file, early, elements -> Optional.of(StrictJson.withDefaults().parse(in, "steps", elements))).orElseThrow();
    }

    /** Reads a document, streaming its steps to {@code elements}; empty if it could not be read this way. */
    private interface Source {
        Optional<JsonElement> read(StrictJson.Elements elements) throws JsonInputException, IOException;
    }

    private static Optional<Scenario> parse(String file, StepSink early, Source source) throws ScenarioException, IOException {
        ScenarioParser parser = new ScenarioParser(file);
        StreamedSteps streamed = parser.new StreamedSteps(early);
        boolean taken = false;
        try {
            Optional<JsonElement> root;
            try {
                root = source.read(streamed);
            } catch (JsonInputException e) {
                throw new ScenarioException(file, Messages.get("place.document"), e.path(), e.getMessage());
            }
            if (root.isEmpty()) {
                return Optional.empty();
            }
            Scenario scenario = parser.scenario(root.get(), new Steps(streamed.ops, Optional.ofNullable(streamed.refused)));
            taken = true;
            return Optional.of(scenario);
        } finally {
            streamed.finish(taken);
        }
    }

    /** The steps as the document streams by: read, and told to the early sink while none is refused. */
    private final class StreamedSteps implements StrictJson.Elements {
        private final StepSink early;
        private final List<Operation> ops = new ArrayList<>();
        private ScenarioException refused;
        private boolean begun;

        StreamedSteps(StepSink early) {
            this.early = early;
        }

        /** The configuration, if it came before the steps and Spark takes it, begins the early sink. */
        @Override
        public void before(JsonObject members) {
            if (members.has("config")) {
                try {
                    early.begin(config(members.get("config"), members.get(SparkVersion.FIELD)));
                    begun = true;
                } catch (ScenarioException e) {
                    // said in its place, once the whole document is read
                }
            }
        }

        @Override
        public void accept(int index, JsonElement element) {
            if (refused != null) {
                return;
            }
            try {
                Operation op = step(index, element);
                ops.add(op);
                if (begun) {
                    early.step(op);
                }
            } catch (ScenarioException e) {
                refused = e; // said after the configuration's refusals, as a whole document's would be
            }
        }

        void finish(boolean taken) {
            if (begun && taken) {
                early.end();
            } else if (begun) {
                early.abandon();
            }
        }
    }

    /** Reads a scenario from a parsed document (a lesson embeds one). */
    public static Scenario parse(String file, JsonElement root) throws ScenarioException {
        return new ScenarioParser(file).scenario(root, null);
    }

    /** Steps already read while the document was: those taken, and the refusal that stopped them, if any. */
    private record Steps(List<Operation> ops, Optional<ScenarioException> refused) {
    }

    /** The scenario of {@code root}; its steps from {@code streamed}, if they were read as the document was, else from {@code root}. */
    private Scenario scenario(JsonElement root, Steps streamed) throws ScenarioException {
        if (!root.isJsonObject()) {
            throw error(Messages.get("place.document"), "$", Messages.get("doc.notObject"));
        }
        JsonObject doc = root.getAsJsonObject();
        JsonElement format = doc.get("format");
        if (format == null || !isString(format) || !format.getAsString().equals(Scenario.FORMAT)) {
            throw error(Messages.get("place.field", "format"), "$.format", Messages.get("doc.format", Scenario.FORMAT, got(format)));
        }
        String title = "";
        if (doc.has("title")) {
            if (!isString(doc.get("title"))) {
                throw error(Messages.get("place.field", "title"), "$.title", Messages.get("doc.title", got(doc.get("title"))));
            }
            title = doc.get("title").getAsString();
        }
        ExecutorConfig config = config(doc.get("config"), doc.get(SparkVersion.FIELD));
        JsonElement steps = doc.get("steps");
        if (steps == null || !steps.isJsonArray()) {
            throw error(Messages.get("place.field", "steps"), "$.steps", Messages.get("doc.steps", got(steps)));
        }
        List<Operation> ops = new ArrayList<>();
        JsonArray array = steps.getAsJsonArray();
        int count = streamed != null ? streamed.ops().size() : array.size();
        for (int i = 0; i < count; i++) {
            ops.add(streamed != null ? streamed.ops().get(i) : step(i, array.get(i)));
            if (config.container().isEmpty() && ops.get(i) instanceof Operation.InContainer c) {
                throw error(Messages.get("place.stepField", Messages.get("place.stepOp", i + 1, c.op()), "op"),
                        "$.steps[" + i + "].op", Messages.get("step.needsMaster", c.op(), ContainerConfig.MASTER));
            }
            if (ops.get(i) instanceof Operation.SetUnmanagedMemory u && !config.sparkVersion().unmanaged().exists()) {
                throw error(Messages.get("place.stepField", Messages.get("place.stepOp", i + 1, u.op()), "op"),
                        "$.steps[" + i + "].op", Messages.get("step.unmanagedVersion", config.sparkVersion().label()));
            }
            if (config.useLegacyMode() && ops.get(i) instanceof Operation.ConsumerOperation c) {
                throw error(Messages.get("place.stepField", Messages.get("place.stepOp", i + 1, c.op()), "op"),
                        "$.steps[" + i + "].op", Messages.get("config.legacyOp", c.op()));
            }
        }
        if (streamed != null && streamed.refused().isPresent()) {
            throw streamed.refused().get();
        }
        // Spark's Spillable counts the elements it reads against this threshold too; our collections
        // know only their sizes, so a scenario cannot have both.
        if (config.tungsten().numElementsForceSpillThreshold() != sparkmemlab.model.TungstenConf.DEFAULTS
                .numElementsForceSpillThreshold() && ops.stream().anyMatch(op -> op instanceof Operation.MaybeSpill)) {
            throw configError(sparkmemlab.model.TungstenConf.NUM_ELEMENTS_FORCE_SPILL_THRESHOLD,
                    Messages.get("tungsten.config.thresholdWithCollections"));
        }
        return new Scenario(title, config, ops);
    }

    // ---- config -------------------------------------------------------------------------------

    /** The top-level {@code "sparkVersion"}: 3.5.3 when absent. */
    private SparkVersion version(JsonElement element) throws ScenarioException {
        if (element == null) {
            return SparkVersion.DEFAULT;
        }
        Optional<SparkVersion> version = isString(element) ? SparkVersion.of(element.getAsString()) : Optional.empty();
        if (version.isEmpty()) {
            throw error(Messages.get("place.field", SparkVersion.FIELD), "$." + SparkVersion.FIELD,
                    Messages.get("config.sparkVersion", got(element)));
        }
        return version.get();
    }

    /** {@code spark.memory.unmanagedMemoryPollingInterval} in milliseconds: Spark's time syntax, a number is milliseconds. */
    private long pollingInterval(JsonObject config) throws ScenarioException {
        String key = ExecutorConfig.UNMANAGED_MEMORY_POLLING_INTERVAL;
        JsonElement value = config.get(key);
        if (value == null) {
            return 0;
        }
        if (value.isJsonPrimitive() && (isString(value) || isNumber(value))) {
            try {
                return SparkTime.millis(value.getAsString());
            } catch (NumberFormatException e) {
                // said below
            }
        }
        throw configError(key, Messages.get("config.pollingInterval", got(value)));
    }

    private ExecutorConfig config(JsonElement element, JsonElement versionElement) throws ScenarioException {
        SparkVersion version = version(versionElement);
        JsonObject config = new JsonObject();
        if (element != null) {
            if (!element.isJsonObject()) {
                throw error(Messages.get("place.field", "config"), "$.config", Messages.get("doc.config", got(element)));
            }
            config = element.getAsJsonObject();
        }
        boolean inContainer = config.has(ContainerConfig.MASTER);
        for (String key : config.keySet()) {
            if (!CONFIG_KEYS.contains(key) && !ContainerConfig.reads(key)) {
                throw configError(key, Messages.get("config.unknown", String.join(", ", CONFIG_KEYS.stream().sorted().toList()),
                        ContainerConfig.MASTER));
            }
            if (!CONFIG_KEYS.contains(key) && !inContainer) {
                throw configError(key, Messages.get("config.needsMaster", ContainerConfig.MASTER));
            }
        }
        long systemMemory = size(config, ExecutorConfig.EXECUTOR_MEMORY, ByteSize.MIB, ExecutorConfig.DEFAULT_SYSTEM_MEMORY);
        long reserved = size(config, ExecutorConfig.RESERVED_MEMORY, ByteSize.BYTE, ExecutorConfig.DEFAULT_RESERVED_MEMORY);
        double fraction = fraction(config, ExecutorConfig.MEMORY_FRACTION, SparkConfig.MEMORY_FRACTION.defaultValue());
        double storageFraction = fraction(config, ExecutorConfig.STORAGE_FRACTION, SparkConfig.MEMORY_STORAGE_FRACTION.defaultValue());
        boolean offHeapEnabled = bool(config, ExecutorConfig.OFF_HEAP_ENABLED, SparkConfig.MEMORY_OFFHEAP_ENABLED.defaultValue());
        long offHeapSize = size(config, ExecutorConfig.OFF_HEAP_SIZE, ByteSize.BYTE, SparkConfig.MEMORY_OFFHEAP_SIZE.defaultValue());
        int cores = cores(config);
        OptionalLong pageSize = config.has(ExecutorConfig.PAGE_SIZE)
                ? OptionalLong.of(size(config, ExecutorConfig.PAGE_SIZE, ByteSize.BYTE, 0)) : OptionalLong.empty();
        Optional<ContainerConfig> container = inContainer ? Optional.of(container(config, version)) : Optional.empty();
        try {
            return new ExecutorConfig(systemMemory, reserved, fraction, storageFraction, offHeapEnabled, offHeapSize, cores, pageSize,
                    LegacyConfigReader.read(config), container, tungsten(config), version, pollingInterval(config));
        } catch (SparkConfigException e) {
            if (e.field().equals(SparkVersion.FIELD)) {
                throw error(Messages.get("place.field", SparkVersion.FIELD), "$." + SparkVersion.FIELD, e.getMessage());
            }
            throw configError(e.field(), e.getMessage());
        }
    }

    /**
     * The container's settings, read as the container model reads Spark's strings. The executor
     * format's sizes given as JSON numbers are bytes (its contract), so they go to the container as
     * {@code "<n>b"}; a number for any other key is the text Spark would read.
     */
    /** The container's settings, read as the scenario's Spark reads them (4.0's spark.executor.minMemoryOverhead). */
    private ContainerConfig container(JsonObject config, SparkVersion version) throws ScenarioException {
        Map<String, String> conf = new LinkedHashMap<>();
        for (String key : config.keySet()) {
            if (!ContainerConfig.reads(key)) {
                continue;
            }
            JsonElement value = config.get(key);
            if (!value.isJsonPrimitive()) {
                throw configError(key, Messages.get("config.containerValue", got(value)));
            }
            boolean bytes = key.equals(ExecutorConfig.EXECUTOR_MEMORY) || key.equals(ExecutorConfig.OFF_HEAP_SIZE);
            conf.put(key, bytes && isNumber(value) ? value.getAsString() + "b" : value.getAsString());
        }
        try {
            Map<String, String> own = new LinkedHashMap<>(conf);
            own.keySet().removeAll(CONFIG_KEYS); // the executor's keys are the executor's to write back
            return ContainerConfig.from(conf, sparkmemlab.container.OverheadMinimum.forSparkVersion(version.label()).orElseThrow())
                    .withSettings(own);
        } catch (ContainerConfigException e) {
            throw configError(e.key(), e.reason());
        }
    }

    private long size(JsonObject config, String key, long defaultUnit, long absent) throws ScenarioException {
        JsonElement value = config.get(key);
        if (value == null) {
            return absent;
        }
        if (isNumber(value)) {
            OptionalLong bytes = wholeNumber(value);
            if (bytes.isEmpty() || bytes.getAsLong() < 0) {
                throw configError(key, Messages.get("config.sizeNumber", Long.MAX_VALUE, got(value)));
            }
            return bytes.getAsLong();
        }
        if (isString(value)) {
            try {
                return ByteSize.parse(value.getAsString(), defaultUnit);
            } catch (IllegalArgumentException e) {
                throw configError(key, e.getMessage());
            }
        }
        throw configError(key, Messages.get("config.size", got(value)));
    }

    private double fraction(JsonObject config, String key, double absent) throws ScenarioException {
        JsonElement value = config.get(key);
        if (value == null) {
            return absent;
        }
        try {
            if (isNumber(value) || isString(value)) {
                double d = Double.parseDouble(value.getAsString().trim());
                if (Double.isFinite(d)) {
                    return d;
                }
            }
        } catch (NumberFormatException e) {
            // fall through to the message below
        }
        throw configError(key, Messages.get("config.number", got(value)));
    }

    private boolean bool(JsonObject config, String key, boolean absent) throws ScenarioException {
        JsonElement value = config.get(key);
        if (value == null) {
            return absent;
        }
        if (value.isJsonPrimitive() && value.getAsJsonPrimitive().isBoolean()) {
            return value.getAsBoolean();
        }
        // Spark reads a boolean setting with Scala's toBoolean of the trimmed text: any case.
        if (isString(value) && (value.getAsString().trim().equalsIgnoreCase("true")
                || value.getAsString().trim().equalsIgnoreCase("false"))) {
            return value.getAsString().trim().equalsIgnoreCase("true");
        }
        throw configError(key, Messages.get("config.boolean", got(value)));
    }

    /** The Tungsten consumers' settings: whole numbers, as Spark's int settings read them. */
    private sparkmemlab.model.TungstenConf tungsten(JsonObject config) throws ScenarioException {
        sparkmemlab.model.TungstenConf d = sparkmemlab.model.TungstenConf.DEFAULTS;
        return new sparkmemlab.model.TungstenConf(
                wholeSetting(config, sparkmemlab.model.TungstenConf.INITIAL_BUFFER_SIZE, 1, d.initialBufferSize()),
                wholeSetting(config, sparkmemlab.model.TungstenConf.NUM_ELEMENTS_FORCE_SPILL_THRESHOLD, 0,
                        d.numElementsForceSpillThreshold()));
    }

    private int wholeSetting(JsonObject config, String key, int min, int absent) throws ScenarioException {
        JsonElement value = config.get(key);
        if (value == null) {
            return absent;
        }
        OptionalLong n = isNumber(value) ? wholeNumber(value) : OptionalLong.empty();
        if (n.isEmpty() || n.getAsLong() < min || n.getAsLong() > Integer.MAX_VALUE) {
            throw configError(key, Messages.get("tungsten.config.whole", min, Integer.MAX_VALUE, got(value)));
        }
        return (int) n.getAsLong();
    }

    private int cores(JsonObject config) throws ScenarioException {
        String key = ExecutorConfig.EXECUTOR_CORES;
        JsonElement value = config.get(key);
        if (value == null) {
            return 1;
        }
        OptionalLong n = isNumber(value) ? wholeNumber(value) : OptionalLong.empty();
        if (n.isEmpty() && isString(value)) {
            try {
                n = OptionalLong.of(Long.parseLong(value.getAsString().trim()));
            } catch (NumberFormatException e) {
                n = OptionalLong.empty();
            }
        }
        if (n.isEmpty() || n.getAsLong() < 1 || n.getAsLong() > Integer.MAX_VALUE) {
            throw configError(key, Messages.get("config.cores", got(value)));
        }
        return (int) n.getAsLong();
    }

    // ---- steps --------------------------------------------------------------------------------

    private Operation step(int index, JsonElement element) throws ScenarioException {
        // The words of a refusal are made only for a refusal: a scenario may have a million steps.
        if (!element.isJsonObject()) {
            throw error(Messages.get("place.step", index + 1), "$.steps[" + index + "]", Messages.get("step.notObject", got(element)));
        }
        JsonObject step = element.getAsJsonObject();
        JsonElement opElement = step.get("op");
        if (opElement == null || !isString(opElement)) {
            throw opError(index, Messages.get("step.opName", opNames(), got(opElement)));
        }
        String op = opElement.getAsString();
        Optional<Operation.Kind> kind = Operation.Kind.named(op);
        if (kind.isEmpty()) {
            throw opError(index, Messages.get("step.unknownOp", op, opNames()));
        }
        OpCodec<?> codec = OpCodec.of(kind.get());
        StepReader s = new StepReader(file, index, op, step, blocks);
        for (String field : step.keySet()) {
            if (!codec.fields().contains(field) && OpCodec.ALL_FIELDS.contains(field)) { // most fields are the op's own
                throw s.error(field, Messages.get("step.fieldNotTaken", op, field,
                        String.join(", ", codec.fields().stream().sorted().toList())));
            }
        }
        try {
            return codec.read().read(s);
        } catch (IllegalArgumentException e) {
            throw error(s.where(), s.path(), e.getMessage());
        }
    }

    private ScenarioException opError(int index, String problem) {
        return error(Messages.get("place.stepField", Messages.get("place.step", index + 1), "op"), "$.steps[" + index + "].op", problem);
    }

    // ---- helpers ------------------------------------------------------------------------------

    private ScenarioException error(String place, String path, String problem) {
        return new ScenarioException(file, place, path, problem);
    }

    private ScenarioException configError(String key, String problem) {
        return error(Messages.get("place.config", key), "$.config['" + key + "']", problem);
    }

    private static String opNames() {
        return String.join(", ", Arrays.stream(Operation.Kind.values()).map(Operation.Kind::opName).sorted().toList());
    }
}
