package sparkmemlab.ui.vm.container;

/**
 * One of the three ways an executor's work dies, side by side with the others: what it is, what it takes
 * with it, the setting that fixes it, and whether the history shown has come to it yet.
 */
public record DeathRow(String name, String effect, String fix, boolean happened) {
}
