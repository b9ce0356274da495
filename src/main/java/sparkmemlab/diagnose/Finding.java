package sparkmemlab.diagnose;

import java.util.Map;
import java.util.Optional;

/**
 * One failure read from the text: its kind, the numbers and names the text gives (by the template's
 * parameter names: {@code requestedBytes}, {@code receivedBytes}, {@code used}, {@code limit}, {@code exitCode}...),
 * and the words it was read from.
 *
 * @param source where the words come from: the error class and Spark version of a template, or the class
 *        that prints them (as the bundle cannot translate it, Spark's and the JVM's names stay in English)
 */
public record Finding(Kind kind, Map<String, String> values, String quote, String source) {

    public Finding {
        values = Map.copyOf(values);
    }

    public Optional<String> value(String name) {
        return Optional.ofNullable(values.get(name));
    }

    public Optional<Long> number(String name) {
        return value(name).map(Long::parseLong);
    }
}
