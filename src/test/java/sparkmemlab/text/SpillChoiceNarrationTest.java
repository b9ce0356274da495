package sparkmemlab.text;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.model.ExecutorModel;
import sparkmemlab.model.MemoryEvent;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.model.Operation;
import sparkmemlab.model.StepResult;

/** Spark's sort key for the requester (0) is never told as what it holds: the requester is said to be asked last. */
class SpillChoiceNarrationTest {
    private static final long MIB = 1 << 20;

    @Test
    void theRequesterChosenToSpillIsAskedLastAndNotSaidToHoldNothing() {
        ExecutorConfig config = ExecutorConfig.defaults();
        MemoryMode mode = config.tungstenMemoryMode();
        long max = new ExecutorModel(config).state().layout().maxMemory(mode);
        ExecutorModel model = new ExecutorModel(config);
        model.apply(new Operation.ConsumerAcquire(1, "sorter", max - 8 * MIB, mode, true));
        StepResult more = model.apply(new Operation.ConsumerAcquire(1, "sorter", 64 * MIB, mode, true));
        List<MemoryEvent.SpillChosen> chosen = more.events().stream()
                .filter(e -> e instanceof MemoryEvent.SpillChosen).map(e -> (MemoryEvent.SpillChosen) e).toList();
        assertTrue(chosen.stream().anyMatch(c -> c.held() == 0 && c.consumer().equals("sorter")), more.events().toString());
        for (Locale locale : List.of(Locale.ENGLISH, Locale.SIMPLIFIED_CHINESE)) {
            EventNarrator narrator = EventNarrator.standard(locale);
            for (MemoryEvent.SpillChosen c : chosen) {
                String said = narrator.narrate(c);
                assertFalse(said.contains("0 B"), said);
            }
        }
        String english = EventNarrator.standard(Locale.ENGLISH).narrate(chosen.get(0));
        assertTrue(english.contains("asked last"), english);
    }
}
