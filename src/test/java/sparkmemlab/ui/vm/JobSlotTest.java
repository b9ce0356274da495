package sparkmemlab.ui.vm;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** One job at a time: a new job cancels the one under way, whose answers then no longer count. */
class JobSlotTest {
    @Test
    void aNewJobCancelsTheOneUnderWayAndOnlyTheHolderFinishes() {
        JobSlot slot = new JobSlot();
        JobSlot.Ticket first = slot.take();
        assertTrue(slot.holds(first));
        assertFalse(first.getAsBoolean());
        JobSlot.Ticket second = slot.take();
        assertTrue(first.getAsBoolean(), "the first job is told to stop");
        assertFalse(slot.holds(first));
        assertFalse(slot.finish(first), "its late answer does not count");
        assertTrue(slot.holds(second));
        assertTrue(slot.finish(second));
        assertFalse(second.getAsBoolean(), "a finished job was not cancelled");
        assertFalse(slot.cancel(), "nothing under way");
    }

    @Test
    void aCancelStopsTheJobAndSaysThereWasOne() {
        JobSlot slot = new JobSlot();
        JobSlot.Ticket job = slot.take();
        assertTrue(slot.cancel());
        assertTrue(job.getAsBoolean());
        assertFalse(slot.finish(job));
        assertFalse(slot.cancel());
    }
}
