package sparkmemlab.ui;

import java.io.File;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Supplier;
import javafx.stage.FileChooser;
import javafx.stage.Window;
import sparkmemlab.ui.prefs.LastFolder;
import sparkmemlab.ui.text.UiText;
import sparkmemlab.ui.vm.FileKind;
import sparkmemlab.ui.vm.FileService;

/** The platform's file choosers, over the window: the app's {@link FileService}. Each opens where the last one was. */
final class FileDialogs implements FileService {
    private final UiText text;
    private final Supplier<Window> owner;
    private final LastFolder lastFolder;

    FileDialogs(UiText text, Supplier<Window> owner, LastFolder lastFolder) {
        this.text = text;
        this.owner = owner;
        this.lastFolder = lastFolder;
    }

    @Override
    public Optional<Path> open(FileKind kind) {
        return kept(chooser(kind).showOpenDialog(owner.get()));
    }

    @Override
    public Optional<Path> save(FileKind kind) {
        FileChooser chooser = chooser(kind);
        if (kind.defaultNameKey() != null) {
            chooser.setInitialFileName(text.get(kind.defaultNameKey()));
        }
        return kept(chooser.showSaveDialog(owner.get()));
    }

    private Optional<Path> kept(File chosen) {
        Optional<Path> file = Optional.ofNullable(chosen).map(File::toPath);
        file.ifPresent(lastFolder::chose);
        return file;
    }

    private FileChooser chooser(FileKind kind) {
        FileChooser chooser = new FileChooser();
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(text.get(kind.filterKey()), kind.pattern()));
        lastFolder.get().ifPresent(folder -> chooser.setInitialDirectory(folder.toFile()));
        return chooser;
    }
}
