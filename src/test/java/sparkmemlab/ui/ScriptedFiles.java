package sparkmemlab.ui;

import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import sparkmemlab.ui.vm.FileKind;
import sparkmemlab.ui.vm.FileService;

/**
 * File dialogs for tests: each answers with the next path given for its kind and direction (open or save), or
 * "cancelled" when there is none. Opening and saving have answers of their own, so a test never has a file it
 * meant to read written over.
 */
final class ScriptedFiles implements FileService {
    private final Map<FileKind, Deque<Path>> opens = new EnumMap<>(FileKind.class);
    private final Map<FileKind, Deque<Path>> saves = new EnumMap<>(FileKind.class);

    /** The next dialog that opens a file of this kind answers {@code path}. */
    synchronized ScriptedFiles toOpen(FileKind kind, Path path) {
        opens.computeIfAbsent(kind, k -> new ArrayDeque<>()).add(path);
        return this;
    }

    /** The next dialog that saves a file of this kind answers {@code path}. */
    synchronized ScriptedFiles toSave(FileKind kind, Path path) {
        saves.computeIfAbsent(kind, k -> new ArrayDeque<>()).add(path);
        return this;
    }

    /** Forgets the answers not asked for. */
    synchronized void clear() {
        opens.clear();
        saves.clear();
    }

    @Override
    public synchronized Optional<Path> open(FileKind kind) {
        return Optional.ofNullable(opens.getOrDefault(kind, new ArrayDeque<>()).poll());
    }

    @Override
    public synchronized Optional<Path> save(FileKind kind) {
        return Optional.ofNullable(saves.getOrDefault(kind, new ArrayDeque<>()).poll());
    }
}
