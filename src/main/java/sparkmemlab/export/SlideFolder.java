package sparkmemlab.export;

import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import sparkmemlab.io.AtomicFiles;

/**
 * A folder of exported slides: {@code slide-01.png}, {@code slide-02.png}... and {@link #NOTES}. It is built
 * beside its place and moved there whole; an existing folder is replaced only if it is empty or holds an
 * earlier export and nothing else, so that an export never mixes with, or deletes, anyone's other files.
 */
final class SlideFolder {
    static final String NOTES = "slides.md";
    private static final Pattern SLIDE = Pattern.compile("slide-[0-9]{2,}\\.png");

    private SlideFolder() {
    }

    static String slideName(int number) {
        return String.format(Locale.ROOT, "slide-%02d.png", number);
    }

    /** Whether {@code dir} may be replaced: absent, empty, or an earlier export only. */
    static void checkReplaceable(Path dir, Locale locale) throws IOException {
        if (!Files.exists(dir)) {
            // AtomicFiles says why a folder that is not there cannot take the slides.
            AtomicFiles.checkFolderOf(dir);
            return;
        }
        List<String> names;
        try (Stream<Path> files = Files.list(dir)) {
            names = files.map(f -> f.getFileName().toString()).toList();
        }
        boolean earlierExport = names.contains(NOTES) && names.stream().allMatch(n -> n.equals(NOTES) || SLIDE.matcher(n).matches());
        if (!names.isEmpty() && !earlierExport) {
            throw new DirectoryNotEmptyException(ExportText.get(locale, "error.folder", dir));
        }
    }

    /** Moves the finished {@code built} folder to {@code dir}, replacing an earlier export there. */
    static void moveIntoPlace(Path built, Path dir) throws IOException {
        Path old = null;
        if (Files.exists(dir)) {
            old = AtomicFiles.createBeside(dir, true);
            Files.delete(old);
            move(dir, old);
        }
        try {
            move(built, dir);
        } catch (IOException e) {
            if (old != null) {
                move(old, dir); // put the earlier export back
            }
            throw e;
        }
        if (old != null) {
            deleteTree(old);
        }
    }

    private static void move(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(from, to);
        }
    }

    /** Deletes a folder and what it holds, if it is still there. */
    static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> all = Files.walk(dir)) {
            for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
