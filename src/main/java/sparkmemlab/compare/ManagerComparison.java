package sparkmemlab.compare;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import sparkmemlab.compare.ComparedStep.Aspect;
import sparkmemlab.model.BlockState;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.model.ExecutorModel;
import sparkmemlab.model.IllegalStepException;
import sparkmemlab.model.MemoryEvent;
import sparkmemlab.model.Operation;
import sparkmemlab.model.SparkConfigException;
import sparkmemlab.model.StepResult;

/**
 * The same executor and steps on both memory managers, Spark 3.5.3's unified one and Spark 2.4's
 * legacy static one, step by step: each step's two outcomes, what differs, and the rule that made it
 * differ, read off the events of the step. Pure and deterministic, for the side-by-side workspace and
 * the legacy lessons.
 */
public final class ManagerComparison {

    private final Map<Manager, Optional<String>> configRefusal;
    private final Map<Manager, ExecutorConfig> configs;
    private final List<ComparedStep> steps;

    private ManagerComparison(Map<Manager, Optional<String>> configRefusal, Map<Manager, ExecutorConfig> configs,
            List<ComparedStep> steps) {
        this.configRefusal = configRefusal;
        this.configs = configs;
        this.steps = List.copyOf(steps);
    }

    /**
     * Runs {@code steps} on {@code config} under each manager ({@code spark.memory.useLegacyMode}
     * off, then on; every other setting the same). A manager that refuses the configuration or a step
     * stops there; the other goes on.
     */
    public static ManagerComparison run(ExecutorConfig config, List<Operation> steps) {
        Map<Manager, ExecutorModel> models = new EnumMap<>(Manager.class);
        Map<Manager, Optional<String>> refusals = new EnumMap<>(Manager.class);
        Map<Manager, ExecutorConfig> configs = new EnumMap<>(Manager.class);
        for (Manager m : Manager.values()) {
            configs.put(m, m.configure(config));
            try {
                models.put(m, new ExecutorModel(configs.get(m)));
                refusals.put(m, Optional.empty());
            } catch (SparkConfigException e) {
                refusals.put(m, Optional.of(e.getMessage()));
            }
        }
        List<ComparedStep> compared = new ArrayList<>(steps.size());
        for (int i = 0; i < steps.size(); i++) {
            Operation op = steps.get(i);
            Map<Manager, Outcome> outcomes = new EnumMap<>(Manager.class);
            for (Manager m : Manager.values()) {
                outcomes.put(m, take(models, m, op));
            }
            compared.add(compare(i + 1, op, outcomes.get(Manager.UNIFIED), outcomes.get(Manager.LEGACY)));
        }
        return new ManagerComparison(refusals, configs, compared);
    }

    private static Outcome take(Map<Manager, ExecutorModel> models, Manager m, Operation op) {
        ExecutorModel model = models.get(m);
        if (model == null) {
            return Outcome.STOPPED;
        }
        try {
            return new Outcome.Took(model.apply(op));
        } catch (IllegalStepException e) {
            models.remove(m);
            return new Outcome.Refused(e.getMessage());
        }
    }

    /** Spark's refusal of the configuration under a manager, if it refuses it. */
    public Optional<String> configRefusal(Manager manager) {
        return configRefusal.get(manager);
    }

    /** The configuration each manager ran on. */
    public ExecutorConfig config(Manager manager) {
        return configs.get(manager);
    }

    public List<ComparedStep> steps() {
        return steps;
    }

    /** The steps whose outcomes differ. */
    public List<ComparedStep> differences() {
        return steps.stream().filter(s -> !s.same()).toList();
    }

