package sparkmemlab.replay.rest;

import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Polls one application's REST API at a fixed interval on a daemon thread of its own, handing each
 * {@link AttachSnapshot} or {@link AttachException} to the listener (on that thread: a window moves it to
 * its own). A failed poll does not stop the polling: a slow or restarting server may answer the next one.
 */
public final class ApplicationPoller implements AutoCloseable {
    /** Hears every poll's outcome. */
    public interface Listener {
        void polled(AttachSnapshot snapshot);

        void failed(AttachException problem);
    }

    private final ScheduledExecutorService timer;

    private ApplicationPoller(ScheduledExecutorService timer) {
        this.timer = timer;
    }

    /** Starts polling {@code app} now and then every {@code interval}, until {@link #close()}. */
    public static ApplicationPoller start(SparkRestClient client, RestApplication app, Duration interval, Listener listener) {
        Objects.requireNonNull(listener, "listener");
        ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "spark-rest-poller " + client.apiRoot());
            t.setDaemon(true);
            return t;
        });
        timer.scheduleWithFixedDelay(() -> poll(client, app, listener), 0, interval.toMillis(), TimeUnit.MILLISECONDS);
        return new ApplicationPoller(timer);
    }

    private static void poll(SparkRestClient client, RestApplication app, Listener listener) {
        try {
            listener.polled(client.snapshot(app));
        } catch (AttachException e) {
            listener.failed(e);
        }
    }

    /** Stops polling; a poll under way is interrupted. */
    @Override
    public void close() {
        timer.shutdownNow();
    }
}
