package sparkmemlab.container;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import sparkmemlab.container.i18n.ContainerMessages;
import sparkmemlab.container.netty.ByteBufAllocatorMethod;
import sparkmemlab.container.netty.NettyDefaults;
import sparkmemlab.container.netty.NettyEvent;
import sparkmemlab.container.netty.NettyPools;
import sparkmemlab.container.netty.NettyState;
import sparkmemlab.container.netty.TransportService;

/**
 * An executor's process inside the container its cluster manager gave it, steppable: the heap at its
 * full {@code -Xmx}, and beside it what Spark's memory manager never counts, driven one
 * {@link ContainerOp} at a time. After every step the model checks its invariants; a step that
 * leaves the process above the container's limit ends with the cluster manager's kill.
 *
 * <p>The model counts only what ops add beyond the heap: a real JVM also has its GC's structures,
 * symbol tables and its own threads from the start.
 */
public final class ContainerModel {
    /** AdaptiveRecvByteBufAllocator's largest guess: the buffer each read of a long reply fills. */
    public static final int FETCH_READ_BUFFER = 65536;

    private final ContainerConfig config;
    private final ExecutorResources resources;
    private final NettyPools netty;
    private final Map<String, Boolean> threads = new LinkedHashMap<>();
    private final Map<String, Long> directBuffers = new LinkedHashMap<>();
    private final Map<String, Fetch> fetches = new LinkedHashMap<>();
    private final EnumMap<ContainerPart, Long> parts = new EnumMap<>(ContainerPart.class);
    private long bytesInFlight;
    /** Each reduce task's bytes in flight: its own ShuffleBlockFetcherIterator's {@code bytesInFlight}. */
    private final Map<Long, Long> inFlightByTask = new LinkedHashMap<>();
    private ContainerKill kill;
    private String jvmError;
    private int steps;
    /** Every input so far, in order: a copy replays them (the model is deterministic). */
    private final List<Input> inputs = new ArrayList<>();
    private final NettyDefaults nettyDefaults;

    private record Fetch(long task, long bytes, List<String> buffers) {
    }

    /** What the model was driven by: an op, the off-heap pools' use, or a task's end. */
    private sealed interface Input {
    }

    private record OpInput(ContainerOp op) implements Input {
    }

    private record OffHeapInput(long bytes) implements Input {
    }

    private record TaskEndInput(long task) implements Input {
    }

    public ContainerModel(ContainerConfig config) {
        this(config, config.nettyDefaults());
    }

    /** A model whose JVM has these Netty defaults (the comparison with real Netty gives its own JVM's). */
    ContainerModel(ContainerConfig config, NettyDefaults nettyDefaults) {
        this.config = config;
        this.nettyDefaults = nettyDefaults;
        this.resources = config.resources();
        this.netty = NettyPools.forExecutor(config.transport(), nettyDefaults);
        for (ContainerPart part : ContainerPart.values()) {
            parts.put(part, 0L);
        }
        parts.put(ContainerPart.HEAP, config.executorMemoryMiB() * ExecutorResources.MIB);
    }

    public ContainerConfig config() {
        return config;
    }

    /** An independent model in exactly this state: the same inputs replayed on a new one. */
    public ContainerModel copy() {
        ContainerModel copy = new ContainerModel(config, nettyDefaults);
        for (Input input : inputs) {
            if (input instanceof OpInput o) {
                copy.step(o.op());
            } else if (input instanceof OffHeapInput o) {
                copy.offHeapInUse(o.bytes());
            } else if (input instanceof TaskEndInput t) {
                copy.taskEnded(t.task());
            }
        }
        return copy;
    }

    /** Whether the executor has ended: its container was killed or its JVM ran out of a space of its own. */
    public boolean executorLost() {
        return kill != null || jvmError != null;
    }

    /**
     * The executor's memory manager holds {@code bytes} of off-heap memory now (its off-heap pools'
     * use): Tungsten's pages and off-heap blocks live outside the heap, so the process grows with them.
     * Inside an executor this replaces {@code offHeapAllocate}/{@code offHeapFree}.
     */
    public List<ContainerEvent> offHeapInUse(long bytes) {
        if (executorLost()) {
            throw refused("step.executorLost");
        }
        if (bytes < 0 || bytes > config.offHeapSize()) {
            throw new IllegalArgumentException("off-heap in use " + bytes + " outside [0, " + config.offHeapSize() + "]");
        }
        List<ContainerEvent> events = new ArrayList<>();
        long delta = bytes - parts.get(ContainerPart.OFF_HEAP);
        if (delta != 0) {
            grow(ContainerPart.OFF_HEAP, delta, delta > 0 ? ContainerMethod.UNSAFE_ALLOCATE : ContainerMethod.UNSAFE_FREE, events);
            afterStep(events);
            inputs.add(new OffHeapInput(bytes));
        }
        return events;
    }

