package sparkmemlab.text;

import java.util.ArrayList;
import java.util.List;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import sparkmemlab.container.ContainerEvent;
import sparkmemlab.container.netty.NettyEvent;

/**
 * Says what a step's {@link ContainerEvent}s mean, from the narration bundle (keys {@code container.*}).
 * One fetch of 48 MiB is hundreds of Netty allocations with a new chunk every 64 of them: a run of
 * allocations (or releases) in one allocator becomes a line per kind and size, with its count, so the log
 * reads as what happened, not as a dump.
 */
public final class ContainerNarrator {

    /** A line of narration and the method it happened in. */
    public record Line(String text, String method) {
    }

    private final Wording wording;

    ContainerNarrator(Wording wording) {
        this.wording = wording.with(Wording.Plain.LONGS);
    }

    List<Line> narrate(List<ContainerEvent> events) {
        List<Line> lines = new ArrayList<>();
        for (List<ContainerEvent> group : groups(events)) {
            lines.add(new Line(sentence(group.get(0), group.size()), group.get(0).method()));
        }
        return lines;
    }

    /** How many lines {@link #narrate} makes of these events, without the words (a long history counts its log's lines). */
    public static int lines(List<ContainerEvent> events) {
        return events.isEmpty() ? 0 : groups(events).size();
    }

    /** The events a line each says: a run of one family's alike events together, each other event alone. */
    private static List<List<ContainerEvent>> groups(List<ContainerEvent> events) {
        List<List<ContainerEvent>> groups = new ArrayList<>();
        int i = 0;
        while (i < events.size()) {
            Object family = family(events.get(i));
            int end = i + 1;
            while (family != null && end < events.size() && family.equals(family(events.get(end)))) {
                end++;
            }
            // Within a run of one family, alike events (same kind and sizes) are counted, in the order first seen.
            Map<Object, List<ContainerEvent>> alike = new LinkedHashMap<>();
            for (ContainerEvent event : events.subList(i, end)) {
                alike.computeIfAbsent(family == null ? new Object() : alikeKey(event), k -> new ArrayList<>()).add(event);
            }
            groups.addAll(alike.values());
            i = end;
        }
        return groups;
    }

    /**
     * The run an event belongs to: Netty's allocations in one allocator's arena (with the chunks made for
     * them), or its releases (with the chunks freed); null for an event that is always its own line.
     */
    private static Object family(ContainerEvent event) {
        if (!(event instanceof ContainerEvent.InNetty n)) {
            return null;
        }
        NettyEvent e = n.event();
        if (e instanceof NettyEvent.Allocated a) {
            return List.of("allocate", a.allocator(), a.direct(), a.arena());
        } else if (e instanceof NettyEvent.ChunkCreated c) {
            return List.of("allocate", c.allocator(), c.direct(), c.arena());
        } else if (e instanceof NettyEvent.ServedFromCache c) {
            return List.of("cache", c.allocator(), c.thread());
        } else if (e instanceof NettyEvent.Released r) {
            return List.of("release", r.allocator());
        } else if (e instanceof NettyEvent.ChunkDestroyed c) {
            return List.of("release", c.allocator());
        } else if (e instanceof NettyEvent.Cached c) {
            return List.of("release", c.allocator());
        }
        return null;
    }

    /** Events of a run that read as one counted line: the same record with the same fields but the buffer's name. */
    private static Object alikeKey(ContainerEvent event) {
        NettyEvent e = ((ContainerEvent.InNetty) event).event();
        if (e instanceof NettyEvent.Allocated a) {
            return List.of("allocated", a.thread(), a.capacity(), a.sizeClass());
        } else if (e instanceof NettyEvent.Released r) {
            return List.of("released", r.capacity());
        } else if (e instanceof NettyEvent.ChunkCreated c) {
            return List.of("created", c.chunkSize());
        } else if (e instanceof NettyEvent.ChunkDestroyed c) {
            return List.of("destroyed", c.direct(), c.arena(), c.chunkSize());
        } else if (e instanceof NettyEvent.Cached c) {
            return List.of("cached", c.thread(), c.capacity());
        }
        return List.of("servedFromCache", ((NettyEvent.ServedFromCache) e).capacity());
    }

