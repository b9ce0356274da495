package sparkmemlab.lesson;

import java.util.Arrays;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.ToLongFunction;
import sparkmemlab.container.ContainerPart;
import sparkmemlab.container.ContainerState;
import sparkmemlab.container.ExecutorResources;
import sparkmemlab.model.ExecutorContainer;

/**
 * The container's quantities ({@code container.limit}, {@code container.part.nettyDirect}, ...): numbers of
 * the container around the executor, none when the lesson's scenario sets no {@code spark.master}.
 */
final class ContainerQuantities {
    static final String PREFIX = "container.";
    static final String FORMS = "container.limit|used|free|overhead|overheadFree|offHeapRequest|bytesInFlight|killed|threads"
            + "|tasksLost|chunks, container.part.<heap|offHeap|nettyDirect|metaspace|codeCache|threadStacks|otherDirect>,"
            + " container.netty.<allocator>, container.netty.<allocator>.directArenas";

    /** An allocator's number of direct arenas, a count. */
    private static final String DIRECT_ARENAS = ".directArenas";

    private ContainerQuantities() {
    }

    static Quantity parseOrNull(String path) {
        String rest = path.substring(PREFIX.length());
        switch (rest) {
            case "limit":
                return Quantity.bytes(path, v -> of(v, ContainerState::limit));
            case "used":
                return Quantity.bytes(path, v -> of(v, ContainerState::used));
            case "free":
                return Quantity.bytes(path, v -> of(v, c -> c.limit() - c.used()));
            case "overhead":
                return Quantity.bytes(path, v -> of(v, c -> c.resources().memoryOverheadMiB() * ExecutorResources.MIB));
            case "overheadFree":
                return Quantity.bytes(path, v -> of(v, ContainerState::overheadFree));
            case "offHeapRequest":
                return Quantity.bytes(path, v -> of(v, c -> c.resources().memoryOffHeapMiB() * ExecutorResources.MIB));
            case "bytesInFlight":
                return Quantity.bytes(path, v -> of(v, ContainerState::bytesInFlight));
            case "killed":
                return Quantity.count(path, v -> of(v, c -> c.killed() ? 1 : 0));
            case "threads":
                return Quantity.count(path, v -> of(v, ContainerState::threads));
            case "chunks":
                return Quantity.count(path, v -> of(v, c -> c.netty().allocators().stream()
                        .flatMap(a -> java.util.stream.Stream.concat(a.directArenas().stream(), a.heapArenas().stream()))
                        .mapToLong(arena -> arena.chunks().size()).sum()));
            case "tasksLost":
                return Quantity.count(path, v -> container(v).map(c -> OptionalLong.of(c.tasksLost().size()))
                        .orElse(OptionalLong.empty()));
            default:
                break;
        }
        if (rest.startsWith("part.")) {
            String key = rest.substring("part.".length());
            return Arrays.stream(ContainerPart.values()).filter(p -> p.key().equals(key)).findFirst()
                    .map(part -> Quantity.bytes(path, v -> of(v, c -> c.part(part)))).orElse(null);
        }
        if (rest.startsWith("netty.") && rest.endsWith(DIRECT_ARENAS) && rest.length() > "netty.".length() + DIRECT_ARENAS.length()) {
            String name = rest.substring("netty.".length(), rest.length() - DIRECT_ARENAS.length());
            return Quantity.count(path, v -> container(v).flatMap(c -> c.state().netty().allocators().stream()
                    .filter(a -> a.name().equals(name)).findFirst())
                    .map(a -> OptionalLong.of(a.directArenas().size())).orElse(OptionalLong.empty()));
        }
        if (rest.startsWith("netty.") && rest.length() > "netty.".length()) {
            String name = rest.substring("netty.".length());
            return Quantity.bytes(path, v -> container(v).flatMap(c -> c.state().netty().allocators().stream()
                    .filter(a -> a.name().equals(name)).findFirst())
                    .map(a -> OptionalLong.of(Math.max(0, a.usedDirectMemory()))).orElse(OptionalLong.empty()));
        }
        return null;
    }

    private static Optional<ExecutorContainer> container(StepView v) {
        return v.state().container();
    }

    private static OptionalLong of(StepView v, ToLongFunction<ContainerState> f) {
        return container(v).map(c -> OptionalLong.of(f.applyAsLong(c.state()))).orElse(OptionalLong.empty());
    }

}
