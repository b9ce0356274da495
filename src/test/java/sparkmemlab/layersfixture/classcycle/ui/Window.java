package sparkmemlab.layersfixture.classcycle.ui;

/** Planted for LayersTest: the window's controller using the camera that loads it. */
public class Window {
    public Camera camera;
}
