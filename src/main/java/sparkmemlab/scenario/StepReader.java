package sparkmemlab.scenario;

import static sparkmemlab.json.JsonValues.got;
import static sparkmemlab.json.JsonValues.isNumber;
import static sparkmemlab.json.JsonValues.isString;
import static sparkmemlab.json.JsonValues.wholeNumber;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.OptionalLong;
import java.util.function.Supplier;
import sparkmemlab.i18n.Messages;
import sparkmemlab.model.BlockId;
import sparkmemlab.model.Operation;
import sparkmemlab.model.MemoryMode;

/**
 * One step's fields, read with errors that name the file, the step and the field. The words of an error are
 * made only when there is one: a scenario may have a million steps.
 */
final class StepReader {
    private final String file;
    private final int index;
    private final String op;
    private final JsonObject json;
    /** The block ids read so far in this file, by name: read once each, and shared by every step naming them. */
    private final java.util.Map<String, BlockId> blocks;

    /** Step {@code index} (from 0) of {@code file}, whose op is {@code op}. */
    StepReader(String file, int index, String op, JsonObject json, java.util.Map<String, BlockId> blocks) {
        this.file = file;
        this.index = index;
        this.op = op;
        this.json = json;
        this.blocks = blocks;
    }

    /** Where the step is, in words ("step 3 (acquireExecution)"). */
    String where() {
        return Messages.get("place.stepOp", index + 1, op);
    }

    /** The step's JSON path. */
    String path() {
        return "$.steps[" + index + "]";
    }

    ScenarioException error(String field, String problem) {
        return new ScenarioException(file, Messages.get("place.stepField", where(), field), path() + "." + field, problem);
    }

    /** {@code putBlock}'s task, which may be left out. */
    OptionalLong optionalTask() throws ScenarioException {
        return json.has("task") ? OptionalLong.of(task()) : OptionalLong.empty();
    }

    JsonElement required(String field, Supplier<String> expected) throws ScenarioException {
        JsonElement value = json.get(field);
        if (value == null || value.isJsonNull()) {
            throw error(field, Messages.get("step.missing", expected.get()));
        }
        return value;
    }

    long task() throws ScenarioException {
        return count("task", () -> Messages.get("step.task", Long.MAX_VALUE));
    }

    long bytes() throws ScenarioException {
        return count("bytes", () -> Messages.get("step.bytes", Long.MAX_VALUE));
    }

    /** A sorter's records in this step: a whole number. */
    long records() throws ScenarioException {
        return count("records", () -> Messages.get("tungsten.step.records", Long.MAX_VALUE));
    }

    /** A sorter's record length: a whole number that fits Spark's int length and a page. */
    long recordBytes() throws ScenarioException {
        long n = count("recordBytes", () -> Messages.get("tungsten.step.recordBytes", Operation.SorterInsert.MAX_RECORD_BYTES));
        if (n > Operation.SorterInsert.MAX_RECORD_BYTES) {
            throw error("recordBytes", Messages.get("step.expected",
                    Messages.get("tungsten.step.recordBytes", Operation.SorterInsert.MAX_RECORD_BYTES), got(json.get("recordBytes"))));
        }
        return n;
    }

    /** A hash map's new keys in this step: a whole number. */
    long keys() throws ScenarioException {
        return count("keys", () -> Messages.get("tungsten.step.keys", Long.MAX_VALUE));
    }

    /** A key's or a value's length: whole words (UnsafeRows are), within an int with the record's fields. */
    long word(String field) throws ScenarioException {
        long max = Integer.MAX_VALUE - 31L;
        long n = count(field, () -> Messages.get("tungsten.step.word", max));
        if (n % 8 != 0 || n > max) {
            throw error(field, Messages.get("step.expected", Messages.get("tungsten.step.word", max), got(json.get(field))));
        }
        return n;
    }

    /** A shuffle's reduce partitions: a whole number from 1 (default Spark SQL's 200). */
    int partitions() throws ScenarioException {
        JsonElement value = json.get("partitions");
        if (value == null) {
            return Operation.ShuffleInsert.DEFAULT_PARTITIONS;
        }
        OptionalLong n = isNumber(value) ? wholeNumber(value) : OptionalLong.empty();
        if (n.isEmpty() || n.getAsLong() < 1 || n.getAsLong() > Integer.MAX_VALUE) {
            throw error("partitions", Messages.get("tungsten.step.partitions", got(value)));
        }
        return (int) n.getAsLong();
    }

