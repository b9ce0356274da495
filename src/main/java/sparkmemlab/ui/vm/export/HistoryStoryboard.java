package sparkmemlab.ui.vm.export;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import sparkmemlab.export.Storyboard;
import sparkmemlab.model.MemoryEvent;
import sparkmemlab.model.StepResult;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.scenario.ScenarioException;
import sparkmemlab.scenario.ScenarioRunner;
import sparkmemlab.text.EventNarrator;
import sparkmemlab.ui.text.OperationText;
import sparkmemlab.ui.text.UiText;

/**
 * Any history as a storyboard, told as the window's event log tells it: each step's operation and result as its
 * narration, the events it caused (with the Spark method each happened in) as its explanation. No questions:
 * a history is not a lesson.
 */
final class HistoryStoryboard {
    private HistoryStoryboard() {
    }

    /** The scenario's steps, run by the model, in {@code locale}. */
    static Storyboard of(Scenario scenario, Locale locale) throws ScenarioException {
        UiText text = UiText.of(locale);
        OperationText ops = new OperationText(text);
        EventNarrator narrator = EventNarrator.standard(locale);
        List<StepResult> steps = ScenarioRunner.run(scenario.title(), scenario);
        List<Storyboard.Page> pages = new ArrayList<>();
        for (StepResult step : steps) {
            List<String> events = new ArrayList<>();
            for (MemoryEvent event : step.events()) {
                String where = narrator.where(event);
                events.add(where.isEmpty() ? narrator.narrate(event) : narrator.narrate(event) + " (" + where + ")");
            }
            String narration = text.get("export.history.step", ops.describe(step.operation()), ops.result(step));
            pages.add(new Storyboard.Page(step.step(), step.operation().op(), Optional.empty(), List.of(), Optional.empty(),
                    narration, events.isEmpty() ? Optional.empty() : Optional.of(String.join(" ", events))));
        }
        String title = scenario.title().isBlank() ? text.get("export.history.untitled") : scenario.title();
        return new Storyboard(title, text.get("export.history.summary", steps.size()), scenario, pages, locale);
    }
}
