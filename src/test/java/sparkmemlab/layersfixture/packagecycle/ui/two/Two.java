package sparkmemlab.layersfixture.packagecycle.ui.two;

/** Planted for LayersTest: the arrow back from the other package. */
public class Two {
    public sparkmemlab.layersfixture.packagecycle.ui.one.One back;
}
