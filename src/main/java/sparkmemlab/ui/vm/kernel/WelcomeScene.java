package sparkmemlab.ui.vm.kernel;

import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.scenario.ScenarioException;
import sparkmemlab.scenario.ScenarioParser;
import sparkmemlab.ui.text.UiText;

/**
 * The scene the app opens on: a 4 GiB executor with 4 cores and 1 GiB off-heap, blocks of two RDDs
 * cached, two tasks running, one of which has grown execution into storage's free space. It is an
 * ordinary scenario ({@code welcome.json}), so every state in it came from the model.
 */
public final class WelcomeScene {
    public static final String RESOURCE = "/sparkmemlab/ui/welcome.json";

    /** What to try first: cache rdd_3_0, which evicts the least recently used blocks and skips a locked one. */
    private static final ActionSuggestion SUGGESTION =
            new ActionSuggestion(ActionKind.CACHE_BLOCK, "3", "rdd_3_0", "512m", MemoryMode.ON_HEAP);

    private WelcomeScene() {
    }

    public static Scenario scenario() {
        try (Reader in = new InputStreamReader(WelcomeScene.class.getResourceAsStream(RESOURCE), StandardCharsets.UTF_8)) {
            return ScenarioParser.parse("welcome.json", in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (ScenarioException e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
    }

    /** Shows the welcome scene, after its last step, with the action form set up for the suggested next step. */
    public static void show(ExecutorSession session) {
        Scenario s = scenario();
        UiText text = session.text();
        History h = History.of(s.config(), s.steps());
        session.show(h, text.get("welcome.title"), text.get("hint.welcome"), Optional.empty(), Optional.of(SUGGESTION));
    }
}
