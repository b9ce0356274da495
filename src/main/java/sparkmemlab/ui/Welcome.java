package sparkmemlab.ui;

import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.scenario.ScenarioException;
import sparkmemlab.scenario.ScenarioParser;
import sparkmemlab.ui.vm.ActionKind;
import sparkmemlab.ui.vm.LabViewModel;

/**
 * The scene the app opens on: a 4 GiB executor with 4 cores and 1 GiB off-heap, blocks of two RDDs
 * cached, two tasks running, one of which has grown execution into storage's free space. It is an
 * ordinary scenario ({@code welcome.json}), so every state in it came from the model.
 */
public final class Welcome {
    public static final String RESOURCE = "/sparkmemlab/ui/welcome.json";

    private Welcome() {
    }

    public static Scenario scenario() {
        try (Reader in = new InputStreamReader(Welcome.class.getResourceAsStream(RESOURCE), StandardCharsets.UTF_8)) {
            return ScenarioParser.parse("welcome.json", in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (ScenarioException e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
    }

    /** Shows the welcome scene, with the action panel set up for the suggested next step. */
    public static void show(LabViewModel vm) {
        Scenario s = scenario();
        Scenario titled = new Scenario(vm.text().get("welcome.title"), s.config(), s.steps());
        vm.load(titled, s.steps().size(), vm.text().get("hint.welcome"));
        vm.actionProperty().set(ActionKind.CACHE_BLOCK);
        vm.actionBlockProperty().set("rdd_3_0");
        vm.actionBytesProperty().set("512m");
        vm.actionModeProperty().set(MemoryMode.ON_HEAP);
        vm.actionTaskProperty().set("3");
    }
}
