package sparkmemlab.export;

import java.util.Locale;
import sparkmemlab.snapshot.AppVersion;

/**
 * The Markdown beside the slides: for each slide a heading, its picture and the speaker's notes (the
 * narration, the question's answer and why), slides parted by "---" as Markdown slide tools part them.
 */
final class SlideNotes {
    private final Storyboard board;
    private final Locale locale;
    private final StringBuilder md = new StringBuilder();
    private int slides;

    SlideNotes(Storyboard board) {
        this.board = board;
        this.locale = board.locale();
    }

    void title(String image) {
        slide("# " + board.title(), image);
        notes(board.summary(), ExportText.get(locale, "slides.credit", AppVersion.get(), board.title()));
    }

    void question(Storyboard.Page page, String image) {
        slide("## " + ExportText.get(locale, "slides.question", page.step()), image);
        StringBuilder q = new StringBuilder(ExportText.get(locale, "caption.predict", page.question().orElseThrow()));
        for (int i = 0; i < page.choices().size(); i++) {
            q.append('\n').append(ExportText.get(locale, "caption.choice", ExportText.choiceLabel(i), page.choices().get(i)));
        }
        notes(q.toString(), ExportText.get(locale, "slides.answer") + ": " + page.answer().orElse(""));
    }

    void step(Storyboard.Page page, String image) {
        slide("## " + ExportText.get(locale, "slides.step", page.step(), board.pages().size(), page.op()), image);
        StringBuilder rest = new StringBuilder();
        page.answer().ifPresent(a -> rest.append(ExportText.get(locale, "slides.answer")).append(": ").append(a));
        page.explanation().ifPresent(e -> rest.append(rest.length() > 0 ? "\n" : "")
                .append(ExportText.get(locale, "slides.explanation")).append(": ").append(e));
        notes(page.narration(), rest.toString());
    }

    private void slide(String heading, String image) {
        if (slides++ > 0) {
            md.append("\n---\n\n");
        }
        md.append(heading).append("\n\n![").append(ExportText.get(locale, "slides.slide", slides)).append("](")
                .append(image).append(")\n");
    }

    private void notes(String first, String second) {
        md.append("\n**").append(ExportText.get(locale, "slides.notes")).append("** ").append(first).append('\n');
        for (String line : second.split("\n")) {
            if (!line.isEmpty()) {
                md.append("\n").append(line).append('\n');
            }
        }
    }

    String markdown() {
        return md.toString();
    }
}
