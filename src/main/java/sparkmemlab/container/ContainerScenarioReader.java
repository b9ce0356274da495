package sparkmemlab.container;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import sparkmemlab.container.i18n.ContainerMessages;

/**
 * Reads a container scenario: {@code {"format": "sparkmemlab-container/1", "title": ..., "config":
 * {Spark key: string}, "steps": [{"op": name, fields...}]}}. Everything is checked before anything is
 * returned: an error names the file, the JSON path and what was expected.
 */
public final class ContainerScenarioReader {
    public static final String FORMAT = "sparkmemlab-container/1";

    private ContainerScenarioReader() {
    }

    public static ContainerScenario read(String file, String json) {
        JsonElement root;
        try {
            root = JsonParser.parseString(json);
        } catch (JsonParseException e) {
            throw new ContainerScenarioException(file, "$", ContainerMessages.get("json.invalid", e.getMessage()));
        }
        if (!root.isJsonObject()) {
            throw new ContainerScenarioException(file, "$", ContainerMessages.get("json.object"));
        }
        JsonObject doc = root.getAsJsonObject();
        if (!stringValue(doc.get("format")).equals(FORMAT)) {
            throw new ContainerScenarioException(file, "$.format", ContainerMessages.get("json.format", FORMAT));
        }
        String title = doc.has("title") ? stringValue(doc.get("title")) : file;
        OverheadMinimum spark = OverheadMinimum.FIXED_384;
        if (doc.has("sparkVersion")) {
            spark = OverheadMinimum.forSparkVersion(stringValue(doc.get("sparkVersion"))).orElseThrow(() -> new ContainerScenarioException(
                    file, "$.sparkVersion", ContainerMessages.get("json.sparkVersion")));
        }
        Map<String, String> config = config(file, doc.get("config"));
        try {
            ContainerConfig.from(config, spark);
        } catch (ContainerConfigException e) {
            throw new ContainerScenarioException(file, "$.config." + e.key(), e.getMessage());
        }
        JsonElement steps = doc.get("steps");
        if (steps == null || !steps.isJsonArray()) {
            throw new ContainerScenarioException(file, "$.steps", ContainerMessages.get("json.steps"));
        }
        List<ContainerOp> ops = new ArrayList<>();
        JsonArray array = steps.getAsJsonArray();
        for (int i = 0; i < array.size(); i++) {
            ops.add(step(file, "$.steps[" + i + "]", array.get(i)));
        }
        return new ContainerScenario(title, config, ops, spark);
    }

    /** The scenario as a file {@link #read} reads back to an equal scenario. */
    public static String write(ContainerScenario scenario) {
        JsonObject doc = new JsonObject();
        doc.addProperty("format", FORMAT);
        doc.addProperty("title", scenario.title());
        if (scenario.spark() != OverheadMinimum.FIXED_384) {
            doc.addProperty("sparkVersion", scenario.spark().sparkVersion());
        }
        JsonObject config = new JsonObject();
        scenario.config().forEach(config::addProperty);
        doc.add("config", config);
        JsonArray steps = new JsonArray();
        for (ContainerOp op : scenario.steps()) {
            JsonObject step = new JsonObject();
            step.addProperty("op", op.op());
            ContainerOpCodec.write(op).forEach((k, v) -> {
                if (v instanceof Number n) {
                    step.addProperty(k, n);
                } else if (v instanceof Boolean b) {
                    step.addProperty(k, b);
                } else {
                    step.addProperty(k, (String) v);
                }
            });
            steps.add(step);
        }
        doc.add("steps", steps);
        return new com.google.gson.GsonBuilder().setPrettyPrinting().create().toJson(doc);
    }

    private static Map<String, String> config(String file, JsonElement element) {
        if (element == null || !element.isJsonObject()) {
            throw new ContainerScenarioException(file, "$.config", ContainerMessages.get("json.config"));
        }
        Map<String, String> config = new LinkedHashMap<>();
        for (Map.Entry<String, JsonElement> e : element.getAsJsonObject().entrySet()) {
            String path = "$.config." + e.getKey();
            if (!ContainerConfig.reads(e.getKey())) {
                throw new ContainerScenarioException(file, path, ContainerMessages.get("json.unknownKey"));
            }
            if (!e.getValue().isJsonPrimitive() || !e.getValue().getAsJsonPrimitive().isString()) {
                throw new ContainerScenarioException(file, path, ContainerMessages.get("json.config"));
            }
            config.put(e.getKey(), e.getValue().getAsString());
        }
        return config;
    }

    private static ContainerOp step(String file, String path, JsonElement element) {
        if (!element.isJsonObject()) {
            throw new ContainerScenarioException(file, path, ContainerMessages.get("json.object"));
        }
        JsonObject step = element.getAsJsonObject();
        ContainerOpCodec.Row row = ContainerOpCodec.row(stringValue(step.get("op"))).orElse(null);
        if (row == null) {
            throw new ContainerScenarioException(file, path + ".op",
                    ContainerMessages.get("json.op", String.join(", ", ContainerOpCodec.ops())));
        }
        for (String key : step.keySet()) {
            if (!key.equals("op") && !row.fields().contains(key)) {
                throw new ContainerScenarioException(file, path + "." + key,
                        ContainerMessages.get("json.unknownField", String.join(", ", row.fields())));
            }
        }
        try {
            return row.read().apply(new JsonStepFields(step));
        } catch (JsonStepFields.BadField e) {
            throw new ContainerScenarioException(file, path + "." + e.field(), ContainerMessages.get("json.field", e.expected()));
        }
    }

    private static String stringValue(JsonElement e) {
        return e != null && e.isJsonPrimitive() && e.getAsJsonPrimitive().isString() ? e.getAsString() : "";
    }
}
