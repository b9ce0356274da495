package sparkmemlab.ui.vm;

import sparkmemlab.scenario.Scenario;

/** A workspace that shows another workspace's scene (the executor's "Open in Legacy vs unified"). */
public interface OpensScenes {

    /** Shows the scene standing after step {@code at}; false (and why, shown) if it cannot. */
    boolean openScene(Scenario scenario, int at);
}
