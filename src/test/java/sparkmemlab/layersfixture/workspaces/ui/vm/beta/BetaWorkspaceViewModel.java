package sparkmemlab.layersfixture.workspaces.ui.vm.beta;

/** Planted for LayersTest: another workspace. */
public class BetaWorkspaceViewModel {
}
