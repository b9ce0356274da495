package sparkmemlab.cluster.scenario;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.util.Map;
import sparkmemlab.cluster.ClusterOp;
import sparkmemlab.model.SparkVersion;

/** Writes a cluster scenario as the JSON {@link ClusterScenarioParser} reads back to the same scenario. */
public final class ClusterScenarioJson {

    private ClusterScenarioJson() {
    }

    public static JsonObject toJson(ClusterScenario scenario) {
        JsonObject o = new JsonObject();
        o.addProperty("format", ClusterScenario.FORMAT);
        o.addProperty("title", scenario.title());
        if (scenario.config().sparkVersion() != SparkVersion.DEFAULT) {
            o.addProperty("sparkVersion", scenario.config().sparkVersion().label());
        }
        o.add("config", conf(scenario.sparkConf()));
        o.addProperty("reportRunning", scenario.config().reportRunning());
        JsonArray steps = new JsonArray();
        for (ClusterOp op : scenario.steps()) {
            steps.add(step(op));
        }
        o.add("steps", steps);
        return o;
    }

    /** One step; optional fields are written out whole, so a step reads the same without defaults. */
    public static JsonObject step(ClusterOp op) {
        JsonObject j = new JsonObject();
        j.addProperty("op", op.op());
        if (op instanceof ClusterOp.AddWorker a) {
            j.addProperty("worker", a.worker());
            j.addProperty("cores", a.cores());
            j.addProperty("memory", a.memory());
        } else if (op instanceof ClusterOp.RemoveWorker r) {
            j.addProperty("worker", r.worker());
        } else if (op instanceof ClusterOp.DecommissionWorker d) {
            j.addProperty("worker", d.worker());
        } else if (op instanceof ClusterOp.SubmitApp s) {
            j.addProperty("app", s.app());
            j.addProperty("name", s.name());
            j.add("conf", conf(s.conf()));
        } else if (op instanceof ClusterOp.StopApp s) {
            j.addProperty("app", s.app());
            j.addProperty("how", s.how().jsonName());
        } else if (op instanceof ClusterOp.ExecutorRunning r) {
            j.addProperty("app", r.app());
            j.addProperty("executor", r.executor());
        } else if (op instanceof ClusterOp.ExecutorExited e) {
            j.addProperty("app", e.app());
            j.addProperty("executor", e.executor());
            j.addProperty("state", e.state().name());
            e.exitStatus().ifPresent(status -> j.addProperty("exitStatus", status));
        } else if (op instanceof ClusterOp.SubmitDriver s) {
            j.addProperty("driver", s.driver());
            j.addProperty("memory", s.memory());
            j.addProperty("cores", s.cores());
            j.addProperty("supervise", s.supervise());
        } else if (op instanceof ClusterOp.DriverExited d) {
            j.addProperty("driver", d.driver());
            j.addProperty("state", d.state().name());
        }
        return j;
    }

    private static JsonObject conf(Map<String, String> conf) {
        JsonObject o = new JsonObject();
        conf.forEach(o::addProperty);
        return o;
    }
}
