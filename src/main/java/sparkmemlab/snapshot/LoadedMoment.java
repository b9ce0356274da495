package sparkmemlab.snapshot;

/**
 * A snapshot read and checked, of one of the kinds: an executor scenario with every step already run
 * ({@link LoadedSnapshot}), a cluster scenario whose steps gave the saved state ({@link ClusterMoment}), or a
 * replay whose event log is the one it was taken of ({@link LoadedReplay}).
 */
public sealed interface LoadedMoment permits LoadedSnapshot, ClusterMoment, LoadedReplay {

    /** What the window showed, and so which workspace shows it again. */
    ViewState view();
}
