package sparkmemlab.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;
import org.junit.jupiter.api.Assumptions;
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

    private static Set<PosixFilePermission> permissions(Path file) throws IOException {
        return Files.getPosixFilePermissions(file);
    }

    @Test
    void aNewFileGetsTheUsersNormalPermissions() throws IOException {
        Assumptions.assumeTrue(dir.getFileSystem().supportedFileAttributeViews().contains("posix"));
        // What any program of this user gets for a new file (the umask decides), e.g. rw-r--r--.
        Path plain = Files.createFile(dir.resolve("plain.txt"));
        Path written = dir.resolve("moment.json");
        AtomicFiles.write(written, out -> out.write('x'));
        assertEquals(permissions(plain), permissions(written));
        assertTrue(permissions(written).contains(PosixFilePermission.OWNER_READ));
    }

    @Test
    void aReplacedFileKeepsItsPermissions() throws IOException {
        Assumptions.assumeTrue(dir.getFileSystem().supportedFileAttributeViews().contains("posix"));
        Path file = dir.resolve("shared.png");
        Files.writeString(file, "old");
        Set<PosixFilePermission> groupReadable = PosixFilePermissions.fromString("rw-r-----");
        Files.setPosixFilePermissions(file, groupReadable);
        AtomicFiles.write(file, out -> out.write("new".getBytes(StandardCharsets.UTF_8)));
        assertEquals(groupReadable, permissions(file));
        assertEquals("new", Files.readString(file));
    }

    @org.junit.jupiter.api.Test
    void aFolderThatIsNotThereIsNamedAndSaidToBeMissing(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        java.util.Locale before = java.util.Locale.getDefault();
        java.util.Locale.setDefault(java.util.Locale.ENGLISH);
        try {
            java.nio.file.Path missing = dir.resolve("nope");
            java.nio.file.NoSuchFileException e = org.junit.jupiter.api.Assertions.assertThrows(java.nio.file.NoSuchFileException.class,
                    () -> AtomicFiles.write(missing.resolve("x.gif"), out -> out.write(1)));
            org.junit.jupiter.api.Assertions.assertEquals(missing + ": the folder does not exist", e.getMessage());
            java.nio.file.Path file = java.nio.file.Files.writeString(dir.resolve("f.json"), "{}");
            e = org.junit.jupiter.api.Assertions.assertThrows(java.nio.file.NoSuchFileException.class,
                    () -> AtomicFiles.createBeside(file.resolve("slides"), true));
            org.junit.jupiter.api.Assertions.assertEquals(file + ": this is a file, not a folder", e.getMessage());
            org.junit.jupiter.api.Assertions.assertFalse(java.nio.file.Files.exists(missing), "nothing was made");
        } finally {
            java.util.Locale.setDefault(before);
        }
    }
}
