package sparkmemlab.ui.vm;

import java.util.Optional;
import sparkmemlab.snapshot.SnapshotMoment;

/**
 * A workspace that shows an executor scenario at a step (File > Export lesson's "this scene", Edit > Copy snapshot):
 * it saves that moment as its snapshot.
 */
public interface Moments extends SavesSnapshots {

    /** The executor scenario shown, at its step; empty when there is none now. */
    Optional<Moment> moment();

    @Override
    default Optional<SnapshotMoment> snapshotMoment() {
        return moment().map(Moment::saved);
    }
}
