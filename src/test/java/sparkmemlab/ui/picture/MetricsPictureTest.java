package sparkmemlab.ui.picture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import sparkmemlab.replay.StageRecord;

/** A chart's spans and marks stay few enough to draw however long the application, and the cursor moves alone. */
class MetricsPictureTest {
    private static final MetricsPicture.Grouped WORDS = (n, first, last) -> n + ": " + first + " .. " + last;

    @Test
    void fewStagesAreDrawnEachAsItWas() {
        List<StageRecord> records = List.of(stage(0, 1_000, 2_000L, null), stage(1, 1_500, null, "boom"));
        List<MetricsPicture.Span> spans = MetricsPicture.stages(records, 1_000, 5_000, WORDS);
        assertEquals(List.of(new MetricsPicture.Span(0, 1_000, "0.0 s0", false), new MetricsPicture.Span(500, 4_000, "1.0 s1", true)),
                spans, "an unfinished stage runs to the log's end");
    }

    @Test
    void manyStagesBecomeAtMostOneSpanABucketCoveringAllOfThem() {
        List<StageRecord> records = new ArrayList<>();
        int n = 20 * MetricsPicture.BUCKETS;
        for (int i = 0; i < n; i++) {
            records.add(stage(i, i * 10L, i * 10L + 35, i == 7 ? "lost" : null));
        }
        long end = (n - 1) * 10L + 35;
        List<MetricsPicture.Span> spans = MetricsPicture.stages(records, 0, end, WORDS);
        assertTrue(spans.size() <= MetricsPicture.BUCKETS, spans.size() + " spans");
        assertEquals(0, spans.get(0).from());
        assertEquals(end, spans.stream().mapToLong(MetricsPicture.Span::to).max().getAsLong());
        assertTrue(spans.get(0).failed(), "the bucket of stage 7 is marked failed");
        assertFalse(spans.get(1).failed());
        assertEquals("21: 0.0 s0 .. 20.0 s20", spans.get(0).label(), "a bucket of ~200 ms holds the stages submitted at 0, 10, .. 200 ms");
        int covered = spans.stream().mapToInt(s -> Integer.parseInt(s.label().substring(0, s.label().indexOf(':')))).sum();
        assertEquals(n, covered, "every stage is in one span");
        for (int i = 1; i < spans.size(); i++) {
            assertTrue(spans.get(i).from() > spans.get(i - 1).from(), "in order of time");
        }
    }

    @Test
    void manyMarksBecomeOneABucketForEachKind() {
        List<MetricsPicture.Mark> marks = new ArrayList<>();
        for (int i = 0; i < 3 * MetricsPicture.BUCKETS; i++) {
            marks.add(new MetricsPicture.Mark(i, i % 3 == 0 ? "m-mark-lost" : "m-mark-oom", "task " + i));
        }
        List<MetricsPicture.Mark> thinned = MetricsPicture.marks(marks, 3 * MetricsPicture.BUCKETS, WORDS);
        assertEquals(2 * MetricsPicture.BUCKETS, thinned.size());
        assertEquals(new MetricsPicture.Mark(0, "m-mark-lost", "task 0"), thinned.get(0), "a bucket with one of a kind keeps it");
        assertEquals(new MetricsPicture.Mark(1, "m-mark-oom", "2: task 1 .. task 2"), thinned.get(1));
        List<MetricsPicture.Mark> few = marks.subList(0, 10);
        assertSame(few, MetricsPicture.marks(few, 10, WORDS));
    }

    @Test
    void aPictureThatOnlyMovesTheCursorDrawsAsBefore() {
        MetricsPicture p = new MetricsPicture("t", 100, 10, "10", "0", "100", List.of(), List.of(), List.of(), List.of(), 0, "at 0",
                "none");
        MetricsPicture moved = p.withCursor(50, "at 50");
        assertTrue(moved.drawsAs(p));
        assertEquals(50, moved.cursor());
        assertEquals("at 50", moved.cursorLabel());
        assertFalse(p.drawsAs(null));
        MetricsPicture other = new MetricsPicture("t", 100, 10, "10", "0", "100", List.of(), List.of(),
                List.of(new MetricsPicture.Span(0, 1, "s", false)), List.of(), 50, "at 50", "none");
        assertFalse(other.drawsAs(moved));
    }

    private static StageRecord stage(int id, long submitted, Long completed, String failure) {
        return new StageRecord(id, 0, "s" + id, 1, submitted, completed, failure, id, id);
    }
}
