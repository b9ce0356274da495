package sparkmemlab.lesson;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Just enough of JSON Schema 2020-12 to check lessons against {@code src/docs/lesson.schema.json} without a new
 * dependency: the keywords that schema uses, and a refusal of any other keyword, so the schema cannot drift into
 * keywords this checker would silently ignore.
 */
final class MiniSchema {
    private static final Set<String> ANNOTATIONS = Set.of("$schema", "$id", "$defs", "title", "description");
    private static final Set<String> KEYWORDS = Set.of("$ref", "type", "required", "properties", "additionalProperties",
            "propertyNames", "enum", "const", "pattern", "not", "minLength", "minItems", "maxItems", "uniqueItems", "minimum",
            "maximum", "exclusiveMinimum", "items", "oneOf", "anyOf", "allOf", "minProperties");

    private final JsonObject root;

    MiniSchema(JsonObject root) {
        this.root = root;
    }

    /** Every violation, as "path: what". */
    List<String> validate(JsonElement instance) {
        List<String> errors = new ArrayList<>();
        check(root, instance, "$", errors);
        return errors;
    }

    private boolean valid(JsonObject schema, JsonElement instance) {
        List<String> errors = new ArrayList<>();
        check(schema, instance, "$", errors);
        return errors.isEmpty();
    }

    private void check(JsonObject schema, JsonElement v, String path, List<String> errors) {
        for (Map.Entry<String, JsonElement> e : schema.entrySet()) {
            String key = e.getKey();
            JsonElement s = e.getValue();
            if (ANNOTATIONS.contains(key)) {
                continue;
            }
            if (!KEYWORDS.contains(key)) {
                throw new IllegalArgumentException("keyword not supported by MiniSchema: " + key);
            }
            switch (key) {
                case "$ref" -> {
                    String ref = s.getAsString();
                    if (!ref.startsWith("#/$defs/")) {
                        throw new IllegalArgumentException("only local $defs refs: " + ref);
                    }
                    check(root.getAsJsonObject("$defs").getAsJsonObject(ref.substring(8)), v, path, errors);
                }
                case "type" -> {
                    if (!hasType(v, s.getAsString())) {
                        errors.add(path + ": not of type " + s.getAsString());
                        return;
                    }
                }
                case "required" -> {
                    if (v.isJsonObject()) {
                        for (JsonElement r : s.getAsJsonArray()) {
                            if (!v.getAsJsonObject().has(r.getAsString())) {
                                errors.add(path + ": missing " + r.getAsString());
                            }
                        }
                    }
                }
                case "properties" -> {
                    if (v.isJsonObject()) {
                        for (Map.Entry<String, JsonElement> p : s.getAsJsonObject().entrySet()) {
                            JsonElement value = v.getAsJsonObject().get(p.getKey());
                            if (value != null) {
                                check(p.getValue().getAsJsonObject(), value, path + "." + p.getKey(), errors);
                            }
                        }
                    }
                }
                case "additionalProperties" -> {
                    if (v.isJsonObject()) {
                        Set<String> known = schema.has("properties") ? schema.getAsJsonObject("properties").keySet() : Set.of();
                        for (Map.Entry<String, JsonElement> p : v.getAsJsonObject().entrySet()) {
                            if (known.contains(p.getKey())) {
                                continue;
                            }
                            if (s.isJsonPrimitive() && !s.getAsBoolean()) {
                                errors.add(path + ": unexpected property " + p.getKey());
                            } else if (s.isJsonObject()) {
                                check(s.getAsJsonObject(), p.getValue(), path + "." + p.getKey(), errors);
                            }
                        }
                    }
                }
                case "propertyNames" -> {
                    if (v.isJsonObject()) {
                        for (String name : v.getAsJsonObject().keySet()) {
                            check(s.getAsJsonObject(), new JsonPrimitive(name), path + "." + name, errors);
                        }
                    }
                }
                case "enum" -> {
                    boolean found = false;
                    for (JsonElement option : s.getAsJsonArray()) {
                        found |= same(option, v);
                    }
                    if (!found) {
                        errors.add(path + ": not one of " + s);
                    }
                }
                case "const" -> {
                    if (!same(s, v)) {
                        errors.add(path + ": not " + s);
                    }
                }
                case "pattern" -> {
                    if (isString(v) && !Pattern.compile(s.getAsString()).matcher(v.getAsString()).find()) {
                        errors.add(path + ": does not match " + s.getAsString());
                    }
                }
                case "not" -> {
                    if (valid(s.getAsJsonObject(), v)) {
                        errors.add(path + ": matches a schema it must not");
                    }
                }
                case "minLength" -> {
                    if (isString(v) && v.getAsString().codePointCount(0, v.getAsString().length()) < s.getAsInt()) {
                        errors.add(path + ": shorter than " + s);
                    }
                }
                case "minItems", "maxItems", "uniqueItems", "items" -> {
                    if (v.isJsonArray()) {
                        array(key, s, v.getAsJsonArray(), path, errors);
                    }
                }
                case "minProperties" -> {
                    if (v.isJsonObject() && v.getAsJsonObject().size() < s.getAsInt()) {
                        errors.add(path + ": fewer than " + s + " properties");
                    }
                }
                case "minimum", "maximum", "exclusiveMinimum" -> {
                    if (v.isJsonPrimitive() && v.getAsJsonPrimitive().isNumber()) {
                        int c = new BigDecimal(v.getAsString()).compareTo(new BigDecimal(s.getAsString()));
                        boolean ok = key.equals("minimum") ? c >= 0 : key.equals("maximum") ? c <= 0 : c > 0;
                        if (!ok) {
                            errors.add(path + ": " + key + " " + s);
                        }
                    }
                }
                case "oneOf", "anyOf", "allOf" -> {
                    int passed = 0;
                    for (JsonElement sub : s.getAsJsonArray()) {
                        if (valid(sub.getAsJsonObject(), v)) {
                            passed++;
                        } else if (key.equals("allOf")) {
                            check(sub.getAsJsonObject(), v, path, errors);
                        }
                    }
                    if (key.equals("oneOf") && passed != 1) {
                        errors.add(path + ": matches " + passed + " of oneOf, not exactly 1");
                    } else if (key.equals("anyOf") && passed == 0) {
                        errors.add(path + ": matches none of anyOf");
                    }
                }
                default -> throw new IllegalStateException(key);
            }
        }
    }

