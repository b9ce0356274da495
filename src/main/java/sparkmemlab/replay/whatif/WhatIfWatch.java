package sparkmemlab.replay.whatif;

import java.util.Objects;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;

/**
 * Who hears how far a reconstruction, or a run under changed settings, has gone, and what asks it to stop. A big
 * executor's log (a hundred thousand tasks) takes seconds to rebuild and to run again, so the window shows the
 * stage and a Cancel; a cancelled one throws {@link CancellationException} and leaves nothing behind.
 */
public record WhatIfWatch(Listener listener, BooleanSupplier cancelled) {
    /** Unwatched and never cancelled (the command line, the tests). */
    public static final WhatIfWatch NONE = new WhatIfWatch((stage, done, total) -> { }, () -> false);

    /** Items between two reports and two looks at {@link #cancelled}: a few milliseconds of work. */
    private static final int EVERY = 1024;

    /** The stages, in the order they come. */
    public enum Stage {
        /** The executor's tasks and block updates turned into the model's events (and, with other cores, rescheduled). */
        PLANNING,
        /** The events taken on the model. */
        RUNNING,
        /** The model's figures set against Spark's executor-metrics records. */
        COMPARING
    }

    /** Told {@code done} of the stage's {@code total} items. */
    @FunctionalInterface
    public interface Listener {
        void progress(Stage stage, long done, long total);
    }

    public WhatIfWatch {
        Objects.requireNonNull(listener, "listener");
        Objects.requireNonNull(cancelled, "cancelled");
    }

    /**
     * Item {@code done} (from 1) of {@code total} of a stage: reported, and a cancel looked for, at its first item,
     * then every {@value #EVERY} items, and at its last.
     */
    void at(Stage stage, long done, long total) {
        if ((done - 1) % EVERY == 0 || done == total) {
            stopIfCancelled();
            listener.progress(stage, done, total);
        }
    }

    private void stopIfCancelled() {
        if (cancelled.getAsBoolean()) {
            throw new CancellationException();
        }
    }
}
