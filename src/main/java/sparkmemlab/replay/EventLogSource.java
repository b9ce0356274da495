package sparkmemlab.replay;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The files of one application's event log, found as Spark's {@code EventLogFileReader} finds them: a
 * single file, or a rolling log's folder ({@code eventlog_v2_<appId>}) of {@code events_<N>_<appId>[.codec]}
 * files read in index order from the last compacted one, beside an {@code appstatus_<appId>} file whose
 * {@code .inprogress} suffix says the application was still running.
 *
 * @param inProgress whether the log was still being written (its last line may be cut off)
 */
public record EventLogSource(Path root, boolean rolling, boolean inProgress, List<EventLogFile> files) {
    static final String EVENTS_PREFIX = "events_";
    static final String APPSTATUS_PREFIX = "appstatus_";
    static final String ROLLING_DIR_PREFIX = "eventlog_v2_";

    public EventLogSource {
        files = List.copyOf(files);
    }

    public long totalBytes() {
        return files.stream().mapToLong(EventLogFile::size).sum();
    }

    /**
     * The log a chosen path belongs to: a file dialog picks files, so an {@code events_N_…} file inside a rolling
     * log's {@code eventlog_v2_…} folder stands for that folder; any other path for itself.
     */
    public static Path logOf(Path chosen) {
        Path parent = chosen.getParent();
        Path name = chosen.getFileName();
        if (parent != null && name != null && parent.getFileName() != null && name.toString().startsWith(EVENTS_PREFIX)
                && parent.getFileName().toString().startsWith(ROLLING_DIR_PREFIX)) {
            return parent;
        }
        return chosen;
    }

    /** Finds the files of the log at {@code path}, a file or a rolling log's folder. */
    public static EventLogSource resolve(Path path) throws EventLogException {
        String name = path.toString();
        if (Files.isDirectory(path)) {
            return rolling(path);
        }
        if (!Files.isRegularFile(path)) {
            throw new EventLogException(name, new Text("files.missing"), null);
        }
        String fileName = path.getFileName().toString();
        boolean inProgress = strip(fileName, EventLogCodec.COMPACTED).endsWith(EventLogCodec.IN_PROGRESS);
        EventLogFile file = file(path, 0, fileName.endsWith(EventLogCodec.COMPACTED));
        return new EventLogSource(path, false, inProgress, List.of(file));
    }

    private static EventLogSource rolling(Path dir) throws EventLogException {
        List<Path> entries;
        try (Stream<Path> list = Files.list(dir)) {
            entries = list.sorted().toList();
        } catch (IOException e) {
            throw new EventLogException(dir.toString(), new Text("files.unreadable", String.valueOf(e.getMessage())), e);
        }
        List<Path> events = entries.stream().filter(p -> p.getFileName().toString().startsWith(EVENTS_PREFIX)).toList();
        Optional<Path> status = entries.stream().filter(p -> p.getFileName().toString().startsWith(APPSTATUS_PREFIX)).findFirst();
        if (events.isEmpty()) {
            long logs = entries.stream().filter(EventLogSource::looksLikeALog).count();
            throw new EventLogException(dir.toString(), logs > 0 ? new Text("files.logDirectory", logs)
                    : new Text("files.noEvents"), null);
        }
        if (status.isEmpty()) {
            throw new EventLogException(dir.toString(), new Text("files.noAppStatus"), null);
        }
        List<EventLogFile> files = new ArrayList<>();
        for (Path event : events) {
            String fileName = event.getFileName().toString();
            files.add(file(event, index(dir, fileName), fileName.endsWith(EventLogCodec.COMPACTED)));
        }
        // A compacted file replaces the files before it; with the same index it comes after the plain one.
        files.sort(Comparator.comparingLong(EventLogFile::index).thenComparing(EventLogFile::compacted));
        int lastCompacted = -1;
        for (int i = 0; i < files.size(); i++) {
            if (files.get(i).compacted()) {
                lastCompacted = i;
            }
        }
        List<EventLogFile> read = lastCompacted < 0 ? files : files.subList(lastCompacted, files.size());
        for (int i = 1; i < read.size(); i++) {
            long expected = read.get(i - 1).index() + 1;
            if (read.get(i).index() != expected) {
                throw new EventLogException(dir.toString(), new Text("files.gap", expected,
                        read.get(i - 1).path().getFileName().toString(), read.get(i).path().getFileName().toString()), null);
            }
        }
        boolean inProgress = status.get().getFileName().toString().endsWith(EventLogCodec.IN_PROGRESS);
        return new EventLogSource(dir, true, inProgress, read);
    }

    private static long index(Path dir, String fileName) throws EventLogException {
        String rest = fileName.substring(EVENTS_PREFIX.length());
        int underscore = rest.indexOf('_');
        String digits = underscore < 0 ? rest : rest.substring(0, underscore);
        try {
            return Long.parseLong(digits);
        } catch (NumberFormatException e) {
            throw new EventLogException(dir.resolve(fileName).toString(), new Text("files.badIndex", digits), e);
        }
    }

    private static EventLogFile file(Path path, long index, boolean compacted) throws EventLogException {
        String fileName = path.getFileName().toString();
        Optional<String> extension = EventLogCodec.extension(fileName);
        EventLogCodec codec = EventLogCodec.forExtension(extension).orElseThrow(() ->
                new EventLogException(path.toString(), new Text("files.unknownCodec", extension.orElse("")), null));
        try {
            return new EventLogFile(path, codec, Files.size(path), index, compacted);
        } catch (IOException e) {
            throw new EventLogException(path.toString(), new Text("files.unreadable", String.valueOf(e.getMessage())), e);
        }
    }

    private static boolean looksLikeALog(Path entry) {
        String n = entry.getFileName().toString();
        return n.startsWith(ROLLING_DIR_PREFIX) || n.startsWith("app-") || n.startsWith("local-")
                || n.startsWith("application_") || n.startsWith("spark-");
    }

    private static String strip(String name, String suffix) {
        return name.endsWith(suffix) ? name.substring(0, name.length() - suffix.length()) : name;
    }
}
