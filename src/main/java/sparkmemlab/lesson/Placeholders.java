package sparkmemlab.lesson;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalLong;
import sparkmemlab.i18n.Messages;
import sparkmemlab.model.OpResult;
import sparkmemlab.text.ByteFormat;

/**
 * Numbers in a lesson's text: {@code {onHeap.executionPool}} is the quantity as a size (as Spark's web UI
 * shows sizes: {@code 1.1 GiB}), {@code {onHeap.executionPool:mib}} in MiB with one decimal,
 * {@code {onHeap.executionPool:bytes}} in exact bytes. Counts show as plain numbers. {@code {result}} of a
 * step that did not return bytes shows what it returned ({@code true}, {@code waiting}, Spark's message).
 * {@code {{} and {@code }}} write a brace.
 */
public final class Placeholders {

    /** One placeholder: the quantity and how to show it. */
    public record Ref(Quantity quantity, Format format) {
    }

    public enum Format { SIZE, MIB, BYTES }

    private Placeholders() {
    }

    /**
     * The placeholders of {@code text}.
     *
     * @throws IllegalArgumentException naming the bad placeholder and what was expected
     */
    public static List<Ref> refs(String text, Quantities quantities) {
        List<Ref> refs = new ArrayList<>();
        walk(text, refs, null, quantities, null, Locale.ROOT);
        return refs;
    }

    /**
     * The text in the reader's language ({@code locale}, or English where it has none) with its placeholders
     * filled from {@code view}, numbers written as that language writes them.
     *
     * @throws IllegalStateException if a quantity has no value at that moment (a block not in memory, say)
     */
    public static String fill(LocalText text, Moment view, Locale locale) {
        return fill(text.get(locale), view, text.shownIn(locale));
    }

    /**
     * The text with its placeholders filled from {@code view}.
     *
     * @throws IllegalStateException if a quantity has no value at that moment (a block not in memory, say)
     */
    public static String fill(String text, Moment view, Locale locale) {
        StringBuilder out = new StringBuilder();
        walk(text, null, out, view.quantities(), view, locale);
        return out.toString();
    }

    private static void walk(String text, List<Ref> refs, StringBuilder out, Quantities quantities, Moment view,
            Locale locale) {
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == '{' && text.startsWith("{{", i)) {
                append(out, "{");
                i += 2;
            } else if (c == '}' && text.startsWith("}}", i)) {
                append(out, "}");
                i += 2;
            } else if (c == '}') {
                throw new IllegalArgumentException(Messages.get("lesson.placeholder.brace", i));
            } else if (c == '{') {
                int end = text.indexOf('}', i);
                if (end < 0) {
                    throw new IllegalArgumentException(Messages.get("lesson.placeholder.open", i));
                }
                Ref ref = ref(text.substring(i + 1, end), quantities);
                if (refs != null) {
                    refs.add(ref);
                }
                if (out != null) {
                    out.append(show(ref, view, locale));
                }
                i = end + 1;
            } else {
                append(out, String.valueOf(c));
                i++;
            }
        }
    }

    private static void append(StringBuilder out, String s) {
        if (out != null) {
            out.append(s);
        }
    }

    private static Ref ref(String inside, Quantities quantities) {
        int colon = inside.indexOf(':');
        String path = colon < 0 ? inside : inside.substring(0, colon);
        Format format = Format.SIZE;
        if (colon >= 0) {
            format = switch (inside.substring(colon + 1)) {
                case "mib" -> Format.MIB;
                case "bytes" -> Format.BYTES;
                default -> throw new IllegalArgumentException(Messages.get("lesson.placeholder.format", inside));
            };
        }
        return new Ref(quantities.parse(path), format);
    }

    private static String show(Ref ref, Moment view, Locale locale) {
        OptionalLong value = ref.quantity().read(view);
        if (value.isEmpty()) {
            if (ref.quantity().path().equals("result") && view instanceof StepView step && step.result().isPresent()) {
                OpResult result = step.result().get().result();
                return Expect.describe(result);
            }
            throw new IllegalStateException(Messages.get("lesson.placeholder.noValue", ref.quantity().path()));
        }
        long n = value.getAsLong();
        if (ref.quantity().unit() == Quantity.Unit.COUNT) {
            return Long.toString(n);
        }
        return show(n, ref.format(), locale);
    }

    /**
     * A size as a placeholder shows it. One number style in every language: group commas from 1,000 up
     * ({@code 1,423.0 MiB}, {@code 104,857,600}), as {@code lesson check} asks of sizes written out too.
     */
    static String show(long bytes, Format format, Locale locale) {
        return switch (format) {
            case SIZE -> ByteFormat.format(bytes, locale);
            case MIB -> String.format(locale, "%,.1f MiB", bytes / (double) (1 << 20));
            case BYTES -> String.format(locale, "%,d", bytes);
        };
    }
}
