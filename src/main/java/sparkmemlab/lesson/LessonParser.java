package sparkmemlab.lesson;

import static sparkmemlab.json.JsonValues.got;
import static sparkmemlab.json.JsonValues.isString;
import static sparkmemlab.json.JsonValues.isNumber;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import sparkmemlab.i18n.Messages;
import sparkmemlab.json.JsonValues;
import sparkmemlab.json.JsonInputException;
import sparkmemlab.json.StrictJson;
import sparkmemlab.cluster.ApplicationState;
import sparkmemlab.cluster.ClusterEvent;
import sparkmemlab.cluster.ClusterOp;
import sparkmemlab.cluster.WorkerState;
import sparkmemlab.cluster.scenario.ClusterScenario;
import sparkmemlab.cluster.scenario.ClusterScenarioParser;
import sparkmemlab.model.BlockId;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.scenario.ScenarioException;
import sparkmemlab.scenario.ScenarioParser;
import sparkmemlab.workspace.WorkspaceName;

/**
 * Reads a lesson strictly (see {@code src/docs/lesson-format.md}): no unknown fields anywhere outside the
 * embedded scenario, every text with English, every placeholder a known quantity. Every refusal names the
 * file, the JSON path and what was expected.
 */
public final class LessonParser {

    public static final int MAX_STEPS = 60;
    public static final int MAX_CHOICES = 6;
    public static final int MAX_SPOTLIGHT = 3;
    private static final Pattern LANGUAGE = Pattern.compile("[a-z]{2,3}(-[A-Z]{2})?");
    private static final List<String> EXPECT_KINDS = List.of("result", "value", "blockPresent", "blockAbsent",
            "evicted", "lruOrder", "waiting", "woke", "spills", "executorLost");
    /** A cluster lesson's checks: the value of a quantity, and claims about the trace and the events. */
    private static final List<String> CLUSTER_EXPECT_KINDS = List.of("value", "appState", "workerState", "executors",
            "launched", "lost", "killed", "waitingApps", "event", "noEvent");

    private final String file;
    /** Whether the lesson runs a cluster scenario: known once its scenario is read, before its steps. */
    private boolean cluster;
    private Quantities quantities = Quantity::parse;

    private LessonParser(String file) {
        this.file = file;
    }

    /** Reads the lesson in {@code path}. */
    public static Lesson parse(Path path) throws LessonException, IOException {
        try (Reader in = Files.newBufferedReader(path, StandardCharsets.UTF_8)) {
            return parse(path.toString(), in);
        }
    }

    /** Reads a lesson from {@code in}; {@code file} names it in messages. */
    public static Lesson parse(String file, Reader in) throws LessonException, IOException {
        JsonElement root;
        try {
            root = StrictJson.withDefaults().parse(in);
        } catch (JsonInputException e) {
            throw new LessonException(file, e.path(), e.getMessage());
        }
        return parse(file, root);
    }

    /** Reads a lesson from a parsed document; {@code file} names it in messages. */
    public static Lesson parse(String file, JsonElement root) throws LessonException {
        return new LessonParser(file).lesson(root);
    }

    // ---- the document --------------------------------------------------------------------------

