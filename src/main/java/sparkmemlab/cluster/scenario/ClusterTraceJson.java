package sparkmemlab.cluster.scenario;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import java.util.List;
import java.util.OptionalInt;
import sparkmemlab.cluster.ClusterState;
import sparkmemlab.cluster.ClusterStep;
import sparkmemlab.cluster.WorkerMessage;

/** One line of a cluster trace, exactly as the cluster contract lays it out. */
public final class ClusterTraceJson {

    private ClusterTraceJson() {
    }

    /**
     * The trace object of a step.
     *
     * @param drivers whether the scenario submits drivers (only then are drivers shown)
     */
    public static JsonObject toJson(ClusterStep step, boolean drivers) {
        JsonObject o = new JsonObject();
        o.addProperty("step", step.step());
        o.addProperty("op", step.op().op());
        state(o, step.state(), drivers);
        messages(o, step);
        return o;
    }

    /**
     * The Master's state before any step, shaped as a trace line of step 0 (no message was delivered, none
     * sent): what a cluster snapshot at step 0 carries.
     */
    public static JsonObject beforeFirstStep(ClusterState initial, boolean drivers) {
        JsonObject o = new JsonObject();
        o.addProperty("step", 0);
        state(o, initial, drivers);
        return o;
    }

    /** The trace's fields that describe the state: workers, apps, the waiting queue (and drivers). */
    private static void state(JsonObject o, ClusterState state, boolean drivers) {
        JsonArray workers = new JsonArray();
        for (ClusterState.Worker w : state.workers()) {
            workers.add(worker(w, drivers));
        }
        o.add("workers", workers);
        JsonArray apps = new JsonArray();
        for (ClusterState.App a : state.apps()) {
            apps.add(app(a));
        }
        o.add("apps", apps);
        o.add("waitingApps", strings(state.waitingApps()));
        if (drivers) {
            JsonArray list = new JsonArray();
            for (ClusterState.Driver d : state.drivers()) {
                JsonObject j = new JsonObject();
                j.addProperty("id", d.id());
                j.addProperty("state", d.state().name());
                j.add("worker", d.worker().<JsonElement>map(JsonPrimitive::new).orElse(JsonNull.INSTANCE));
                j.addProperty("cores", d.cores());
                j.addProperty("memory", d.memory());
                j.addProperty("supervise", d.supervise());
                list.add(j);
            }
            o.add("drivers", list);
            o.add("waitingDrivers", strings(state.waitingDrivers()));
        }
    }

    private static void messages(JsonObject o, ClusterStep step) {
        JsonArray launched = new JsonArray();
        for (WorkerMessage.Launch l : step.launched()) {
            launched.add(launch(l));
        }
        o.add("launched", launched);
        JsonArray killed = new JsonArray();
        for (WorkerMessage.KillExecutor k : step.killed()) {
            JsonObject j = new JsonObject();
            j.addProperty("app", k.app());
            j.addProperty("executor", k.executor());
            j.addProperty("worker", k.worker());
            killed.add(j);
        }
        o.add("killed", killed);
    }

    private static JsonObject worker(ClusterState.Worker w, boolean drivers) {
        JsonObject j = new JsonObject();
        j.addProperty("id", w.id());
        j.addProperty("state", w.state().name());
        j.addProperty("cores", w.cores());
        j.addProperty("coresUsed", w.coresUsed());
        j.addProperty("coresFree", w.coresFree());
        j.addProperty("memory", w.memory());
        j.addProperty("memoryUsed", w.memoryUsed());
        j.addProperty("memoryFree", w.memoryFree());
        j.add("executors", strings(w.executors().stream().map(ClusterState.WorkerExecutor::fullId).toList()));
        if (drivers) {
            j.add("drivers", strings(w.drivers()));
        }
        return j;
    }

    private static JsonObject app(ClusterState.App a) {
        JsonObject j = new JsonObject();
        j.addProperty("id", a.id());
        j.addProperty("state", a.state().name());
        j.add("maxCores", number(a.maxCores()));
        j.add("coresPerExecutor", number(a.coresPerExecutor()));
        j.addProperty("memoryPerExecutorMB", a.memoryPerExecutorMB());
        j.addProperty("coresGranted", a.coresGranted());
        j.addProperty("coresLeft", a.coresLeft());
        j.addProperty("retryCount", a.retryCount());
        j.add("executors", executors(a.executors()));
        j.add("removedExecutors", executors(a.removedExecutors()));
        return j;
    }

    private static JsonArray executors(List<ClusterState.Executor> executors) {
        JsonArray array = new JsonArray();
        for (ClusterState.Executor e : executors) {
            JsonObject j = new JsonObject();
            j.addProperty("id", e.id());
            j.addProperty("worker", e.worker());
            j.addProperty("cores", e.cores());
            j.addProperty("memory", e.memory());
            j.addProperty("state", e.state().name());
            array.add(j);
        }
        return array;
    }

    private static JsonObject launch(WorkerMessage.Launch l) {
        JsonObject j = new JsonObject();
        if (l instanceof WorkerMessage.LaunchExecutor e) {
            j.addProperty("app", e.app());
            j.addProperty("executor", e.executor());
            j.addProperty("worker", e.worker());
            j.addProperty("cores", e.cores());
            j.addProperty("memory", e.memory());
        } else if (l instanceof WorkerMessage.LaunchDriver d) {
            j.addProperty("driver", d.driver());
            j.addProperty("worker", d.worker());
            j.addProperty("cores", d.cores());
            j.addProperty("memory", d.memory());
        }
        return j;
    }

    private static JsonElement number(OptionalInt n) {
        return n.isPresent() ? new JsonPrimitive(n.getAsInt()) : JsonNull.INSTANCE;
    }

    private static JsonArray strings(List<String> values) {
        JsonArray array = new JsonArray();
        values.forEach(array::add);
        return array;
    }
}
