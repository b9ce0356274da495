package sparkmemlab.replay.whatif;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import java.util.Collection;
import java.util.Locale;
import java.util.Map;
import sparkmemlab.replay.Text;
import sparkmemlab.replay.whatif.Reconstruction.WhatIfRun;
import sparkmemlab.scenario.ScenarioWriter;

/** The reconstruction report ({@code replay LOG --what-if EXECUTOR_ID}) as one JSON document: src/docs/replay.md. */
public final class WhatIfReport {
    private WhatIfReport() {
    }

    /** @param whatIf the run under changed settings, or null for none */
    public static JsonObject toJson(Reconstruction r, WhatIfRun whatIf, Locale locale) {
        JsonObject doc = new JsonObject();
        JsonObject rebuilt = new JsonObject();
        rebuilt.addProperty("executor", r.executorId());
        rebuilt.addProperty("label", new Text("whatif.label").in(locale));
        rebuilt.add("config", ScenarioWriter.toJson(r.scenario(locale)).get("config"));
        rebuilt.add("heap", heap(r.settings()));
        rebuilt.addProperty("slots", r.settings().slots());
        rebuilt.addProperty("tasks", r.tasks());
        rebuilt.addProperty("steps", r.outcome().steps());
        rebuilt.add("notRebuilt", texts(r.notRebuilt(), locale));
        doc.add("reconstruction", rebuilt);
        doc.add("divergence", divergence(r.divergence()));
        doc.add("recordedRun", outcome(r.outcome()));
        if (whatIf != null) {
            doc.add("whatIf", whatIf(whatIf, locale));
        }
        return doc;
    }

    private static JsonObject heap(RecordedSettings s) {
        JsonObject o = new JsonObject();
        o.add("maxOnHeapMemory", s.logMaxOnHeap() == null ? JsonNull.INSTANCE : new JsonPrimitive(s.logMaxOnHeap()));
        o.addProperty("modelMaxHeapMemory", s.modelMaxHeap());
        o.addProperty("exact", s.matchesLog());
        o.addProperty("systemMemory", s.config().systemMemory());
        o.addProperty("systemMemoryFrom", s.heapFrom().name());
        return o;
    }

    private static JsonObject divergence(Divergence d) {
        JsonObject o = new JsonObject();
        JsonObject metrics = new JsonObject();
        for (Divergence.MetricDivergence m : d.metrics()) {
            JsonObject x = new JsonObject();
            x.addProperty("records", m.records());
            x.addProperty("sparkPeak", m.sparkPeak());
            x.addProperty("modelPeak", m.modelPeak());
            x.addProperty("sparkAbove", m.sparkAbove());
            x.addProperty("modelAbove", m.modelAbove());
            JsonObject worst = new JsonObject();
            worst.addProperty("seq", m.worst().seq());
            worst.addProperty("source", m.worst().source().name());
            worst.addProperty("spark", m.worst().spark());
            worst.addProperty("model", m.worst().model());
            x.add("largestDifference", worst);
            metrics.add(m.metric(), x);
        }
        o.add("metrics", metrics);
        JsonObject blocks = new JsonObject();
        blocks.add("droppedBySpark", array(d.sparkDropped()));
        blocks.add("evictedByModel", array(d.modelEvicted()));
        blocks.add("both", array(d.droppedByBoth()));
        blocks.add("onlySpark", array(d.droppedOnlyBySpark()));
        blocks.add("onlyModel", array(d.evictedOnlyByModel()));
        o.add("blocks", blocks);
        JsonObject spills = new JsonObject();
        spills.add("spark", byTask(d.sparkSpilled()));
        spills.add("model", byTask(d.modelSpilled()));
        spills.add("onlySpark", array(d.spilledOnlyBySpark()));
        spills.add("onlyModel", array(d.spilledOnlyByModel()));
        o.add("spills", spills);
        return o;
    }

    private static JsonObject whatIf(WhatIfRun w, Locale locale) {
        JsonObject o = new JsonObject();
        JsonObject changes = new JsonObject();
        w.changes().values().forEach(changes::addProperty);
        o.add("changes", changes);
        o.add("config", ScenarioWriter.toJson(w.scenario(locale)).get("config"));
        o.addProperty("slots", w.settings().slots());
        o.addProperty("modelMaxHeapMemory", w.settings().modelMaxHeap());
        Comparison c = w.comparison();
        o.add("run", outcome(c.changed()));
        o.add("newlyEvicted", array(c.newlyEvicted()));
        o.add("noLongerEvicted", array(c.noLongerEvicted()));
        o.add("newlyRefused", array(c.newlyRefused()));
        o.add("newlySpilling", array(c.newlySpilling()));
        o.add("noLongerSpilling", array(c.noLongerSpilling()));
        o.add("newlyWaiting", array(c.newlyWaiting()));
        return o;
    }

    private static JsonObject outcome(RunOutcome r) {
        JsonObject o = new JsonObject();
        o.addProperty("steps", r.steps());
        o.add("evicted", array(r.evicted()));
        o.add("spilled", byTask(r.spilled()));
        o.addProperty("spilledBytes", r.spilledBytes());
        o.add("waited", array(r.waited()));
        o.add("short", byTask(r.shortBy()));
        o.add("refusedPuts", array(r.refusedPuts()));
        o.addProperty("peakStorageMemory", r.peakStorage());
        o.addProperty("peakExecutionMemory", r.peakExecution());
        return o;
    }

    private static JsonArray texts(Collection<Text> texts, Locale locale) {
        JsonArray a = new JsonArray();
        texts.forEach(t -> a.add(t.in(locale)));
        return a;
    }

    private static JsonArray array(Collection<?> items) {
        JsonArray a = new JsonArray();
        for (Object x : items) {
            a.add(x instanceof Number n ? new JsonPrimitive(n) : new JsonPrimitive(String.valueOf(x)));
        }
        return a;
    }

    private static JsonElement byTask(Map<Long, Long> m) {
        JsonObject o = new JsonObject();
        m.forEach((task, bytes) -> o.addProperty(String.valueOf(task), bytes));
        return o;
    }
}
