package sparkmemlab.ui.vm;

/** A workspace with File > Welcome scene. */
public interface ShowsWelcome {
    void welcomeScene();
}
