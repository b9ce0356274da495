package sparkmemlab.ui.vm.kernel;

import java.util.AbstractList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import javafx.collections.ObservableListBase;
import sparkmemlab.model.StepResult;
import sparkmemlab.ui.picture.LogEntry;

/**
 * The event log of a history up to a position, as a list whose rows are built only when read: the latest step
 * first, each step's heading then its events. A row is found through the history's {@link History#logLine}
 * (a chunk of steps replayed from a checkpoint, kept for the next rows) and narrated then; a few hundred
 * steps' lines are kept, so a list view showing a screenful reads each once. Moving the position changes only
 * the rows at the top: the steps above the one both positions share go, the new ones come, in one change.
 */
final class LazyLog extends ObservableListBase<LogEntry> {
    private static final int NARRATED_STEPS = 512;

    private final Function<StepResult, List<LogEntry>> narrate;
    private final Map<Integer, List<LogEntry>> narrated = new LinkedHashMap<>(64, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Integer, List<LogEntry>> eldest) {
            return size() > NARRATED_STEPS;
        }
    };
    private Rows rows;

    LazyLog(Function<StepResult, List<LogEntry>> narrate) {
        this.narrate = narrate;
    }

    /** The history shown. */
    History history() {
        return rows == null ? null : rows.history;
    }

    /**
     * Shows {@code history} up to {@code position}; the rows of steps 1 to {@code common} (of the same history,
     * which did not change them) stay, every other row is replaced.
     */
    void show(History history, int position, int common) {
        Rows old = rows;
        boolean same = old != null && old.history == history;
        int kept = same ? Math.min(common, Math.min(old.position, position)) : 0;
        if (!same) {
            narrated.clear();
        } else {
            narrated.keySet().removeIf(step -> step > kept);
        }
        rows = new Rows(history, position);
        long keptRows = history.logLines(kept);
        int removed = old == null ? 0 : (int) (old.size() - (same ? keptRows : 0));
        int added = (int) (rows.size() - keptRows);
        if (removed == 0 && added == 0) {
            return;
        }
        // Said as a change of our own: JavaFX's change builder copies every removed row, which would narrate them all.
        fireChange(new TopChange(old == null ? List.of() : old.subList(0, removed), added));
    }

    /**
     * One change at the top of the log, as two steps: {@code removed} rows go (read only if asked for), then
     * {@code added} rows come. Not one replacement: a list view redraws every row of a replacement, one by one.
     */
    private final class TopChange extends javafx.collections.ListChangeListener.Change<LogEntry> {
        private final List<LogEntry> removed;
        private final int added;
        /** -1 before the first step; 0 the removal, 1 the addition (each only if it has rows). */
        private int at = -1;

        TopChange(List<LogEntry> removed, int added) {
            super(LazyLog.this);
            this.removed = removed;
            this.added = added;
        }

        @Override
        public boolean next() {
            do {
                at++;
            } while (at == 0 && removed.isEmpty() || at == 1 && added == 0);
            return at <= 1;
        }

        @Override
        public void reset() {
            at = -1;
        }

        @Override
        public int getFrom() {
            return 0;
        }

        @Override
        public int getTo() {
            return at == 1 ? added : 0;
        }

        @Override
        public List<LogEntry> getRemoved() {
            return at == 0 ? removed : List.of();
        }

        @Override
        protected int[] getPermutation() {
            return new int[0];
        }
    }

    @Override
    public LogEntry get(int index) {
        return rows.get(index);
    }

    @Override
    public int size() {
        return rows == null ? 0 : rows.size();
    }

    /** The rows of one history at one position (what a change says was removed is the old one's). */
    private final class Rows extends AbstractList<LogEntry> {
        private final History history;
        private final int position;
        private final int size;

        Rows(History history, int position) {
            this.history = history;
            this.position = position;
            this.size = Math.toIntExact(history.logLines(position));
        }

        @Override
        public LogEntry get(int index) {
            if (index < 0 || index >= size) {
                throw new IndexOutOfBoundsException(index + " of " + size);
            }
            // Row 0 is the last line in step order's step heading: the steps run backwards, their lines forwards.
            History.LogLine line = history.logLine(size - 1L - index);
            List<LogEntry> lines = this == rows
                    ? narrated.computeIfAbsent(line.step().step(), s -> narrate.apply(line.step()))
                    : narrate.apply(line.step()); // a change's removed rows: not kept

            return lines.get(lines.size() - 1 - line.index());
        }

        @Override
        public int size() {
            return size;
        }
    }
}
