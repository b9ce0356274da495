package sparkmemlab.ui.vm.export;

import java.io.IOException;
import java.util.concurrent.CancellationException;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import sparkmemlab.export.LessonExport;
import sparkmemlab.export.Progress;
import sparkmemlab.ui.text.UiText;
import sparkmemlab.ui.vm.Notifier;

/**
 * The window's export bar: one export at a time, run off the FX thread, its progress and what it draws shown
 * as it goes, and a Cancel that stops it between two pictures. An export writes all or nothing
 * ({@link LessonExport}), so a cancelled or failed one leaves no file; a notice says how it ended.
 */
public final class ExportProgressViewModel {

    /** The work: draws and writes, reporting to {@code progress}, stopping when {@code cancelled} says so. */
    @FunctionalInterface
    public interface Job {
        LessonExport.Written run(Progress progress, BooleanSupplier cancelled) throws IOException;
    }

    private final UiText text;
    private final Notifier notifier;
    private final Consumer<String> fail;
    private final Executor background;
    private final Executor fx;
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper();
    private final ReadOnlyDoubleWrapper fraction = new ReadOnlyDoubleWrapper();
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("");
    private AtomicBoolean cancel = new AtomicBoolean();

    /**
     * @param fail shows a refusal in the window
     * @param background runs the export (the app: a thread of its own)
     * @param fx runs on the thread the properties belong to (the app: the FX thread)
     */
    public ExportProgressViewModel(UiText text, Notifier notifier, Consumer<String> fail, Executor background, Executor fx) {
        this.text = text;
        this.notifier = notifier;
        this.fail = fail;
        this.background = background;
        this.fx = fx;
    }

    public ReadOnlyBooleanProperty runningProperty() { return running.getReadOnlyProperty(); }

    /** From 0 to 1. */
    public ReadOnlyDoubleProperty fractionProperty() { return fraction.getReadOnlyProperty(); }

    /** What is exported, and as what ("Lesson 3 as a GIF"). */
    public ReadOnlyStringProperty titleProperty() { return title.getReadOnlyProperty(); }

    /** What is being drawn now, in the export's language. */
    public ReadOnlyStringProperty statusProperty() { return status.getReadOnlyProperty(); }

    /** Starts {@code job} unless one runs; {@code what} is shown beside the bar, {@code fileName} in the notices. */
    public boolean start(String what, String fileName, Job job) {
        if (running.get()) {
            return false;
        }
        AtomicBoolean cancelled = new AtomicBoolean();
        cancel = cancelled;
        running.set(true);
        fraction.set(0);
        title.set(what);
        status.set("");
        Progress progress = (f, now) -> fx.execute(() -> {
            if (running.get() && !cancelled.get()) {
                fraction.set(f);
                status.set(now);
            }
        });
        background.execute(() -> {
            try {
                LessonExport.Written written = job.run(progress, cancelled::get);
                fx.execute(() -> finish(text.get(written.millis() > 0 ? "export.done.gif" : "export.done.slides",
                        fileName, written.pictures(), String.format(text.locale(), "%.1f", written.millis() / 1000.0)), null));
            } catch (CancellationException e) {
                fx.execute(() -> finish(text.get("export.cancelled", fileName), null));
            } catch (IOException | RuntimeException e) {
                fx.execute(() -> finish(null, text.get("export.failed", fileName, String.valueOf(e.getMessage()))));
            }
        });
        return true;
    }

    /** The bar's Cancel: the export stops before its next picture and writes nothing. */
    public void cancel() {
        if (running.get()) {
            cancel.set(true);
            status.set(text.get("export.cancelling"));
        }
    }

    private void finish(String notice, String refusal) {
        running.set(false);
        fraction.set(0);
        status.set("");
        title.set("");
        if (notice != null) {
            notifier.done(notice);
        }
        if (refusal != null) {
            fail.accept(refusal);
        }
    }
}
