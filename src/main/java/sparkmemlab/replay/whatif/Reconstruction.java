package sparkmemlab.replay.whatif;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import sparkmemlab.model.IllegalStepException;
import sparkmemlab.model.Operation;
import sparkmemlab.replay.ExecutorTimeline;
import sparkmemlab.replay.ReplayNotice;
import sparkmemlab.replay.ReplayedLog;
import sparkmemlab.replay.Text;
import sparkmemlab.scenario.Scenario;

/**
 * An executor's scenario rebuilt from its event log, run on the model, with where the run parts from what Spark
 * recorded and what the log could not give. It is a reconstruction, not a trace: the log keeps no single acquire
 * or release, so each task's execution memory is its recorded peak, held from its start to its end. Immutable.
 */
public final class Reconstruction {
    private final ReplayedLog log;
    private final ExecutorTimeline executor;
    private final RecordedSettings settings;
    private final ExecutorPlan plan;
    private final ModelRun run;
    private final RunOutcome outcome;
    private final Divergence divergence;
    private final List<Text> notRebuilt;

    private Reconstruction(ReplayedLog log, ExecutorTimeline executor, RecordedSettings settings, ExecutorPlan plan,
            WhatIfWatch watch) throws WhatIfException {
        this.log = log;
        this.executor = executor;
        this.settings = settings;
        this.plan = plan;
        this.run = run(settings.config(), plan.events(), watch);
        this.outcome = RunOutcome.of(run);
        this.divergence = Divergence.of(log, executor, plan, run, watch);
        this.notRebuilt = notRebuilt(log, executor, settings, plan, run);
    }

    /**
     * Rebuilds the scenario of executor {@code executorId} of the log.
     *
     * @throws WhatIfException for an executor the log does not name, or settings Spark would not have taken
     */
    public static Reconstruction of(ReplayedLog log, String executorId) throws WhatIfException {
        return of(log, executorId, WhatIfWatch.NONE);
    }

    /**
     * Rebuilds it, telling {@code watch} how far it has gone.
     *
     * @throws WhatIfException as {@link #of(ReplayedLog, String)}
     * @throws java.util.concurrent.CancellationException once {@code watch} asks to stop
     */
    public static Reconstruction of(ReplayedLog log, String executorId, WhatIfWatch watch) throws WhatIfException {
        ExecutorTimeline executor = log.executor(executorId).orElseThrow(() -> new WhatIfException(new Text(
                "whatif.error.executor", executorId, String.join(", ", log.executors().stream().map(ExecutorTimeline::executorId).toList()))));
        return new Reconstruction(log, executor, RecordedSettings.of(log, executor), ExecutorPlan.of(log, executor, watch), watch);
    }

    public String executorId() {
        return executor.executorId();
    }

    public RecordedSettings settings() {
        return settings;
    }

    /** The rebuilt scenario, in the scenario format: the recorded configuration and the steps the run took. */
    public Scenario scenario(Locale locale) {
        return new Scenario(title().in(locale), settings.config(), run.steps());
    }

    public RunOutcome outcome() {
        return outcome;
    }

    public Divergence divergence() {
        return divergence;
    }

    /** What the log could not give the reconstruction, in order. */
    public List<Text> notRebuilt() {
        return notRebuilt;
    }

    /** How many tasks and block events of the log it replays. */
    public int tasks() {
        return plan.tasks().size();
    }

    /**
     * The same executor under changed settings: the tasks rescheduled when the slots change.
     *
     * @throws WhatIfException when Spark would refuse the changed configuration
     */
    public WhatIfRun rerun(ConfigChanges changes) throws WhatIfException {
        return rerun(changes, WhatIfWatch.NONE);
    }

    /**
     * The same, telling {@code watch} how far it has gone.
     *
     * @throws WhatIfException as {@link #rerun(ConfigChanges)}
     * @throws java.util.concurrent.CancellationException once {@code watch} asks to stop
     */
    public WhatIfRun rerun(ConfigChanges changes, WhatIfWatch watch) throws WhatIfException {
        RecordedSettings changed = changes.applyTo(settings);
        ModelRun other = run(changed.config(), changed.slots() == settings.slots() ? plan.events()
                : plan.scheduled(changed.slots(), watch), watch);
        return new WhatIfRun(changes, changed, title(), other.steps(), new Comparison(outcome, RunOutcome.of(other)));
    }

    /** A run under changed settings: the steps it took and what it did otherwise. */
    public record WhatIfRun(ConfigChanges changes, RecordedSettings settings, Text title, List<Operation> steps,
            Comparison comparison) {
        public WhatIfRun {
            steps = List.copyOf(steps);
        }

        public Scenario scenario(Locale locale) {
            return new Scenario(title.in(locale), settings.config(), steps);
        }
    }

    private static ModelRun run(sparkmemlab.model.ExecutorConfig config, List<ExecutorPlan.Event> events, WhatIfWatch watch)
            throws WhatIfException {
        try {
            return ModelRun.of(config, events, watch);
        } catch (IllegalStepException e) {
            throw new WhatIfException(new Text("whatif.error.step", e.getMessage()));
        }
    }

    private Text title() {
        String app = log.app().name() != null ? log.app().name() : String.valueOf(log.app().id());
        return new Text("whatif.scenario.title", app, executor.executorId());
    }

    private static List<Text> notRebuilt(ReplayedLog log, ExecutorTimeline executor, RecordedSettings settings,
            ExecutorPlan plan, ModelRun run) {
        List<Text> notes = new ArrayList<>();
        notes.add(new Text("whatif.limit.acquires"));
        Map<String, String> p = log.sparkProperties();
        boolean blockUpdates = Boolean.parseBoolean(p.getOrDefault("spark.eventLog.logBlockUpdates.enabled", "false").trim());
        if (!blockUpdates && executor.blockUpdates().isEmpty()) {
            notes.add(new Text("whatif.limit.noBlockUpdates"));
        } else {
            notes.add(new Text("whatif.limit.blocks"));
        }
        if (plan.blocksSkipped() > 0) {
            notes.add(new Text("whatif.limit.blocksSkipped", plan.blocksSkipped()));
        }
        if (plan.tasksWithoutPeak() > 0) {
            notes.add(new Text("whatif.limit.noPeak", plan.tasksWithoutPeak()));
        }
        if (plan.tasksNotEnded() > 0) {
            notes.add(new Text("whatif.limit.notEnded", plan.tasksNotEnded()));
        }
        String forced = p.get("spark.shuffle.spill.numElementsForceSpillThreshold");
        if (forced != null) {
            notes.add(new Text("whatif.limit.forcedSpill", forced));
        }
        if (!run.stillWaiting().isEmpty()) {
            notes.add(new Text("whatif.limit.stillWaiting", run.stillWaiting().size()));
        }
        notes.addAll(settings.notes());
        notes.add(new Text("whatif.limit.cores"));
        log.notices().stream().filter(n -> n.kind() == ReplayNotice.Kind.INCOMPLETE_LOG).map(ReplayNotice::text).forEach(notes::add);
        return List.copyOf(notes);
    }
}
