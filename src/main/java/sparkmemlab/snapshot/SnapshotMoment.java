package sparkmemlab.snapshot;

/**
 * What a snapshot holds: one moment of one kind, and the view it was shown in. The kinds are this sealed
 * family: an executor scenario at a step ({@link ExecutorMoment}), a cluster scenario at a step
 * ({@link ClusterMoment}), an executor of a Spark event log at a time ({@link ReplayMoment}). Each has its own
 * fields in the file, written, read and checked by its {@link MomentKind}; the format's shared parts and its
 * strictness are {@link SnapshotWriter}'s and {@link SnapshotReader}'s.
 */
public sealed interface SnapshotMoment permits ExecutorMoment, ClusterMoment, ReplayMoment {

    /** What the window showed. */
    ViewState view();
}
