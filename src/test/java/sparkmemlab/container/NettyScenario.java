package sparkmemlab.container;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import sparkmemlab.container.netty.ByteBufAllocatorMethod;
import sparkmemlab.container.netty.TransportService;

/**
 * Spark settings and Netty ops to run on our model and on real Netty. A seeded random scenario
 * mixes shared and per-service allocators, direct and heap, 1-6 IO threads, Netty and ordinary
 * threads, sizes of every class (tiny, small, the cached 32 KiB, normal, huge), releases, and
 * Netty threads that end and free their caches.
 */
record NettyScenario(String title, Map<String, String> conf, List<ContainerOp> ops) {

    /** A conf whose container never fills, so that only Netty is compared. */
    static Map<String, String> settings(String... keysAndValues) {
        Map<String, String> conf = new LinkedHashMap<>();
        conf.put(ContainerConfig.MASTER, "yarn");
        conf.put(ContainerConfig.EXECUTOR_MEMORY, "1t");
        for (int i = 0; i < keysAndValues.length; i += 2) {
            conf.put(keysAndValues[i], keysAndValues[i + 1]);
        }
        return conf;
    }

    NettyScenario withOps(List<ContainerOp> fewer) {
        return new NettyScenario(title, conf, fewer);
    }

    /** The ops that still make sense after others were dropped (shrinking): each refers to what exists. */
    NettyScenario consistent() {
        List<ContainerOp> kept = new ArrayList<>();
        Map<String, Boolean> threads = new LinkedHashMap<>();
        List<String> buffers = new ArrayList<>();
        List<String> ended = new ArrayList<>();
        for (ContainerOp op : ops) {
            boolean ok;
            if (op instanceof ContainerOp.ThreadStart s) {
                ok = !threads.containsKey(s.thread()) && !ended.contains(s.thread());
                if (ok) {
                    threads.put(s.thread(), s.netty());
                }
            } else if (op instanceof ContainerOp.ThreadEnd e) {
                ok = threads.remove(e.thread()) != null;
                if (ok) {
                    ended.add(e.thread());
                }
            } else if (op instanceof ContainerOp.NettyAllocate a) {
                ok = threads.containsKey(a.thread()) && !buffers.contains(a.buffer());
                if (ok) {
                    buffers.add(a.buffer());
                }
            } else {
                ok = buffers.remove(((ContainerOp.NettyRelease) op).buffer());
            }
            if (ok) {
                kept.add(op);
            }
        }
        return withOps(kept);
    }

    static NettyScenario random(long seed, int length) {
        Random r = new Random(seed);
        boolean shared = r.nextInt(3) > 0;
        Map<String, String> conf = settings(
                ContainerConfig.SHARED_ALLOCATORS, Boolean.toString(shared),
                ContainerConfig.PREFER_DIRECT_BUFS, Boolean.toString(r.nextInt(4) > 0),
                "spark.shuffle.io.preferDirectBufs", Boolean.toString(r.nextInt(4) > 0),
                "spark.rpc.io.preferDirectBufs", Boolean.toString(r.nextBoolean()),
                "spark.shuffle.io.serverThreads", Integer.toString(r.nextInt(7)),
                "spark.shuffle.io.clientThreads", Integer.toString(1 + r.nextInt(6)),
                ContainerConfig.EXECUTOR_CORES, Integer.toString(1 + r.nextInt(6)),
                ContainerConfig.SHUFFLE_SERVICE_ENABLED, Boolean.toString(r.nextBoolean()));
        List<TransportService> services = new ArrayList<>(List.of(TransportService.RPC_CLIENT,
                TransportService.BLOCK_TRANSFER_SERVER, TransportService.BLOCK_TRANSFER_CLIENT));
        if (conf.get(ContainerConfig.SHUFFLE_SERVICE_ENABLED).equals("true")) {
            services.add(TransportService.EXTERNAL_SHUFFLE_CLIENT);
        }
        List<ContainerOp> ops = new ArrayList<>();
        List<String> nettyThreads = new ArrayList<>();
        List<String> threads = new ArrayList<>();
        int names = 0;
        for (int i = 0, n = 1 + r.nextInt(4); i < n; i++) {
            String t = "io-" + names++;
            ops.add(new ContainerOp.ThreadStart(t, true));
            nettyThreads.add(t);
            threads.add(t);
        }
        for (int i = 0, n = r.nextInt(3); i < n; i++) {
            String t = "task-" + names++;
            ops.add(new ContainerOp.ThreadStart(t, false));
            threads.add(t);
        }
        List<String> live = new ArrayList<>();
        int[] popular = {1 + r.nextInt(512), 512 + r.nextInt(8192), 32768, 65536, 16384};
        int buffers = 0;
        while (ops.size() < length) {
            int dice = r.nextInt(100);
            if (dice < 55 || live.isEmpty()) {
                String buffer = "b" + buffers++;
                ByteBufAllocatorMethod call = ByteBufAllocatorMethod.values()[r.nextInt(4)];
                ops.add(new ContainerOp.NettyAllocate(buffer, services.get(r.nextInt(services.size())),
                        threads.get(r.nextInt(threads.size())), call, size(r, popular)));
                live.add(buffer);
            } else if (dice < 94) {
                ops.add(new ContainerOp.NettyRelease(live.remove(r.nextInt(live.size()))));
            } else if (nettyThreads.size() > 1) {
                String t = nettyThreads.remove(r.nextInt(nettyThreads.size()));
                threads.remove(t);
                ops.add(new ContainerOp.ThreadEnd(t));
                String fresh = "io-" + names++;
                ops.add(new ContainerOp.ThreadStart(fresh, true));
                nettyThreads.add(fresh);
                threads.add(fresh);
            }
        }
        return new NettyScenario("random Netty scenario, seed " + seed, conf, ops);
    }

    private static int size(Random r, int[] popular) {
        int dice = r.nextInt(100);
        if (dice < 35) {
            return popular[r.nextInt(popular.length)];
        }
        if (dice < 60) {
            return r.nextInt(513);
        }
        if (dice < 80) {
            return 513 + r.nextInt(28 * 1024);
        }
        if (dice < 99) {
            // Mostly runs of a few pages, sometimes up to a whole chunk: each new chunk is 4 MiB to zero.
            return 28 * 1024 + r.nextInt(1 << (16 + (r.nextInt(4) == 0 ? r.nextInt(7) : r.nextInt(3))));
        }
        return (4 << 20) + 1 + r.nextInt(4 << 20);
    }
}
