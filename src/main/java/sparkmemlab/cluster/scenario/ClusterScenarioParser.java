package sparkmemlab.cluster.scenario;

import static sparkmemlab.json.JsonValues.got;
import static sparkmemlab.json.JsonValues.isNumber;
import static sparkmemlab.json.JsonValues.isString;
import static sparkmemlab.json.JsonValues.wholeNumber;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.UnaryOperator;
import java.util.regex.Pattern;
import sparkmemlab.cluster.ApplicationDescription;
import sparkmemlab.cluster.ClusterConfig;
import sparkmemlab.cluster.ClusterConfigException;
import sparkmemlab.cluster.ClusterOp;
import sparkmemlab.cluster.ClusterText;
import sparkmemlab.cluster.DriverState;
import sparkmemlab.cluster.ExecutorState;
import sparkmemlab.cluster.SparkConfValues;
import sparkmemlab.json.JsonInputException;
import sparkmemlab.json.StrictJson;
import sparkmemlab.model.SparkVersion;
import sparkmemlab.scenario.ScenarioException;

/**
 * Reads a cluster scenario (see {@code src/docs/cluster-format.md}) strictly. Every refusal names the
 * file, the step and the field, with its JSON path, and says what was expected.
 */
public final class ClusterScenarioParser {

    private static final Set<String> TOP_LEVEL = Set.of("format", "title", "config", "reportRunning", "steps", "sparkVersion");

    private static final Map<String, Set<String>> FIELDS_BY_OP = Map.of(
            "addWorker", Set.of("worker", "cores", "memory"),
            "removeWorker", Set.of("worker"),
            "decommissionWorker", Set.of("worker"),
            "submitApp", Set.of("app", "name", "conf"),
            "stopApp", Set.of("app", "how"),
            "executorRunning", Set.of("app", "executor"),
            "executorExited", Set.of("app", "executor", "state", "exitStatus"),
            "submitDriver", Set.of("driver", "memory", "cores", "supervise"),
            "driverExited", Set.of("driver", "state"));

    /** Step fields that belong to some op; any other field (narration, say) is ignored. */
    private static final Set<String> OP_FIELDS = FIELDS_BY_OP.values().stream()
            .collect(TreeSet::new, TreeSet::addAll, TreeSet::addAll);

    private final String file;

    private ClusterScenarioParser(String file) {
        this.file = file;
    }

    /** Reads a cluster scenario from {@code in}; {@code file} names it in errors. */
    public static ClusterScenario parse(String file, Reader in) throws ScenarioException, IOException {
        JsonElement root;
        try {
            root = StrictJson.withDefaults().parse(in);
        } catch (JsonInputException e) {
            throw new ScenarioException(file, ClusterText.get("place.document"), e.path(), e.getMessage());
        }
        return parse(file, root);
    }

    /** Reads a cluster scenario from a parsed document (a lesson embeds one). */
    public static ClusterScenario parse(String file, JsonElement root) throws ScenarioException {
        return new ClusterScenarioParser(file).scenario(root);
    }

    /** Whether a document says it is a cluster scenario, of this version or another. */
    public static boolean claimsClusterFormat(JsonElement root) {
        if (!root.isJsonObject() || !isString(root.getAsJsonObject().get("format"))) {
            return false;
        }
        return root.getAsJsonObject().get("format").getAsString().startsWith("spark-cluster-scenario/");
    }

