package sparkmemlab.replay.rest;

import java.util.List;

/** An entry of {@code /api/v1/applications}: "id", "name" and its "attempts" (the newest first, as Spark lists them). */
public record RestApplication(String id, String name, List<Attempt> attempts) {
    public RestApplication {
        attempts = List.copyOf(attempts);
    }

    /**
     * An "attempts" entry: "attemptId" (null when the application has one attempt only: then its URLs
     * have no attempt part), "startTimeEpoch", "endTimeEpoch", "completed", "sparkUser", "appSparkVersion".
     */
    public record Attempt(String attemptId, long startTimeEpoch, long endTimeEpoch, boolean completed,
            String sparkUser, String appSparkVersion) {
    }

    /** Whether its newest attempt is still running. */
    public boolean running() {
        return !attempts.isEmpty() && !attempts.get(0).completed();
    }
}
