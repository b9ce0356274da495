package sparkmemlab.layersfixture.model.model;

/** Planted for LayersTest: a model that knows the window. */
public class Pool {
    public sparkmemlab.layersfixture.model.ui.vm.PoolViewModel shown;
}
