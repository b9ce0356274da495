package sparkmemlab.layersfixture.classcycle.ui;

/** Planted for LayersTest: the camera, which loads the window. */
public class Camera {
    public Window window;
}
