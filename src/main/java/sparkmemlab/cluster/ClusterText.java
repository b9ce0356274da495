package sparkmemlab.cluster;

import java.util.Locale;
import sparkmemlab.i18n.Messages;

/** The cluster model's and cluster scenario reader's messages, from {@code sparkmemlab/cluster/messages}. */
public final class ClusterText {
    static final String BUNDLE = "sparkmemlab.cluster.messages";

    private ClusterText() {
    }

    /** The message {@code key} in the default locale, with {@code args} filled in. */
    public static String get(String key, Object... args) {
        return Messages.format(BUNDLE, Locale.getDefault(), key, args);
    }
}
