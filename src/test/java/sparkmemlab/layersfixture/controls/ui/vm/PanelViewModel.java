package sparkmemlab.layersfixture.controls.ui.vm;

/** Planted for LayersTest: a view-model holding a control. */
public class PanelViewModel {
    public javafx.scene.control.Label label;
}
