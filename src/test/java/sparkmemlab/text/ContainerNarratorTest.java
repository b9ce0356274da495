package sparkmemlab.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.junit.jupiter.api.Test;
import sparkmemlab.container.ContainerEvent;
import sparkmemlab.container.netty.NettyEvent;
import sparkmemlab.model.StepResult;
import sparkmemlab.scenario.ScenarioException;
import sparkmemlab.scenario.ScenarioParser;
import sparkmemlab.scenario.ScenarioRunner;

class ContainerNarratorTest {

    /** The window's YARN example: threads, a 48 MiB fetch, metaspace, a direct buffer that kills it. */
    private static List<StepResult> example() throws IOException, ScenarioException {
        String name = "/sparkmemlab/ui/container/yarn-executor.json";
        try (Reader in = new InputStreamReader(ContainerNarratorTest.class.getResourceAsStream(name), StandardCharsets.UTF_8)) {
            return ScenarioRunner.run(name, ScenarioParser.parse(name, in));
        }
    }

    @Test
    void aFetchOfHundredsOfBuffersReadsAsAFewCountedLines() throws Exception {
        EventNarrator narrator = EventNarrator.standard(Locale.ENGLISH);
        StepResult fetch = example().stream().filter(s -> s.operation().kind().opName().equals("shuffleFetch")).findFirst().orElseThrow();
        assertTrue(fetch.containerEvents().size() > 700, "768 reads of 64 KiB, each its own Netty event");
        List<String> lines = narrator.narrate(fetch.containerEvents()).stream().map(ContainerNarrator.Line::text).toList();
        assertTrue(lines.size() <= 6, String.join("\n", lines));
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("768 normal buffers of 64.0 KiB from sharedWithoutCache's direct arena 0")),
                String.join("\n", lines));
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("No chunk had room: sharedWithoutCache takes 12 new chunks of 4.0 MiB")),
                String.join("\n", lines));
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("Task 2 sends fetch fetch-1 for 48.0 MiB")), String.join("\n", lines));
    }

    @Test
    void theKillIsNarratedWithTheClusterManagersOwnWords() throws Exception {
        EventNarrator narrator = EventNarrator.standard(Locale.ENGLISH);
        List<StepResult> steps = example();
        List<ContainerNarrator.Line> last = narrator.narrate(steps.get(steps.size() - 1).containerEvents());
        ContainerNarrator.Line kill = last.get(last.size() - 1);
        assertTrue(kill.text().contains("Container killed by YARN for exceeding physical memory limits"), kill.text());
        assertEquals("YarnAllocator.processCompletedContainers", kill.method());
    }

    @Test
    void everyEventHasASentenceInBothLanguages() throws Exception {
        List<ContainerEvent> events = new ArrayList<>();
        example().forEach(s -> events.addAll(s.containerEvents()));
        events.add(new ContainerEvent.FetchDone("r9", 3, 1 << 20, 0, true));
        events.add(new ContainerEvent.CodeCacheFull(240 << 20));
        events.add(new ContainerEvent.JvmOutOfMemory("java.lang.OutOfMemoryError: Metaspace"));
        for (NettyEvent e : List.of(new NettyEvent.ThreadBound("a", "t", 0, 0, true), new NettyEvent.ThreadBound("a", "t", 0, -1, false),
                new NettyEvent.ServedFromCache("a", "t", 512), new NettyEvent.ChunkDestroyed("a", true, 1, 2, 4 << 20),
                new NettyEvent.HugeAllocated("a", true, 0, 20 << 20), new NettyEvent.HugeFreed("a", true, 0, 20 << 20),
                new NettyEvent.Unpooled("a", false, 100), new NettyEvent.Cached("a", "t", 512), new NettyEvent.Released("b", "a", 512),
                new NettyEvent.Trimmed("a", "t", 5), new NettyEvent.CacheFreed("a", "t", 7))) {
            events.add(new ContainerEvent.InNetty(e));
        }
        for (Locale locale : List.of(Locale.ENGLISH, Locale.SIMPLIFIED_CHINESE)) {
            EventNarrator narrator = EventNarrator.standard(locale);
            Set<String> kinds = new HashSet<>();
            for (ContainerEvent event : events) {
                ContainerNarrator.Line line = narrator.narrate(List.of(event)).get(0);
                kinds.add(event instanceof ContainerEvent.InNetty n ? n.event().getClass().getSimpleName() : event.getClass().getSimpleName());
                assertFalse(line.text().isBlank() || line.text().contains("{"), line.text());
                assertTrue(line.method().contains("."), line.method());
                if (locale == Locale.SIMPLIFIED_CHINESE && !(event instanceof ContainerEvent.ContainerKilled)
                        && !(event instanceof ContainerEvent.JvmOutOfMemory)) {
                    assertTrue(line.text().codePoints().anyMatch(c -> Character.UnicodeScript.of(c) == Character.UnicodeScript.HAN),
                            line.text());
                }
            }
            assertEquals(18, kinds.size(), kinds.toString());
        }
    }
}
