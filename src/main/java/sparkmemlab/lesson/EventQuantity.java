package sparkmemlab.lesson;

import java.lang.reflect.RecordComponent;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.stream.Stream;
import sparkmemlab.container.ContainerEvent;
import sparkmemlab.model.MemoryEvent;

/**
 * {@code event.<Kind>.<field>}: a number field of the step's first event of that kind, as the event log on the
 * same screen shows it ({@code event.JvmOutOfMemory.bytes}, {@code event.ExecutionPoolGrown.fromFreeStorage}).
 * It is the step's own account of the moment it describes, which the state after the step may no longer show
 * (a failed allocation leaves no trace in the state; a task that freed what it got has left the pool).
 * Kinds are {@link MemoryEvent}'s records, then {@link ContainerEvent}'s; fields are their {@code long} and
 * {@code int} components. A {@code long} is a size unless it names a task or counts something.
 */
final class EventQuantity {

    static final String PREFIX = "event.";

    /** The {@code long} fields that are not sizes. */
    private static final Set<String> COUNTS = Set.of("task", "activeTasks", "readers", "buffers");

    private EventQuantity() {
    }

    /**
     * Parses {@code event.<Kind>.<field>}.
     *
     * @throws IllegalArgumentException naming the kinds or the fields there are
     */
    static Quantity parse(String path) {
        String rest = path.substring(PREFIX.length());
        int dot = rest.indexOf('.');
        String kind = dot < 0 ? rest : rest.substring(0, dot);
        Class<?> type = kind(kind).orElseThrow(() -> new IllegalArgumentException(
                sparkmemlab.i18n.Messages.get("lesson.quantity.eventKind", kind, String.join(", ", kinds()))));
        String field = dot < 0 ? "" : rest.substring(dot + 1);
        RecordComponent component = Stream.of(type.getRecordComponents())
                .filter(c -> c.getName().equals(field) && (c.getType() == long.class || c.getType() == int.class))
                .findFirst().orElseThrow(() -> new IllegalArgumentException(sparkmemlab.i18n.Messages.get(
                        "lesson.quantity.eventField", field, kind, String.join(", ", numberFields(type)))));
        Quantity.ExecutorReader reader = v -> first(v, type).map(e -> OptionalLong.of(read(component, e)))
                .orElse(OptionalLong.empty());
        boolean count = component.getType() == int.class || COUNTS.contains(field);
        return count ? Quantity.count(path, reader) : Quantity.bytes(path, reader);
    }

    /** Every number field of every event of the step, for the sizes a literal may match. */
    static java.util.stream.LongStream values(StepView v) {
        return v.result().stream().flatMap(r -> Stream.concat(r.events().stream(), r.containerEvents().stream()))
                .flatMapToLong(e -> Stream.of(e.getClass().getRecordComponents())
                        .filter(c -> c.getType() == long.class && !COUNTS.contains(c.getName()))
                        .mapToLong(c -> read(c, e)));
    }

    private static Optional<Object> first(StepView v, Class<?> type) {
        return v.result().flatMap(r -> Stream.concat(r.events().stream(), r.containerEvents().stream())
                .filter(type::isInstance).map(e -> (Object) e).findFirst());
    }

    private static long read(RecordComponent c, Object event) {
        try {
            return ((Number) c.getAccessor().invoke(event)).longValue();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot read " + c.getName() + " of " + event, e);
        }
    }

    private static Optional<Class<?>> kind(String name) {
        return events().filter(c -> c.getSimpleName().equals(name)).findFirst();
    }

    private static List<String> kinds() {
        return events().map(Class::getSimpleName).distinct().sorted().toList();
    }

    private static List<String> numberFields(Class<?> type) {
        return Stream.of(type.getRecordComponents())
                .filter(c -> c.getType() == long.class || c.getType() == int.class).map(RecordComponent::getName).toList();
    }

    /** The event records: the memory system's first, so a name both have is the memory system's. */
    private static Stream<Class<?>> events() {
        return Stream.concat(Stream.of(MemoryEvent.class.getPermittedSubclasses()),
                Stream.of(ContainerEvent.class.getPermittedSubclasses())).filter(Class::isRecord);
    }
}
