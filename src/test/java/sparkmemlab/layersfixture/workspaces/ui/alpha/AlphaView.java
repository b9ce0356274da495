package sparkmemlab.layersfixture.workspaces.ui.alpha;

/** Planted for LayersTest: a view of one workspace reaching into another's view-models. */
public class AlphaView {
    public sparkmemlab.layersfixture.workspaces.ui.vm.beta.BetaWorkspaceViewModel other;
}