    /**
     * A task has ended: its ShuffleBlockFetcherIterator's {@code cleanup} (a task completion listener)
     * releases every reply it fetched and has not read, so they are no longer in flight. Inside an
     * executor the task's end calls this; an executor already lost has nothing to clean.
     */
    public List<ContainerEvent> taskEnded(long task) {
        List<ContainerEvent> events = new ArrayList<>();
        if (executorLost() || !inFlightByTask.containsKey(task)) {
            return events;
        }
        List<String> requests = fetches.entrySet().stream().filter(e -> e.getValue().task() == task).map(Map.Entry::getKey).toList();
        for (String request : requests) {
            finishFetch(request, events, true);
        }
        afterStep(events);
        inputs.add(new TaskEndInput(task));
        return events;
    }

    /**
     * Takes one step.
     *
     * @throws IllegalContainerStepException if the executor cannot take it; the model is unchanged
     */
    public ContainerStep step(ContainerOp op) {
        if (executorLost()) {
            throw refused("step.executorLost");
        }
        List<ContainerEvent> events = new ArrayList<>();
        if (op instanceof ContainerOp.ThreadStart s) {
            if (threads.containsKey(s.thread())) {
                throw refused("thread.exists", s.thread());
            }
            threads.put(s.thread(), s.netty());
            grow(ContainerPart.THREAD_STACKS, config.jvm().threadStackSize(), op.method(), events);
        } else if (op instanceof ContainerOp.ThreadEnd e) {
            boolean nettyThread = thread(e.thread());
            threads.remove(e.thread());
            grow(ContainerPart.THREAD_STACKS, -config.jvm().threadStackSize(), op.method(), events);
            nettyEvents(netty.threadEnded(e.thread(), nettyThread), events);
        } else if (op instanceof ContainerOp.NettyAllocate a) {
            boolean nettyThread = thread(a.thread());
            if (!netty.has(a.service())) {
                throw refused("service.absent", a.service().key());
            }
            newBuffer(a.buffer());
            if (a.bytes() < 0) {
                throw refused("bytes.negative", a.bytes());
            }
            nettyEvents(netty.allocate(a.buffer(), a.service(), a.thread(), nettyThread, a.call(), a.bytes()), events);
        } else if (op instanceof ContainerOp.NettyRelease r) {
            if (!netty.hasBuffer(r.buffer()) || isFetchBuffer(r.buffer())) {
                throw refused("buffer.unknown", r.buffer());
            }
            nettyEvents(netty.release(r.buffer()), events);
        } else if (op instanceof ContainerOp.ShuffleFetch f) {
            fetch(f, events);
        } else if (op instanceof ContainerOp.ShuffleFetchDone d) {
            if (!fetches.containsKey(d.request())) {
                throw refused("fetch.unknown", d.request());
            }
            finishFetch(d.request(), events, false);
        } else if (op instanceof ContainerOp.MetaspaceGrow m) {
            positive(m.bytes());
            long after = parts.get(ContainerPart.METASPACE) + m.bytes();
            if (config.jvm().maxMetaspaceSize().isPresent() && after > config.jvm().maxMetaspaceSize().getAsLong()) {
                jvmError = "java.lang.OutOfMemoryError: Metaspace";
                events.add(new ContainerEvent.JvmOutOfMemory(jvmError));
            } else {
                grow(ContainerPart.METASPACE, m.bytes(), op.method(), events);
            }
        } else if (op instanceof ContainerOp.CodeCacheGrow c) {
            positive(c.bytes());
            long reserved = config.jvm().reservedCodeCacheSize();
            long room = reserved - parts.get(ContainerPart.CODE_CACHE);
            grow(ContainerPart.CODE_CACHE, Math.min(room, c.bytes()), op.method(), events);
            if (c.bytes() >= room) {
                events.add(new ContainerEvent.CodeCacheFull(reserved));
            }
        } else if (op instanceof ContainerOp.OffHeapAllocate o) {
            positive(o.bytes());
            if (parts.get(ContainerPart.OFF_HEAP) + o.bytes() > config.offHeapMemoryMiB() * ExecutorResources.MIB) {
                throw refused("offHeap.tooMuch", o.bytes(), config.offHeapSize());
            }
            grow(ContainerPart.OFF_HEAP, o.bytes(), op.method(), events);
        } else if (op instanceof ContainerOp.OffHeapFree o) {
            positive(o.bytes());
            if (o.bytes() > parts.get(ContainerPart.OFF_HEAP)) {
                throw refused("offHeap.freeTooMuch", o.bytes(), parts.get(ContainerPart.OFF_HEAP));
            }
            grow(ContainerPart.OFF_HEAP, -o.bytes(), op.method(), events);
        } else if (op instanceof ContainerOp.DirectAllocate d) {
            positive(d.bytes());
            if (directBuffers.containsKey(d.buffer())) {
                throw refused("buffer.exists", d.buffer());
            }
            directBuffers.put(d.buffer(), d.bytes());
            grow(ContainerPart.OTHER_DIRECT, d.bytes(), op.method(), events);
        } else if (op instanceof ContainerOp.DirectFree d) {
            Long bytes = directBuffers.remove(d.buffer());
            if (bytes == null) {
                throw refused("buffer.unknown", d.buffer());
            }
            grow(ContainerPart.OTHER_DIRECT, -bytes, op.method(), events);
        }
        ContainerState state = afterStep(events);
        inputs.add(new OpInput(op));
        return new ContainerStep(++steps, op, state, events);
    }

