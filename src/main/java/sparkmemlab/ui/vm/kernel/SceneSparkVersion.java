package sparkmemlab.ui.vm.kernel;

import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.model.ManagerKind;
import sparkmemlab.ui.text.UiText;

/**
 * The Spark the executor session's scene runs on, in the header's words: its {@code "sparkVersion"}, or Spark
 * 2.4.8's manager when the scene sets {@code spark.memory.useLegacyMode} (the model's {@link ManagerKind}).
 */
public final class SceneSparkVersion {
    private final ReadOnlyStringWrapper words = new ReadOnlyStringWrapper("");

    public SceneSparkVersion(ExecutorSession session) {
        UiText text = session.text();
        session.historyProperty().addListener((o, a, h) -> words.set(of(h.config(), text)));
        words.set(of(session.history().config(), text));
    }

    public ReadOnlyStringProperty property() {
        return words.getReadOnlyProperty();
    }

    /** "Spark 4.2.0", or "Spark 2.4.8 (StaticMemoryManager)" under the legacy manager. */
    public static String of(ExecutorConfig config, UiText text) {
        ManagerKind manager = ManagerKind.of(config);
        return manager == ManagerKind.STATIC
                ? text.get("header.sparkVersion.legacy", manager.sparkVersion(), manager.className())
                : text.get("header.sparkVersion", config.sparkVersion().label());
    }
}
