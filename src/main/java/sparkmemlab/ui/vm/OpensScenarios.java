package sparkmemlab.ui.vm;

import sparkmemlab.scenario.Scenario;

/** A workspace that shows an executor scenario as a sandbox (the cluster's "open this executor"). */
public interface OpensScenarios {

    /** Shows the scenario before its first step, with that hint; false if it cannot. */
    boolean openScenario(Scenario scenario, String hint);
}
