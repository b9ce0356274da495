package sparkmemlab.ui.prefs;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.prefs.Preferences;

/** The folder the last file dialog opened or saved in, kept between runs: the next dialog opens there. */
public interface LastFolder {

    /** The folder, if one was kept and it still exists. */
    Optional<Path> get();

    /** Keeps the folder of a file just chosen. */
    void chose(Path file);

    /** Kept only while the program runs (tests). */
    static LastFolder inMemory() {
        return new LastFolder() {
            private Path folder;

            @Override
            public Optional<Path> get() {
                return existing(folder);
            }

            @Override
            public void chose(Path file) {
                folder = folderOf(file);
            }
        };
    }

    /** Kept in the user's Java preferences, beside the language. */
    static LastFolder preferences() {
        Preferences node = Preferences.userRoot().node("sparkmemlab/ui");
        String key = "lastFolder";
        return new LastFolder() {
            @Override
            public Optional<Path> get() {
                String kept = node.get(key, "");
                return kept.isEmpty() ? Optional.empty() : existing(Path.of(kept));
            }

            @Override
            public void chose(Path file) {
                Path folder = folderOf(file);
                if (folder != null) {
                    node.put(key, folder.toString());
                }
            }
        };
    }

    private static Path folderOf(Path file) {
        return file == null ? null : file.toAbsolutePath().getParent();
    }

    private static Optional<Path> existing(Path folder) {
        return folder != null && Files.isDirectory(folder) ? Optional.of(folder) : Optional.empty();
    }
}
