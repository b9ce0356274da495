package sparkmemlab.container;

/** The parts of the executor's process memory the container model counts, in the order they are drawn. */
public enum ContainerPart {
    /** The Java heap, {@code -Xmx} = {@code spark.executor.memory}, counted whole. */
    HEAP,
    /** Tungsten's off-heap pages in use, at most {@code spark.memory.offHeap.size}. */
    OFF_HEAP,
    /** Netty's direct memory: pooled chunks, huge and unpooled direct buffers (fetches in flight among them). */
    NETTY_DIRECT,
    METASPACE,
    CODE_CACHE,
    /** One {@code -Xss} per live thread. */
    THREAD_STACKS,
    /** Direct {@code ByteBuffer}s outside Netty. */
    OTHER_DIRECT;

    public String key() {
        String[] words = name().toLowerCase(java.util.Locale.ROOT).split("_");
        StringBuilder b = new StringBuilder(words[0]);
        for (int i = 1; i < words.length; i++) {
            b.append(Character.toUpperCase(words[i].charAt(0))).append(words[i].substring(1));
        }
        return b.toString();
    }
}
