package sparkmemlab.ui.vm.export;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import sparkmemlab.export.LessonExport;
import sparkmemlab.export.Storyboard;
import sparkmemlab.lesson.Lesson;
import sparkmemlab.lesson.LessonCheckException;
import sparkmemlab.lesson.LessonRun;
import sparkmemlab.scenario.ScenarioException;
import sparkmemlab.ui.text.UiText;
import sparkmemlab.ui.vm.LessonLibrary;
import sparkmemlab.ui.vm.Moment;
import sparkmemlab.ui.vm.Moments;
import sparkmemlab.ui.vm.WindowViewModel;

/**
 * File > Export lesson…'s dialog: what to export (a lesson of the shelf, or the history shown), as a GIF or as
 * slides, in which language; then where, through the window's {@code FileService}, and the export itself runs
 * in the window's export bar ({@link ExportProgressViewModel}).
 */
public final class LessonExportViewModel {
    /** The languages an export can be told in: the bundles'. */
    public static final List<Locale> LANGUAGES = List.of(Locale.ENGLISH, Locale.SIMPLIFIED_CHINESE);

    private final WindowViewModel window;
    private final LessonExport export;
    private final ExportProgressViewModel progress;
    private final UiText text;
    private final ObservableList<ExportSource> sources = FXCollections.observableArrayList();
    private final ObjectProperty<ExportSource> source = new SimpleObjectProperty<>();
    private final ObjectProperty<ExportFormat> format = new SimpleObjectProperty<>(ExportFormat.GIF);
    private final ObjectProperty<Locale> language = new SimpleObjectProperty<>();
    private final BooleanBinding canExport;

    /** @param export draws with the window's camera */
    public LessonExportViewModel(WindowViewModel window, LessonExport export, ExportProgressViewModel progress) {
        this.window = window;
        this.export = export;
        this.progress = progress;
        this.text = window.text();
        language.set(LANGUAGES.stream().filter(l -> l.getLanguage().equals(text.locale().getLanguage())).findFirst()
                .orElse(Locale.ENGLISH));
        canExport = Bindings.createBooleanBinding(() -> source.get() != null && format.get() != null && language.get() != null
                && !progress.runningProperty().get(), source, format, language, progress.runningProperty());
    }

    public ObservableList<ExportSource> sources() { return sources; }
    public ObjectProperty<ExportSource> sourceProperty() { return source; }
    public ObjectProperty<ExportFormat> formatProperty() { return format; }
    public ObjectProperty<Locale> languageProperty() { return language; }
    public BooleanBinding canExportProperty() { return canExport; }
    public ExportProgressViewModel progress() { return progress; }

    /** The language's name as the dialog lists it. */
    public String languageName(Locale locale) {
        return text.get("export.language." + locale.getLanguage());
    }

    public String formatName(ExportFormat f) {
        return text.get(f.labelKey());
    }

    /**
     * Fills the dialog as it opens: the history shown first (if the workspace has one), then the shelf's lessons;
     * chosen: the lesson playing, else the history.
     */
    public void prepare() {
        List<ExportSource> all = new ArrayList<>();
        Optional<Moment> moment = window.active().capability(Moments.class).flatMap(Moments::moment);
        moment.ifPresent(m -> all.add(ExportSource.of(text.get("export.source.history", m.snapshot().scenario().steps().size()), m)));
        ExportSource playing = null;
        Optional<String> lessonShown = moment.flatMap(m -> m.snapshot().view().lesson());
        // An export draws the executor's window at each step: a cluster lesson's scene is not an executor's.
        for (Lesson lesson : window.lessons().lessonsProperty().get().stream().filter(l -> !l.isCluster()).toList()) {
            ExportSource s = ExportSource.of(text.get("export.source.lesson", lesson.order(), lesson.title().get(text.locale())), lesson);
            all.add(s);
            if (lessonShown.isPresent() && lessonShown.get().equals(LessonLibrary.id(lesson))) {
                playing = s;
            }
        }
        sources.setAll(all);
        source.set(playing != null ? playing : all.isEmpty() ? null : all.get(0));
    }

    /**
     * The dialog's Export: asks where, then starts the export in the bar; false if the person cancelled, an export
     * runs already, or what was chosen cannot be told (the reason shown in the window).
     */
    public boolean export() {
        if (!canExport.get()) {
            return false;
        }
        ExportSource chosen = source.get();
        Locale locale = language.get();
        Storyboard board;
        try {
            board = chosen.lesson().isPresent()
                    ? Storyboard.of(LessonRun.run(chosen.lesson().get()), locale)
                    : HistoryStoryboard.of(chosen.history().orElseThrow().snapshot().scenario(), locale);
        } catch (LessonCheckException | ScenarioException | RuntimeException e) {
            window.fail(text.get("export.failed", chosen.label(), String.valueOf(e.getMessage())));
            return false;
        }
        ExportFormat as = format.get();
        Optional<Path> target = window.files().save(as.file());
        if (target.isEmpty()) {
            return false;
        }
        Path out = as == ExportFormat.GIF ? withGifExtension(target.get()) : target.get();
        String name = String.valueOf(out.getFileName());
        LessonExport.Options options = LessonExport.Options.DEFAULT;
        return progress.start(text.get("export.running", chosen.label(), formatName(as)), name,
                (p, cancelled) -> as == ExportFormat.GIF
                        ? export.gif(board, out, options, p, cancelled)
                        : export.slides(board, out, options, p, cancelled));
    }

    /** A GIF named without its extension gets one (some platforms' save dialogs leave it off). */
    private static Path withGifExtension(Path file) {
        String name = String.valueOf(file.getFileName());
        return name.toLowerCase(Locale.ROOT).endsWith(".gif") ? file : file.resolveSibling(name + ".gif");
    }
}
