package sparkmemlab.snapshot;

import java.nio.file.Path;
import java.util.Objects;

/**
 * A replay snapshot read and checked: its log found, with the size and SHA-256 the snapshot names.
 *
 * @param log where the log was found (the path as written, or beside the snapshot)
 */
public record LoadedReplay(ReplayMoment moment, Path log) implements LoadedMoment {

    public LoadedReplay {
        Objects.requireNonNull(moment);
        Objects.requireNonNull(log);
    }

    @Override
    public ViewState view() {
        return moment.view();
    }
}
