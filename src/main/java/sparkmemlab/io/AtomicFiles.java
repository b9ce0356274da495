package sparkmemlab.io;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.security.SecureRandom;
import java.util.HexFormat;

/**
 * Writes a file whole or not at all: into a temporary file in the same folder, forced to disk, then
 * moved over the target. A write that fails (or a process killed) midway leaves the old file as it was.
 * The file gets the permissions any program of the user would give it: a new file the user's default
 * (the umask's), a replaced file the permissions it had.
 */
public final class AtomicFiles {

    /** Writes the content to a stream; may fail midway. */
    @FunctionalInterface
    public interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    private static final SecureRandom RANDOM = new SecureRandom();

    private AtomicFiles() {
    }

    public static void write(Path target, Content content) throws IOException {
        Path absolute = target.toAbsolutePath();
        Path temp = createBeside(absolute, false);
        try {
            try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE);
                    OutputStream out = Channels.newOutputStream(channel)) {
                content.writeTo(out);
                out.flush();
                channel.force(true);
            }
            keepPermissions(absolute, temp);
            try {
                Files.move(temp, absolute, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, absolute, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    /**
     * An empty file (or folder) beside the target, hidden, made as any new file of the user is
     * (Files.createTempFile's would be readable by its owner only, and the move would keep that).
     */
    public static Path createBeside(Path target, boolean folder) throws IOException {
        checkFolderOf(target);
        while (true) {
            Path temp = target.resolveSibling("." + target.getFileName() + "." + suffix() + ".tmp");
            try {
                return folder ? Files.createDirectory(temp) : Files.createFile(temp);
            } catch (FileAlreadyExistsException taken) {
                // another name
            }
        }
    }

    /**
     * That the folder {@code target} would be written in is one, said plainly when it is not: the file system
     * would name only the temporary file it could not make.
     *
     * @throws NoSuchFileException naming the folder and why ("the folder does not exist", "a file, not a folder")
     */
    public static void checkFolderOf(Path target) throws NoSuchFileException {
        Path parent = target.toAbsolutePath().getParent();
        if (parent != null && !Files.isDirectory(parent)) {
            throw new NoSuchFileException(parent.toString(), null,
                    sparkmemlab.i18n.Messages.get(Files.exists(parent) ? "io.notFolder" : "io.noFolder"));
        }
    }

    /** A file being replaced keeps its permissions (where the file system has POSIX ones). */
    private static void keepPermissions(Path target, Path temp) throws IOException {
        PosixFileAttributeView old = Files.getFileAttributeView(target, PosixFileAttributeView.class);
        if (old != null && Files.isRegularFile(target)) {
            Files.getFileAttributeView(temp, PosixFileAttributeView.class).setPermissions(old.readAttributes().permissions());
        }
    }

    private static String suffix() {
        byte[] bytes = new byte[6];
        RANDOM.nextBytes(bytes);
        return HexFormat.of().formatHex(bytes);
    }
}
