package sparkmemlab.ui.vm;

import java.nio.file.Path;
import java.util.Optional;

/**
 * Asks the person for a file: the one way view-models get a path from a dialog (the app shows the platform's
 * file chooser; tests and the headless renderer give paths of their own). Reading and writing the file is the
 * view-model's job, never a controller's.
 */
public interface FileService {

    /** No dialog at all: every question is answered with "cancelled" (the headless renderer). */
    FileService NONE = new FileService() {
        @Override
        public Optional<Path> open(FileKind kind) {
            return Optional.empty();
        }

        @Override
        public Optional<Path> save(FileKind kind) {
            return Optional.empty();
        }
    };

    /** A file of this kind to read, or empty when the person cancelled. */
    Optional<Path> open(FileKind kind);

    /** Where to write a file of this kind, or empty when the person cancelled. */
    Optional<Path> save(FileKind kind);
}