    private ClusterScenario scenario(JsonElement root) throws ScenarioException {
        if (!root.isJsonObject()) {
            throw error(ClusterText.get("place.document"), "$", ClusterText.get("doc.notObject"));
        }
        JsonObject doc = root.getAsJsonObject();
        JsonElement format = doc.get("format");
        if (!isString(format) || !format.getAsString().equals(ClusterScenario.FORMAT)) {
            throw fieldError("format", "$.format", ClusterText.get("doc.format", ClusterScenario.FORMAT, got(format)));
        }
        for (String key : doc.keySet()) {
            if (!TOP_LEVEL.contains(key)) {
                throw fieldError(key, "$['" + key + "']", ClusterText.get("doc.unknownField", sorted(TOP_LEVEL)));
            }
        }
        String title = "";
        if (doc.has("title")) {
            if (!isString(doc.get("title"))) {
                throw fieldError("title", "$.title", ClusterText.get("doc.string", got(doc.get("title"))));
            }
            title = doc.get("title").getAsString();
        }
        boolean reportRunning = true;
        if (doc.has("reportRunning")) {
            if (!isBoolean(doc.get("reportRunning"))) {
                throw fieldError("reportRunning", "$.reportRunning", ClusterText.get("doc.boolean", got(doc.get("reportRunning"))));
            }
            reportRunning = doc.get("reportRunning").getAsBoolean();
        }
        SparkVersion version = SparkVersion.DEFAULT;
        if (doc.has("sparkVersion")) {
            JsonElement v = doc.get("sparkVersion");
            version = (isString(v) ? SparkVersion.of(v.getAsString()) : java.util.Optional.<SparkVersion>empty())
                    .orElseThrow(() -> fieldError("sparkVersion", "$.sparkVersion", ClusterText.get("doc.sparkVersion", versions(), got(v))));
        }
        Map<String, String> sparkConf = conf(doc.get("config"), "$.config", ClusterText.get("place.field", "config"),
                key -> ClusterText.get("place.config", key));
        ClusterConfig config;
        try {
            config = ClusterConfig.fromSparkConf(version, sparkConf, reportRunning);
        } catch (ClusterConfigException e) {
            throw error(ClusterText.get("place.config", e.key()), "$.config['" + e.key() + "']", problem(e));
        }
        JsonElement steps = doc.get("steps");
        if (steps == null || !steps.isJsonArray()) {
            throw fieldError("steps", "$.steps", ClusterText.get("doc.steps", got(steps)));
        }
        List<ClusterOp> ops = new ArrayList<>();
        JsonArray array = steps.getAsJsonArray();
        for (int i = 0; i < array.size(); i++) {
            ops.add(step(i, array.get(i)));
        }
        return new ClusterScenario(title, sparkConf, config, ops);
    }

    /**
     * Settings as the strings Spark's {@code SparkConf} would hold: a JSON string as it is, a boolean
     * or a whole number as its text.
     */
    private Map<String, String> conf(JsonElement element, String path, String place, UnaryOperator<String> keyPlace)
            throws ScenarioException {
        Map<String, String> conf = new LinkedHashMap<>();
        if (element == null) {
            return conf;
        }
        if (!element.isJsonObject()) {
            throw error(place, path, ClusterText.get("doc.conf", got(element)));
        }
        for (Map.Entry<String, JsonElement> e : element.getAsJsonObject().entrySet()) {
            JsonElement value = e.getValue();
            OptionalLong whole = wholeNumber(value);
            String text;
            if (isString(value)) {
                text = value.getAsString();
            } else if (isBoolean(value)) {
                text = Boolean.toString(value.getAsBoolean());
            } else if (whole.isPresent()) {
                text = Long.toString(whole.getAsLong());
            } else {
                throw error(keyPlace.apply(e.getKey()), path + "['" + e.getKey() + "']",
                        ClusterText.get("doc.confValue", got(value)));
            }
            conf.put(e.getKey(), text);
        }
        return conf;
    }

    /** The labels a scenario's {@code "sparkVersion"} may take. */
    private static String versions() {
        return String.join(", ", java.util.Arrays.stream(SparkVersion.values()).map(SparkVersion::label).toList());
    }

    private static String problem(ClusterConfigException e) {
        return e.sparkRefuses() ? ClusterText.get("conf.refused", e.getMessage()) : e.getMessage();
    }

    // ---- steps --------------------------------------------------------------------------------

