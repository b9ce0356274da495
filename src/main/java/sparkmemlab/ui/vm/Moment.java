package sparkmemlab.ui.vm;

import sparkmemlab.model.ExecutorState;
import sparkmemlab.snapshot.Snapshot;

/** What File > Export snapshot writes: the moment a workspace shows, and its state for readers without the app. */
public record Moment(Snapshot snapshot, ExecutorState state) {
}