    /** Netty's direct memory as its pools now hold it, the cluster manager's check, and the invariants. */
    private ContainerState afterStep(List<ContainerEvent> events) {
        parts.put(ContainerPart.NETTY_DIRECT, netty.state().directBytes());
        long used = parts.values().stream().mapToLong(Long::longValue).sum();
        // The cluster manager enforces what it granted: on YARN the scheduler's rounded-up size, not Spark's ask.
        long limit = config.grantedBytes();
        if (used > limit) {
            kill = ContainerKill.of(config.clusterManager(), config.executorId(), used, limit);
            events.add(new ContainerEvent.ContainerKilled(kill, used, limit));
        }
        ContainerState state = state();
        checkInvariants(state);
        return state;
    }

    private void fetch(ContainerOp.ShuffleFetch f, List<ContainerEvent> events) {
        boolean nettyThread = thread(f.thread());
        if (fetches.containsKey(f.request())) {
            throw refused("fetch.exists", f.request());
        }
        positive(f.bytes());
        // ShuffleBlockFetcherIterator.isRemoteBlockFetchable, of this task's iterator: one request always goes;
        // more only within maxSizeInFlight.
        long taskInFlight = inFlightByTask.getOrDefault(f.task(), 0L);
        if (taskInFlight > 0 && taskInFlight + f.bytes() > config.maxSizeInFlight()) {
            throw refused("fetch.wouldWait", f.bytes(), f.task(), taskInFlight, config.maxSizeInFlight());
        }
        long reads = (f.bytes() + FETCH_READ_BUFFER - 1) / FETCH_READ_BUFFER;
        List<String> buffers = new ArrayList<>();
        for (long i = 0; i < reads; i++) {
            String buffer = f.request() + "#" + i;
            newBuffer(buffer);
            buffers.add(buffer);
        }
        for (String buffer : buffers) {
            nettyEvents(netty.allocate(buffer, TransportService.BLOCK_TRANSFER_CLIENT, f.thread(), nettyThread,
                    ByteBufAllocatorMethod.IO_BUFFER, FETCH_READ_BUFFER), events);
        }
        fetches.put(f.request(), new Fetch(f.task(), f.bytes(), buffers));
        inFlightByTask.merge(f.task(), f.bytes(), Long::sum);
        bytesInFlight += f.bytes();
        events.add(new ContainerEvent.FetchSent(f.request(), f.task(), f.bytes(), taskInFlight + f.bytes(), bytesInFlight,
                buffers.size()));
    }

    /** The reply is no longer in flight and its buffers go back to Netty: read by its task, or cleaned up at its end. */
    private void finishFetch(String request, List<ContainerEvent> events, boolean cleanup) {
        Fetch fetch = fetches.remove(request);
        bytesInFlight -= fetch.bytes();
        long taskLeft = inFlightByTask.merge(fetch.task(), -fetch.bytes(), Long::sum);
        if (taskLeft == 0) {
            inFlightByTask.remove(fetch.task());
        }
        for (String buffer : fetch.buffers()) {
            nettyEvents(netty.release(buffer), events);
        }
        events.add(new ContainerEvent.FetchDone(request, fetch.task(), fetch.bytes(), bytesInFlight, cleanup));
    }

