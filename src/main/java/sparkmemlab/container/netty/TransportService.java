package sparkmemlab.container.netty;

/**
 * The Netty users in a Spark 3.5.3 executor, each a {@code TransportServer} or a
 * {@code TransportClientFactory} of a transport module. An executor's RPC environment is a client
 * only ({@code RpcEnv.create(..., clientMode = true)}); the block transfer service
 * ({@code NettyBlockTransferService}, module "shuffle") serves and fetches blocks; the external
 * shuffle client exists only with {@code spark.shuffle.service.enabled}.
 */
public enum TransportService {
    RPC_CLIENT("rpc", false),
    BLOCK_TRANSFER_SERVER("shuffle", true),
    BLOCK_TRANSFER_CLIENT("shuffle", false),
    EXTERNAL_SHUFFLE_CLIENT("shuffle", false);

    private final String module;
    private final boolean server;

    TransportService(String module, boolean server) {
        this.module = module;
        this.server = server;
    }

    /** The transport module whose {@code spark.<module>.io.*} keys this service reads. */
    public String module() {
        return module;
    }

    /** A server's allocator caches ({@code allowCache = true}); a client's does not. */
    public boolean server() {
        return server;
    }

    /** The name in scenarios and traces: {@code rpcClient}, {@code blockTransferServer}, ... */
    public String key() {
        String[] words = name().toLowerCase(java.util.Locale.ROOT).split("_");
        StringBuilder b = new StringBuilder(words[0]);
        for (int i = 1; i < words.length; i++) {
            b.append(Character.toUpperCase(words[i].charAt(0))).append(words[i].substring(1));
        }
        return b.toString();
    }

    public static TransportService fromKey(String key) {
        for (TransportService s : values()) {
            if (s.key().equals(key)) {
                return s;
            }
        }
        return null;
    }
}
