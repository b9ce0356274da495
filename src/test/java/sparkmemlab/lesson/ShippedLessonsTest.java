package sparkmemlab.lesson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import sparkmemlab.cli.Main;

/** Every lesson in {@code lessons/} passes {@code lesson check}: a model change that breaks a lesson's point fails the build. */
class ShippedLessonsTest {

    static final Path LESSONS = Path.of("lessons");

    @Test
    void everyShippedLessonPassesTheCheck() throws Exception {
        List<Lesson> lessons = Lessons.load(LESSONS);
        assertTrue(!lessons.isEmpty(), "no lessons in " + LESSONS.toAbsolutePath());
        for (Lesson lesson : lessons) {
            try {
                LessonRun.Checked checked = LessonRun.check(lesson);
                assertEquals(lesson.steps().size(), checked.steps());
            } catch (LessonCheckException e) {
                fail(e.getMessage());
            }
        }
    }

    @Test
    void theCommandLineCheckPassesWithOneLinePerLesson() throws Exception {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = Main.execute(new PrintWriter(out, true), new PrintWriter(err, true), "lesson", "check", LESSONS.toString());
        assertEquals(0, status, err.toString());
        String[] lines = out.toString().strip().split("\n");
        assertEquals(Lessons.files(LESSONS).size() + 1, lines.length, out.toString());
        for (int i = 0; i < lines.length - 1; i++) {
            assertTrue(lines[i].startsWith("ok "), lines[i]);
        }
    }

    private static String show(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        String[] all = new String[args.length + 2];
        all[0] = "lesson";
        all[1] = "show";
        System.arraycopy(args, 0, all, 2, args.length);
        assertEquals(0, Main.execute(new PrintWriter(out, true), new PrintWriter(err, true), all), err.toString());
        return out.toString();
    }

    @Test
    void showPrintsALessonAsAStudentReadsIt() throws Exception {
        Path first = Lessons.files(LESSONS).get(0);
        String zh = show(first.toString(), "--lang", "zh");
        Lesson lesson = LessonParser.parse(first);
        assertTrue(zh.startsWith("Lesson 1: " + lesson.title().get(Locale.CHINESE)), zh);
        assertTrue(zh.contains(Predict.Number.rule(Locale.CHINESE)), zh);
        assertTrue(!zh.contains("{"), zh);
    }

    @Test
    void showMarksTheAnswersOnlyWhenAskedTo() throws Exception {
        for (Path file : Lessons.files(LESSONS)) {
            Lesson lesson = LessonParser.parse(file);
            String student = show(file.toString());
            assertTrue(!student.contains("[*]"), file + ":\n" + student);
            String teacher = show(file.toString(), "--answers");
            long marked = teacher.lines().filter(l -> l.startsWith("    [*] ")).count();
            assertEquals(lesson.predictCount(), marked, file + ":\n" + teacher);
            for (int step = 1; step <= lesson.steps().size(); step++) {
                if (lesson.steps().get(step - 1).predict().orElse(null) instanceof Predict.Number n) {
                    assertTrue(teacher.contains(String.format(Locale.ENGLISH, "    [*] %,.1f MiB", n.answerMiB())), teacher);
                    assertTrue(!student.contains(String.format(Locale.ENGLISH, "%,.1f MiB (answers", n.answerMiB())), student);
                }
            }
        }
    }

    @Test
    void everyTextFillsInEveryLanguageItHas() throws Exception {
        for (Lesson lesson : Lessons.load(LESSONS)) {
            LessonRun run = LessonRun.run(lesson);
            for (String tag : List.of("en", "zh")) {
                Locale locale = Locale.forLanguageTag(tag);
                for (int step = 1; step <= lesson.steps().size(); step++) {
                    String narration = run.narration(step, locale);
                    assertTrue(!narration.contains("{") && !narration.contains("}"), lesson.file() + " step " + step);
                    run.question(step, locale);
                    run.explanation(step, locale);
                }
            }
        }
    }
}
