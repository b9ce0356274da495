package sparkmemlab.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AtomicFilesTest {
    @TempDir
    Path dir;

    private long filesIn(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.count();
        }
    }

    @Test
    void aWriteKilledHalfwayLeavesTheOldFileWhole() throws IOException {
        Path file = dir.resolve("snapshot.json");
        Files.writeString(file, "the old snapshot, whole");
        byte[] next = "the new snapshot, which never finishes".getBytes(StandardCharsets.UTF_8);
        IOException e = assertThrows(IOException.class, () -> AtomicFiles.write(file, out -> {
            out.write(next, 0, next.length / 2);
            throw new IOException("killed after half the bytes");
        }));
        assertEquals("killed after half the bytes", e.getMessage());
        assertEquals("the old snapshot, whole", Files.readString(file));
        assertEquals(1, filesIn(dir), "no temporary file is left behind");
    }

    @Test
    void aWriteThatFinishesReplacesTheFile() throws IOException {
        Path file = dir.resolve("snapshot.json");
        Files.writeString(file, "old");
        AtomicFiles.write(file, out -> out.write("new".getBytes(StandardCharsets.UTF_8)));
        assertEquals("new", Files.readString(file));
        assertEquals(1, filesIn(dir));
    }
}