    private Lesson lesson(JsonElement root) throws LessonException {
        Obj doc = object(root, "$", Messages.get("lesson.doc.object"));
        doc.only("$schema", "format", "order", "topic", "workspace", "title", "summary", "scenario", "steps");
        doc.optionalString("$schema");
        JsonElement format = doc.require("format", Messages.get("lesson.doc.format", Lesson.FORMAT));
        if (!isString(format) || !format.getAsString().equals(Lesson.FORMAT)) {
            throw error("$.format", Messages.get("lesson.doc.format", Lesson.FORMAT) + got(format));
        }
        long order = wholeNumber(doc.require("order", Messages.get("lesson.doc.order")), "$.order",
                Messages.get("lesson.doc.order"), 1, 9999);
        Topic topic = enumValue(Topic.class, doc.require("topic", Messages.get("lesson.expected.oneOf", names(Topic.values()))),
                "$.topic");
        String workspace = WorkspaceName.DEFAULT;
        if (doc.has("workspace")) {
            JsonElement named = doc.get("workspace");
            if (!isString(named) || !WorkspaceName.isWellFormed(named.getAsString())) {
                throw error("$.workspace", Messages.get("lesson.doc.workspace") + got(named));
            }
            workspace = named.getAsString();
        }
        LocalText title = text(doc.require("title", Messages.get("lesson.text.expected")), "$.title", false);
        LocalText summary = text(doc.require("summary", Messages.get("lesson.text.expected")), "$.summary", false);
        cluster = workspace.equals(WorkspaceName.CLUSTER);
        String sceneFormat = cluster ? ClusterScenario.FORMAT : Scenario.FORMAT;
        JsonElement scenarioJson = doc.require("scenario", Messages.get("lesson.doc.scenario", sceneFormat));
        LessonScene scene;
        try {
            scene = cluster ? new ClusterScene(ClusterScenarioParser.parse(file, scenarioJson))
                    : new ExecutorScene(ScenarioParser.parse(file, scenarioJson), stepBytes(scenarioJson));
        } catch (ScenarioException e) {
            throw error("$.scenario" + e.jsonPath().substring(1), Messages.get("lesson.doc.badScenario", e.place(), e.problem()));
        }
        quantities = scene.quantities();
        int count = scene.size();
        JsonElement stepsJson = doc.require("steps", Messages.get("lesson.doc.steps", count));
        if (!stepsJson.isJsonArray()) {
            throw error("$.steps", Messages.get("lesson.doc.steps", count) + got(stepsJson));
        }
        JsonArray array = stepsJson.getAsJsonArray();
        if (count < 1 || count > MAX_STEPS) {
            throw error("$.scenario.steps", Messages.get("lesson.doc.stepCount", MAX_STEPS, count));
        }
        if (array.size() != count) {
            throw error("$.steps", Messages.get("lesson.doc.stepsMatch", count, array.size()));
        }
        List<LessonStep> steps = new ArrayList<>();
        for (int i = 0; i < array.size(); i++) {
            steps.add(step(array.get(i), "$.steps[" + i + "]"));
        }
        return new Lesson(file, (int) order, topic, title, summary, scene, steps, workspace);
    }

    /** Each step's {@code bytes} as written: the scenario reader has checked every step, so each is a whole number. */
    private static List<OptionalLong> stepBytes(JsonElement scenarioJson) {
        List<OptionalLong> stepBytes = new ArrayList<>();
        for (JsonElement op : scenarioJson.getAsJsonObject().getAsJsonArray("steps")) {
            JsonElement bytes = op.getAsJsonObject().get("bytes");
            stepBytes.add(bytes == null ? OptionalLong.empty() : JsonValues.wholeNumber(bytes));
        }
        return stepBytes;
    }

    private LessonStep step(JsonElement element, String path) throws LessonException {
        Obj step = object(element, path, Messages.get("lesson.step.object"));
        step.only("narration", "spotlight", "predict", "expect");
        LocalText narration = text(step.require("narration", Messages.get("lesson.text.expected")), path + ".narration", true);
        JsonElement spot = step.require("spotlight", Messages.get("lesson.step.spotlight", MAX_SPOTLIGHT, names(spotlights())));
        List<Spotlight> spotlight = spotlight(spot, path + ".spotlight");
        Optional<Predict> predict = Optional.empty();
        if (step.has("predict")) {
            predict = Optional.of(predict(step.get("predict"), path + ".predict"));
        }
        List<Expect> expect = List.of();
        if (step.has("expect")) {
            expect = expects(step.get("expect"), path + ".expect", false);
        }
        return new LessonStep(narration, spotlight, predict, expect);
    }

