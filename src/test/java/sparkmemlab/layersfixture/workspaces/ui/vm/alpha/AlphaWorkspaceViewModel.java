package sparkmemlab.layersfixture.workspaces.ui.vm.alpha;

/** Planted for LayersTest: one workspace. */
public class AlphaWorkspaceViewModel {
}
