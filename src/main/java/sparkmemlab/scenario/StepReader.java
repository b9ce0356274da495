package sparkmemlab.scenario;

import static sparkmemlab.json.JsonValues.got;
import static sparkmemlab.json.JsonValues.isNumber;
import static sparkmemlab.json.JsonValues.isString;
import static sparkmemlab.json.JsonValues.wholeNumber;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.OptionalLong;
import sparkmemlab.i18n.Messages;
import sparkmemlab.model.BlockId;
import sparkmemlab.model.MemoryMode;

/** One step's fields, read with errors that name the file, the step and the field. */
final class StepReader {
    private final String file;
    private final String where;
    private final String path;
    private final JsonObject json;

    StepReader(String file, String where, String path, JsonObject json) {
        this.file = file;
        this.where = where;
        this.path = path;
        this.json = json;
    }

    ScenarioException error(String field, String problem) {
        return new ScenarioException(file, Messages.get("place.stepField", where, field), path + "." + field, problem);
    }

    /** {@code putBlock}'s task, which may be left out. */
    OptionalLong optionalTask() throws ScenarioException {
        return json.has("task") ? OptionalLong.of(task()) : OptionalLong.empty();
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

    /** A container op, read by the container's own table; a bad field is refused naming it. */
    sparkmemlab.container.ContainerOp containerOp(sparkmemlab.container.ContainerOpCodec.Row row) throws ScenarioException {
        try {
            return row.read().apply(new sparkmemlab.container.JsonStepFields(json));
        } catch (sparkmemlab.container.JsonStepFields.BadField e) {
            throw error(e.field(), Messages.get("step.expected", e.expected(), got(json.get(e.field()))));
        }
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