    private List<Spotlight> spotlight(JsonElement element, String path) throws LessonException {
        String expected = Messages.get("lesson.step.spotlight", MAX_SPOTLIGHT, names(spotlights()));
        if (!element.isJsonArray() || element.getAsJsonArray().isEmpty() || element.getAsJsonArray().size() > MAX_SPOTLIGHT) {
            throw error(path, expected + got(element));
        }
        EnumSet<Spotlight> seen = EnumSet.noneOf(Spotlight.class);
        List<Spotlight> parts = new ArrayList<>();
        JsonArray array = element.getAsJsonArray();
        for (int i = 0; i < array.size(); i++) {
            Spotlight part = enumValue(Spotlight.class, array.get(i), path + "[" + i + "]");
            if (!Arrays.asList(spotlights()).contains(part)) {
                throw error(path + "[" + i + "]", Messages.get("lesson.expected.oneOf", names(spotlights())) + got(array.get(i)));
            }
            if (!seen.add(part)) {
                throw error(path + "[" + i + "]", Messages.get("lesson.step.spotlightTwice", part));
            }
            parts.add(part);
        }
        return parts;
    }

    /** The parts of the window a step of this lesson's workspace can point at. */
    private Spotlight[] spotlights() {
        Set<Spotlight> parts = cluster ? Spotlight.CLUSTER : Spotlight.EXECUTOR;
        return Arrays.stream(Spotlight.values()).filter(parts::contains).toArray(Spotlight[]::new);
    }

    // ---- predictions ---------------------------------------------------------------------------

    private Predict predict(JsonElement element, String path) throws LessonException {
        Obj predict = object(element, path, Messages.get("lesson.predict.object"));
        predict.only("question", "choices", "number", "explanation");
        LocalText question = text(predict.require("question", Messages.get("lesson.text.expected")), path + ".question", true);
        LocalText explanation = text(predict.require("explanation", Messages.get("lesson.text.expected")),
                path + ".explanation", true);
        if (predict.has("choices") == predict.has("number")) {
            throw error(path, Messages.get("lesson.predict.kind"));
        }
        if (predict.has("number")) {
            String npath = path + ".number";
            Obj number = object(predict.get("number"), npath, Messages.get("lesson.predict.numberObject"));
            number.only("of", "answerMiB");
            Quantity of = quantity(number.require("of", Messages.get("lesson.quantity.expected")), npath + ".of");
            if (of.unit() != Quantity.Unit.BYTES) {
                throw error(npath + ".of", Messages.get("lesson.predict.numberBytes", of.path()));
            }
            double answer = decimal(number.require("answerMiB", Messages.get("lesson.predict.mib")), npath + ".answerMiB");
            return new Predict.Number(question, of, answer, explanation);
        }
        String cpath = path + ".choices";
        JsonElement choicesJson = predict.get("choices");
        if (!choicesJson.isJsonArray() || choicesJson.getAsJsonArray().size() < 2
                || choicesJson.getAsJsonArray().size() > MAX_CHOICES) {
            throw error(cpath, Messages.get("lesson.predict.choices", MAX_CHOICES) + got(choicesJson));
        }
        JsonArray array = choicesJson.getAsJsonArray();
        List<Predict.Choice> choices = new ArrayList<>();
        for (int i = 0; i < array.size(); i++) {
            String chPath = cpath + "[" + i + "]";
            Obj choice = object(array.get(i), chPath, Messages.get("lesson.choice.object"));
            choice.only("text", "correct", "claim");
            LocalText text = text(choice.require("text", Messages.get("lesson.text.expected")), chPath + ".text", true);
            boolean correct = false;
            if (choice.has("correct")) {
                JsonElement c = choice.get("correct");
                if (!(c.isJsonPrimitive() && c.getAsJsonPrimitive().isBoolean())) {
                    throw error(chPath + ".correct", Messages.get("lesson.expected.boolean") + got(c));
                }
                correct = c.getAsBoolean();
            }
            List<Expect> claim = expects(choice.require("claim", Messages.get("lesson.expect.array")), chPath + ".claim", true);
            choices.add(new Predict.Choice(text, correct, claim));
        }
        long answers = choices.stream().filter(Predict.Choice::correct).count();
        if (answers != 1) {
            throw error(cpath, Messages.get("lesson.predict.oneAnswer", answers));
        }
        return new Predict.MultipleChoice(question, choices, explanation);
    }

