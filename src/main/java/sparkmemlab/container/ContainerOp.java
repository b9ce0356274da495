package sparkmemlab.container;

import sparkmemlab.container.netty.ByteBufAllocatorMethod;
import sparkmemlab.container.netty.TransportService;

/**
 * One step of a container scenario: something in the executor's process that takes or gives back
 * memory the memory manager does not count. Each op is one record with named fields, its scenario
 * name ({@link #op()}) and the Spark, Netty or JVM method it stands for.
 */
public sealed interface ContainerOp {

    /** The op's name in a scenario file. */
    String op();

    ContainerMethod method();

    /** A thread starts and reserves its stack; a Netty thread ({@code FastThreadLocalThread}) gets thread caches. */
    record ThreadStart(String thread, boolean netty) implements ContainerOp {
        public String op() {
            return "threadStart";
        }

        public ContainerMethod method() {
            return ContainerMethod.THREAD_START;
        }
    }

    /** A thread ends: its stack is given back, and a Netty thread's caches go back to their chunks. */
    record ThreadEnd(String thread) implements ContainerOp {
        public String op() {
            return "threadEnd";
        }

        public ContainerMethod method() {
            return ContainerMethod.THREAD_EXIT;
        }
    }

    /** {@code service}'s allocator makes a buffer of {@code bytes} on {@code thread}. */
    record NettyAllocate(String buffer, TransportService service, String thread, ByteBufAllocatorMethod call,
            int bytes) implements ContainerOp {
        public String op() {
            return "nettyAllocate";
        }

        public ContainerMethod method() {
            return ContainerMethod.NETTY_ALLOCATE;
        }
    }

    /** The last {@code release()} of a buffer. */
    record NettyRelease(String buffer) implements ContainerOp {
        public String op() {
            return "nettyRelease";
        }

        public ContainerMethod method() {
            return ContainerMethod.NETTY_RELEASE;
        }
    }

    /**
     * A reduce task's fetch request of {@code bytes} is sent and its reply arrives on a block-transfer
     * client thread, read into 64 KiB Netty buffers; it waits if other fetches of the same task are in
     * flight and it would pass {@code spark.reducer.maxSizeInFlight}: each task has its own
     * {@code ShuffleBlockFetcherIterator}, so the cap is per task, not per executor.
     */
    record ShuffleFetch(String request, long task, String thread, long bytes) implements ContainerOp {
        public String op() {
            return "shuffleFetch";
        }

        public ContainerMethod method() {
            return ContainerMethod.SEND_REQUEST;
        }
    }

    /** The task has read a fetched reply: it is no longer in flight and its buffers are released. */
    record ShuffleFetchDone(String request) implements ContainerOp {
        public String op() {
            return "shuffleFetchDone";
        }

        public ContainerMethod method() {
            return ContainerMethod.FETCH_RESULT_READ;
        }
    }

    /** Classes are loaded: metaspace grows (it is unlimited unless {@code -XX:MaxMetaspaceSize} is set). */
    record MetaspaceGrow(long bytes) implements ContainerOp {
        public String op() {
            return "metaspaceGrow";
        }

        public ContainerMethod method() {
            return ContainerMethod.DEFINE_CLASS;
        }
    }

    /** The JIT compiles more code: the code cache fills, up to {@code ReservedCodeCacheSize}. */
    record CodeCacheGrow(long bytes) implements ContainerOp {
        public String op() {
            return "codeCacheGrow";
        }

        public ContainerMethod method() {
            return ContainerMethod.JIT_COMPILE;
        }
    }

    /** Tungsten takes off-heap memory the memory manager granted ({@code spark.memory.offHeap.size} at most). */
    record OffHeapAllocate(long bytes) implements ContainerOp {
        public String op() {
            return "offHeapAllocate";
        }

        public ContainerMethod method() {
            return ContainerMethod.UNSAFE_ALLOCATE;
        }
    }

    /** Tungsten frees off-heap memory. */
    record OffHeapFree(long bytes) implements ContainerOp {
        public String op() {
            return "offHeapFree";
        }

        public ContainerMethod method() {
            return ContainerMethod.UNSAFE_FREE;
        }
    }

    /** Some other code allocates a direct {@code ByteBuffer} (NIO, a compression codec, ...). */
    record DirectAllocate(String buffer, long bytes) implements ContainerOp {
        public String op() {
            return "directAllocate";
        }

        public ContainerMethod method() {
            return ContainerMethod.ALLOCATE_DIRECT;
        }
    }

    /** A direct {@code ByteBuffer} is freed (its cleaner ran). */
    record DirectFree(String buffer) implements ContainerOp {
        public String op() {
            return "directFree";
        }

        public ContainerMethod method() {
            return ContainerMethod.DIRECT_CLEANER;
        }
    }
}
