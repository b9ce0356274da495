package sparkmemlab.ui.picture;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import sparkmemlab.container.ContainerPart;
import sparkmemlab.container.ContainerState;
import sparkmemlab.container.netty.AllocatorState;
import sparkmemlab.container.netty.TransportService;
import sparkmemlab.model.ExecutorContainer;
import sparkmemlab.ui.text.UiText;

/**
 * The container drawn to scale: the heap, off-heap memory, what fills the overhead (Netty per allocator and
 * the services it serves, the fetches in flight, metaspace, the code cache, thread stacks, other direct
 * buffers) and what is free of it, with the limit as a hard line. The scale is the larger of the limit and
 * the process's use, so a process past its limit is drawn past the line.
 *
 * @param scale the bytes the bar's whole width stands for
 */
public record ContainerPicture(long limit, long used, long scale, List<Part> parts, String label, Optional<String> kill) {

    /** One stretch of the container, in drawing order. @param styleClass the CSS class of its colour */
    public record Part(String key, String styleClass, long bytes, String name, String tooltip) {
    }

    public ContainerPicture {
        parts = List.copyOf(parts);
    }

    /** The heap's part, where the heap's own bar is drawn. */
    public static final String HEAP = "heap";

    public static ContainerPicture of(ExecutorContainer container, UiText text) {
        ContainerState s = container.state();
        List<Part> parts = new ArrayList<>();
        add(parts, text, HEAP, "heap", s.part(ContainerPart.HEAP), "container.part.heap");
        add(parts, text, "offHeap", "off-heap", s.part(ContainerPart.OFF_HEAP), "container.part.offHeap");
        long inFlight = s.bytesInFlight();
        for (AllocatorState a : s.netty().allocators()) {
            long direct = a.directBytes();
            // The fetches in flight are buffers of the allocator that serves the block transfer client.
            long fetches = a.services().contains(TransportService.BLOCK_TRANSFER_CLIENT) ? Math.min(inFlight, direct) : 0;
            String services = String.join(", ", a.services().stream().map(TransportService::key).toList());
            add(parts, text, "netty." + a.name(), "netty", direct - fetches, "container.part.netty", a.name(), services);
            add(parts, text, "fetches", "fetches", fetches, "container.part.fetches");
        }
        add(parts, text, "unpooled", "netty", s.netty().unpooledDirect(), "container.part.unpooled");
        add(parts, text, "metaspace", "metaspace", s.part(ContainerPart.METASPACE), "container.part.metaspace");
        add(parts, text, "codeCache", "code-cache", s.part(ContainerPart.CODE_CACHE), "container.part.codeCache");
        add(parts, text, "threadStacks", "stacks", s.part(ContainerPart.THREAD_STACKS), "container.part.threadStacks");
        add(parts, text, "otherDirect", "other-direct", s.part(ContainerPart.OTHER_DIRECT), "container.part.otherDirect");
        add(parts, text, "free", "free", Math.max(0, s.limit() - s.used()), "container.part.free");
        String label = text.get("container.label", text.bytes(s.used()), text.bytes(s.limit()),
                s.clusterManager().key(), s.resources().totalMemMiB());
        return new ContainerPicture(s.limit(), s.used(), Math.max(s.limit(), s.used()), parts, label,
                container.lossMessage());
    }

    private static void add(List<Part> parts, UiText text, String key, String styleClass, long bytes, String nameKey,
            Object... args) {
        if (bytes > 0) {
            String name = text.get(nameKey, args);
            parts.add(new Part(key, styleClass, bytes, name, text.get("container.part.tip", name, text.bytes(bytes))));
        }
    }
}