    // ---- expects -------------------------------------------------------------------------------

    private List<Expect> expects(JsonElement element, String path, boolean nonEmpty) throws LessonException {
        if (!element.isJsonArray() || (nonEmpty && element.getAsJsonArray().isEmpty())) {
            throw error(path, Messages.get("lesson.expect.array") + got(element));
        }
        List<Expect> list = new ArrayList<>();
        JsonArray array = element.getAsJsonArray();
        for (int i = 0; i < array.size(); i++) {
            list.add(expect(array.get(i), path + "[" + i + "]"));
        }
        return list;
    }

    private Expect expect(JsonElement element, String path) throws LessonException {
        Obj e = object(element, path, Messages.get("lesson.expect.object", String.join(", ", kinds())));
        if (cluster) {
            return clusterExpect(e, path);
        }
        Expect claim = claim(e, path);
        if (!e.has("manager")) {
            return claim;
        }
        JsonElement m = e.get("manager");
        if (!isString(m) || !(m.getAsString().equals("legacy") || m.getAsString().equals("unified"))) {
            throw error(path + ".manager", Messages.get("lesson.expect.manager") + got(m));
        }
        return new Expect.On(m.getAsString().equals("legacy") ? sparkmemlab.compare.Manager.LEGACY
                : sparkmemlab.compare.Manager.UNIFIED, claim);
    }

    private List<String> kinds() {
        return cluster ? CLUSTER_EXPECT_KINDS : EXPECT_KINDS;
    }

