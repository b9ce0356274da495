package sparkmemlab.compare;

import java.util.Optional;
import sparkmemlab.model.MemoryEvent;

/**
 * Why a step's outcomes differ: a rule of one manager, and the event of that manager's step that
 * shows it (absent for a refused step, whose message says it, and for
 * {@link Rule#POOL_SIZES_OR_EARLIER_STEPS}).
 */
public record Cause(Rule rule, Manager manager, Optional<MemoryEvent> event) {
}
