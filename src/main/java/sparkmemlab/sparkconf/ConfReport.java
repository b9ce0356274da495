package sparkmemlab.sparkconf;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import sparkmemlab.model.ExecutorConfig;

/**
 * An import told in plain lines, in the reader's language: what the sandbox's executor takes, what the other
 * models keep, what is ignored and why, and what Spark refuses, in Spark's words. For the command line and
 * for copying out of the window.
 */
public final class ConfReport {

    private ConfReport() {
    }

    public static List<String> lines(ConfImport result, Locale locale) {
        List<String> lines = new ArrayList<>();
        lines.add(ConfText.get(locale, "report.sparkVersion", result.sparkVersion().label()));
        if (!result.refused().isEmpty()) {
            lines.add(ConfText.get(locale, "report.refused"));
            for (Problem p : result.refused()) {
                lines.add(ConfText.get(locale, "report.item", name(p.key(), p.value()), where(p.origin(), locale)));
                lines.add(ConfText.get(locale, "report.speaker." + p.speaker(), indent(p.message())));
            }
        }
        List<Taken> executor = result.taken().stream().filter(t -> t.use() == ConfKey.Use.EXECUTOR).toList();
        lines.add(ConfText.get(locale, result.accepted() ? "report.executor" : "report.executor.refused"));
        if (result.master().executorIsDriver()) {
            lines.add(ConfText.get(locale, "report.local", result.master().url()));
        }
        result.scenarioConfig().forEach((key, value) -> lines.add(ConfText.get(locale, "report.config", key, sizeOrValue(key, value))));
        if (result.scenarioConfig().isEmpty()) {
            lines.add(ConfText.get(locale, "report.defaults"));
        }
        for (Taken t : executor) {
            if (!t.givenAs().equals(t.key())) {
                lines.add(ConfText.get(locale, "report.oldName", t.givenAs(), t.key()));
            }
        }
        // The legacy manager's keys are the executor's too (listed above with its configuration).
        List<Taken> others = result.taken().stream()
                .filter(t -> t.use() != ConfKey.Use.EXECUTOR && t.use() != ConfKey.Use.LEGACY).toList();
        if (!others.isEmpty()) {
            lines.add(ConfText.get(locale, "report.others"));
            for (Taken t : others) {
                String given = t.givenAs().equals(t.key()) ? "" : ConfText.get(locale, "report.givenAs", t.givenAs());
                lines.add(ConfText.get(locale, "report.other", t.key(), t.text(), t.use().text(locale), given));
            }
        }
        if (!result.ignored().isEmpty()) {
            lines.add(ConfText.get(locale, "report.ignored"));
            for (Ignored i : result.ignored()) {
                lines.add(ConfText.get(locale, "report.item", name(i.key(), i.value()), where(i.origin(), locale)));
                lines.add("      " + i.text(locale));
            }
        }
        return lines;
    }

    private static String name(String key, String value) {
        return value.isEmpty() ? key : key + " = " + value;
    }

    /** Where a setting was given ("spark-defaults.conf, line 3"), in the reader's language; empty for no source. */
    public static String where(Origin origin, Locale locale) {
        if (origin.source().isEmpty()) {
            return "";
        }
        return origin.fromCommandLine()
                ? ConfText.get(locale, "origin.option", origin.flag(), origin.source(), origin.line())
                : ConfText.get(locale, "origin.line", origin.source(), origin.line());
    }

    private static String indent(String message) {
        return message.replace("\n", "\n        ");
    }

    private static final Set<String> SIZES = Set.of(ExecutorConfig.EXECUTOR_MEMORY, ExecutorConfig.OFF_HEAP_SIZE,
            ExecutorConfig.RESERVED_MEMORY, ExecutorConfig.PAGE_SIZE);

    /** Sizes in bytes, as the scenario holds them, and in Spark's units. */
    private static String sizeOrValue(String key, Object value) {
        return SIZES.contains(key) ? value + " (" + SubmitFlags.size((Long) value) + ")" : String.valueOf(value);
    }
}