    private String sentence(ContainerEvent event, int count) {
        if (event instanceof ContainerEvent.InNetty n) {
            return netty(n.event(), count);
        } else if (event instanceof ContainerEvent.PartChanged p) {
            String part = wording.word("container.part." + p.part().key());
            String variant = p.delta() > 0 ? "grew" : p.delta() < 0 ? "shrank" : "same";
            return say("container.PartChanged." + variant, part, bytes(Math.abs(p.delta())), bytes(p.total()));
        } else if (event instanceof ContainerEvent.FetchSent f) {
            return say("container.FetchSent", f.task(), f.request(), bytes(f.bytes()), f.buffers(), bytes(f.taskBytesInFlight()),
                    bytes(f.bytesInFlight()));
        } else if (event instanceof ContainerEvent.FetchDone f) {
            return say(f.cleanup() ? "container.FetchDone.cleanup" : "container.FetchDone", f.task(), f.request(), bytes(f.bytes()),
                    bytes(f.bytesInFlight()));
        } else if (event instanceof ContainerEvent.CodeCacheFull c) {
            return say("container.CodeCacheFull", bytes(c.reserved()));
        } else if (event instanceof ContainerEvent.JvmOutOfMemory j) {
            return say("container.JvmOutOfMemory", j.error());
        } else if (event instanceof ContainerEvent.ContainerKilled k) {
            // In MiB to a tenth: the limit is whole MiB, and "1.4 GiB over 1.4 GiB" would hide by how much it was passed.
            return say("container.ContainerKilled", k.used() / 1048576.0, k.limit() / 1048576.0, k.kill().message());
        }
        throw new IllegalArgumentException("no sentence for " + event);
    }

    private String netty(NettyEvent event, int count) {
        if (event instanceof NettyEvent.ThreadBound b) {
            return say(b.caching() ? "container.netty.ThreadBound.caching" : "container.netty.ThreadBound", b.thread(), b.allocator(),
                    String.valueOf(b.directArena()), String.valueOf(b.heapArena()));
        } else if (event instanceof NettyEvent.Allocated a) {
            return say("container.netty.Allocated", count, bytes(a.capacity()), a.sizeClass(), a.allocator(), kind(a.direct()), String.valueOf(a.arena()),
                    a.thread());
        } else if (event instanceof NettyEvent.ServedFromCache c) {
            return say("container.netty.ServedFromCache", count, bytes(c.capacity()), c.thread(), c.allocator());
        } else if (event instanceof NettyEvent.ChunkCreated c) {
            return say("container.netty.ChunkCreated", count, bytes(c.chunkSize()), c.allocator(), kind(c.direct()), String.valueOf(c.arena()));
        } else if (event instanceof NettyEvent.ChunkDestroyed c) {
            return say("container.netty.ChunkDestroyed", count, bytes(c.chunkSize()), c.allocator(), kind(c.direct()), String.valueOf(c.arena()));
        } else if (event instanceof NettyEvent.HugeAllocated h) {
            return say("container.netty.HugeAllocated", bytes(h.bytes()), h.allocator(), kind(h.direct()), String.valueOf(h.arena()));
        } else if (event instanceof NettyEvent.HugeFreed h) {
            return say("container.netty.HugeFreed", bytes(h.bytes()), h.allocator());
        } else if (event instanceof NettyEvent.Unpooled u) {
            return say("container.netty.Unpooled", bytes(u.bytes()), u.allocator(), kind(u.direct()));
        } else if (event instanceof NettyEvent.Released r) {
            return say("container.netty.Released", count, bytes(r.capacity()), r.allocator());
        } else if (event instanceof NettyEvent.Cached c) {
            return say("container.netty.Cached", count, bytes(c.capacity()), c.thread(), c.allocator());
        } else if (event instanceof NettyEvent.Trimmed t) {
            return say("container.netty.Trimmed", t.thread(), t.allocator(), t.entries());
        } else if (event instanceof NettyEvent.CacheFreed c) {
            return say("container.netty.CacheFreed", c.thread(), c.allocator(), c.entries());
        }
        throw new IllegalArgumentException("no sentence for " + Objects.toString(event));
    }

    private String kind(boolean direct) {
        return wording.word(direct ? "container.netty.direct" : "container.netty.heap");
    }

    private String bytes(long bytes) {
        return wording.bytes(bytes);
    }

    private String say(String key, Object... args) {
        return wording.say(key, args);
    }
}
