package sparkmemlab.container;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import io.netty.buffer.PooledByteBufAllocator;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import sparkmemlab.container.netty.ByteBufAllocatorMethod;
import sparkmemlab.container.netty.NettyDefaults;
import sparkmemlab.container.netty.TransportService;

/**
 * Netty's pools in our model against real Netty 4.1.96 allocators that Spark 3.5.3's NettyUtils
 * built: after every step, every allocator's usedHeapMemory and usedDirectMemory, and every arena's
 * bound threads, huge bytes and chunks (list by list, by free bytes) must be equal. A failure
 * prints the scenario shrunk to the ops that still differ.
 */
@Tag("spark")
class RealNettyPoolsTest {
    static final long FIRST_SEED = 20_261_201L;

    @Test
    void theModelsNettyDefaultsAreThisJvmsNettys() {
        NettyDefaults d = RealNetty.defaults();
        assertEquals(PooledByteBufAllocator.defaultNumHeapArena(), d.numHeapArena());
        assertEquals(PooledByteBufAllocator.defaultNumDirectArena(), d.numDirectArena());
        assertEquals(PooledByteBufAllocator.defaultPageSize(), d.pageSize());
        assertEquals(PooledByteBufAllocator.defaultMaxOrder(), d.maxOrder());
        assertEquals(4 << 20, d.chunkSize(), "Netty 4.1.96 makes 4 MiB chunks");
        assertEquals(PooledByteBufAllocator.defaultSmallCacheSize(), d.smallCacheSize());
        assertEquals(PooledByteBufAllocator.defaultNormalCacheSize(), d.normalCacheSize());
        assertEquals(PooledByteBufAllocator.defaultUseCacheForAllThreads(), d.useCacheForAllThreads());
    }

    @Test
    void aBurstOfTinyMessagesTakesOneChunkPerIoThread() {
        List<ContainerOp> ops = new ArrayList<>();
        int threads = RealNetty.defaults().numDirectArena();
        for (int t = 0; t < threads; t++) {
            ops.add(new ContainerOp.ThreadStart("shuffle-server-" + t, true));
        }
        for (int i = 0; i < 40; i++) {
            ops.add(new ContainerOp.NettyAllocate("m" + i, TransportService.BLOCK_TRANSFER_SERVER,
                    "shuffle-server-" + i % threads, ByteBufAllocatorMethod.IO_BUFFER, 13));
        }
        NettyScenario burst = new NettyScenario("burst", NettyScenario.settings(ContainerConfig.SHARED_ALLOCATORS, "false",
                "spark.shuffle.io.serverThreads", Integer.toString(threads)), ops);
        ContainerState end = compare(burst);
        assertEquals((long) threads * (4 << 20), end.netty().allocator("blockTransferServer").usedDirectMemory(),
                "40 buffers of 13 bytes on " + threads + " IO threads");
    }

    @Test
    void fixedScenariosMatchNetty() {
        int b = 0;
        List<NettyScenario> scenarios = List.of(
                // A released 32 KiB buffer waits in the server thread's cache; the client's is freed at once.
                scenario("cached and uncached releases", NettyScenario.settings(),
                        new ContainerOp.ThreadStart("io", true),
                        alloc("a", TransportService.BLOCK_TRANSFER_SERVER, "io", 32768),
                        alloc("b", TransportService.BLOCK_TRANSFER_CLIENT, "io", 32768),
                        new ContainerOp.NettyRelease("a"), new ContainerOp.NettyRelease("b"),
                        new ContainerOp.ThreadEnd("io")),
                // A chunk that never passed 25% stays in qInit after its last buffer goes.
                scenario("qInit keeps an empty chunk", NettyScenario.settings(),
                        new ContainerOp.ThreadStart("task", false),
                        alloc("a", TransportService.BLOCK_TRANSFER_CLIENT, "task", 1 << 20),
                        new ContainerOp.NettyRelease("a"),
                        alloc("big", TransportService.BLOCK_TRANSFER_CLIENT, "task", 3 << 20),
                        new ContainerOp.NettyRelease("big"),
                        alloc("huge", TransportService.BLOCK_TRANSFER_CLIENT, "task", 9 << 20),
                        new ContainerOp.NettyRelease("huge")),
                scenario("heap buffers without direct arenas", NettyScenario.settings(ContainerConfig.PREFER_DIRECT_BUFS, "false"),
                        new ContainerOp.ThreadStart("io", true),
                        alloc("a", TransportService.RPC_CLIENT, "io", 5000),
                        new ContainerOp.NettyAllocate("d", TransportService.RPC_CLIENT, "io", ByteBufAllocatorMethod.DIRECT_BUFFER, 5000),
                        new ContainerOp.NettyRelease("a")));
        for (NettyScenario s : scenarios) {
            compare(s);
        }
        compare(trimScenario());
    }

