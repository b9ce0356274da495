package sparkmemlab.ui.vm.kernel;

import java.util.Arrays;

/**
 * Where each step's lines are in a history's event log, without a number kept per step: the lines (a heading
 * and its events' lines) of every whole chunk of {@code chunk} steps, added up as the steps are taken, and of the
 * chunk under way. A line inside a chunk is found by replaying that chunk (from its checkpoint, when the chunks
 * are the history's checkpoint intervals).
 */
final class LogIndex {
    private final int chunk;
    /** {@code before[c]}: the lines of steps 1 to {@code c * chunk}; one more entry than whole chunks. */
    private long[] before = new long[16];
    private int whole;
    /** Steps taken, and the lines of those in the chunk under way. */
    private int steps;
    private long open;

    LogIndex(int chunk) {
        this.chunk = chunk;
    }

    int chunk() {
        return chunk;
    }

    /** The chunk of step {@code step} (from 1). */
    int chunkOf(int step) {
        return (step - 1) / chunk;
    }

    /** Adds the next step, which has {@code lines} lines (its heading among them). */
    void add(int lines) {
        steps++;
        open += lines;
        if (steps % chunk == 0) {
            if (whole + 1 >= before.length) {
                before = Arrays.copyOf(before, before.length * 2);
            }
            before[whole + 1] = before[whole] + open;
            whole++;
            open = 0;
        }
    }

    /** The lines of steps 1 to the first step of chunk {@code c}, exclusive. */
    long linesBefore(int c) {
        return c <= whole ? before[c] : before[whole] + open;
    }

    /** The lines of every step taken. */
    long lines() {
        return before[whole] + open;
    }

    /** The chunk holding line {@code line} (0: step 1's heading) of the whole log in step order. */
    int chunkOfLine(long line) {
        int lo = 0;
        int hi = whole; // the chunk under way
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (before[mid] <= line) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        return lo;
    }

    /**
     * Keeps steps 1 to {@code last} only: drops the chunk holding step {@code last + 1} and the later ones, and
     * returns the first step the caller must add again ({@link #add}) to bring the index back to {@code last}.
     */
    int truncate(int last) {
        int c = Math.min(whole, last / chunk);
        whole = c;
        open = 0;
        steps = c * chunk;
        return steps + 1;
    }
}
