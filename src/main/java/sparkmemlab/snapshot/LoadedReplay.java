package sparkmemlab.snapshot;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Objects;
import sparkmemlab.i18n.Messages;

/**
 * A replay snapshot read and checked: its log found, with the size the snapshot names, and the SHA-256 too unless
 * opening left that for later ({@link LogCheck#LATER}, then {@link #checkLog()}).
 *
 * @param log where the log was found (the path as written, or beside the snapshot)
 * @param file the snapshot's name, for refusals
 * @param logChecked whether the log's SHA-256 was found to be the snapshot's already
 */
public record LoadedReplay(ReplayMoment moment, Path log, String file, boolean logChecked) implements LoadedMoment {

    public LoadedReplay {
        Objects.requireNonNull(moment);
        Objects.requireNonNull(log);
        Objects.requireNonNull(file);
    }

    @Override
    public ViewState view() {
        return moment.view();
    }

    /**
     * Refuses the log unless all of its bytes are the ones the snapshot was taken of; reads the whole log, unless
     * opening did.
     *
     * @throws SnapshotException naming the snapshot, {@code $.replay.log.sha256}, and both digests
     */
    public void checkLog() throws SnapshotException {
        if (!logChecked) {
            checkSha256(file, moment.log(), log);
        }
    }

    static void checkSha256(String file, LogFingerprint saved, Path found) throws SnapshotException {
        LogFingerprint now;
        try {
            now = LogFingerprint.of(found);
        } catch (IOException e) {
            throw new SnapshotException(file, "$.replay.log.path",
                    Messages.get("snapshot.replay.unreadable", found, String.valueOf(e.getMessage())));
        }
        if (now.bytes() != saved.bytes()) {
            throw new SnapshotException(file, "$.replay.log.bytes", Messages.get("snapshot.replay.otherSize", found, now.bytes(), saved.bytes()));
        }
        if (!now.sha256().equals(saved.sha256())) {
            throw new SnapshotException(file, "$.replay.log.sha256",
                    Messages.get("snapshot.replay.otherHash", found, now.sha256(), saved.sha256()));
        }
    }
}
