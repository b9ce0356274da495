package sparkmemlab.diagnose;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import java.util.List;
import java.util.Map;
import sparkmemlab.model.OpResult;
import sparkmemlab.model.StepResult;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.scenario.ScenarioException;
import sparkmemlab.scenario.ScenarioParser;
import sparkmemlab.scenario.ScenarioRunner;

/**
 * A scene the diagnosis builds, as the executor scenario format writes it (scenario-format.md), and what the
 * model does with it: read by the scenario reader, so that it is refused exactly as a file would be, and run
 * step by step. Its last step is the one that fails, or would.
 */
public record Scene(JsonObject json) {
    static final String NAME = "diagnosis";

    public Scene {
        json = json.deepCopy();
    }

    static Scene of(String title, Map<String, Object> config, JsonArray steps) {
        JsonObject root = new JsonObject();
        root.addProperty("format", Scenario.FORMAT);
        root.addProperty("title", title);
        JsonObject conf = new JsonObject();
        config.forEach((k, v) -> conf.add(k, primitive(v)));
        root.add("config", conf);
        root.add("steps", steps);
        return new Scene(root);
    }

    private static JsonPrimitive primitive(Object value) {
        if (value instanceof Number n) {
            return new JsonPrimitive(n);
        }
        if (value instanceof Boolean b) {
            return new JsonPrimitive(b);
        }
        return new JsonPrimitive(String.valueOf(value));
    }

    /** The same scene with one setting of its config changed (a fix to check). */
    Scene with(String key, Object value) {
        JsonObject changed = json.deepCopy();
        changed.getAsJsonObject("config").add(key, primitive(value));
        return new Scene(changed);
    }

    public JsonObject config() {
        return json.getAsJsonObject("config").deepCopy();
    }

    public int steps() {
        return json.getAsJsonArray("steps").size();
    }

    /** The step that fails (the last one), counted from 1 as the trace, {@code render --at} and the window count. */
    public int failingStep() {
        return steps();
    }

    public Scenario scenario() throws ScenarioException {
        return ScenarioParser.parse(NAME, json);
    }

    /** Every step's result on the model. */
    public List<StepResult> run() throws ScenarioException {
        return ScenarioRunner.run(NAME, scenario());
    }

    /** The last step's outcome: a page, or Spark's error; or the container's kill. */
    public Outcome outcome() throws ScenarioException {
        List<StepResult> results = run();
        StepResult last = results.get(results.size() - 1);
        var container = last.state().container();
        String loss = container.flatMap(c -> c.lossMessage()).orElse(null);
        long limit = container.map(c -> c.state().limit()).orElse(0L);
        long used = container.map(c -> c.state().used()).orElse(0L);
        return new Outcome(last.result(), loss, limit, used);
    }

    /**
     * What the model did at the scene's last step.
     *
     * @param loss the cluster manager's (or JVM's) words when the executor was lost, else null
     * @param limit the container's limit in bytes (0 without a container)
     * @param used the process memory after the step (0 without a container)
     */
    public record Outcome(OpResult result, String loss, long limit, long used) {
        public boolean failed() {
            return result instanceof OpResult.Error || loss != null;
        }

        /** The failure in Spark's words, or null when the step held. */
        public String message() {
            return loss != null ? loss : result instanceof OpResult.Error e ? e.message() : null;
        }
    }

    static JsonElement number(long n) {
        return new JsonPrimitive(n);
    }
}
