package sparkmemlab.model.config;

import java.util.Objects;

/**
 * One of Spark's settings with a default, as Spark's {@code ConfigBuilder(key)...createWithDefault(value)} makes it:
 * the key a configuration names it by, and the value Spark uses when the key is not set. Every reader of the key
 * takes both from here, so a default is written once.
 */
public record ConfigEntry<T>(String key, T defaultValue) {
    public ConfigEntry {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(defaultValue, "defaultValue");
    }
}
