package sparkmemlab.ui.vm;

import sparkmemlab.snapshot.LoadedMoment;

/**
 * A workspace that opens snapshots naming it, of the kinds it shows. A new kind of snapshot is a case in the
 * workspaces that show it, not a method of the window's.
 */
public interface OpensSnapshots {

    /** Whether this workspace shows snapshots of that kind. */
    boolean shows(LoadedMoment snapshot);

    /** Shows a snapshot that {@link #shows} says it shows; false, with the reason shown in the workspace, if it cannot. */
    boolean openSnapshot(LoadedMoment snapshot, String fileName);
}