    /** 8193 allocations of one size by one Netty thread: the 8192nd cache lookup trims the cache. */
    private static NettyScenario trimScenario() {
        List<ContainerOp> ops = new ArrayList<>();
        ops.add(new ContainerOp.ThreadStart("io", true));
        for (int i = 0; i < 300; i++) {
            ops.add(alloc("x" + i, TransportService.BLOCK_TRANSFER_SERVER, "io", 1024));
        }
        for (int i = 0; i < 300; i++) {
            ops.add(new ContainerOp.NettyRelease("x" + i));
        }
        for (int i = 0; i < 8000; i++) {
            ops.add(alloc("y" + i, TransportService.BLOCK_TRANSFER_SERVER, "io", 64));
            ops.add(new ContainerOp.NettyRelease("y" + i));
        }
        return new NettyScenario("cache trim", NettyScenario.settings(), ops);
    }

    @Test
    void randomScenariosMatchNetty() {
        int count = Integer.parseInt(System.getProperty("sparkmemlab.random.nettyScenarios", "1000"));
        long steps = 0;
        for (int i = 0; i < count; i++) {
            NettyScenario scenario = NettyScenario.random(FIRST_SEED + i, 40);
            steps += scenario.ops().size();
            Optional<String> difference = difference(scenario);
            if (difference.isPresent()) {
                NettyScenario shrunk = shrink(scenario);
                fail(scenario.title() + " differs from Netty: " + difference.get() + "\nshrunk to "
                        + shrunk.ops().size() + " ops, conf " + shrunk.conf() + ":\n  " + difference(shrunk).orElse("?")
                        + "\n  " + String.join("\n  ", shrunk.ops().stream().map(Object::toString).toList()));
            }
        }
        System.out.printf("compared %d random Netty scenarios, %d steps, with Netty 4.1.96%n", count, steps);
    }

    private static NettyScenario scenario(String title, Map<String, String> conf, ContainerOp... ops) {
        return new NettyScenario(title, conf, List.of(ops));
    }

    private static ContainerOp alloc(String buffer, TransportService service, String thread, int bytes) {
        return new ContainerOp.NettyAllocate(buffer, service, thread, ByteBufAllocatorMethod.BUFFER, bytes);
    }

    /** Runs and compares; fails with the first difference. @return our state at the end */
    private static ContainerState compare(NettyScenario scenario) {
        difference(scenario).ifPresent(d -> fail(scenario.title() + ": " + d));
        ContainerModel model = new ContainerModel(ContainerConfig.from(scenario.conf()), RealNetty.defaults());
        scenario.ops().forEach(model::step);
        return model.state();
    }

    static Optional<String> difference(NettyScenario scenario) {
        ContainerConfig config = ContainerConfig.from(scenario.conf());
        ContainerModel model = new ContainerModel(config, RealNetty.defaults());
        try (RealNetty real = new RealNetty(config.transport())) {
            Optional<String> start = differs(-1, null, NettyShape.of(model.state().netty()), real.shapes());
            if (start.isPresent()) {
                return start;
            }
            for (int i = 0; i < scenario.ops().size(); i++) {
                ContainerOp op = scenario.ops().get(i);
                ContainerState ours = model.step(op).state();
                real.apply(op);
                Optional<String> d = differs(i, op, NettyShape.of(ours.netty()), real.shapes());
                if (d.isPresent()) {
                    return d;
                }
            }
        }
        return Optional.empty();
    }

    private static Optional<String> differs(int step, ContainerOp op, Map<String, String> ours, Map<String, String> netty) {
        for (String allocator : ours.keySet()) {
            if (!ours.get(allocator).equals(netty.get(allocator))) {
                return Optional.of("after op " + step + " " + op + ", allocator " + allocator + ":\n  ours:  "
                        + ours.get(allocator) + "\n  Netty: " + netty.get(allocator));
            }
        }
        return ours.keySet().equals(netty.keySet()) ? Optional.empty()
                : Optional.of("allocators: ours " + ours.keySet() + ", Netty " + netty.keySet());
    }

    private static NettyScenario shrink(NettyScenario scenario) {
        NettyScenario smallest = scenario;
        boolean progress = true;
        while (progress) {
            progress = false;
            for (int i = smallest.ops().size() - 1; i >= 0; i--) {
                List<ContainerOp> fewer = new ArrayList<>(smallest.ops());
                fewer.remove(i);
                NettyScenario candidate = smallest.withOps(fewer).consistent();
                if (candidate.ops().size() < smallest.ops().size() && difference(candidate).isPresent()) {
                    smallest = candidate;
                    progress = true;
                }
            }
        }
        return smallest;
    }
}
