package sparkmemlab.scenario;

import static sparkmemlab.json.JsonValues.got;
import static sparkmemlab.json.JsonValues.isString;
import static sparkmemlab.json.JsonValues.isNumber;
import static sparkmemlab.json.JsonValues.wholeNumber;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;
import sparkmemlab.json.JsonInputException;
import sparkmemlab.i18n.Messages;
import sparkmemlab.json.StrictJson;
import sparkmemlab.model.BlockId;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.model.Operation;
import sparkmemlab.model.SparkConfigException;

/**
 * Reads a scenario (see {@code src/docs/scenario-format.md}). Every refusal names the file, the step
 * and the field, with its JSON path, and says what was expected.
 */
public final class ScenarioParser {

    /** Step fields that belong to some op; any other field (narration, say) is ignored. */
    private static final Set<String> OP_FIELDS = Set.of("task", "bytes", "block", "mode", "consumer", "spillable");

    private static final Map<String, Set<String>> FIELDS_BY_OP = Map.ofEntries(
            Map.entry("acquireExecution", Set.of("task", "bytes", "mode")),
            Map.entry("releaseExecution", Set.of("task", "bytes", "mode")),
            Map.entry("releaseAllExecution", Set.of("task")),
            Map.entry("putBlock", Set.of("block", "bytes", "mode", "task")),
            Map.entry("acquireUnroll", Set.of("task", "block", "bytes", "mode")),
            Map.entry("releaseUnroll", Set.of("task", "bytes", "mode")),
            Map.entry("getBlock", Set.of("block")),
            Map.entry("lockBlock", Set.of("block", "task")),
            Map.entry("unlockBlock", Set.of("block", "task")),
            Map.entry("removeBlock", Set.of("block")),
            Map.entry("endTask", Set.of("task")),
            Map.entry("consumerAcquire", Set.of("task", "consumer", "bytes", "mode", "spillable")),
            Map.entry("consumerRelease", Set.of("task", "consumer", "bytes")),
            Map.entry("allocatePage", Set.of("task", "consumer", "bytes", "mode", "spillable")),
            Map.entry("maybeSpill", Set.of("task", "consumer", "bytes")),
            Map.entry("userAllocate", Set.of("task", "bytes")),
            Map.entry("userRelease", Set.of("task", "bytes")));

    private static final Set<String> CONFIG_KEYS = java.util.stream.Stream.concat(java.util.stream.Stream.of(
            ExecutorConfig.EXECUTOR_MEMORY, ExecutorConfig.RESERVED_MEMORY, ExecutorConfig.MEMORY_FRACTION,
            ExecutorConfig.STORAGE_FRACTION, ExecutorConfig.OFF_HEAP_ENABLED, ExecutorConfig.OFF_HEAP_SIZE,
            ExecutorConfig.EXECUTOR_CORES, ExecutorConfig.PAGE_SIZE), LegacyConfigReader.KEYS.stream())
            .collect(java.util.stream.Collectors.toUnmodifiableSet());

    private final String file;

    private ScenarioParser(String file) {
        this.file = file;
    }

    /** Reads a scenario document from {@code in}; {@code file} names it in errors. */
    public static Scenario parse(String file, Reader in) throws ScenarioException, IOException {
        JsonElement root;
        try {
            root = StrictJson.withDefaults().parse(in);
        } catch (JsonInputException e) {
            throw new ScenarioException(file, Messages.get("place.document"), e.path(), e.getMessage());
        }
        return parse(file, root);
    }

    /** Reads a scenario from a parsed document (a lesson embeds one). */
    public static Scenario parse(String file, JsonElement root) throws ScenarioException {
        return new ScenarioParser(file).scenario(root);
    }

    private Scenario scenario(JsonElement root) throws ScenarioException {
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
        ExecutorConfig config = config(doc.get("config"));
        JsonElement steps = doc.get("steps");
        if (steps == null || !steps.isJsonArray()) {
            throw error(Messages.get("place.field", "steps"), "$.steps", Messages.get("doc.steps", got(steps)));
        }
        List<Operation> ops = new ArrayList<>();
        JsonArray array = steps.getAsJsonArray();
        for (int i = 0; i < array.size(); i++) {
            ops.add(step(i, array.get(i)));
            if (config.useLegacyMode() && ops.get(i) instanceof Operation.ConsumerOperation c) {
                throw error(Messages.get("place.stepField", Messages.get("place.stepOp", i + 1, c.op()), "op"),
                        "$.steps[" + i + "].op", Messages.get("config.legacyOp", c.op()));
            }
        }
        return new Scenario(title, config, ops);
    }