    private boolean isFetchBuffer(String buffer) {
        return fetches.values().stream().anyMatch(f -> f.buffers().contains(buffer));
    }

    /** Whether a started thread is a Netty thread; refuses an unknown one. */
    private boolean thread(String name) {
        Boolean nettyThread = threads.get(name);
        if (nettyThread == null) {
            throw refused("thread.unknown", name);
        }
        return nettyThread;
    }

    private void newBuffer(String buffer) {
        if (netty.hasBuffer(buffer)) {
            throw refused("buffer.exists", buffer);
        }
    }

    private static void positive(long bytes) {
        if (bytes <= 0) {
            throw refused("bytes.positive", bytes);
        }
    }

    private void grow(ContainerPart part, long delta, ContainerMethod by, List<ContainerEvent> events) {
        long total = parts.get(part) + delta;
        parts.put(part, total);
        events.add(new ContainerEvent.PartChanged(part, delta, total, by));
    }

    private static void nettyEvents(List<NettyEvent> nettyEvents, List<ContainerEvent> events) {
        nettyEvents.forEach(e -> events.add(new ContainerEvent.InNetty(e)));
    }

    private static IllegalContainerStepException refused(String key, Object... args) {
        return new IllegalContainerStepException(ContainerMessages.get(key, args));
    }

    public ContainerState state() {
        NettyState nettyState = netty.state();
        Map<String, Long> inFlight = new LinkedHashMap<>();
        fetches.forEach((request, fetch) -> inFlight.put(request, fetch.task()));
        return new ContainerState(resources, config.clusterManager(), parts, nettyState, bytesInFlight, inFlight, threads.size(),
                Optional.ofNullable(kill), Optional.ofNullable(jvmError), config.grantedBytes());
    }

    /**
     * Checked after every step: each part is what its ops add up to, Netty's pools are consistent, the
     * fetches in flight are what their requests add up to, and the container is killed exactly when
     * the process passed its limit.
     */
    private void checkInvariants(ContainerState state) {
        netty.checkInvariants();
        long stacks = threads.size() * config.jvm().threadStackSize();
        long direct = directBuffers.values().stream().mapToLong(Long::longValue).sum();
        long inFlight = fetches.values().stream().mapToLong(Fetch::bytes).sum();
        require(state.part(ContainerPart.THREAD_STACKS) == stacks, "thread stacks " + state.part(ContainerPart.THREAD_STACKS)
                + " for " + threads.size() + " threads");
        require(state.part(ContainerPart.OTHER_DIRECT) == direct, "other direct " + state.part(ContainerPart.OTHER_DIRECT));
        require(state.part(ContainerPart.NETTY_DIRECT) == state.netty().directBytes(), "Netty direct bytes");
        require(bytesInFlight == inFlight, "bytes in flight " + bytesInFlight + ", requests " + inFlight);
        inFlightByTask.forEach((task, bytes) -> {
            List<Fetch> ofTask = fetches.values().stream().filter(f -> f.task() == task).toList();
            require(bytes == ofTask.stream().mapToLong(Fetch::bytes).sum(), "task " + task + "'s bytes in flight");
            // Within the cap, or a single request, which always goes.
            require(bytes <= config.maxSizeInFlight() || ofTask.size() == 1, "task " + task + " over maxSizeInFlight");
        });
        require(fetches.values().stream().allMatch(f -> inFlightByTask.containsKey(f.task())), "a fetch of no task");
        require(state.part(ContainerPart.CODE_CACHE) <= config.jvm().reservedCodeCacheSize(), "code cache over its reservation");
        // The memory manager's off-heap pools hold at most spark.memory.offHeap.size bytes.
        require(state.part(ContainerPart.OFF_HEAP) <= config.offHeapSize(), "off-heap over its size");
        parts.forEach((part, bytes) -> require(bytes >= 0, part + " negative"));
        require(state.killed() == (state.used() > state.limit()), "killed " + state.killed() + " with " + state.used()
                + " of " + state.limit());
    }

    private static void require(boolean holds, String what) {
        if (!holds) {
            throw new IllegalStateException("container invariant broken: " + what);
        }
    }
}
