package sparkmemlab.ui.vm;

/** A workspace View > Zoom acts on. */
public interface Zooms {
    ZoomViewModel zoom();
}
