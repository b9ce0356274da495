package sparkmemlab.container;

/** The parts of the executor's process memory the container model counts, in the order they are drawn. */
public enum ContainerPart {
    /** The Java heap, {@code -Xmx} = {@code spark.executor.memory}, counted whole. */
    HEAP("heap"),
    /** Tungsten's off-heap pages in use, at most {@code spark.memory.offHeap.size}. */
    OFF_HEAP("offHeap"),
    /** Netty's direct memory: pooled chunks, huge and unpooled direct buffers (fetches in flight among them). */
    NETTY_DIRECT("nettyDirect"),
    METASPACE("metaspace"),
    CODE_CACHE("codeCache"),
    /** One {@code -Xss} per live thread. */
    THREAD_STACKS("threadStacks"),
    /** Direct {@code ByteBuffer}s outside Netty. */
    OTHER_DIRECT("otherDirect");

    private final String key;

    ContainerPart(String key) {
        this.key = key;
    }

    /** The part's name in traces. */
    public String key() {
        return key;
    }
}
