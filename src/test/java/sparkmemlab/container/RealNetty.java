package sparkmemlab.container;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.PoolArenaMetric;
import io.netty.buffer.PoolChunkListMetric;
import io.netty.buffer.PoolChunkMetric;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.buffer.PooledByteBufAllocatorMetric;
import io.netty.util.NettyRuntime;
import io.netty.util.concurrent.DefaultThreadFactory;
import io.netty.util.internal.PlatformDependent;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.locks.LockSupport;
import org.apache.spark.network.util.NettyUtils;
import sparkmemlab.container.netty.ByteBufAllocatorMethod;
import sparkmemlab.container.netty.NettyDefaults;
import sparkmemlab.container.netty.NettyPools;
import sparkmemlab.container.netty.TransportService;
import sparkmemlab.container.netty.TransportSettings;

/**
 * Real Netty 4.1.96 allocators, built by Spark 3.5.3's own {@code NettyUtils}, driven on real threads
 * (a Netty thread is a {@code FastThreadLocalThread} from Netty's {@code DefaultThreadFactory}, whose
 * end frees its caches; an ordinary thread is a plain {@code Thread}), so that thread caches and
 * arena bindings are Netty's own.
 */
final class RealNetty implements AutoCloseable {

    /** The test JVM's Netty defaults, which the model must be given to build the same allocators. */
    static NettyDefaults defaults() {
        return NettyDefaults.of(NettyRuntime.availableProcessors(), Runtime.getRuntime().maxMemory(),
                PlatformDependent.maxDirectMemory(), Map.of());
    }

    private final Map<String, PooledByteBufAllocator> allocators = new LinkedHashMap<>();
    private final Map<TransportService, PooledByteBufAllocator> byService = new EnumMap<>(TransportService.class);
    private final Map<String, Worker> threads = new LinkedHashMap<>();
    private final Map<String, ByteBuf> buffers = new LinkedHashMap<>();

    RealNetty(TransportSettings settings) {
        if (settings.sharedByteBufAllocators()) {
            resetSharedAllocators();
        }
        for (TransportService service : TransportService.values()) {
            TransportSettings.Service own = settings.services().get(service);
            if (own == null) {
                continue;
            }
            PooledByteBufAllocator allocator;
            String name;
            if (settings.sharedByteBufAllocators()) {
                allocator = NettyUtils.getSharedPooledByteBufAllocator(settings.preferDirectBufsForShared(), service.server());
                name = service.server() ? NettyPools.SHARED_WITH_CACHE : NettyPools.SHARED_WITHOUT_CACHE;
            } else {
                allocator = NettyUtils.createPooledByteBufAllocator(own.preferDirectBufs(), service.server(), own.ioThreads());
                name = service.key();
            }
            allocators.putIfAbsent(name, allocator);
            byService.put(service, allocator);
        }
    }

