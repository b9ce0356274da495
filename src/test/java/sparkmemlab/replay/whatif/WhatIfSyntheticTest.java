package sparkmemlab.replay.whatif;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import sparkmemlab.replay.ReplayedLog;

/**
 * Reconstructions of small logs whose outcome is worked out by hand: two tasks at once, each peaking at 35% of a
 * 1g executor's unified region, fit; with spark.memory.fraction halved each asks for 70% of the smaller region, so
 * the second is granted only what is free, asks again and spills; with one core they run one after the other.
 */
class WhatIfSyntheticTest {
    private static final long HEAP = 1L << 30;
    private static final long RESERVED = 300L << 20;
    private static final long REGION = (long) ((HEAP - RESERVED) * 0.6);

    @TempDir
    Path dir;

    private ReplayedLog twoTasksAtOnce(long peak) {
        return new SyntheticLog(Map.of("spark.executor.memory", "1g"), "1", 2, REGION)
                .start("1", 1).start("1", 2).end("1", 1, peak).end("1", 2, peak).read(dir);
    }

    @Test
    void theRecordedRunFitsBothPeaks() throws Exception {
        Reconstruction r = Reconstruction.of(twoTasksAtOnce((long) (REGION * 0.35)), "1");
        assertTrue(r.settings().matchesLog());
        assertEquals(HEAP, r.settings().config().systemMemory(), "1g less 300 MiB, times 0.6, is the region");
        assertEquals(2, r.settings().slots());
        assertEquals(Map.of(), r.outcome().spilled());
        assertEquals(Map.of(), r.outcome().shortBy());
        assertEquals(2 * (long) (REGION * 0.35), r.outcome().peakExecution());
    }

    @Test
    void aSmallerFractionMakesTheSecondTaskSpill() throws Exception {
        long peak = (long) (REGION * 0.35);
        Reconstruction r = Reconstruction.of(twoTasksAtOnce(peak), "1");
        Reconstruction.WhatIfRun w = r.rerun(ConfigChanges.of(Map.of("spark.memory.fraction", "0.3")));
        long half = (long) ((HEAP - RESERVED) * 0.3);
        RunOutcome changed = w.comparison().changed();
        // Task 1 takes 70% of the region; task 2 is granted the 30% left (above its 1/2N floor of 25%), asks for the
        // other 40%, spills its 30% and is granted 30% again.
        assertEquals(List.of(2L), w.comparison().newlySpilling());
        assertEquals(half - peak, changed.spilled().get(2L));
        assertEquals(Map.of(2L, peak - 2 * (half - peak)), changed.shortBy());
        assertEquals(List.of(), w.comparison().newlyWaiting());
    }

    @Test
    void oneCoreRunsTheTasksOneAfterTheOtherSoNoneSpills() throws Exception {
        Reconstruction r = Reconstruction.of(twoTasksAtOnce((long) (REGION * 0.35)), "1");
        Reconstruction.WhatIfRun w = r.rerun(ConfigChanges.of(Map.of("spark.memory.fraction", "0.3", "spark.executor.cores", "1")));
        assertEquals(1, w.settings().slots());
        assertEquals(List.of("consumerAcquire 1", "endTask 1", "consumerAcquire 2", "endTask 2"),
                w.steps().stream().map(op -> op.op() + " " + op.taskId().orElseThrow()).toList(),
                "task 2 starts when task 1's slot frees");
        assertEquals(Map.of(), w.comparison().changed().spilled());
        assertEquals((long) (REGION * 0.35), w.comparison().changed().peakExecution());
    }

    @Test
    void theHeapIsSolvedBackToTheByteOrTheMismatchIsSaid() throws Exception {
        java.util.Random random = new java.util.Random(17);
        for (int i = 0; i < 2000; i++) {
            double fraction = 0.05 + 0.95 * random.nextDouble();
            long reserved = random.nextBoolean() ? 0 : RESERVED;
            long target = (long) ((reserved / 2 + 1 + random.nextInt(1 << 30) + ((long) random.nextInt(64) << 30)) * fraction);
            long system = RecordedSettings.solveSystemMemory(target, reserved, fraction);
            assertEquals(target, (long) ((system - reserved) * fraction), "fraction " + fraction + ", reserved " + reserved);
            assertTrue(system == Math.ceil(reserved * 1.5) || (long) ((system - 1 - reserved) * fraction) < target, "the smallest");
        }
        // 10 MiB of storage cannot come from a heap Spark takes with 300 MiB reserved (it needs 450 MiB at least).
        ReplayedLog small = new SyntheticLog(Map.of(), "1", 1, 10L << 20).start("1", 1).end("1", 1, 1).read(dir);
        Reconstruction r = Reconstruction.of(small, "1");
        assertFalse(r.settings().matchesLog());
        assertEquals((long) (((450L << 20) - RESERVED) * 0.6), r.settings().modelMaxHeap());
        assertTrue(r.notRebuilt().stream().anyMatch(t -> t.key().equals("whatif.note.heapMismatch")), r.notRebuilt().toString());
    }

    @Test
    void aPeakBelowHalfTheFairSharePartsWaitsForTheOtherTask() throws Exception {
        long peak = (long) (REGION * 0.4);
        Reconstruction r = Reconstruction.of(twoTasksAtOnce(peak), "1");
        Reconstruction.WhatIfRun w = r.rerun(ConfigChanges.of(Map.of("spark.memory.fraction", "0.3")));
        // Task 1 takes 80% of the smaller region; task 2 could have only 20%, below its floor of 25%: it parks until
        // task 1 ends, then is granted its whole peak, and ends after.
        assertEquals(List.of(2L), w.comparison().newlyWaiting());
        assertEquals(Map.of(), w.comparison().changed().spilled());
        assertEquals(Map.of(), w.comparison().changed().shortBy());
    }
}
