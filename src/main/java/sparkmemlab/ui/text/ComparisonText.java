package sparkmemlab.ui.text;

import java.util.stream.Collectors;
import sparkmemlab.compare.Cause;
import sparkmemlab.compare.ComparedStep;
import sparkmemlab.compare.Manager;
import sparkmemlab.compare.Outcome;
import sparkmemlab.model.MemoryEvent;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.model.StepResult;

/**
 * A step run on both managers in words: each outcome, what differs, and each cause of the difference
 * ({@link sparkmemlab.compare.ManagerComparison}'s rules) with the numbers of the event that shows it.
 */
public final class ComparisonText {
    private final UiText text;
    private final OperationText ops;

    public ComparisonText(UiText text) {
        this.text = text;
        this.ops = new OperationText(text);
    }

    /** "Under 3.5.3: … · under 2.4.8: …". */
    public String outcomes(ComparedStep step) {
        return text.get("legacy.outcome", outcome(step.unified()), outcome(step.legacy()));
    }

    public String outcome(Outcome o) {
        if (o instanceof Outcome.Took t) {
            return ops.result(t.result());
        }
        if (o instanceof Outcome.Refused r) {
            return text.get("legacy.outcome.refused", r.message());
        }
        return text.get("legacy.outcome.stopped");
    }

    /** What differs: "The outcomes differ (result, blocks in memory)." or that both did the same. */
    public String verdict(ComparedStep step) {
        if (step.same()) {
            return text.get("legacy.same");
        }
        return text.get("legacy.differs", step.differing().stream().sorted()
                .map(a -> text.get("legacy.aspect." + a.name())).collect(Collectors.joining(", ")));
    }

    /** Every cause of the step's difference, one sentence each, a line apiece; empty when nothing differs. */
    public String causes(ComparedStep step) {
        return step.causes().stream().map(c -> cause(c, step)).distinct().collect(Collectors.joining("\n"));
    }

    /** One cause in words, its numbers from its event (and from the other manager's state, where it names it). */
    public String cause(Cause cause, ComparedStep step) {
        MemoryEvent e = cause.event().orElse(null);
        switch (cause.rule()) {
            case STORAGE_BORROWED_EXECUTION:
                if (e instanceof MemoryEvent.StorageBorrowed b) {
                    return text.get("cause.STORAGE_BORROWED_EXECUTION", text.bytes(b.bytes()), b.block().name());
                }
                break;
            case EXECUTION_TOOK_FREE_STORAGE:
                if (e instanceof MemoryEvent.ExecutionPoolGrown g) {
                    return text.get("cause.EXECUTION_TOOK_FREE_STORAGE", text.bytes(g.total()));
                }
                break;
            case EXECUTION_EVICTED_BLOCKS:
                if (e instanceof MemoryEvent.ExecutionPoolGrown g) {
                    return text.get("cause.EXECUTION_EVICTED_BLOCKS", text.bytes(g.total()), text.bytes(g.fromEviction()));
                }
                break;
            case UNIFIED_FAIL_FAST:
                if (e instanceof MemoryEvent.StorageRefused r) {
                    return text.get("cause.UNIFIED_FAIL_FAST", r.block().name(), text.bytes(r.bytes()), text.bytes(r.limit()));
                }
                break;
            case EXECUTION_POOL_FIXED:
                if (e instanceof MemoryEvent.ExecutionPoolFixed f) {
                    return text.get("cause.EXECUTION_POOL_FIXED", f.task(), text.bytes(f.needed()), text.bytes(f.storageFree()));
                }
                break;
            case STORAGE_POOL_FIXED:
                if (e instanceof MemoryEvent.StorageRefused r && step.legacy() instanceof Outcome.Took t) {
                    return text.get("cause.STORAGE_POOL_FIXED", r.block().name(), text.bytes(r.bytes()), text.bytes(r.limit()),
                            text.bytes(executionFree(t.result(), r.mode())));
                }
                break;
            case UNROLL_EVICTION_CAPPED:
                if (e instanceof MemoryEvent.UnrollEvictionCapped c) {
                    return text.get("cause.UNROLL_EVICTION_CAPPED", c.block().name(), text.bytes(c.numBytesToFree()),
                            text.bytes(c.maxUnrollMemory()), text.bytes(c.bytes() - c.free()));
                }
                break;
            case STEP_REFUSED:
            case STOPPED_EARLIER:
                return text.get("cause." + cause.rule().name() + "." + cause.manager().name());
            default:
                break;
        }
        return text.get("cause.POOL_SIZES_OR_EARLIER_STEPS");
    }

    private static long executionFree(StepResult result, MemoryMode mode) {
        return result.state().pools(mode).executionFree();
    }

    /** The manager's caption over its heap. */
    public String caption(Manager manager) {
        return text.get(manager == Manager.UNIFIED ? "legacy.unified.caption" : "legacy.legacy.caption");
    }
}