    static ComparedStep compare(int n, Operation op, Outcome unified, Outcome legacy) {
        Set<Aspect> differing = EnumSet.noneOf(Aspect.class);
        if (unified instanceof Outcome.Took u && legacy instanceof Outcome.Took l) {
            StepResult a = u.result();
            StepResult b = l.result();
            if (!a.result().equals(b.result())) {
                differing.add(Aspect.RESULT);
            }
            if (!a.evicted().equals(b.evicted())) {
                differing.add(Aspect.EVICTED);
            }
            if (!a.woke().equals(b.woke())) {
                differing.add(Aspect.WOKE);
            }
            if (!a.state().waiting().equals(b.state().waiting())) {
                differing.add(Aspect.WAITING);
            }
            if (!blocks(a).equals(blocks(b))) {
                differing.add(Aspect.BLOCKS);
            }
        } else if (unified.getClass() != legacy.getClass()
                || unified instanceof Outcome.Refused r && !r.equals(legacy)) {
            differing.add(Aspect.TAKEN);
        }
        return new ComparedStep(n, op, unified, legacy, differing, differing.isEmpty() ? List.of() : causes(unified, legacy));
    }

    /** Blocks as a trace lists them: id, bytes and mode, in LRU order (readers are the same ops' on both). */
    private static List<String> blocks(StepResult r) {
        List<String> out = new ArrayList<>(r.state().blocks().size());
        for (BlockState b : r.state().blocks()) {
            out.add(b.id().name() + ":" + b.bytes() + ":" + b.mode());
        }
        return out;
    }

    /** The rules at work in either manager's step that the other manager lacks. */
    private static List<Cause> causes(Outcome unified, Outcome legacy) {
        List<Cause> causes = new ArrayList<>();
        if (unified instanceof Outcome.Took u) {
            for (MemoryEvent e : u.result().events()) {
                unifiedRule(e).ifPresent(rule -> causes.add(new Cause(rule, Manager.UNIFIED, Optional.of(e))));
            }
        }
        if (legacy instanceof Outcome.Took l) {
            for (MemoryEvent e : l.result().events()) {
                legacyRule(e).ifPresent(rule -> causes.add(new Cause(rule, Manager.LEGACY, Optional.of(e))));
            }
        }
        for (Manager m : Manager.values()) {
            Outcome o = m == Manager.UNIFIED ? unified : legacy;
            if (o instanceof Outcome.Refused) {
                causes.add(new Cause(Rule.STEP_REFUSED, m, Optional.empty()));
            } else if (o instanceof Outcome.Stopped) {
                causes.add(new Cause(Rule.STOPPED_EARLIER, m, Optional.empty()));
            }
        }
        if (causes.isEmpty()) {
            causes.add(new Cause(Rule.POOL_SIZES_OR_EARLIER_STEPS, Manager.LEGACY, Optional.empty()));
        }
        return causes;
    }

    private static Optional<Rule> unifiedRule(MemoryEvent e) {
        if (e instanceof MemoryEvent.StorageBorrowed) {
            return Optional.of(Rule.STORAGE_BORROWED_EXECUTION);
        }
        if (e instanceof MemoryEvent.ExecutionPoolGrown g && g.total() > 0) {
            return Optional.of(g.fromEviction() > 0 ? Rule.EXECUTION_EVICTED_BLOCKS : Rule.EXECUTION_TOOK_FREE_STORAGE);
        }
        if (e instanceof MemoryEvent.StorageRefused r && (r.reason() == MemoryEvent.StorageRefusal.EXCEEDS_MAX_MEMORY
                || r.reason() == MemoryEvent.StorageRefusal.EXCEEDS_MAX_MEMORY_LESS_UNMANAGED)) {
            return Optional.of(Rule.UNIFIED_FAIL_FAST);
        }
        return Optional.empty();
    }

    private static Optional<Rule> legacyRule(MemoryEvent e) {
        if (e instanceof MemoryEvent.ExecutionPoolFixed) {
            return Optional.of(Rule.EXECUTION_POOL_FIXED);
        }
        if (e instanceof MemoryEvent.StorageRefused r && r.reason() == MemoryEvent.StorageRefusal.EXCEEDS_STORAGE_POOL) {
            return Optional.of(Rule.STORAGE_POOL_FIXED);
        }
        // The cap is at work only when it kept eviction below what the request lacked.
        if (e instanceof MemoryEvent.UnrollEvictionCapped c && c.numBytesToFree() < c.bytes() - c.free()) {
            return Optional.of(Rule.UNROLL_EVICTION_CAPPED);
        }
        return Optional.empty();
    }
}
