package sparkmemlab.layersfixture.model.ui.vm;

/** Planted for LayersTest: the view-model the model should not know. */
public class PoolViewModel {
}
