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
        this(session, SceneSparkVersion::of);
    }

    private SceneSparkVersion(ExecutorSession session, java.util.function.BiFunction<ExecutorConfig, UiText, String> name) {
        UiText text = session.text();
        session.historyProperty().addListener((o, a, h) -> words.set(name.apply(h.config(), text)));
        words.set(name.apply(session.history().config(), text));
    }

    /** For a workspace that runs the scene on both managers: the scene's Spark beside Spark 2.4.8's manager. */
    public static SceneSparkVersion besideLegacy(ExecutorSession session) {
        return new SceneSparkVersion(session, (c, text) -> text.get("header.sparkVersion.beside", c.sparkVersion().label(),
                ManagerKind.STATIC.sparkVersion(), ManagerKind.STATIC.className()));
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
