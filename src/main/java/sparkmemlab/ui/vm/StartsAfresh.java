package sparkmemlab.ui.vm;

/** A workspace with File > New: a fresh, empty scene. */
public interface StartsAfresh {
    void newScene();
}
