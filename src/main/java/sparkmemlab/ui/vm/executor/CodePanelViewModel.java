package sparkmemlab.ui.vm.executor;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleObjectProperty;
import sparkmemlab.model.MemoryEvent;
import sparkmemlab.model.SparkMethod;
import sparkmemlab.ui.picture.CodeExcerpt;
import sparkmemlab.ui.text.UiText;
import sparkmemlab.ui.vm.kernel.ExecutorSession;

/**
 * The code panel, beside the lists while a lesson plays: the Spark methods the current step ran (in the
 * order they first ran), the one shown, and our model's code for it. By default it shows the method whose
 * rule decided the step.
 */
public final class CodePanelViewModel {

    /** Where the rules live, most telling first: the method shown when a step ran several. */
    private static final List<SparkMethod> RULES_FIRST = List.of(
            SparkMethod.EVICT_BLOCKS_TO_FREE_SPACE, SparkMethod.TRY_SPILL_AND_ACQUIRE,
            SparkMethod.UNCAUGHT_EXCEPTION_HANDLER, SparkMethod.USER_CODE,
            SparkMethod.EXECUTION_POOL_ACQUIRE_MEMORY, SparkMethod.MAYBE_GROW_EXECUTION_POOL,
            SparkMethod.ACQUIRE_STORAGE_MEMORY, SparkMethod.STORAGE_POOL_ACQUIRE_MEMORY,
            SparkMethod.CONSUMER_ALLOCATE_PAGE, SparkMethod.RESERVE_UNROLL_MEMORY_FOR_THIS_TASK,
            SparkMethod.EXECUTION_POOL_RELEASE_MEMORY, SparkMethod.TASK_RUNNER_FINALLY);

    private final ReadOnlyObjectWrapper<List<SparkMethod>> methods = new ReadOnlyObjectWrapper<>(List.of());
    private final ObjectProperty<SparkMethod> shown = new SimpleObjectProperty<>();
    private final ReadOnlyObjectWrapper<CodeExcerpt> excerpt = new ReadOnlyObjectWrapper<>();
    private final Map<SparkMethod, CodeExcerpt> cache = new EnumMap<>(SparkMethod.class);
    private final UiText text;

    public CodePanelViewModel(ExecutorSession session) {
        this.text = session.text();
        shown.addListener((o, a, m) -> excerpt.set(m == null ? null : cache.computeIfAbsent(m, CodeExcerpt::of)));
        Runnable update = () -> {
            List<SparkMethod> ran = new ArrayList<>();
            session.history().current().ifPresent(step -> {
                for (MemoryEvent e : step.events()) {
                    if (!ran.contains(e.method())) {
                        ran.add(e.method());
                    }
                }
            });
            methods.set(List.copyOf(ran));
            shown.set(ran.isEmpty() ? null : RULES_FIRST.stream().filter(ran::contains).findFirst().orElse(ran.get(0)));
        };
        session.stepShownProperty().addListener((o, a, b) -> update.run());
        update.run();
    }

    /** The Spark methods the current step ran, in the order they first ran. */
    public ReadOnlyObjectProperty<List<SparkMethod>> methodsProperty() { return methods.getReadOnlyProperty(); }

    /** The method whose code is shown; a person may pick another of {@link #methodsProperty()}. */
    public ObjectProperty<SparkMethod> shownProperty() { return shown; }

    public ReadOnlyObjectProperty<CodeExcerpt> excerptProperty() { return excerpt.getReadOnlyProperty(); }

    /**
     * Where the excerpt shown comes from, in words: Spark's method and ours; or, for the simulation's own code, that
     * no Spark code runs; empty when none is shown.
     */
    public String source() {
        CodeExcerpt e = excerpt.get();
        if (e == null) {
            return "";
        }
        return e.spark().isPresent() ? text.get("code.source", e.method().qualifiedName(), e.source())
                : text.get("code.own", e.source());
    }

    /** Spark's own file, method and lines for the excerpt shown, in words, if it ports Spark's code. */
    public Optional<String> sparkPlace() {
        CodeExcerpt e = excerpt.get();
        return e == null ? Optional.empty() : e.spark().map(s -> text.get("code.spark", s.file(), e.method().methodName(),
                s.first(), s.last(), s.tag()));
    }

    /** Spark's source at its tag (GitHub), the method's lines marked, for the excerpt shown. */
    public Optional<String> sparkUrl() {
        CodeExcerpt e = excerpt.get();
        return e == null ? Optional.empty() : e.spark().map(CodeExcerpt.SparkSource::url);
    }

    /** What the panel says when the step ran no method with an excerpt. */
    public String emptyText() {
        return text.get("code.none");
    }
}
