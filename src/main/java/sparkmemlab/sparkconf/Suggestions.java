package sparkmemlab.sparkconf;

import java.util.Optional;

/**
 * The key a misspelt one was probably meant to be. Spark takes any key starting with "spark." without a
 * word, so {@code spark.executor.memroy} is silently of no use; the import names the key it is one or two
 * letters away from.
 */
final class Suggestions {
    private static final int MAX_EDITS = 2;

    private Suggestions() {
    }

    static Optional<String> nearest(String key) {
        String best = null;
        int bestDistance = MAX_EDITS + 1;
        for (String known : ConfKeys.names()) {
            int d = distance(key, known);
            if (d > 0 && d < bestDistance) {
                best = known;
                bestDistance = d;
            }
        }
        return Optional.ofNullable(best);
    }

    /** Levenshtein distance, counting a swap of two neighbours as one edit (memroy, memory). */
    static int distance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
    }
}
