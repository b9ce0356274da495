package sparkmemlab.ui.vm;

import java.util.function.BooleanSupplier;

/**
 * One job at a time, for a view-model whose work runs away from the UI thread (reading a log, rebuilding a
 * scenario): a new job takes the slot and cancels the one under way, and a job's answers count only while it still
 * holds the slot, so a late answer of a cancelled or overtaken job changes nothing. Used on the UI thread; the job's
 * own thread looks only at its {@link Ticket}.
 */
public final class JobSlot {
    /** A job's hold on the slot; its thread asks it whether to stop. */
    public static final class Ticket implements BooleanSupplier {
        private volatile boolean cancelled;

        /** Whether the job was cancelled, or another took its place: its thread should stop. */
        @Override
        public boolean getAsBoolean() {
            return cancelled;
        }
    }

    private Ticket current;

    /** Cancels the job under way, if any, and gives the slot to a new one. */
    public Ticket take() {
        cancel();
        current = new Ticket();
        return current;
    }

    /** Whether {@code ticket}'s job still holds the slot: its progress is to be shown. */
    public boolean holds(Ticket ticket) {
        return current == ticket;
    }

    /** Cancels the job under way, if any; whether there was one. */
    public boolean cancel() {
        if (current == null) {
            return false;
        }
        current.cancelled = true;
        current = null;
        return true;
    }

    /** {@code ticket}'s job is done: it leaves the slot if it still held it; whether it did (its answer counts). */
    public boolean finish(Ticket ticket) {
        if (current != ticket) {
            return false;
        }
        current = null;
        return true;
    }
}