    /** One check, without the manager it may name. */
    private Expect claim(Obj e, String path) throws LessonException {
        JsonElement kind = e.require("that", Messages.get("lesson.expected.oneOf", String.join(", ", EXPECT_KINDS)));
        if (!isString(kind) || !EXPECT_KINDS.contains(kind.getAsString())) {
            throw error(path + ".that", Messages.get("lesson.expected.oneOf", String.join(", ", EXPECT_KINDS)) + got(kind));
        }
        switch (kind.getAsString()) {
            case "result" -> {
                e.only("that", "manager", "is", "startsWith");
                if (e.has("is") == e.has("startsWith")) {
                    throw error(path, Messages.get("lesson.expect.resultKind"));
                }
                if (e.has("startsWith")) {
                    JsonElement s = e.get("startsWith");
                    if (!isString(s) || s.getAsString().isEmpty()) {
                        throw error(path + ".startsWith", Messages.get("lesson.expected.string") + got(s));
                    }
                    return new Expect.Result(Optional.empty(), Optional.of(s.getAsString()));
                }
                JsonElement is = e.get("is");
                Object want;
                if (is.isJsonPrimitive() && is.getAsJsonPrimitive().isBoolean()) {
                    want = is.getAsBoolean();
                } else if (isString(is) && (is.getAsString().equals("waiting") || is.getAsString().equals("none")
                        || is.getAsString().equals("memory") || is.getAsString().equals("disk"))) {
                    want = is.getAsString();
                } else if (isNumber(is)) {
                    want = wholeNumber(is, path + ".is", Messages.get("lesson.expect.resultIs"), 0, Long.MAX_VALUE);
                } else {
                    throw error(path + ".is", Messages.get("lesson.expect.resultIs") + got(is));
                }
                return new Expect.Result(Optional.of(want), Optional.empty());
            }
            case "value" -> {
                e.only("that", "manager", "of", "is", "atLeast", "atMost");
                return value(e, path);
            }
            case "blockPresent", "blockAbsent" -> {
                e.only("that", "manager", "block");
                BlockId block = block(e.require("block", Messages.get("lesson.expected.block")), path + ".block");
                return kind.getAsString().equals("blockPresent") ? new Expect.BlockPresent(block) : new Expect.BlockAbsent(block);
            }
            case "evicted", "lruOrder" -> {
                e.only("that", "manager", "blocks");
                JsonElement blocks = e.require("blocks", Messages.get("lesson.expected.blocks"));
                if (!blocks.isJsonArray()) {
                    throw error(path + ".blocks", Messages.get("lesson.expected.blocks") + got(blocks));
                }
                List<BlockId> ids = new ArrayList<>();
                for (int i = 0; i < blocks.getAsJsonArray().size(); i++) {
                    ids.add(block(blocks.getAsJsonArray().get(i), path + ".blocks[" + i + "]"));
                }
                return kind.getAsString().equals("evicted") ? new Expect.Evicted(ids) : new Expect.LruOrder(ids);
            }
            case "waiting", "woke" -> {
                e.only("that", "manager", "tasks");
                JsonElement tasks = e.require("tasks", Messages.get("lesson.expected.tasks"));
                if (!tasks.isJsonArray()) {
                    throw error(path + ".tasks", Messages.get("lesson.expected.tasks") + got(tasks));
                }
                List<Long> ids = new ArrayList<>();
                for (int i = 0; i < tasks.getAsJsonArray().size(); i++) {
                    ids.add(wholeNumber(tasks.getAsJsonArray().get(i), path + ".tasks[" + i + "]",
                            Messages.get("lesson.expected.task"), 0, Long.MAX_VALUE));
                }
                return kind.getAsString().equals("waiting") ? new Expect.Waiting(ids) : new Expect.Woke(ids);
            }
            case "spills" -> {
                e.only("that", "manager", "spills");
                JsonElement spills = e.require("spills", Messages.get("lesson.expected.spills"));
                if (!spills.isJsonArray()) {
                    throw error(path + ".spills", Messages.get("lesson.expected.spills") + got(spills));
                }
                List<Expect.SpillOf> list = new ArrayList<>();
                for (int i = 0; i < spills.getAsJsonArray().size(); i++) {
                    String sp = path + ".spills[" + i + "]";
                    Obj s = object(spills.getAsJsonArray().get(i), sp, Messages.get("lesson.expected.spill"));
                    s.only("task", "consumer", "bytes");
                    long task = wholeNumber(s.require("task", Messages.get("lesson.expected.task")), sp + ".task",
                            Messages.get("lesson.expected.task"), 0, Long.MAX_VALUE);
                    JsonElement consumer = s.require("consumer", Messages.get("lesson.expected.string"));
                    if (!isString(consumer) || consumer.getAsString().isEmpty()) {
                        throw error(sp + ".consumer", Messages.get("lesson.expected.string") + got(consumer));
                    }
                    list.add(new Expect.SpillOf(task, consumer.getAsString(), optionalLong(s, "bytes", sp)));
                }
                return new Expect.Spills(list);
            }
            default -> {
                e.only("that", "manager", "is");
                JsonElement is = e.require("is", Messages.get("lesson.expected.boolean"));
                if (!(is.isJsonPrimitive() && is.getAsJsonPrimitive().isBoolean())) {
                    throw error(path + ".is", Messages.get("lesson.expected.boolean") + got(is));
                }
                return new Expect.ExecutorLost(is.getAsBoolean());
            }
        }
    }

    private Expect.Value value(Obj e, String path) throws LessonException {
        Quantity of = quantity(e.require("of", Messages.get("lesson.quantity.expected")), path + ".of");
        OptionalLong is = optionalLong(e, "is", path);
        OptionalLong atLeast = optionalLong(e, "atLeast", path);
        OptionalLong atMost = optionalLong(e, "atMost", path);
        if (is.isEmpty() == (atLeast.isEmpty() && atMost.isEmpty())) {
            throw error(path, Messages.get("lesson.expect.valueKind"));
        }
        return new Expect.Value(of, is, atLeast, atMost);
    }

    /**
     * A check of a cluster lesson, on the Master it names with {@code "setting"}: {@code "spreadOut"} or
     * {@code "consolidate"} ({@code spark.deploy.spreadOut} true or false), as the paths' prefixes do.
     */
    private Expect clusterExpect(Obj e, String path) throws LessonException {
        if (!e.has("setting")) {
            return clusterClaim(e, path);
        }
        JsonElement on = e.get("setting");
        if (!isString(on) || !(on.getAsString().equals("spreadOut") || on.getAsString().equals("consolidate"))) {
            throw error(path + ".setting", Messages.get("lesson.expect.cluster.setting") + got(on));
        }
        JsonObject rest = e.json.deepCopy();
        rest.remove("setting");
        Expect claim = clusterClaim(new Obj(rest, path), path);
        if (!(claim instanceof ClusterExpect c)) {
            throw error(path + ".setting", Messages.get("lesson.expect.cluster.valueSetting"));
        }
        return new ClusterExpect.OnSpreadOut(on.getAsString().equals("spreadOut"), c);
    }

