package sparkmemlab.model.config;

import java.util.Objects;

/**
 * One of Spark's settings without a default ({@code ConfigBuilder(key)...createOptional}): unset, Spark works out
 * a value of its own (the page size from the memory and the cores).
 */
public record OptionalConfigEntry(String key) {
    public OptionalConfigEntry {
        Objects.requireNonNull(key, "key");
    }
}
