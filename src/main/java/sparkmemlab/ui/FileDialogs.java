package sparkmemlab.ui;

import java.io.File;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Supplier;
import javafx.stage.FileChooser;
import javafx.stage.Window;
import sparkmemlab.ui.text.UiText;
import sparkmemlab.ui.vm.FileKind;
import sparkmemlab.ui.vm.FileService;

/** The platform's file choosers, over the window: the app's {@link FileService}. */
final class FileDialogs implements FileService {
    private final UiText text;
    private final Supplier<Window> owner;

    FileDialogs(UiText text, Supplier<Window> owner) {
        this.text = text;
        this.owner = owner;
    }

    @Override
    public Optional<Path> open(FileKind kind) {
        return Optional.ofNullable(chooser(kind).showOpenDialog(owner.get())).map(File::toPath);
    }

    @Override
    public Optional<Path> save(FileKind kind) {
        FileChooser chooser = chooser(kind);
        if (kind.defaultNameKey() != null) {
            chooser.setInitialFileName(text.get(kind.defaultNameKey()));
        }
        return Optional.ofNullable(chooser.showSaveDialog(owner.get())).map(File::toPath);
    }

    private FileChooser chooser(FileKind kind) {
        FileChooser chooser = new FileChooser();
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(text.get(kind.filterKey()), kind.pattern()));
        return chooser;
    }
}
