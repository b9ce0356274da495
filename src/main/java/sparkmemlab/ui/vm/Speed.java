package sparkmemlab.ui.vm;

import java.util.Locale;

/** How fast pictures move from one state to the next (and a lesson plays): a style class on the window's root. */
public enum Speed {
    SLOW, NORMAL, FAST;

    public String styleClass() {
        return "speed-" + name().toLowerCase(Locale.ROOT);
    }
}