    /** One check of a cluster lesson (src/docs/lesson-format.md, "Cluster lessons"). */
    private Expect clusterClaim(Obj e, String path) throws LessonException {
        String kinds = String.join(", ", CLUSTER_EXPECT_KINDS);
        JsonElement kind = e.require("that", Messages.get("lesson.expected.oneOf", kinds));
        if (!isString(kind) || !CLUSTER_EXPECT_KINDS.contains(kind.getAsString())) {
            throw error(path + ".that", Messages.get("lesson.expected.oneOf", kinds) + got(kind));
        }
        switch (kind.getAsString()) {
            case "value" -> {
                e.only("that", "of", "is", "atLeast", "atMost");
                return value(e, path);
            }
            case "appState" -> {
                e.only("that", "app", "is");
                return new ClusterExpect.AppState(id(e, "app", path), enumValue(ApplicationState.class,
                        e.require("is", Messages.get("lesson.expected.oneOf", names(ApplicationState.values()))), path + ".is"));
            }
            case "workerState" -> {
                e.only("that", "worker", "is");
                return new ClusterExpect.Worker(id(e, "worker", path), enumValue(WorkerState.class,
                        e.require("is", Messages.get("lesson.expected.oneOf", names(WorkerState.values()))), path + ".is"));
            }
            case "executors" -> {
                e.only("that", "app", "is");
                String app = id(e, "app", path);
                List<ClusterExpect.Placed> placed = new ArrayList<>();
                for (Obj o : objects(e, "is", path, Messages.get("lesson.expected.placed"))) {
                    o.only("worker", "cores");
                    placed.add(new ClusterExpect.Placed(id(o, "worker", o.path), cores(o)));
                }
                return new ClusterExpect.Executors(app, placed);
            }
            case "launched" -> {
                e.only("that", "is");
                List<ClusterExpect.Launch> launches = new ArrayList<>();
                for (Obj o : objects(e, "is", path, Messages.get("lesson.expected.launch"))) {
                    o.only("app", "worker", "cores");
                    launches.add(new ClusterExpect.Launch(id(o, "app", o.path), id(o, "worker", o.path), cores(o)));
                }
                return new ClusterExpect.Listed(ClusterExpect.Listing.LAUNCHED, launches);
            }
            case "lost", "killed" -> {
                e.only("that", "is");
                List<String> ids = strings(e, "is", path, Messages.get("lesson.expected.executorIds"));
                for (int i = 0; i < ids.size(); i++) {
                    if (!ids.get(i).matches(ClusterOp.ID.pattern() + "/[0-9]{1,10}")) {
                        throw error(path + ".is[" + i + "]", Messages.get("lesson.expected.executorIds") + " (" + ids.get(i) + ")");
                    }
                }
                return new ClusterExpect.Listed(kind.getAsString().equals("lost") ? ClusterExpect.Listing.LOST : ClusterExpect.Listing.KILLED, ids);
            }
            case "waitingApps" -> {
                e.only("that", "is");
                return new ClusterExpect.Listed(ClusterExpect.Listing.WAITING_APPS, strings(e, "is", path, Messages.get("lesson.expected.appIds")));
            }
            default -> {
                return event(e, path, kind.getAsString().equals("event"));
            }
        }
    }

