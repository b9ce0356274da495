package sparkmemlab.diagnose;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import sparkmemlab.i18n.Messages;
import sparkmemlab.text.ByteFormat;

/** A diagnosis in the reader's language, line by line, as the command line prints it and the window shows it. */
public final class DiagnosisText {
    public static final String BUNDLE = "sparkmemlab.diagnose.messages";
    private final Locale locale;

    public DiagnosisText(Locale locale) {
        this.locale = locale;
    }

    /** The plain sentence for a text the diagnosis does not recognise. */
    public String unrecognised() {
        return get("unrecognised");
    }

    public String title(Kind kind) {
        return get(kind.key("title"));
    }

    public String rule(Kind kind) {
        return get(kind.key("rule"));
    }

    public List<String> lines(Diagnosis d) {
        List<String> lines = new ArrayList<>();
        Finding f = d.primary();
        lines.add(get("recognised", title(f.kind()), f.source()));
        lines.add("  " + f.quote());
        where(d.where()).ifPresent(lines::add);
        lines.add(get("rule", rule(f.kind())));
        f.kind().lesson().ifPresent(l -> lines.add(get("lesson", "lessons/" + l)));
        d.scene().ifPresentOrElse(s -> {
            lines.add(get("scene", s.steps(), s.failingStep()));
            d.modelSays().ifPresent(m -> lines.add("  " + get("modelSays", m)));
            lines.add("  " + get(d.reproduced() ? "reproduced" : "notReproduced"));
        }, () -> lines.add(get("noScene")));
        section(lines, "fixes", d.fixes().stream().map(this::fix).toList());
        section(lines, "assumptions", notes(d.assumptions()));
        section(lines, "questions", notes(d.questions()));
        section(lines, "disagreements", notes(d.disagreements()));
        section(lines, "alsoInText", d.findings().stream().skip(1).map(x -> title(x.kind()) + ": " + x.quote()).toList());
        return lines;
    }

    public String fix(Fix fix) {
        if (fix.holds()) {
            return fix.limit() > 0 ? get("fix.containerHolds", fix.key(), fix.value(), size(fix.used()), size(fix.limit()))
                    : get("fix.holds", fix.key(), fix.value());
        }
        return get("fix.stillFails", fix.key(), fix.value(), fix.stillFails());
    }

    public List<String> notes(List<Note> notes) {
        return notes.stream().map(n -> get(n.key(), n.args().stream()
                .map(a -> a instanceof Note.Size s ? size(s.bytes()) : a).toArray())).toList();
    }

    private java.util.Optional<String> where(Map<String, String> where) {
        if (where.containsKey("task")) {
            return java.util.Optional.of(get("where.task", where.get("task"), where.get("stage"), where.get("tid"),
                    where.getOrDefault("executor", "?")));
        }
        return where.containsKey("executor") ? java.util.Optional.of(get("where.executor", where.get("executor")))
                : java.util.Optional.empty();
    }

    private void section(List<String> lines, String key, List<String> items) {
        if (!items.isEmpty()) {
            lines.add(get(key));
            items.forEach(i -> lines.add("  - " + i));
        }
    }

    private String size(long bytes) {
        return get("size", String.valueOf(bytes), ByteFormat.format(bytes, locale));
    }

    private String get(String key, Object... args) {
        return Messages.format(BUNDLE, locale, key, args);
    }
}
