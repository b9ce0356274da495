package sparkmemlab.layersfixture.packagecycle.ui.one;

/** Planted for LayersTest: two packages under one top-level package that need each other. */
public class One {
    public sparkmemlab.layersfixture.packagecycle.ui.two.Two other;
}
