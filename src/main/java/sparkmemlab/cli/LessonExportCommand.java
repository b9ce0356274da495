package sparkmemlab.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.MessageFormat;
import java.util.Locale;
import java.util.Optional;
import java.util.ResourceBundle;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import sparkmemlab.export.Progress;
import sparkmemlab.export.LessonExport;
import sparkmemlab.export.Storyboard;
import sparkmemlab.i18n.Messages;
import sparkmemlab.lesson.Lesson;
import sparkmemlab.lesson.LessonCheckException;
import sparkmemlab.lesson.LessonException;
import sparkmemlab.lesson.LessonParser;
import sparkmemlab.lesson.LessonRun;
import sparkmemlab.ui.StepPictures;
import sparkmemlab.ui.vm.Speed;

/**
 * {@code lesson export LESSON.json --gif OUT.gif} and/or {@code --slides DIR}: the lesson as teaching
 * material, drawn by the window itself, headless.
 */
@Command(name = "export", resourceBundle = "sparkmemlab.cli.messages", mixinStandardHelpOptions = true)
final class LessonExportCommand extends ToolCommand {

    @Parameters(index = "0", paramLabel = "LESSON.json", descriptionKey = "lesson.export.file")
    private Path file;

    @Option(names = "--gif", paramLabel = "OUT.gif", descriptionKey = "lesson.export.gif")
    private Path gif;

    @Option(names = "--slides", paramLabel = "DIR", descriptionKey = "lesson.export.slides")
    private Path slides;

    @Option(names = "--lang", paramLabel = "TAG", defaultValue = "en", descriptionKey = "lesson.export.lang")
    private String language;

    @Option(names = "--size", paramLabel = "WIDTHxHEIGHT", defaultValue = "1400x900", descriptionKey = "lesson.export.size")
    private String size;

    @Option(names = "--fps", paramLabel = "N", defaultValue = "10", descriptionKey = "lesson.export.fps")
    private int fps;

    @Option(names = "--speed", paramLabel = "SPEED", defaultValue = "SLOW", descriptionKey = "lesson.export.speed")
    private Speed speed;

    @Override
    protected int call(Console console) {
        PrintWriter out = console.out();
        PrintWriter err = console.err();
        ResourceBundle messages = console.messages();
        if (gif == null && slides == null) {
            err.println(messages.getString("lesson.export.error.what"));
            return 2;
        }
        if (gif != null && !gif.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".gif")) {
            err.println(MessageFormat.format(messages.getString("lesson.export.error.gif"), gif));
            return 2;
        }
        Optional<WindowSize> window = WindowSize.parse(size);
        if (window.isEmpty()) {
            err.println(MessageFormat.format(messages.getString("render.error.size"), size));
            return 2;
        }
        LessonExport.Options options;
        try {
            options = new LessonExport.Options(window.get().width(), window.get().height(), fps);
        } catch (IllegalArgumentException e) {
            err.println(e.getMessage());
            return 2;
        }
        Locale locale = Locale.forLanguageTag(language);
        Storyboard board;
        try {
            if (!Files.isRegularFile(file)) {
                err.println(MessageFormat.format(messages.getString("error.noFile"), file));
                return 2;
            }
            Lesson lesson = LessonParser.parse(file);
            if (lesson.isCluster()) {
                err.println(file + ": $.workspace: " + Messages.get("lesson.cluster.noExport"));
                return 2;
            }
            board = Storyboard.of(LessonRun.run(lesson), locale);
        } catch (LessonException | LessonCheckException e) {
            err.println(e.getMessage());
            return 2;
        } catch (IOException e) {
            err.println(MessageFormat.format(messages.getString("error.read"), file, e.getMessage()));
            return 2;
        }
        ClassPathJavaFx.quietTheClassPathWarning();
        LessonExport export = new LessonExport((shown, w, h) -> StepPictures.open(shown, w, h, speed));
        for (Path target : new Path[] {gif, slides}) {
            if (target == null) {
                continue;
            }
            try {
                LessonExport.Written written = target == gif
                        ? export.gif(board, target, options, Progress.NONE, () -> false)
                        : export.slides(board, target, options, Progress.NONE, () -> false);
                out.println(MessageFormat.format(messages.getString(target == gif ? "lesson.export.gifDone" : "lesson.export.slidesDone"),
                        written.path(), String.valueOf(written.pictures()),
                        String.format(Locale.ROOT, "%.1f", written.millis() / 1000.0)));
            } catch (IOException e) {
                err.println(MessageFormat.format(messages.getString("lesson.export.error.write"), target, e.getMessage()));
                return 1;
            }
        }
        out.flush();
        return 0;
    }
}
