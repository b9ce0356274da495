package sparkmemlab.ui.vm;

import java.util.Optional;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import sparkmemlab.snapshot.SnapshotMoment;

/** A workspace whose moment File > Export snapshot and Edit > Copy snapshot save, of the kind it shows. */
public interface SavesSnapshots {

    /** The moment shown; empty when there is none now, and {@link #noSnapshotProperty()} says why. */
    Optional<SnapshotMoment> snapshotMoment();

    /** Why there is no moment to save now, in the reader's words ("no event log is open"); empty when there is one. */
    default ReadOnlyStringProperty noSnapshotProperty() {
        return new ReadOnlyStringWrapper("").getReadOnlyProperty();
    }
}