    /** {@code event} / {@code noEvent}: the kind of a Master's event and the fields it must have. */
    private Expect event(Obj e, String path, boolean happened) throws LessonException {
        String kinds = String.join(", ", ClusterExpect.Event.kinds());
        JsonElement name = e.require("event", Messages.get("lesson.expected.oneOf", kinds));
        var kind = isString(name) ? ClusterExpect.Event.kind(name.getAsString()) : Optional.<Class<? extends ClusterEvent>>empty();
        if (kind.isEmpty()) {
            throw error(path + ".event", Messages.get("lesson.expected.oneOf", kinds) + got(name));
        }
        List<String> fields = ClusterExpect.Event.fieldsOf(kind.get());
        Map<String, String> wanted = new LinkedHashMap<>();
        for (String key : e.json.keySet()) {
            if (key.equals("that") || key.equals("event")) {
                continue;
            }
            if (!fields.contains(key)) {
                throw error(path + "." + key, Messages.get("lesson.field.unknown", key, "that, event, " + String.join(", ", fields)));
            }
            JsonElement v = e.get(key);
            if (!v.isJsonPrimitive() || isNumber(v) && JsonValues.wholeNumber(v).isEmpty()) {
                throw error(path + "." + key, Messages.get("lesson.expected.eventField") + got(v));
            }
            wanted.put(key, isNumber(v) ? Long.toString(JsonValues.wholeNumber(v).getAsLong()) : v.getAsString());
        }
        return new ClusterExpect.Event(kind.get(), wanted, happened);
    }

    private String id(Obj o, String field, String path) throws LessonException {
        JsonElement v = o.require(field, Messages.get("lesson.expected.id"));
        if (!isString(v) || !ClusterOp.ID.matcher(v.getAsString()).matches()) {
            throw error(path + "." + field, Messages.get("lesson.expected.id") + got(v));
        }
        return v.getAsString();
    }

    private int cores(Obj o) throws LessonException {
        return (int) wholeNumber(o.require("cores", Messages.get("lesson.expected.cores")), o.path + ".cores",
                Messages.get("lesson.expected.cores"), 0, ClusterOp.MAX_CORES);
    }

    private List<Obj> objects(Obj e, String field, String path, String expected) throws LessonException {
        JsonElement array = e.require(field, expected);
        if (!array.isJsonArray()) {
            throw error(path + "." + field, expected + got(array));
        }
        List<Obj> list = new ArrayList<>();
        for (int i = 0; i < array.getAsJsonArray().size(); i++) {
            list.add(object(array.getAsJsonArray().get(i), path + "." + field + "[" + i + "]", expected));
        }
        return list;
    }

    private List<String> strings(Obj e, String field, String path, String expected) throws LessonException {
        JsonElement array = e.require(field, expected);
        if (!array.isJsonArray()) {
            throw error(path + "." + field, expected + got(array));
        }
        List<String> list = new ArrayList<>();
        for (int i = 0; i < array.getAsJsonArray().size(); i++) {
            JsonElement v = array.getAsJsonArray().get(i);
            if (!isString(v)) {
                throw error(path + "." + field + "[" + i + "]", expected + got(v));
            }
            list.add(v.getAsString());
        }
        return list;
    }

    // ---- values --------------------------------------------------------------------------------

    private LocalText text(JsonElement element, String path, boolean placeholders) throws LessonException {
        if (element == null || !element.isJsonObject()) {
            throw error(path, Messages.get("lesson.text.expected") + got(element));
        }
        Map<String, String> byLanguage = new LinkedHashMap<>();
        for (Map.Entry<String, JsonElement> entry : element.getAsJsonObject().entrySet()) {
            String lpath = path + "." + entry.getKey();
            if (!LANGUAGE.matcher(entry.getKey()).matches()) {
                throw error(lpath, Messages.get("lesson.text.language", entry.getKey()));
            }
            JsonElement value = entry.getValue();
            if (!isString(value) || value.getAsString().isBlank()) {
                throw error(lpath, Messages.get("lesson.text.string") + got(value));
            }
            try {
                List<Placeholders.Ref> refs = Placeholders.refs(value.getAsString(), quantities);
                if (!placeholders && !refs.isEmpty()) {
                    throw error(lpath, Messages.get("lesson.text.noPlaceholders"));
                }
            } catch (IllegalArgumentException e) {
                throw error(lpath, e.getMessage());
            }
            byLanguage.put(entry.getKey(), value.getAsString());
        }
        if (!byLanguage.containsKey(LocalText.ENGLISH)) {
            throw error(path, Messages.get("lesson.text.english"));
        }
        return new LocalText(byLanguage);
    }

