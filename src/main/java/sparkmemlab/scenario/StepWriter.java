package sparkmemlab.scenario;

import com.google.gson.JsonObject;
import sparkmemlab.model.BlockId;
import sparkmemlab.model.MemoryMode;

/** Adds a step's fields to its JSON object, in the order its codec names them; sizes as exact bytes. */
final class StepWriter {
    private final JsonObject o;

    StepWriter(JsonObject o) {
        this.o = o;
    }

    StepWriter task(long task) {
        o.addProperty("task", task);
        return this;
    }

    StepWriter consumer(String consumer) {
        o.addProperty("consumer", consumer);
        return this;
    }

    /** Spark's name of the block, whatever spelling it was read from. */
    StepWriter block(BlockId block) {
        o.addProperty("block", block.name());
        return this;
    }

    StepWriter bytes(long bytes) {
        o.addProperty("bytes", bytes);
        return this;
    }

    StepWriter mode(MemoryMode mode) {
        o.addProperty("mode", mode.name());
        return this;
    }

    /** A container op's field, as the container's table writes it (a name, a number of bytes, a flag). */
    void field(String name, Object value) {
        if (value instanceof Number n) {
            o.addProperty(name, n);
        } else if (value instanceof Boolean b) {
            o.addProperty(name, b);
        } else {
            o.addProperty(name, value.toString());
        }
    }

    /** A field of a Tungsten op (a count, a length, a flag). */
    StepWriter with(String name, Object value) {
        field(name, value);
        return this;
    }

    StepWriter spillable(boolean spillable) {
        o.addProperty("spillable", spillable);
        return this;
    }

    /** {@code cacheBlock}'s level and values. */
    StepWriter cache(sparkmemlab.model.storage.StorageLevel level, int records, int recordBytes) {
        o.addProperty("level", level.name());
        o.addProperty("records", records);
        o.addProperty("recordBytes", recordBytes);
        return this;
    }
}
