package sparkmemlab.ui.vm;

import java.util.Optional;

/**
 * The clipboard as view-models see it: text in, text out. The app's is the system clipboard
 * ({@code sparkmemlab.ui.SystemClipboard}); tests and the headless renderer keep one in memory.
 */
public interface TextClipboard {

    /** The text on the clipboard, or empty when it holds none. */
    Optional<String> text();

    /** Puts {@code text} on the clipboard, in place of what it held. */
    void put(String text);

    /** A clipboard of this window alone, kept in memory. */
    static TextClipboard inMemory() {
        return new TextClipboard() {
            private String held;

            @Override
            public synchronized Optional<String> text() {
                return Optional.ofNullable(held);
            }

            @Override
            public synchronized void put(String text) {
                held = text;
            }
        };
    }
}