    // ---- config -------------------------------------------------------------------------------

    private ExecutorConfig config(JsonElement element) throws ScenarioException {
        JsonObject config = new JsonObject();
        if (element != null) {
            if (!element.isJsonObject()) {
                throw error(Messages.get("place.field", "config"), "$.config", Messages.get("doc.config", got(element)));
            }
            config = element.getAsJsonObject();
        }
        for (String key : config.keySet()) {
            if (!CONFIG_KEYS.contains(key)) {
                throw configError(key, Messages.get("config.unknown", String.join(", ", CONFIG_KEYS.stream().sorted().toList())));
            }
        }
        long systemMemory = size(config, ExecutorConfig.EXECUTOR_MEMORY, ByteSize.MIB, ExecutorConfig.DEFAULT_SYSTEM_MEMORY);
        long reserved = size(config, ExecutorConfig.RESERVED_MEMORY, ByteSize.BYTE, ExecutorConfig.DEFAULT_RESERVED_MEMORY);
        double fraction = fraction(config, ExecutorConfig.MEMORY_FRACTION, 0.6);
        double storageFraction = fraction(config, ExecutorConfig.STORAGE_FRACTION, 0.5);
        boolean offHeapEnabled = bool(config, ExecutorConfig.OFF_HEAP_ENABLED, false);
        long offHeapSize = size(config, ExecutorConfig.OFF_HEAP_SIZE, ByteSize.BYTE, 0);
        int cores = cores(config);
        OptionalLong pageSize = config.has(ExecutorConfig.PAGE_SIZE)
                ? OptionalLong.of(size(config, ExecutorConfig.PAGE_SIZE, ByteSize.BYTE, 0)) : OptionalLong.empty();
        try {
            return new ExecutorConfig(systemMemory, reserved, fraction, storageFraction, offHeapEnabled, offHeapSize, cores, pageSize,
                    LegacyConfigReader.read(config));
        } catch (SparkConfigException e) {
            throw configError(e.field(), e.getMessage());
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
        if (isString(value) && (value.getAsString().equals("true") || value.getAsString().equals("false"))) {
            return Boolean.parseBoolean(value.getAsString());
        }
        throw configError(key, Messages.get("config.boolean", got(value)));
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
        String path = "$.steps[" + index + "]";
        String where = Messages.get("place.step", index + 1);
        if (!element.isJsonObject()) {
            throw error(where, path, Messages.get("step.notObject", got(element)));
        }
        JsonObject step = element.getAsJsonObject();
        JsonElement opElement = step.get("op");
        if (opElement == null || !isString(opElement)) {
            throw error(Messages.get("place.stepField", where, "op"), path + ".op", Messages.get("step.opName", opNames(), got(opElement)));
        }
        String op = opElement.getAsString();
        Set<String> allowed = FIELDS_BY_OP.get(op);
        if (allowed == null) {
            throw error(Messages.get("place.stepField", where, "op"), path + ".op", Messages.get("step.unknownOp", op, opNames()));
        }
        Step s = new Step(Messages.get("place.stepOp", index + 1, op), path, step);
        for (String field : step.keySet()) {
            if (OP_FIELDS.contains(field) && !allowed.contains(field)) {
                throw s.error(field, Messages.get("step.fieldNotTaken", op, field, String.join(", ", allowed.stream().sorted().toList())));
            }
        }
        try {
            return switch (op) {
                case "acquireExecution" -> new Operation.AcquireExecution(s.task(), s.bytes(), s.mode());
                case "releaseExecution" -> new Operation.ReleaseExecution(s.task(), s.bytes(), s.mode());
                case "releaseAllExecution" -> new Operation.ReleaseAllExecution(s.task());
                case "putBlock" -> new Operation.PutBlock(s.block(), s.bytes(), s.mode(),
                        step.has("task") ? OptionalLong.of(s.task()) : OptionalLong.empty());
                case "acquireUnroll" -> new Operation.AcquireUnroll(s.task(), s.block(), s.bytes(), s.mode());
                case "releaseUnroll" -> new Operation.ReleaseUnroll(s.task(), s.bytes(), s.mode());
                case "getBlock" -> new Operation.GetBlock(s.block());
                case "lockBlock" -> new Operation.LockBlock(s.block(), s.task());
                case "unlockBlock" -> new Operation.UnlockBlock(s.block(), s.task());
                case "removeBlock" -> new Operation.RemoveBlock(s.block());
                case "endTask" -> new Operation.EndTask(s.task());
                case "consumerAcquire" -> new Operation.ConsumerAcquire(s.task(), s.consumer(), s.bytes(), s.mode(), s.spillable());
                case "consumerRelease" -> new Operation.ConsumerRelease(s.task(), s.consumer(), s.bytes());
                case "allocatePage" -> new Operation.AllocatePage(s.task(), s.consumer(), s.bytes(), s.mode(), s.spillable());
                case "maybeSpill" -> new Operation.MaybeSpill(s.task(), s.consumer(), s.bytes());
                case "userAllocate" -> new Operation.UserAllocate(s.task(), s.bytes());
                case "userRelease" -> new Operation.UserRelease(s.task(), s.bytes());
                default -> throw new IllegalStateException("op table and switch disagree on " + op);
            };
        } catch (IllegalArgumentException e) {
            throw error(Messages.get("place.stepOp", index + 1, op), path, e.getMessage());
        }
    }

    /** One step's fields, read with errors that name the step and field. */
    private final class Step {
        private final String where;
        private final String path;
        private final JsonObject json;

        Step(String where, String path, JsonObject json) {
            this.where = where;
            this.path = path;
            this.json = json;
        }

        ScenarioException error(String field, String problem) {
            return ScenarioParser.this.error(Messages.get("place.stepField", where, field), path + "." + field, problem);
        }

        JsonElement required(String field, String expected) throws ScenarioException {
            JsonElement value = json.get(field);
            if (value == null || value.isJsonNull()) {
                throw error(field, Messages.get("step.missing", expected));
            }
            return value;
        }

        long task() throws ScenarioException {
            String expected = Messages.get("step.task", Long.MAX_VALUE);
            JsonElement value = required("task", expected);
            OptionalLong id = isNumber(value) ? wholeNumber(value) : OptionalLong.empty();
            if (id.isEmpty() || id.getAsLong() < 0) {
                throw error("task", Messages.get("step.expected", expected, got(value)));
            }
            return id.getAsLong();
        }

        long bytes() throws ScenarioException {
            String expected = Messages.get("step.bytes", Long.MAX_VALUE);
            JsonElement value = required("bytes", expected);
            OptionalLong bytes = isNumber(value) ? wholeNumber(value) : OptionalLong.empty();
            if (bytes.isEmpty() || bytes.getAsLong() < 0) {
                throw error("bytes", Messages.get("step.expected", expected, got(value)));
            }
            return bytes.getAsLong();
        }

        MemoryMode mode() throws ScenarioException {
            JsonElement value = json.get("mode");
            if (value == null) {
                return MemoryMode.ON_HEAP;
            }
            if (isString(value)) {
                for (MemoryMode mode : MemoryMode.values()) {
                    if (mode.name().equals(value.getAsString())) {
                        return mode;
                    }
                }
            }
            throw error("mode", Messages.get("step.mode", got(value)));
        }

        String consumer() throws ScenarioException {
            JsonElement value = required("consumer", Messages.get("step.consumerName"));
            if (!isString(value) || value.getAsString().isEmpty()) {
                throw error("consumer", Messages.get("step.consumer", got(value)));
            }
            return value.getAsString();
        }

        boolean spillable() throws ScenarioException {
            JsonElement value = json.get("spillable");
            if (value == null) {
                return true;
            }
            if (value.isJsonPrimitive() && value.getAsJsonPrimitive().isBoolean()) {
                return value.getAsBoolean();
            }
            throw error("spillable", Messages.get("step.spillable", got(value)));
        }

        BlockId block() throws ScenarioException {
            JsonElement value = required("block", Messages.get("step.blockId", Messages.get("block.forms")));
            if (!isString(value)) {
                throw error("block", Messages.get("step.blockString", Messages.get("block.forms"), got(value)));
            }
            try {
                return BlockId.parse(value.getAsString());
            } catch (IllegalArgumentException e) {
                throw error("block", e.getMessage());
            }
        }
    }

    // ---- helpers ------------------------------------------------------------------------------

    private ScenarioException error(String place, String path, String problem) {
        return new ScenarioException(file, place, path, problem);
    }

    private ScenarioException configError(String key, String problem) {
        return error(Messages.get("place.config", key), "$.config['" + key + "']", problem);
    }

    private static String opNames() {
        return String.join(", ", FIELDS_BY_OP.keySet().stream().sorted().toList());
    }
}
