package sparkmemlab.ui.vm.executor;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.sparkconf.ConfImport;
import sparkmemlab.sparkconf.ConfReport;
import sparkmemlab.sparkconf.Ignored;
import sparkmemlab.sparkconf.Problem;
import sparkmemlab.sparkconf.SparkConfImporter;
import sparkmemlab.sparkconf.SubmitFlags;
import sparkmemlab.sparkconf.Taken;
import sparkmemlab.ui.text.UiText;
import sparkmemlab.ui.vm.FileKind;
import sparkmemlab.ui.vm.FileService;
import sparkmemlab.ui.vm.Notifier;
import sparkmemlab.ui.vm.TextClipboard;
import sparkmemlab.ui.vm.kernel.ExecutorSession;

/**
 * Spark's own configuration in and out of the sandbox (src/docs/spark-conf-import.md). In: a spark-defaults.conf,
 * a {@code --conf} list or a spark-submit line, pasted into the dialog or read from a file, is read as Spark
 * reads it ({@link SparkConfImporter}) at every change of the text; the dialog lists what was taken, what was
 * ignored and why, and what Spark refuses in its own words, and the executor it makes starts a sandbox. Out:
 * the sandbox's executor as spark-submit flags on the clipboard.
 */
public final class SparkConfViewModel {
    /** Larger texts are refused unread: a configuration is a few kilobytes. */
    static final long MAX_BYTES = 1L << 20;

    private final ExecutorSession session;
    private final ConfigViewModel config;
    private final FileService files;
    private final TextClipboard clipboard;
    private final Notifier notifier;
    private final UiText text;
    private final Locale locale;
    private final StringProperty input = new SimpleStringProperty("");
    /** What the text is called in the report: the file read, or "the pasted text". */
    private String source;
    private final ObservableList<ConfRow> rows = FXCollections.observableArrayList();
    private final ObservableList<ConfRow> rowsView = FXCollections.unmodifiableObservableList(rows);
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper canApply = new ReadOnlyBooleanWrapper();
    private final ReadOnlyIntegerWrapper dialogRequests = new ReadOnlyIntegerWrapper();
    private Optional<ExecutorConfig> read = Optional.empty();

    public SparkConfViewModel(ExecutorSession session, ConfigViewModel config, FileService files, TextClipboard clipboard,
            Notifier notifier) {
        this.session = session;
        this.config = config;
        this.files = files;
        this.clipboard = clipboard;
        this.notifier = notifier;
        this.text = session.text();
        this.locale = text.locale();
        this.source = text.get("sparkconf.pasted");
        input.addListener((o, a, b) -> readInput());
        readInput();
    }

    /** The text of the dialog's area: what is read. */
    public StringProperty inputProperty() { return input; }

    /** What was done with each setting: refusals first, then what was taken, then what was ignored. */
    public ObservableList<ConfRow> rows() { return rowsView; }

    /** One line: how many settings were taken, ignored and refused. */
    public ReadOnlyStringProperty summaryProperty() { return summary.getReadOnlyProperty(); }

    /** Why a file could not be read, or empty. */
    public ReadOnlyStringProperty errorProperty() { return error.getReadOnlyProperty(); }

    /** Whether the text makes an executor the sandbox can start with (nothing refused, something given). */
    public ReadOnlyBooleanProperty canApplyProperty() { return canApply.getReadOnlyProperty(); }

    /** Ticks when the dialog is asked for from outside it (a configuration file dropped on the window). */
    public ReadOnlyIntegerProperty dialogRequestsProperty() { return dialogRequests.getReadOnlyProperty(); }

    /** The dialog's "Open file…": the file's text replaces the area's, and is read. */
    public void openFile() {
        files.open(FileKind.SPARK_CONF).ifPresent(this::load);
    }

    /** A configuration file dropped on the window: into the dialog, which is asked for. */
    public boolean openDropped(Path file) {
        boolean loaded = load(file);
        dialogRequests.set(dialogRequests.get() + 1);
        return loaded;
    }

    /** Reads {@code file} into the area; false, with the reason shown, if it cannot be read (the area is kept). */
    boolean load(Path file) {
        String name = String.valueOf(file.getFileName());
        try {
            long size = Files.size(file);
            if (size > MAX_BYTES) {
                error.set(text.get("sparkconf.tooLarge", name, size, MAX_BYTES));
                return false;
            }
            String content = Files.readString(file, StandardCharsets.UTF_8);
            source = file.toString();
            error.set("");
            input.set(content);
            return true;
        } catch (CharacterCodingException e) {
            error.set(text.get("sparkconf.notText", name));
        } catch (IOException e) {
            error.set(text.get("sparkconf.cannotRead", name, String.valueOf(e.getMessage())));
        }
        return false;
    }

    /** The dialog's "Configure the sandbox": an empty sandbox with the executor read; false if there is none. */
    public boolean apply() {
        if (!canApply.get()) {
            return false;
        }
        config.startSandbox(read.orElseThrow());
        return true;
    }

    /** The dialog's "Clear": an empty area, named as pasted text again. */
    public void clear() {
        source = text.get("sparkconf.pasted");
        error.set("");
        input.set("");
    }

    /**
     * "Copy as spark-submit flags": the executor of the history shown, one option a line for a shell script; what a
     * cluster would not reproduce goes in the notice.
     */
    public void copyFlags() {
        SubmitFlags.Flags flags = SubmitFlags.of(session.history().config(), locale);
        clipboard.put(flags.lines());
        List<String> notice = new ArrayList<>(List.of(text.get("sparkconf.copied", flags.options().size())));
        notice.addAll(flags.notes());
        notifier.done(String.join("\n", notice));
    }

    private void readInput() {
        String s = input.get();
        if (s.isBlank()) {
            source = text.get("sparkconf.pasted");
            rows.clear();
            read = Optional.empty();
            canApply.set(false);
            summary.set(text.get("sparkconf.empty"));
            return;
        }
        ConfImport result = SparkConfImporter.read(new SparkConfImporter.Input(source, s), locale);
        List<ConfRow> all = new ArrayList<>();
        for (Problem p : result.refused()) {
            all.add(new ConfRow(ConfRow.Kind.REFUSED, setting(p.key(), p.value()),
                    text.get("sparkconf.speaker." + p.speaker(), p.message()), ConfReport.where(p.origin(), locale)));
        }
        for (Taken t : result.taken()) {
            String given = t.givenAs().equals(t.key()) ? "" : " " + text.get("sparkconf.givenAs", t.givenAs());
            all.add(new ConfRow(ConfRow.Kind.TAKEN, setting(t.key(), t.text()), t.use().text(locale) + given,
                    ConfReport.where(t.origin(), locale)));
        }
        for (Ignored i : result.ignored()) {
            all.add(new ConfRow(ConfRow.Kind.IGNORED, setting(i.key(), i.value()), i.text(locale),
                    ConfReport.where(i.origin(), locale)));
        }
        rows.setAll(all);
        read = result.executorConfig();
        canApply.set(read.isPresent());
        summary.set(text.get(result.accepted() ? "sparkconf.summary" : "sparkconf.summary.refused",
                result.taken().size(), result.ignored().size(), result.refused().size()));
    }

    private static String setting(String key, String value) {
        return value.isEmpty() ? key : key + " = " + value;
    }
}