    private ClusterOp step(int index, JsonElement element) throws ScenarioException {
        String path = "$.steps[" + index + "]";
        if (!element.isJsonObject()) {
            throw error(ClusterText.get("place.step", index + 1), path, ClusterText.get("step.notObject", got(element)));
        }
        JsonObject json = element.getAsJsonObject();
        JsonElement opElement = json.get("op");
        if (!isString(opElement) || !FIELDS_BY_OP.containsKey(opElement.getAsString())) {
            throw error(ClusterText.get("place.stepField", ClusterText.get("place.step", index + 1), "op"), path + ".op",
                    ClusterText.get("step.op", sorted(FIELDS_BY_OP.keySet()), got(opElement)));
        }
        String op = opElement.getAsString();
        Step s = new Step(ClusterText.get("place.stepOp", index + 1, op), path, json);
        Set<String> taken = FIELDS_BY_OP.get(op);
        for (String field : json.keySet()) {
            if (OP_FIELDS.contains(field) && !taken.contains(field)) {
                throw s.error(field, ClusterText.get("step.fieldNotTaken", op, field, sorted(taken)));
            }
        }
        try {
            return switch (op) {
                case "addWorker" -> new ClusterOp.AddWorker(s.id("worker"), s.cores(null), s.workerMemory());
                case "removeWorker" -> new ClusterOp.RemoveWorker(s.id("worker"));
                case "decommissionWorker" -> new ClusterOp.DecommissionWorker(s.id("worker"));
                case "submitApp" -> s.submitApp();
                case "stopApp" -> new ClusterOp.StopApp(s.id("app"), s.how());
                case "executorRunning" -> new ClusterOp.ExecutorRunning(s.id("app"), s.executor());
                case "executorExited" -> new ClusterOp.ExecutorExited(s.id("app"), s.executor(),
                        s.choice("state", ExecutorState.EXITED, ExecutorState.EXITED, ExecutorState.FAILED,
                                ExecutorState.KILLED, ExecutorState.LOST), s.exitStatus());
                case "submitDriver" -> new ClusterOp.SubmitDriver(s.id("driver"), s.driverMemory(), s.cores(1), s.supervise());
                case "driverExited" -> new ClusterOp.DriverExited(s.driverId(), s.choice("state", DriverState.FINISHED,
                        DriverState.FINISHED, DriverState.FAILED, DriverState.KILLED, DriverState.ERROR));
                default -> throw new IllegalStateException("op table and switch disagree on " + op);
            };
        } catch (IllegalArgumentException e) {
            throw error(s.where, path, e.getMessage());
        }
    }

    /** One step's fields, read with errors that name the step and the field. */
    private final class Step {
        private final String where;
        private final String path;
        private final JsonObject json;

        Step(String where, String path, JsonObject json) {
            this.where = where;
            this.path = path;
            this.json = json;
        }

        ScenarioException error(String field, String problem) {
            return ClusterScenarioParser.this.error(ClusterText.get("place.stepField", where, field), path + "." + field, problem);
        }

        private JsonElement required(String field, String expected) throws ScenarioException {
            JsonElement value = json.get(field);
            if (value == null) {
                throw error(field, ClusterText.get("step.missing", expected));
            }
            return value;
        }

        String id(String field) throws ScenarioException {
            return id(field, ClusterOp.ID);
        }

        String driverId() throws ScenarioException {
            return id("driver", ClusterOp.DRIVER_ID);
        }

        private String id(String field, Pattern pattern) throws ScenarioException {
            String expected = ClusterText.get("step.id", pattern.pattern());
            JsonElement value = required(field, expected);
            if (!isString(value) || !pattern.matcher(value.getAsString()).matches()) {
                throw error(field, ClusterText.get("step.expected", expected, got(value)));
            }
            return value.getAsString();
        }

        /** Cores, required when {@code absent} is null. */
        int cores(Integer absent) throws ScenarioException {
            String expected = ClusterText.get("step.cores", ClusterOp.MAX_CORES);
            JsonElement value = json.get("cores");
            if (value == null && absent != null) {
                return absent;
            }
            OptionalLong n = wholeNumber(required("cores", expected));
            if (n.isEmpty() || n.getAsLong() < 0 || n.getAsLong() > ClusterOp.MAX_CORES) {
                throw error("cores", ClusterText.get("step.expected", expected, got(value)));
            }
            return (int) n.getAsLong();
        }

        String workerMemory() throws ScenarioException {
            String memory = size(required("memory", ClusterText.get("step.size")));
            if (SparkConfValues.memoryStringToMb(memory) <= 0) {
                throw error("memory", ClusterText.get("conf.refused", ClusterOp.AddWorker.workerMemoryMessage()));
            }
            return memory;
        }

        String driverMemory() throws ScenarioException {
            JsonElement value = json.get("memory");
            String memory = value == null ? "1024m" : size(value);
            int mb = SparkConfValues.memoryStringToMb(memory);
            if (mb < 0) {
                throw error("memory", ClusterText.get("op.driverMemory", memory));
            }
            return memory;
        }