    /** Spark keeps its two shared allocators in a private static array; a new scenario starts without them. */
    private static void resetSharedAllocators() {
        try {
            Field f = NettyUtils.class.getDeclaredField("_sharedPooledByteBufAllocator");
            f.setAccessible(true);
            PooledByteBufAllocator[] shared = (PooledByteBufAllocator[]) f.get(null);
            synchronized (NettyUtils.class) {
                shared[0] = null;
                shared[1] = null;
            }
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    void apply(ContainerOp op) {
        if (op instanceof ContainerOp.ThreadStart s) {
            threads.put(s.thread(), new Worker(s.thread(), s.netty()));
        } else if (op instanceof ContainerOp.ThreadEnd e) {
            threads.remove(e.thread()).stop();
        } else if (op instanceof ContainerOp.NettyAllocate a) {
            PooledByteBufAllocator allocator = byService.get(a.service());
            buffers.put(a.buffer(), threads.get(a.thread()).call(() -> allocate(allocator, a.call(), a.bytes())));
        } else if (op instanceof ContainerOp.NettyRelease r) {
            buffers.remove(r.buffer()).release();
        } else {
            throw new IllegalArgumentException("not a Netty op: " + op);
        }
    }

    private static ByteBuf allocate(PooledByteBufAllocator allocator, ByteBufAllocatorMethod call, int bytes) {
        switch (call) {
            case BUFFER:
                return allocator.buffer(bytes);
            case IO_BUFFER:
                return allocator.ioBuffer(bytes);
            case DIRECT_BUFFER:
                return allocator.directBuffer(bytes);
            default:
                return allocator.heapBuffer(bytes);
        }
    }

    /** Each allocator as {@link NettyShape} writes a model's: what Netty's metric reports. */
    Map<String, String> shapes() {
        Map<String, String> shapes = new LinkedHashMap<>();
        for (Map.Entry<String, PooledByteBufAllocator> e : allocators.entrySet()) {
            PooledByteBufAllocatorMetric metric = e.getValue().metric();
            List<String> arenas = new ArrayList<>();
            for (PoolArenaMetric arena : metric.heapArenas()) {
                arenas.add(arena(arena, false));
            }
            for (PoolArenaMetric arena : metric.directArenas()) {
                arenas.add(arena(arena, true));
            }
            shapes.put(e.getKey(), NettyShape.allocator(metric.usedHeapMemory(), metric.usedDirectMemory(), arenas));
        }
        return shapes;
    }

    private static String arena(PoolArenaMetric arena, boolean direct) {
        List<List<Integer>> lists = new ArrayList<>();
        long chunkBytes = 0;
        for (PoolChunkListMetric list : arena.chunkLists()) {
            List<Integer> free = new ArrayList<>();
            for (PoolChunkMetric chunk : list) {
                free.add(chunk.freeBytes());
                chunkBytes += chunk.chunkSize();
            }
            lists.add(free);
        }
        return NettyShape.arena(direct, arena.numThreadCaches(), arena.numActiveBytes() - chunkBytes, lists);
    }

    @Override
    public void close() {
        buffers.values().forEach(ByteBuf::release);
        buffers.clear();
        threads.values().forEach(Worker::stop);
        threads.clear();
        allocators.values().forEach(RealNetty::destroy);
    }

    /**
     * Gives an allocator's chunks back now: Netty frees them only when the GC finalizes its arenas,
     * and a thousand scenarios' chunks left to the GC make every later allocateDirect wait for one.
     */
    private static void destroy(PooledByteBufAllocator allocator) {
        try {
            for (String field : new String[] {"heapArenas", "directArenas"}) {
                Field f = PooledByteBufAllocator.class.getDeclaredField(field);
                f.setAccessible(true);
                Object[] arenas = (Object[]) f.get(allocator);
                if (arenas != null) {
                    for (Object arena : arenas) {
                        java.lang.reflect.Method finalize = arena.getClass().getSuperclass().getDeclaredMethod("finalize");
                        finalize.setAccessible(true);
                        finalize.invoke(arena);
                    }
                }
            }
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    /**
     * A thread that runs the calls given to it, one at a time. The hand-over spins briefly before it
     * parks: a step is a few microseconds of Netty, and waking a parked thread costs far more.
     */
    private static final class Worker {
        private static final int SPINS = 2_000;
        private final Thread thread;
        private final Thread controller = Thread.currentThread();
        private volatile Callable<?> task;
        private volatile boolean stopping;
        private volatile Object result;
        private volatile Throwable failure;
        private volatile long finished;

        Worker(String name, boolean netty) {
            Runnable loop = () -> {
                for (long done = 0;; ) {
                    Callable<?> next = awaitTask();
                    if (next == null) {
                        return;
                    }
                    task = null;
                    try {
                        result = next.call();
                    } catch (Throwable t) {
                        failure = t;
                    }
                    finished = ++done;
                    LockSupport.unpark(controller);
                }
            };
            thread = netty ? new DefaultThreadFactory(name, true).newThread(loop) : new Thread(loop, name);
            thread.setDaemon(true);
            thread.start();
        }

        private Callable<?> awaitTask() {
            for (int spins = 0; ; spins++) {
                Callable<?> next = task;
                if (next != null) {
                    return next;
                }
                if (stopping) {
                    return null;
                }
                if (spins < SPINS) {
                    Thread.onSpinWait();
                } else {
                    LockSupport.park(this);
                }
            }
        }

        @SuppressWarnings("unchecked")
        <T> T call(Callable<T> call) {
            long before = finished;
            failure = null;
            task = call;
            LockSupport.unpark(thread);
            for (int spins = 0; finished == before; spins++) {
                if (spins < SPINS) {
                    Thread.onSpinWait();
                } else {
                    LockSupport.parkNanos(this, 100_000);
                }
            }
            if (failure != null) {
                throw new AssertionError(failure);
            }
            return (T) result;
        }

        /** Lets the thread's run end and waits for it: a Netty thread's caches are freed on the way out. */
        void stop() {
            stopping = true;
            LockSupport.unpark(thread);
            try {
                thread.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
        }
    }
}
