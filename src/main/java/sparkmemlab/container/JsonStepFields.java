package sparkmemlab.container;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import java.util.List;
import java.util.function.Function;
import sparkmemlab.container.i18n.ContainerMessages;

/**
 * A container op's fields read from one JSON step, for the container format and the executor
 * scenario format alike; a missing or ill-typed field is a {@link BadField} naming it and what was
 * expected, which each format words with its own file and path.
 */
public record JsonStepFields(JsonObject step) implements ContainerOpCodec.Fields {

    /** A field that is missing or not what its op takes. */
    public static final class BadField extends RuntimeException {
        private static final long serialVersionUID = 1L;
        private final String field;
        private final String expected;

        BadField(String field, String expected) {
            super(field + ": expected " + expected);
            this.field = field;
            this.expected = expected;
        }

        public String field() {
            return field;
        }

        /** What the field should have been, in the user's language. */
        public String expected() {
            return expected;
        }
    }

    @Override
    public String string(String name) {
        JsonElement e = step.get(name);
        if (e == null || !e.isJsonPrimitive() || !e.getAsJsonPrimitive().isString() || e.getAsString().isEmpty()) {
            throw new BadField(name, ContainerMessages.get("expect.name"));
        }
        return e.getAsString();
    }

    @Override
    public long bytes(String name) {
        JsonElement e = step.get(name);
        if (e != null && e.isJsonPrimitive()) {
            JsonPrimitive p = e.getAsJsonPrimitive();
            try {
                if (p.isNumber()) {
                    return p.getAsBigDecimal().longValueExact();
                }
                if (p.isString()) {
                    return SparkByteString.parse(p.getAsString(), ByteUnit.BYTE);
                }
            } catch (ArithmeticException | IllegalArgumentException ignored) {
                // refused below
            }
        }
        throw new BadField(name, ContainerMessages.get("expect.bytes"));
    }

    @Override
    public long task(String name) {
        JsonElement e = step.get(name);
        if (e != null && e.isJsonPrimitive() && e.getAsJsonPrimitive().isNumber()) {
            try {
                long task = e.getAsBigDecimal().longValueExact();
                if (task >= 0) {
                    return task;
                }
            } catch (ArithmeticException ignored) {
                // refused below
            }
        }
        throw new BadField(name, ContainerMessages.get("expect.task"));
    }

    @Override
    public boolean bool(String name, boolean fallback) {
        JsonElement e = step.get(name);
        if (e == null) {
            return fallback;
        }
        if (!e.isJsonPrimitive() || !e.getAsJsonPrimitive().isBoolean()) {
            throw new BadField(name, ContainerMessages.get("expect.bool"));
        }
        return e.getAsBoolean();
    }

    @Override
    public <E> E choice(String name, Function<String, E> lookup, List<String> allowed, String fallback) {
        JsonElement e = step.get(name);
        String text = e == null ? fallback
                : e.isJsonPrimitive() && e.getAsJsonPrimitive().isString() ? e.getAsString() : "";
        E value = text == null ? null : lookup.apply(text);
        if (value == null) {
            throw new BadField(name, ContainerMessages.get("expect.choice", String.join(", ", allowed)));
        }
        return value;
    }
}
