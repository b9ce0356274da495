package sparkmemlab.export;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import sparkmemlab.export.Caption.Line;
import sparkmemlab.export.Caption.Style;

/** The captions of a storyboard: the title, each question (before its step), and each step's words. */
final class Captions {
    private final Storyboard board;
    private final Locale locale;

    Captions(Storyboard board) {
        this.board = board;
        this.locale = board.locale();
    }

    Caption title() {
        return new Caption(List.of(new Line(board.title(), Style.HEADING), new Line(board.summary(), Style.BODY)));
    }

    /** The question asked before the step, with its choices. */
    Caption question(Storyboard.Page page) {
        List<Line> lines = new ArrayList<>();
        lines.add(header(page));
        lines.add(new Line(ExportText.get(locale, "caption.predict", page.question().orElseThrow()), Style.BODY));
        for (int i = 0; i < page.choices().size(); i++) {
            lines.add(new Line(ExportText.get(locale, "caption.choice", ExportText.choiceLabel(i), page.choices().get(i)), Style.BODY));
        }
        if (page.choices().isEmpty()) {
            lines.add(new Line(ExportText.get(locale, "caption.number"), Style.QUIET));
        }
        return new Caption(lines);
    }

    /** The step's narration, and the answer to its question with the explanation. */
    Caption step(Storyboard.Page page) {
        List<Line> lines = new ArrayList<>();
        lines.add(header(page));
        lines.add(new Line(page.narration(), Style.BODY));
        page.answer().ifPresent(a -> lines.add(new Line(ExportText.get(locale, "caption.answer", a), Style.QUIET)));
        page.explanation().ifPresent(e -> lines.add(new Line(e, Style.QUIET)));
        return new Caption(lines);
    }

    private Line header(Storyboard.Page page) {
        return new Line(ExportText.get(locale, "caption.step", page.step(), board.pages().size(), page.op()), Style.HEADING);
    }

    /** Every caption a film of this storyboard shows, for a band that fits them all. */
    List<Caption> all() {
        List<Caption> all = new ArrayList<>();
        all.add(title());
        for (Storyboard.Page page : board.pages()) {
            page.question().ifPresent(q -> all.add(question(page)));
            all.add(step(page));
        }
        return all;
    }

    /** How long a reader needs for a caption: 1.2 s and 0.32 s a word (two Chinese characters count as one), 2 to 20 s. */
    static int readingMillis(Caption caption) {
        int words = 0;
        for (Line line : caption.lines()) {
            String text = line.text();
            long cjk = text.codePoints().filter(c -> Character.UnicodeScript.of(c) == Character.UnicodeScript.HAN).count();
            String rest = text.codePoints().filter(c -> Character.UnicodeScript.of(c) != Character.UnicodeScript.HAN)
                    .collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append).toString().strip();
            words += (rest.isEmpty() ? 0 : rest.split("\\s+").length) + (int) (cjk / 2);
        }
        return Math.max(2000, Math.min(20000, 1200 + 320 * words));
    }
}
