package sparkmemlab.ui;

import java.util.Optional;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import sparkmemlab.ui.vm.TextClipboard;

/** The system clipboard's text (JavaFX's {@link Clipboard}), on the FX thread: the app's {@link TextClipboard}. */
final class SystemClipboard implements TextClipboard {

    @Override
    public Optional<String> text() {
        Clipboard board = Clipboard.getSystemClipboard();
        return board.hasString() ? Optional.ofNullable(board.getString()) : Optional.empty();
    }

    @Override
    public void put(String text) {
        ClipboardContent content = new ClipboardContent();
        content.putString(text);
        Clipboard.getSystemClipboard().setContent(content);
    }
}
