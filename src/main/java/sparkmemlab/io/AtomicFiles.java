package sparkmemlab.io;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.security.SecureRandom;

/**
 * Writes a file whole or not at all: into a temporary file in the same folder, forced to disk, then
 * moved over the target. A write that fails (or a process killed) midway leaves the old file as it was.
 */
public final class AtomicFiles {

    /** Writes the content to a stream; may fail midway. */
    @FunctionalInterface
    public interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    private AtomicFiles() {
    }

    /**
     * A new empty file (or folder) beside {@code target}, hidden, with the permissions any new file gets: a
     * temporary file's would be the owner's only, and the file moved into place would keep them.
     */
    public static Path createBeside(Path target, boolean folder) throws IOException {
        SecureRandom random = new SecureRandom();
        while (true) {
            Path temp = target.resolveSibling("." + target.getFileName() + "." + Long.toHexString(random.nextLong()) + ".tmp");
            try {
                return folder ? Files.createDirectory(temp) : Files.createFile(temp);
            } catch (FileAlreadyExistsException taken) {
                // another name
            }
        }
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
            try {
                Files.move(temp, absolute, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, absolute, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temp);
        }
    }
}
