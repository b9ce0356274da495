package sparkmemlab.sparkconf;

/**
 * A setting a model takes, with its value as Spark reads it.
 *
 * @param key the Spark key
 * @param value a Long (bytes, or whole units of the key's own unit for sizes Spark keeps in MiB), Integer,
 *        Double, Boolean or String
 * @param text the text it was read from
 * @param origin where it was given
 * @param use which model uses it
 * @param givenAs the key as given: an old name Spark still reads for {@code key}, or {@code key} itself
 */
public record Taken(String key, Object value, String text, Origin origin, ConfKey.Use use, String givenAs) {
}
