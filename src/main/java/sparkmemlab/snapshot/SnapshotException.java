package sparkmemlab.snapshot;

import sparkmemlab.i18n.Messages;

/** A snapshot file that is refused: the message names the file, the JSON path and what was expected. */
public final class SnapshotException extends Exception {
    private static final long serialVersionUID = 1L;
    private final String file;
    private final String jsonPath;

    public SnapshotException(String file, String jsonPath, String problem) {
        super(Messages.get("snapshot.error", file, jsonPath, problem));
        this.file = file;
        this.jsonPath = jsonPath;
    }

    public String file() {
        return file;
    }

    public String jsonPath() {
        return jsonPath;
    }
}
