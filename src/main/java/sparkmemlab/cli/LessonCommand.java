package sparkmemlab.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.MessageFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import sparkmemlab.lesson.Lesson;
import sparkmemlab.lesson.LessonCheckException;
import sparkmemlab.lesson.LessonException;
import sparkmemlab.lesson.LessonRun;
import sparkmemlab.lesson.Lessons;
import sparkmemlab.lesson.Predict;

/** {@code lesson check LESSONS...}: the guided lessons, checked against the model. */
@Command(name = "lesson", resourceBundle = "sparkmemlab.cli.messages", mixinStandardHelpOptions = true,
        subcommands = {LessonCommand.Check.class, LessonCommand.Show.class, LessonExportCommand.class})
final class LessonCommand extends CommandGroup {

    /**
     * Loads every lesson, runs it on the model, and checks every expect and every prediction's answer. Exit
     * status 0 when all pass, 1 at the first lesson that does not teach what the model does, 2 for a lesson
     * that cannot be read.
     */
    @Command(name = "check", resourceBundle = "sparkmemlab.cli.messages", mixinStandardHelpOptions = true)
    static final class Check extends ToolCommand {

        @Parameters(arity = "1..*", paramLabel = "LESSONS", descriptionKey = "lesson.check.paths")
        private List<Path> paths = new ArrayList<>();

        @Override
        protected int call(Console console) {
            PrintWriter out = console.out();
            PrintWriter err = console.err();
            ResourceBundle messages = console.messages();
            List<Lesson> lessons = new ArrayList<>();
            try {
                for (Path path : paths) {
                    if (!Files.exists(path)) {
                        err.println(MessageFormat.format(messages.getString("error.noFile"), path));
                        return 2;
                    }
                    List<Lesson> found = Lessons.load(path);
                    if (found.isEmpty()) {
                        err.println(MessageFormat.format(messages.getString("lesson.check.empty"), path));
                        return 2;
                    }
                    lessons.addAll(found);
                }
            } catch (LessonException | LessonCheckException | IOException e) {
                return refuse(e, paths, err, messages);
            }
            int steps = 0;
            for (Lesson lesson : lessons) {
                LessonRun.Checked checked;
                try {
                    checked = LessonRun.check(lesson);
                } catch (LessonCheckException e) {
                    out.flush();
                    err.println(e.getMessage());
                    return 1;
                }
                steps += checked.steps();
                out.println(MessageFormat.format(messages.getString("lesson.check.passed"), lesson.file(),
                        String.valueOf(lesson.order()), lesson.title().get(Locale.ENGLISH),
                        String.valueOf(checked.steps()), String.valueOf(checked.expects()),
                        String.valueOf(checked.predicts()), String.valueOf(checked.languages())));
            }
            out.println(MessageFormat.format(messages.getString("lesson.check.total"), String.valueOf(lessons.size()),
                    String.valueOf(steps)));
            out.flush();
            return 0;
        }
    }

    /** Prints a lesson as a student reads it: each step's question, narration and explanation, numbers filled in. */
    @Command(name = "show", resourceBundle = "sparkmemlab.cli.messages", mixinStandardHelpOptions = true)
    static final class Show extends ToolCommand {

        @Parameters(index = "0", paramLabel = "LESSON.json", descriptionKey = "lesson.show.file")
        private Path file;

        @Option(names = "--lang", paramLabel = "TAG", defaultValue = "en", descriptionKey = "lesson.show.lang")
        private String language;

        @Option(names = "--answers", descriptionKey = "lesson.show.answers")
        private boolean answers;

        @Override
        protected int call(Console console) {
            PrintWriter out = console.out();
            PrintWriter err = console.err();
            ResourceBundle messages = console.messages();
            Locale locale = Locale.forLanguageTag(language);
            LessonRun run;
            try {
                if (!Files.isRegularFile(file)) {
                    err.println(MessageFormat.format(messages.getString("error.noFile"), file));
                    return 2;
                }
                run = LessonRun.run(sparkmemlab.lesson.LessonParser.parse(file));
            } catch (LessonException | LessonCheckException | IOException e) {
                return refuse(e, file, err, messages);
            }
            Lesson lesson = run.lesson();
            out.println(MessageFormat.format(messages.getString("lesson.show.title"), String.valueOf(lesson.order()),
                    lesson.title().get(locale)));
            out.println(lesson.summary().get(locale));
            try {
                for (int step = 1; step <= lesson.steps().size(); step++) {
                    out.println();
                    out.println(MessageFormat.format(messages.getString("lesson.show.step"), String.valueOf(step),
                            lesson.scene().op(step - 1),
                            lesson.steps().get(step - 1).spotlight().toString()));
                    int s = step;
                    run.question(step, locale).ifPresent(q -> out.println(
                            MessageFormat.format(messages.getString("lesson.show.question"), q)));
                    List<String> choices = run.choices(step, locale);
                    lesson.steps().get(step - 1).predict().ifPresent(p -> {
                        if (p instanceof Predict.MultipleChoice mc) {
                            for (int c = 0; c < choices.size(); c++) {
                                out.println(MessageFormat.format(messages.getString("lesson.show.choice"),
                                        answers && mc.choices().get(c).correct() ? "*" : " ", choices.get(c)));
                            }
                        } else if (p instanceof Predict.Number n) {
                            out.println(MessageFormat.format(messages.getString("lesson.show.rule"), Predict.Number.rule(locale)));
                            if (answers) {
                                out.println(MessageFormat.format(messages.getString("lesson.show.number"),
                                        String.format(Locale.ENGLISH, "%,.1f", n.answerMiB()),
                                        // Two decimals: the least tolerance, 0.05 MiB, would show as 0.1 with one.
                                        String.format(Locale.ENGLISH, "%,.2f", n.lowestMiB()),
                                        String.format(Locale.ENGLISH, "%,.2f", n.highestMiB())));
                            }
                        }
                    });
                    out.println(run.narration(step, locale));
                    run.explanation(s, locale).ifPresent(x -> out.println(
                            MessageFormat.format(messages.getString("lesson.show.explanation"), x)));
                }
            } catch (IllegalStateException e) {
                out.flush();
                err.println(e.getMessage());
                return 1;
            }
            out.flush();
            return 0;
        }
    }

    /**
     * Says why lessons could not be loaded or checked and gives the exit status: 1 for a claim the
     * model does not bear out, 2 for a lesson that cannot be read ({@code where} names the files).
     */
    private static int refuse(Exception e, Object where, PrintWriter err, ResourceBundle messages) {
        if (e instanceof IOException) {
            err.println(MessageFormat.format(messages.getString("error.read"), where, e.getMessage()));
            return 2;
        }
        err.println(e.getMessage());
        return e instanceof LessonCheckException ? 1 : 2;
    }
}
