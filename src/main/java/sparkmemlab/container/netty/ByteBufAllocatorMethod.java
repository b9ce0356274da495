package sparkmemlab.container.netty;

/**
 * The {@code ByteBufAllocator} call that makes a buffer. On a JVM where Netty has {@code Unsafe}
 * (Java 17 with Spark's {@code --add-opens}, which the model assumes), {@code ioBuffer}, the call
 * Netty's channels read the socket into, is always direct; {@code buffer} is direct when the
 * allocator prefers direct buffers.
 */
public enum ByteBufAllocatorMethod {
    BUFFER("buffer"),
    IO_BUFFER("ioBuffer"),
    DIRECT_BUFFER("directBuffer"),
    HEAP_BUFFER("heapBuffer");

    private final String key;

    ByteBufAllocatorMethod(String key) {
        this.key = key;
    }

    public String key() {
        return key;
    }

    boolean direct(PooledByteBufAllocator allocator) {
        return switch (this) {
            case BUFFER -> allocator.preferDirect;
            case IO_BUFFER, DIRECT_BUFFER -> true;
            case HEAP_BUFFER -> false;
        };
    }

    public static ByteBufAllocatorMethod fromKey(String key) {
        for (ByteBufAllocatorMethod m : values()) {
            if (m.key.equals(key)) {
                return m;
            }
        }
        return null;
    }
}
