package sparkmemlab.snapshot;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.Optional;

/** The first place two JSON trees differ, as a JSON path, with both values. */
final class JsonDiff {

    record Difference(String path, String expected, String found) {
    }

    private JsonDiff() {
    }

    /** Where {@code found} differs from {@code expected}, walking both in {@code expected}'s order. */
    static Optional<Difference> first(String path, JsonElement expected, JsonElement found) {
        if (expected.isJsonObject() && found.isJsonObject()) {
            JsonObject e = expected.getAsJsonObject();
            JsonObject f = found.getAsJsonObject();
            for (String key : e.keySet()) {
                String at = path + "." + key;
                if (!f.has(key)) {
                    return Optional.of(new Difference(at, e.get(key).toString(), "nothing"));
                }
                Optional<Difference> d = first(at, e.get(key), f.get(key));
                if (d.isPresent()) {
                    return d;
                }
            }
            for (String key : f.keySet()) {
                if (!e.has(key)) {
                    return Optional.of(new Difference(path + "." + key, "nothing", f.get(key).toString()));
                }
            }
            return Optional.empty();
        }
        if (expected.isJsonArray() && found.isJsonArray()) {
            JsonArray e = expected.getAsJsonArray();
            JsonArray f = found.getAsJsonArray();
            for (int i = 0; i < Math.min(e.size(), f.size()); i++) {
                Optional<Difference> d = first(path + "[" + i + "]", e.get(i), f.get(i));
                if (d.isPresent()) {
                    return d;
                }
            }
            if (e.size() != f.size()) {
                return Optional.of(new Difference(path, e.size() + " entries", f.size() + " entries"));
            }
            return Optional.empty();
        }
        return expected.equals(found) ? Optional.empty()
                : Optional.of(new Difference(path, expected.toString(), found.toString()));
    }
}
