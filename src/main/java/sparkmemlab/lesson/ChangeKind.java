package sparkmemlab.lesson;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A kind of change a narration can claim of its step ({@link Change} for an executor's, {@link ClusterChange}
 * for a cluster's): a text that speaks of one must come with a check that pins whether it happened.
 */
public interface ChangeKind {

    /** The words that speak of this kind of change. */
    Words words();

    /** The first word of this kind in {@code text} (in {@code language}), if it speaks of it. */
    default Optional<String> firstWord(String text, String language) {
        return words().first(text, language);
    }

    /** Whether {@code claim} says whether (and how) this kind of change happened in its step. */
    boolean pinnedBy(Expect claim);

    /** What the change is and what would pin it, for the message of a claim that nothing pins. */
    String unpinned();

    /** The first word of each kind of change that {@code text} (in {@code language}) speaks of, in the kinds' order. */
    static Map<ChangeKind, String> claimed(List<? extends ChangeKind> kinds, String text, String language) {
        Map<ChangeKind, String> found = new LinkedHashMap<>();
        for (ChangeKind kind : kinds) {
            kind.firstWord(text, language).ifPresent(w -> found.put(kind, w));
        }
        return found;
    }

    /**
     * The words of one kind: English words (Spark's own words stay English in every language), and the terms a
     * Chinese text uses.
     */
    final class Words {
        private final Pattern english;
        private final Pattern chinese;

        Words(String english, String chinese) {
            // A word of a dotted name (spark.shuffle.spill.initialMemoryThreshold) is not a claim.
            this.english = Pattern.compile("(?<![\\w.])(" + english + ")(?!\\w|\\.\\w)", Pattern.CASE_INSENSITIVE);
            this.chinese = Pattern.compile(chinese);
        }

        Optional<String> first(String text, String language) {
            Matcher m = english.matcher(text);
            if (m.find()) {
                return Optional.of(m.group());
            }
            if (language.equals("zh") || language.startsWith("zh-")) {
                m = chinese.matcher(text);
                if (m.find()) {
                    return Optional.of(m.group());
                }
            }
            return Optional.empty();
        }
    }
}
