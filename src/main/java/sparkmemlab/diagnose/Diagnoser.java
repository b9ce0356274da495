package sparkmemlab.diagnose;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import sparkmemlab.container.ByteUnit;
import sparkmemlab.container.SparkByteString;
import sparkmemlab.scenario.ScenarioException;
import sparkmemlab.sparkconf.ConfImport;

/**
 * From an error text (and the application's configuration, if given) to a {@link Diagnosis}: the failures the
 * text names, the scene of the first on the model where one reproduces it, the fixes checked on that scene, and
 * for a failure with no model the rule and its setting, checked against the configuration where the text gives
 * the number.
 */
public final class Diagnoser {
    static final String MAX_RESULT_SIZE = "spark.driver.maxResultSize";
    static final String POINTER_ARRAY = "Unable to grow the pointer array";
    static final String POINTER_ARRAY_LESSON = "lessons/32-why-a-sort-spills-with-memory-free.json";

    /**
     * The configuration the scene takes.
     *
     * @param scenarioConfig the executor's, as a scenario's config holds it ({@link ConfImport#scenarioConfig})
     * @param given every setting as it was given, the ones the models do not take included
     * @param isGiven false when none was given: Spark's defaults
     */
    public record Config(Map<String, Object> scenarioConfig, Map<String, String> given, boolean isGiven) {
        public Config {
            scenarioConfig = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(scenarioConfig));
            given = Map.copyOf(given);
        }

        public static Config defaults() {
            return new Config(Map.of(), Map.of(), false);
        }

        /** An import Spark accepts (one with refused values has no executor to run). */
        public static Config of(ConfImport imported) {
            if (!imported.accepted()) {
                throw new IllegalArgumentException("a configuration Spark refuses");
            }
            Map<String, String> given = new LinkedHashMap<>();
            imported.taken().forEach(t -> given.put(t.key(), t.text()));
            imported.ignored().forEach(i -> given.put(i.key(), i.value()));
            return new Config(imported.scenarioConfig(), given, true);
        }
    }

    private Diagnoser() {
    }

    /** The diagnosis, or empty when the text names no failure the diagnosis knows. */
    public static Optional<Diagnosis> diagnose(String text, Config config) throws ScenarioException {
        List<Finding> findings = Recogniser.read(text);
        if (findings.isEmpty()) {
            return Optional.empty();
        }
        Finding primary = findings.get(0);
        Diagnosis.Builder b = new Diagnosis.Builder();
        if (!config.isGiven()) {
            b.assumptions.add(Note.of("assume.defaults"));
        }
        if ("4".equals(primary.values().get("form"))) {
            b.assumptions.add(Note.of("assume.spark4"));
        }
        // UnsafeExternalSorter.growPointerArrayIfNecessary logs this just before it rethrows the SparkOutOfMemoryError.
        if (primary.kind() == Kind.UNABLE_TO_ACQUIRE_MEMORY && text.contains(POINTER_ARRAY)) {
            b.assumptions.add(Note.of("assume.pointerArray", POINTER_ARRAY_LESSON));
        }
        switch (primary.kind()) {
            case UNABLE_TO_ACQUIRE_MEMORY -> AcquireScene.build(primary, config.scenarioConfig(), b);
            case YARN_MEMORY_KILL -> ContainerScene.build(primary, config.scenarioConfig(), Optional.of("yarn"), b);
            case KUBERNETES_OOM_KILLED -> ContainerScene.build(primary, config.scenarioConfig(), Optional.of("k8s"), b);
            case EXECUTOR_EXIT_SIGKILL -> ContainerScene.build(primary, config.scenarioConfig(), Optional.empty(), b);
            case MAX_RESULT_SIZE -> checkMaxResultSize(primary, config, b);
            default -> b.questions.add(Note.of(primary.kind().key("ask")));
        }
        if (findings.stream().anyMatch(f -> f.kind() == Kind.FETCH_FAILED) && primary.kind() != Kind.FETCH_FAILED) {
            b.assumptions.add(Note.of("assume.fetchAfterLoss"));
        }
        return Optional.of(b.build(primary, findings, Recogniser.where(text), config.isGiven()));
    }

    /** The text's limit must be the configuration's, as Spark writes it. */
    private static void checkMaxResultSize(Finding f, Config config, Diagnosis.Builder b) {
        String setting = config.given().getOrDefault(MAX_RESULT_SIZE, "1g");
        String asSparkWritesIt;
        try {
            asSparkWritesIt = SparkUnits.bytesToString(SparkByteString.byteStringAs(setting, ByteUnit.BYTE));
        } catch (RuntimeException e) {
            b.disagreements.add(Note.of("disagree.unreadable", MAX_RESULT_SIZE, setting));
            return;
        }
        String inText = f.value("maxResultSize").orElseThrow();
        if (config.isGiven() && !asSparkWritesIt.equals(inText)) {
            b.disagreements.add(Note.of("disagree.maxResultSize", inText, setting, asSparkWritesIt));
        }
        b.questions.add(Note.of(f.kind().key("ask")));
    }
}
