package sparkmemlab.share;

import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import sparkmemlab.i18n.Messages;
import java.nio.file.Path;
import sparkmemlab.snapshot.LoadedMoment;
import sparkmemlab.snapshot.LogCheck;
import sparkmemlab.snapshot.SnapshotException;
import sparkmemlab.snapshot.SnapshotMoment;
import sparkmemlab.snapshot.SnapshotReader;
import sparkmemlab.snapshot.SnapshotWriter;

/**
 * A snapshot as text to copy and paste: exactly the snapshot file's JSON (src/docs/snapshot-format.md), so a
 * pasted moment is checked as an opened file is (its steps re-run, its state compared). Pasted text comes
 * back through chats, mails and editors, so reading forgives what they add around it: a byte-order mark,
 * Windows line ends, white space, and a Markdown code fence (```json ... ```).
 */
public final class SnapshotText {
    private static final Pattern FENCE = Pattern.compile("(?s)\\A```[A-Za-z0-9_-]*[ \\t]*\\n(.*?)\\n?```\\s*\\z");

    private SnapshotText() {
    }

    /** The text to put on the clipboard: the same bytes {@link SnapshotWriter#write} puts in a file. */
    public static String of(SnapshotMoment moment) {
        return SnapshotWriter.toText(moment);
    }

    /**
     * The snapshot in pasted text, of any kind, checked as an opened file is; a replay's event log is looked for
     * from the working folder, and read whole later ({@link LogCheck#LATER}): the window pastes.
     *
     * @param source names the text in messages (the clipboard, a dropped text)
     * @throws SnapshotException naming {@code source}, the JSON path and what was expected
     */
    public static LoadedMoment open(String source, String text) throws SnapshotException {
        long bytes = text.getBytes(StandardCharsets.UTF_8).length;
        if (bytes > SnapshotReader.MAX_FILE_BYTES) {
            throw new SnapshotException(source, "$", Messages.get("snapshot.tooLarge", bytes, SnapshotReader.MAX_FILE_BYTES));
        }
        try {
            return SnapshotReader.open(source, new StringReader(unwrap(text)), Path.of(""), LogCheck.LATER);
        } catch (IOException e) {
            throw new IllegalStateException("a StringReader does not fail", e);
        }
    }

    /** The JSON inside what a paste adds around it. */
    static String unwrap(String text) {
        String s = text.replace("\r\n", "\n").replace('\r', '\n');
        if (s.startsWith("\uFEFF")) {
            s = s.substring(1);
        }
        s = s.strip();
        Matcher fence = FENCE.matcher(s);
        return fence.matches() ? fence.group(1).strip() : s;
    }

    /** The source name for messages about the clipboard, in the reader's language. */
    public static String clipboard(Locale locale) {
        return Messages.format("sparkmemlab.share.messages", locale, "source.clipboard");
    }
}
