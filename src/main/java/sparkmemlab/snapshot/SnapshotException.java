package sparkmemlab.snapshot;

import sparkmemlab.i18n.Messages;
import sparkmemlab.json.BadFileException;

/** A snapshot file that is refused: the message names the file, the JSON path and what was expected. */
public final class SnapshotException extends BadFileException {
    private static final long serialVersionUID = 1L;

    public SnapshotException(String file, String jsonPath, String problem) {
        super(Messages.get("snapshot.error", file, jsonPath, problem), file, jsonPath, problem);
    }
}
