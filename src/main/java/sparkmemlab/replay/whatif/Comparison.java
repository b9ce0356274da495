package sparkmemlab.replay.whatif;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The recorded configuration's run against the changed one's: which blocks would have been evicted, and which
 * tasks would have spilled or waited, instead.
 */
public record Comparison(RunOutcome recorded, RunOutcome changed) {

    /** Blocks the changed run evicts and the recorded one never does, in the changed run's order. */
    public List<String> newlyEvicted() {
        return only(changed.evicted(), recorded.evicted());
    }

    public List<String> noLongerEvicted() {
        return only(recorded.evicted(), changed.evicted());
    }

    /** Blocks the changed run could not store at all and the recorded one could. */
    public List<String> newlyRefused() {
        return only(changed.refusedPuts(), recorded.refusedPuts());
    }

    public List<Long> newlySpilling() {
        return only(changed.spilled().keySet(), recorded.spilled().keySet());
    }

    public List<Long> noLongerSpilling() {
        return only(recorded.spilled().keySet(), changed.spilled().keySet());
    }

    public List<Long> newlyWaiting() {
        return only(changed.waited(), recorded.waited());
    }

    /** The distinct elements of {@code a} that {@code b} has too, in {@code a}'s order. */
    static <T> List<T> both(Iterable<T> a, Iterable<T> b) {
        return only(a, only(a, b));
    }

    /** The distinct elements of {@code a} that {@code b} lacks, in {@code a}'s order. */
    static <T> List<T> only(Iterable<T> a, Iterable<T> b) {
        Set<T> other = new LinkedHashSet<>();
        b.forEach(other::add);
        Set<T> out = new LinkedHashSet<>();
        a.forEach(x -> {
            if (!other.contains(x)) {
                out.add(x);
            }
        });
        return new ArrayList<>(out);
    }
}
