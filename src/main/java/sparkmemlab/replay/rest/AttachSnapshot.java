package sparkmemlab.replay.rest;

import java.time.Instant;
import java.util.List;

/** What one poll of a running application's REST API saw: its executors and cached RDDs at {@code polledAt}. */
public record AttachSnapshot(Instant polledAt, String apiRoot, RestApplication application, String attemptId,
        List<RestExecutor> executors, List<RestRdd> rdds) {
    public AttachSnapshot {
        executors = List.copyOf(executors);
        rdds = List.copyOf(rdds);
    }
}
