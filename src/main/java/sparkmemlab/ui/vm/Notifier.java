package sparkmemlab.ui.vm;

/** Tells the person, briefly and without interrupting, that something was done ("Snapshot saved to …"). */
@FunctionalInterface
public interface Notifier {

    /** Tells no one (the headless renderer). */
    Notifier NONE = message -> { };

    void done(String message);
}