    private void array(String key, JsonElement s, JsonArray a, String path, List<String> errors) {
        switch (key) {
            case "minItems" -> {
                if (a.size() < s.getAsInt()) {
                    errors.add(path + ": fewer than " + s + " items");
                }
            }
            case "maxItems" -> {
                if (a.size() > s.getAsInt()) {
                    errors.add(path + ": more than " + s + " items");
                }
            }
            case "uniqueItems" -> {
                Set<JsonElement> seen = new HashSet<>();
                for (JsonElement item : a) {
                    if (s.getAsBoolean() && !seen.add(item)) {
                        errors.add(path + ": repeated item " + item);
                    }
                }
            }
            default -> {
                for (int i = 0; i < a.size(); i++) {
                    check(s.getAsJsonObject(), a.get(i), path + "[" + i + "]", errors);
                }
            }
        }
    }

    private static boolean hasType(JsonElement v, String type) {
        return switch (type) {
            case "object" -> v.isJsonObject();
            case "array" -> v.isJsonArray();
            case "string" -> isString(v);
            case "boolean" -> v.isJsonPrimitive() && v.getAsJsonPrimitive().isBoolean();
            case "number" -> v.isJsonPrimitive() && v.getAsJsonPrimitive().isNumber();
            case "integer" -> v.isJsonPrimitive() && v.getAsJsonPrimitive().isNumber()
                    && new BigDecimal(v.getAsString()).stripTrailingZeros().scale() <= 0;
            default -> throw new IllegalArgumentException("type " + type);
        };
    }

    /** JSON equality, with numbers compared by value. */
    private static boolean same(JsonElement a, JsonElement b) {
        if (a.isJsonPrimitive() && b.isJsonPrimitive() && a.getAsJsonPrimitive().isNumber() && b.getAsJsonPrimitive().isNumber()) {
            return new BigDecimal(a.getAsString()).compareTo(new BigDecimal(b.getAsString())) == 0;
        }
        return a.equals(b);
    }

    private static boolean isString(JsonElement v) {
        return v.isJsonPrimitive() && v.getAsJsonPrimitive().isString();
    }
}
