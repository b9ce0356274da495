package sparkmemlab.container.netty;

import java.util.List;

/**
 * Every Netty allocator of the executor after a step, and the buffers made outside the pools.
 *
 * @param unpooledDirect direct bytes of buffers from an allocator without a direct arena
 * @param unpooledHeap heap bytes of buffers from an allocator without a heap arena (inside the Java heap)
 * @param liveBuffers the buffers not yet released
 */
public record NettyState(List<AllocatorState> allocators, long unpooledDirect, long unpooledHeap, int liveBuffers) {

    public NettyState {
        allocators = List.copyOf(allocators);
    }

    /** The process memory Netty takes outside the Java heap: direct chunks, huge and unpooled direct buffers. */
    public long directBytes() {
        return allocators.stream().mapToLong(AllocatorState::directBytes).sum() + unpooledDirect;
    }

    /** What Netty takes inside the Java heap, beside Spark's memory manager: heap chunks and unpooled heap buffers. */
    public long heapBytes() {
        return allocators.stream().mapToLong(AllocatorState::heapBytes).sum() + unpooledHeap;
    }

    public AllocatorState allocator(String name) {
        return allocators.stream().filter(a -> a.name().equals(name)).findFirst().orElseThrow();
    }
}