    private Quantity quantity(JsonElement element, String path) throws LessonException {
        if (!isString(element)) {
            throw error(path, Messages.get("lesson.quantity.expected") + got(element));
        }
        try {
            return quantities.parse(element.getAsString());
        } catch (IllegalArgumentException e) {
            throw error(path, e.getMessage());
        }
    }

    private BlockId block(JsonElement element, String path) throws LessonException {
        if (!isString(element)) {
            throw error(path, Messages.get("lesson.expected.block") + got(element));
        }
        try {
            return BlockId.parse(element.getAsString());
        } catch (IllegalArgumentException e) {
            throw error(path, e.getMessage());
        }
    }

    private OptionalLong optionalLong(Obj obj, String field, String path) throws LessonException {
        if (!obj.has(field)) {
            return OptionalLong.empty();
        }
        return OptionalLong.of(wholeNumber(obj.get(field), path + "." + field, Messages.get("lesson.expected.whole"), 0,
                Long.MAX_VALUE));
    }

    private long wholeNumber(JsonElement e, String path, String expected, long min, long max) throws LessonException {
        OptionalLong n = JsonValues.wholeNumber(e);
        if (n.isPresent() && n.getAsLong() >= min && n.getAsLong() <= max) {
            return n.getAsLong();
        }
        throw error(path, Messages.get("lesson.expected.range", expected, min, max) + got(e));
    }

    private double decimal(JsonElement e, String path) throws LessonException {
        if (isNumber(e)) {
            try {
                double d = Double.parseDouble(e.getAsString());
                if (Double.isFinite(d) && d >= 0 && d < 1e12) {
                    return d;
                }
            } catch (NumberFormatException ex) {
                // refused below
            }
        }
        throw error(path, Messages.get("lesson.predict.mib") + got(e));
    }

    private <E extends Enum<E>> E enumValue(Class<E> type, JsonElement e, String path) throws LessonException {
        if (isString(e)) {
            for (E value : type.getEnumConstants()) {
                if (value.name().equals(e.getAsString())) {
                    return value;
                }
            }
        }
        throw error(path, Messages.get("lesson.expected.oneOf", names(type.getEnumConstants())) + got(e));
    }

    private static String names(Enum<?>[] values) {
        return Arrays.stream(values).map(Enum::name).collect(Collectors.joining(", "));
    }

    // ---- helpers -------------------------------------------------------------------------------

    /** An object being read: knows its path, and refuses fields it does not take. */
    private final class Obj {
        final JsonObject json;
        final String path;

        Obj(JsonObject json, String path) {
            this.json = json;
            this.path = path;
        }

        void only(String... fields) throws LessonException {
            Set<String> allowed = Set.of(fields);
            for (String key : json.keySet()) {
                if (!allowed.contains(key)) {
                    throw error(path + "." + key, Messages.get("lesson.field.unknown", key, String.join(", ", fields)));
                }
            }
        }

        boolean has(String field) {
            return json.has(field);
        }

        JsonElement get(String field) {
            return json.get(field);
        }

        JsonElement require(String field, String expected) throws LessonException {
            JsonElement value = json.get(field);
            if (value == null || value.isJsonNull()) {
                throw error(path + "." + field, Messages.get("lesson.field.missing", expected));
            }
            return value;
        }

        void optionalString(String field) throws LessonException {
            if (json.has(field) && !isString(json.get(field))) {
                throw error(path + "." + field, Messages.get("lesson.expected.string") + got(json.get(field)));
            }
        }
    }

    private Obj object(JsonElement element, String path, String expected) throws LessonException {
        if (element == null || !element.isJsonObject()) {
            throw error(path, expected + got(element));
        }
        return new Obj(element.getAsJsonObject(), path);
    }

    private LessonException error(String path, String problem) {
        return new LessonException(file, path, problem);
    }
}
