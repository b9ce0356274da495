package sparkmemlab.container;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import sparkmemlab.container.netty.ByteBufAllocatorMethod;
import sparkmemlab.container.netty.TransportService;

/**
 * The container ops as a table, one row per op: its name in a scenario, its fields, and how a record
 * is read from them and written back. The scenario reader and the trace writer use only this table.
 */
public final class ContainerOpCodec {

    /** Reads the fields of one step; each getter refuses a missing or ill-typed field, naming it. */
    public interface Fields {
        String string(String name);

        /** A number of bytes: a JSON integer, or a Spark byte string in bytes ("64k"). */
        long bytes(String name);

        boolean bool(String name, boolean fallback);

        /** A task attempt id: a whole number from 0. */
        long task(String name);

        <E> E choice(String name, Function<String, E> lookup, List<String> allowed, String fallback);
    }

    public record Row(String op, List<String> fields, Function<Fields, ContainerOp> read, Function<ContainerOp, Map<String, Object>> write) {
    }

    private static final Map<String, Row> ROWS = new LinkedHashMap<>();

    private static final List<String> SERVICES = java.util.Arrays.stream(TransportService.values()).map(TransportService::key).toList();
    private static final List<String> CALLS = java.util.Arrays.stream(ByteBufAllocatorMethod.values()).map(ByteBufAllocatorMethod::key).toList();

    static {
        row("threadStart", List.of("thread", "netty"),
                f -> new ContainerOp.ThreadStart(f.string("thread"), f.bool("netty", false)),
                o -> fields("thread", ((ContainerOp.ThreadStart) o).thread(), "netty", ((ContainerOp.ThreadStart) o).netty()));
        row("threadEnd", List.of("thread"),
                f -> new ContainerOp.ThreadEnd(f.string("thread")),
                o -> fields("thread", ((ContainerOp.ThreadEnd) o).thread()));
        row("nettyAllocate", List.of("buffer", "service", "thread", "call", "bytes"),
                f -> new ContainerOp.NettyAllocate(f.string("buffer"),
                        f.choice("service", TransportService::fromKey, SERVICES, null), f.string("thread"),
                        f.choice("call", ByteBufAllocatorMethod::fromKey, CALLS, ByteBufAllocatorMethod.IO_BUFFER.key()),
                        (int) Math.min(Integer.MAX_VALUE, f.bytes("bytes"))),
                o -> {
                    ContainerOp.NettyAllocate a = (ContainerOp.NettyAllocate) o;
                    return fields("buffer", a.buffer(), "service", a.service().key(), "thread", a.thread(), "call",
                            a.call().key(), "bytes", a.bytes());
                });
        row("nettyRelease", List.of("buffer"),
                f -> new ContainerOp.NettyRelease(f.string("buffer")),
                o -> fields("buffer", ((ContainerOp.NettyRelease) o).buffer()));
        row("shuffleFetch", List.of("request", "task", "thread", "bytes"),
                f -> new ContainerOp.ShuffleFetch(f.string("request"), f.task("task"), f.string("thread"), f.bytes("bytes")),
                o -> {
                    ContainerOp.ShuffleFetch s = (ContainerOp.ShuffleFetch) o;
                    return fields("request", s.request(), "task", s.task(), "thread", s.thread(), "bytes", s.bytes());
                });
        row("shuffleFetchDone", List.of("request"),
                f -> new ContainerOp.ShuffleFetchDone(f.string("request")),
                o -> fields("request", ((ContainerOp.ShuffleFetchDone) o).request()));
        row("metaspaceGrow", List.of("bytes"), f -> new ContainerOp.MetaspaceGrow(f.bytes("bytes")),
                o -> fields("bytes", ((ContainerOp.MetaspaceGrow) o).bytes()));
        row("codeCacheGrow", List.of("bytes"), f -> new ContainerOp.CodeCacheGrow(f.bytes("bytes")),
                o -> fields("bytes", ((ContainerOp.CodeCacheGrow) o).bytes()));
        row("offHeapAllocate", List.of("bytes"), f -> new ContainerOp.OffHeapAllocate(f.bytes("bytes")),
                o -> fields("bytes", ((ContainerOp.OffHeapAllocate) o).bytes()));
        row("offHeapFree", List.of("bytes"), f -> new ContainerOp.OffHeapFree(f.bytes("bytes")),
                o -> fields("bytes", ((ContainerOp.OffHeapFree) o).bytes()));
        row("directAllocate", List.of("buffer", "bytes"),
                f -> new ContainerOp.DirectAllocate(f.string("buffer"), f.bytes("bytes")),
                o -> fields("buffer", ((ContainerOp.DirectAllocate) o).buffer(), "bytes", ((ContainerOp.DirectAllocate) o).bytes()));
        row("directFree", List.of("buffer"), f -> new ContainerOp.DirectFree(f.string("buffer")),
                o -> fields("buffer", ((ContainerOp.DirectFree) o).buffer()));
    }

    private ContainerOpCodec() {
    }

    private static void row(String op, List<String> fields, Function<Fields, ContainerOp> read,
            Function<ContainerOp, Map<String, Object>> write) {
        ROWS.put(op, new Row(op, fields, read, write));
    }

    private static Map<String, Object> fields(Object... namesAndValues) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            m.put((String) namesAndValues[i], namesAndValues[i + 1]);
        }
        return m;
    }

    /** The row of an op, by its name in a scenario. */
    public static java.util.Optional<Row> row(String op) {
        return java.util.Optional.ofNullable(ROWS.get(op));
    }

    /** Every op's name, in the table's order. */
    public static java.util.Set<String> ops() {
        return java.util.Collections.unmodifiableSet(ROWS.keySet());
    }

    /** An op's fields, in the table's order, as a scenario file writes them. */
    public static Map<String, Object> write(ContainerOp op) {
        return ROWS.get(op.op()).write().apply(op);
    }
}
