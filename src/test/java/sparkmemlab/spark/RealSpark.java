package sparkmemlab.spark;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import sparkmemlab.scenario.TraceWriter;
import sparkmemlab.model.StepResult;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.scenario.ScenarioException;
import sparkmemlab.scenario.ScenarioParser;

/**
 * Runs a scenario on Apache Spark 3.5.3's real {@code UnifiedMemoryManager}, {@code MemoryStore} and
 * {@code BlockInfoManager}, and gives the same kind of trace our model gives, so that tests can
 * compare the two line by line.
 *
 * <ul>
 * <li>{@link #run}: the trace as {@link StepResult}s (no events: Spark does not explain itself). With
 * the task layer's ops, each task's consumers are {@link SparkConsumer}s of the real
 * {@code TaskMemoryManager} of its {@code TaskContext}.</li>
 * <li>A configuration Spark refuses throws {@link RealSparkRefusal} with Spark's message.</li>
 * <li>A step Spark cannot take throws {@link RealSparkStepException}, which keeps the trace so far.</li>
 * </ul>
 *
 * <p>Needs the test class path (Spark's jars) and, on Java 17, the {@code --add-opens} that
 * Surefire's {@code argLine} has. {@link #main} prints a scenario file's Spark trace as JSON lines.
 */
public final class RealSpark {

    private RealSpark() {
    }

    /** The scenario's trace on real Spark, one {@link StepResult} per step. */
    public static List<StepResult> run(Scenario scenario) {
        return SparkRun.trace(SparkExecutor.create(scenario.config()), scenario.steps());
    }

    /** The scenario's Spark trace as JSON lines (the format's "Trace" section). */
    public static List<String> traceLines(Scenario scenario) {
        List<String> lines = new ArrayList<>();
        boolean withConsumers = scenario.usesConsumers();
        for (StepResult step : run(scenario)) {
            lines.add(TraceWriter.toJson(step, withConsumers, false, scenario.usesCache()).toString());
        }
        return lines;
    }

    /** Prints the Spark trace of each scenario file given, as JSON lines. */
    public static void main(String[] args) throws IOException, ScenarioException {
        if (args.length == 0) {
            System.err.println("usage: RealSpark <scenario.json>...");
            System.exit(2);
        }
        for (String file : args) {
            Scenario scenario;
            try (Reader in = Files.newBufferedReader(Path.of(file), StandardCharsets.UTF_8)) {
                scenario = ScenarioParser.parse(file, in);
            }
            try {
                traceLines(scenario).forEach(System.out::println);
            } catch (RealSparkStepException e) {
                boolean withConsumers = scenario.usesConsumers();
                e.completed().forEach(step -> System.out.println(TraceWriter.toJson(step, withConsumers)));
                System.out.println("{\"error\": " + new com.google.gson.Gson().toJson(e.getMessage()) + "}");
            } catch (RealSparkRefusal e) {
                System.out.println("{\"refused\": " + new com.google.gson.Gson().toJson(e.getMessage()) + "}");
            }
        }
    }
}
