package sparkmemlab.ui.vm;

/**
 * What may hold back a move forward in a session's history: the lesson player, whose unanswered question stops
 * the student before its step.
 */
public interface ForwardGate {
    ForwardGate OPEN = new ForwardGate() {
        @Override public int reach(int from, int to) { return to; }
        @Override public void heldBack() { }
    };

    /** The furthest position from {@code from} toward {@code to} ({@code to > from}) that may be shown. */
    int reach(int from, int to);

    /** A move forward stopped short of where it was asked to go (after the moment shown changed, if it did). */
    void heldBack();

    /** Where a move from {@code from} to {@code asked} may go: a move back always goes; a move forward goes as far as the gate lets it. */
    default int target(int from, int asked) {
        return asked > from ? Math.min(asked, reach(from, asked)) : asked;
    }
}
