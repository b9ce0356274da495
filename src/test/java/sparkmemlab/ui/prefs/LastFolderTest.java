package sparkmemlab.ui.prefs;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The next file dialog opens in the folder of the file last chosen, while that folder exists. */
class LastFolderTest {
    @Test
    void theFolderOfTheLastFileChosenWhileItExists(@TempDir Path dir) throws Exception {
        LastFolder last = LastFolder.inMemory();
        assertEquals(Optional.empty(), last.get());
        Path sub = Files.createDirectory(dir.resolve("lessons"));
        last.chose(sub.resolve("snapshot.json")); // a file about to be saved: it need not exist
        assertEquals(Optional.of(sub.toAbsolutePath()), last.get());
        Files.delete(sub);
        assertEquals(Optional.empty(), last.get(), "a folder since removed is not offered");
    }
}
