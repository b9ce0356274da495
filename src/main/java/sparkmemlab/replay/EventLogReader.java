package sparkmemlab.replay;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import sparkmemlab.replay.ReplayNotice.Kind;

/**
 * Reads a Spark 3.x event log (a file, plain or compressed, or a rolling log's folder) into a
 * {@link ReplayedLog}, streaming its lines in bounded memory. Like Spark's {@code ReplayListenerBus} it
 * ignores events it does not know, and ignores a cut-off last line only when the log was still being
 * written; unlike it, it says so ({@link ReplayedLog#notices()}) and refuses anything else that is not
 * an event, whole: a refused log yields an {@link EventLogException} and nothing else.
 */
public final class EventLogReader {
    private EventLogReader() {
    }

    public static ReplayedLog read(Path path) throws EventLogException {
        return read(path, ReplayOptions.defaults());
    }

    /**
     * @throws CancellationException when {@code options.cancelled()} asks to stop
     */
    public static ReplayedLog read(Path path, ReplayOptions options) throws EventLogException {
        return read(EventLogSource.resolve(path), options);
    }

    public static ReplayedLog read(EventLogSource source, ReplayOptions options) throws EventLogException {
        TimelineBuilder out = new TimelineBuilder();
        EventParser parser = new EventParser(out);
        List<ReplayNotice> notices = new ArrayList<>();
        if (source.inProgress()) {
            notices.add(new ReplayNotice(Kind.INCOMPLETE_LOG, new Text("coverage.inProgress")));
        }
        long events = 0;
        long skippedLong = 0;
        try (LineReader lines = new LineReader(source, options)) {
            while (lines.next()) {
                if (lines.open()) {
                    // One pass over the line: it is read and checked, and its end found, together.
                    try {
                        lines.endsAt(parser.parse(lines.buffer(), lines.lineFrom(), lines.lineTo(), events));
                        events++;
                        continue;
                    } catch (JsonSyntaxError e) {
                        // Read again within its found end, the way every line was, for the fault's exact place.
                        lines.findEnd();
                    }
                }
                String file = lines.file().path().toString();
                if (lines.tooLongBytes() > 0) {
                    String event = parser.unreadEventAtStart(lines.head());
                    if (event == null) {
                        throw new EventLogException(file, lines.lineNumber(), null, 0, new Text("line.tooLong",
                                lines.tooLongBytes(), options.maxLineBytes()), null);
                    }
                    out.notRead(event);
                    skippedLong++;
                    events++;
                    continue;
                }
                if (lines.lineFrom() == lines.lineTo()) {
                    throw new EventLogException(file, lines.lineNumber(), null, 0, new Text("line.empty"), null);
                }
                try {
                    parser.parse(lines.buffer(), lines.lineFrom(), lines.lineTo(), events);
                    events++;
                } catch (JsonSyntaxError e) {
                    boolean cutOff = e.atEndOfLine() && !lines.terminated();
                    long line = lines.lineNumber();
                    if (lines.inProgressTail() && !lines.next()) {
                        // What Spark's replay does with a log still being written (maybeTruncated).
                        notices.add(new ReplayNotice(Kind.INCOMPLETE_LOG, new Text("coverage.lastLineCut", file, line)));
                        break;
                    }
                    Text problem = cutOff ? new Text("line.cutOff", e.expected()) : e.expected();
                    throw new EventLogException(file, line, e.jsonPath(), e.column(), problem, e);
                }
            }
            if (lines.cutOffTail()) {
                notices.add(new ReplayNotice(Kind.INCOMPLETE_LOG, new Text("coverage.compressedTail",
                        lines.file().path().toString(), lines.file().codec().shortName().orElse(""))));
            }
        }
        if (events == 0) {
            throw new EventLogException(source.root().toString(), new Text("files.noEventLines"), null);
        }
        if (skippedLong > 0) {
            notices.add(new ReplayNotice(Kind.EVENTS_NOT_READ, new Text("coverage.longLinesSkipped", skippedLong,
                    options.maxLineBytes())));
        }
        return out.build(source, events, notices);
    }
}