    /** Whether a sorter's prefix comparator radix sorts (default true: a sort on one numeric key). */
    boolean radixSort() throws ScenarioException {
        JsonElement value = json.get("radixSort");
        if (value == null) {
            return true;
        }
        if (value.isJsonPrimitive() && value.getAsJsonPrimitive().isBoolean()) {
            return value.getAsBoolean();
        }
        throw error("radixSort", Messages.get("tungsten.step.radixSort", got(value)));
    }

    /** A whole number from 0 to {@code Long.MAX_VALUE}. */
    private long count(String field, Supplier<String> expected) throws ScenarioException {
        JsonElement value = required(field, expected);
        OptionalLong n = isNumber(value) ? wholeNumber(value) : OptionalLong.empty();
        if (n.isEmpty() || n.getAsLong() < 0) {
            throw error(field, Messages.get("step.expected", expected.get(), got(value)));
        }
        return n.getAsLong();
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
        JsonElement value = required("consumer", () -> Messages.get("step.consumerName"));
        if (!isString(value) || value.getAsString().isEmpty()) {
            throw error("consumer", Messages.get("step.consumer", got(value)));
        }
        return value.getAsString();
    }

    /** {@code setUnmanagedMemory}'s component: its {@code UnmanagedMemoryConsumerId.componentType}, a non-empty string. */
    String component() throws ScenarioException {
        JsonElement value = required("component", () -> Messages.get("step.component", ""));
        if (!isString(value) || value.getAsString().isEmpty()) {
            throw error("component", Messages.get("step.component", got(value)));
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

    /** A container op, read by the container's own table; a bad field is refused naming it. */
    sparkmemlab.container.ContainerOp containerOp(sparkmemlab.container.ContainerOpCodec.Row row) throws ScenarioException {
        try {
            return row.read().apply(new sparkmemlab.container.JsonStepFields(json));
        } catch (sparkmemlab.container.JsonStepFields.BadField e) {
            throw error(e.field(), Messages.get("step.expected", e.expected(), got(json.get(e.field()))));
        }
    }

    BlockId block() throws ScenarioException {
        JsonElement value = required("block", () -> Messages.get("step.blockId", Messages.get("block.forms")));
        if (!isString(value)) {
            throw error("block", Messages.get("step.blockString", Messages.get("block.forms"), got(value)));
        }
        String name = value.getAsString();
        BlockId known = blocks.get(name);
        if (known != null) {
            return known;
        }
        try {
            BlockId id = BlockId.parse(name);
            blocks.put(name, id);
            return id;
        } catch (IllegalArgumentException e) {
            throw error("block", e.getMessage());
        }
    }

    /** {@code cacheBlock}'s block: an RDD partition. */
    BlockId rddBlock() throws ScenarioException {
        BlockId id = block();
        if (id.rddId().isEmpty()) {
            throw error("block", Messages.get("cache.step.rddBlock", id.name()));
        }
        return id;
    }

    /** {@code cacheBlock}'s level: MEMORY_ONLY, MEMORY_AND_DISK or DISK_ONLY. */
    sparkmemlab.model.storage.StorageLevel level() throws ScenarioException {
        JsonElement value = required("level", () -> Messages.get("cache.step.levels"));
        if (isString(value)) {
            java.util.Optional<sparkmemlab.model.storage.StorageLevel> level =
                    sparkmemlab.model.storage.StorageLevel.forCacheBlock(value.getAsString());
            if (level.isPresent()) {
                return level.get();
            }
        }
        throw error("level", Messages.get("step.expected", Messages.get("cache.step.levels"), got(value)));
    }

    /** {@code cacheBlock}'s {@code records} or {@code recordBytes}: a whole number from 0 to Integer.MAX_VALUE. */
    int intCount(String field) throws ScenarioException {
        Supplier<String> expected = () -> Messages.get("cache.step.count", Integer.MAX_VALUE);
        long n = count(field, expected);
        if (n > Integer.MAX_VALUE) {
            throw error(field, Messages.get("step.expected", expected.get(), got(json.get(field))));
        }
        return (int) n;
    }
}
