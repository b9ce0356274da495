package sparkmemlab.ui;

import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import sparkmemlab.ui.vm.FileKind;
import sparkmemlab.ui.vm.FileService;

/** File dialogs for tests: each answers with the next path given for its kind, or "cancelled" when there is none. */
final class ScriptedFiles implements FileService {
    private final Map<FileKind, Deque<Path>> answers = new EnumMap<>(FileKind.class);

    /** The next dialog for a file of this kind answers {@code path}. */
    synchronized ScriptedFiles next(FileKind kind, Path path) {
        answers.computeIfAbsent(kind, k -> new ArrayDeque<>()).add(path);
        return this;
    }

    /** Forgets the answers not asked for. */
    synchronized void clear() {
        answers.clear();
    }

    @Override
    public synchronized Optional<Path> open(FileKind kind) {
        return Optional.ofNullable(answers.getOrDefault(kind, new ArrayDeque<>()).poll());
    }

    @Override
    public synchronized Optional<Path> save(FileKind kind) {
        return open(kind);
    }
}
