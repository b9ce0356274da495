package sparkmemlab.ui.vm.kernel;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import sparkmemlab.model.ExecutorState;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.model.PoolState;
import sparkmemlab.ui.picture.TimelinePicture;

/**
 * A history's timeline in at most {@link #MAX} columns, however many steps, kept as the steps are taken (one
 * pass, no state kept per step): each column covers {@link #statesPerColumn()} consecutive states and keeps the
 * pools of its last state, the strongest mark (OOM over spill) of any of its steps, and whether its last state
 * held cached blocks or the tasks' own objects. Up to {@code MAX} states a column is a state, exactly; when the
 * columns run out, neighbours are merged two by two and each column covers twice as many states.
 */
final class TimelineColumns {
    static final int MAX = 4096;
    /** Per column and mode: blocks, unroll, storage pool, execution used. */
    private static final int FIELDS = 4;

    private int per = 1;
    /** Columns whose last state was added; the column after them is open (its marks so far, no pools yet). */
    private int complete;
    /** The states added so far (0 to the history's size): the next one added is state {@code states}. */
    private int states;
    private final long[] onHeap = new long[FIELDS * MAX];
    private final long[] offHeap = new long[FIELDS * MAX];
    /** {@link TimelinePicture.Mark} ordinals, per column (the open one included). */
    private final byte[] marks = new byte[MAX + 1];
    private final BitSet withBlocks = new BitSet(MAX);
    private final BitSet withUserObjects = new BitSet(MAX);

    int statesPerColumn() {
        return per;
    }

    int states() {
        return states;
    }

    /**
     * Adds the next state: its step's mark (none for state 0), and the state itself, read only if it is the
     * last of its column.
     */
    void add(TimelinePicture.Mark mark, java.util.function.Supplier<ExecutorState> state) {
        int s = states++;
        int column = s / per;
        marks[column] = (byte) Math.max(marks[column], mark.ordinal());
        if (s % per == per - 1) {
            ExecutorState st = state.get();
            put(onHeap, column, st.pools(MemoryMode.ON_HEAP));
            put(offHeap, column, st.pools(MemoryMode.OFF_HEAP));
            withBlocks.set(column, !st.blocks().isEmpty());
            withUserObjects.set(column, userObjects(st));
            complete = column + 1;
            if (complete == MAX) {
                merge();
            }
        }
    }

    static boolean userObjects(ExecutorState s) {
        return !s.objectsOutsidePools().isEmpty() || s.heap().executorLost();
    }

    private static void put(long[] into, int column, PoolState p) {
        int at = column * FIELDS;
        into[at] = p.blocksUsed();
        into[at + 1] = p.unrollUsed();
        into[at + 2] = p.storagePool();
        into[at + 3] = p.executionUsed();
    }

    /** Twice as many states per column: column j becomes columns 2j and 2j+1 (its pools the second's). */
    private void merge() {
        int half = MAX / 2;
        for (int j = 0; j < half; j++) {
            System.arraycopy(onHeap, (2 * j + 1) * FIELDS, onHeap, j * FIELDS, FIELDS);
            System.arraycopy(offHeap, (2 * j + 1) * FIELDS, offHeap, j * FIELDS, FIELDS);
            marks[j] = (byte) Math.max(marks[2 * j], marks[2 * j + 1]);
            withBlocks.set(j, withBlocks.get(2 * j) || withBlocks.get(2 * j + 1));
            withUserObjects.set(j, withUserObjects.get(2 * j) || withUserObjects.get(2 * j + 1));
        }
        Arrays.fill(marks, half, marks.length, (byte) 0);
        withBlocks.clear(half, MAX);
        withUserObjects.clear(half, MAX);
        complete = half;
        per *= 2;
    }

    /**
     * Keeps states 0 to {@code last} only: drops the columns from the one holding {@code last} on, and returns
     * the first state the caller must add again ({@link #add}) to bring the timeline back to {@code last}.
     */
    int truncate(int last) {
        int column = last / per;
        if (column < complete) {
            complete = column;
        }
        Arrays.fill(marks, column, marks.length, (byte) 0);
        withBlocks.clear(column, MAX);
        withUserObjects.clear(column, MAX);
        states = column * per;
        return states;
    }

    /** Drops every state, back to a column a state; returns 0, the first state to add again. */
    int clear() {
        per = 1;
        complete = 0;
        states = 0;
        Arrays.fill(marks, (byte) 0);
        withBlocks.clear();
        withUserObjects.clear();
        return 0;
    }

    /** Whether any state looked at (every state up to {@code MAX} steps, each column's last beyond) held a block. */
    boolean anyBlocks() {
        return !withBlocks.isEmpty();
    }

    boolean anyUserObjects() {
        return !withUserObjects.isEmpty();
    }

    /**
     * The points of the columns whose states are all among the first {@code shown} states, plus the column of
     * state {@code shown - 1} when that is the history's last state ({@code head}, whose column is still open).
     */
    List<TimelinePicture.Point> points(MemoryMode mode, int shown, ExecutorState head) {
        long[] pools = mode == MemoryMode.ON_HEAP ? onHeap : offHeap;
        int whole = Math.min(complete, shown / per);
        List<TimelinePicture.Point> out = new ArrayList<>(whole + 1);
        for (int c = 0; c < whole; c++) {
            int at = c * FIELDS;
            out.add(new TimelinePicture.Point(pools[at], pools[at + 1], pools[at + 2], pools[at + 3],
                    TimelinePicture.Mark.values()[marks[c]]));
        }
        if (shown == states && whole == complete && shown % per != 0) {
            PoolState p = head.pools(mode);
            out.add(new TimelinePicture.Point(p.blocksUsed(), p.unrollUsed(), p.storagePool(), p.executionUsed(),
                    TimelinePicture.Mark.values()[marks[complete]]));
        }
        return out;
    }
}