        private String size(JsonElement value) throws ScenarioException {
            if (!isString(value)) {
                throw error("memory", ClusterText.get("step.expected", ClusterText.get("step.size"), got(value)));
            }
            try {
                SparkConfValues.memoryStringToMb(value.getAsString());
            } catch (IllegalArgumentException e) {
                throw error("memory", e.getMessage());
            }
            return value.getAsString();
        }

        ClusterOp.SubmitApp submitApp() throws ScenarioException {
            String app = id("app");
            String name = app;
            if (json.has("name")) {
                if (!isString(json.get("name"))) {
                    throw error("name", ClusterText.get("doc.string", got(json.get("name"))));
                }
                name = json.get("name").getAsString();
            }
            String place = ClusterText.get("place.stepField", where, "conf");
            UnaryOperator<String> keyPlace = key -> place + ClusterText.get("place.key", key);
            Map<String, String> conf = conf(json.get("conf"), path + ".conf", place, keyPlace);
            try {
                ApplicationDescription.fromConf(name, conf);
            } catch (ClusterConfigException e) {
                throw ClusterScenarioParser.this.error(keyPlace.apply(e.key()), path + ".conf['" + e.key() + "']", problem(e));
            }
            return new ClusterOp.SubmitApp(app, name, conf);
        }

        ClusterOp.How how() throws ScenarioException {
            JsonElement value = json.get("how");
            if (value == null) {
                return ClusterOp.How.UNREGISTER;
            }
            for (ClusterOp.How how : ClusterOp.How.values()) {
                if (isString(value) && how.jsonName().equals(value.getAsString())) {
                    return how;
                }
            }
            throw error("how", ClusterText.get("step.oneOf", "\"unregister\", \"disconnect\", \"kill\"", got(value)));
        }

        int executor() throws ScenarioException {
            String expected = ClusterText.get("step.executor", Integer.MAX_VALUE);
            JsonElement value = required("executor", expected);
            OptionalLong n = wholeNumber(value);
            if (n.isEmpty() || n.getAsLong() < 0 || n.getAsLong() > Integer.MAX_VALUE) {
                throw error("executor", ClusterText.get("step.expected", expected, got(value)));
            }
            return (int) n.getAsLong();
        }

        OptionalInt exitStatus() throws ScenarioException {
            JsonElement value = json.get("exitStatus");
            if (value == null) {
                return OptionalInt.empty();
            }
            OptionalLong n = isNumber(value) ? wholeNumber(value) : OptionalLong.empty();
            if (n.isEmpty() || n.getAsLong() < Integer.MIN_VALUE || n.getAsLong() > Integer.MAX_VALUE) {
                throw error("exitStatus", ClusterText.get("step.exitStatus", got(value)));
            }
            return OptionalInt.of((int) n.getAsLong());
        }

        boolean supervise() throws ScenarioException {
            JsonElement value = json.get("supervise");
            if (value == null) {
                return false;
            }
            if (!isBoolean(value)) {
                throw error("supervise", ClusterText.get("doc.boolean", got(value)));
            }
            return value.getAsBoolean();
        }

        @SafeVarargs
        final <E extends Enum<E>> E choice(String field, E absent, E... allowed) throws ScenarioException {
            JsonElement value = json.get(field);
            if (value == null) {
                return absent;
            }
            for (E e : allowed) {
                if (isString(value) && e.name().equals(value.getAsString())) {
                    return e;
                }
            }
            List<String> names = new ArrayList<>();
            for (E e : allowed) {
                names.add("\"" + e.name() + "\"");
            }
            throw error(field, ClusterText.get("step.oneOf", String.join(", ", names), got(value)));
        }
    }

    // ---- helpers ------------------------------------------------------------------------------

    private static boolean isBoolean(JsonElement e) {
        return e != null && e.isJsonPrimitive() && e.getAsJsonPrimitive().isBoolean();
    }

    private static String sorted(Set<String> names) {
        return String.join(", ", new TreeSet<>(names));
    }

    private ScenarioException fieldError(String field, String path, String problem) {
        return error(ClusterText.get("place.field", field), path, problem);
    }

    private ScenarioException error(String place, String path, String problem) {
        return new ScenarioException(file, place, path, problem);
    }
}
