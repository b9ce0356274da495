package sparkmemlab.ui.vm;

/** The kinds of file the window opens and saves, each with its filter's words and its default name (message keys). */
public enum FileKind {
    SCENARIO("open.filter", "*.json", null, "menu.open"),
    /** Spark's event logs have no extension of their own (a codec's, if any): every file is offered. */
    EVENT_LOG("eventLog.filter", "*", null, "menu.openEventLog"),
    SNAPSHOT("snapshot.filter", "*.json", "snapshot.defaultName", null),
    PNG("png.filter", "*.png", "png.defaultName", null),
    /** A spark-defaults.conf, or a text holding a spark-submit line or --conf settings: any name. */
    SPARK_CONF("sparkconf.filter", "*", null, null),
    GIF("gif.filter", "*.gif", "gif.defaultName", null),
    /** A folder of slides, made where the save dialog says (it must not hold anything but an earlier export). */
    SLIDES("slides.filter", "*", "slides.defaultName", null);

    private final String filterKey;
    private final String pattern;
    private final String defaultNameKey;
    private final String menuKey;

    FileKind(String filterKey, String pattern, String defaultNameKey, String menuKey) {
        this.filterKey = filterKey;
        this.pattern = pattern;
        this.defaultNameKey = defaultNameKey;
        this.menuKey = menuKey;
    }

    /** The message key of the file filter's description. */
    public String filterKey() { return filterKey; }

    /** The file filter's glob, such as {@code *.json}. */
    public String pattern() { return pattern; }

    /** The message key of the name a save dialog proposes, or null for a kind that is only opened. */
    public String defaultNameKey() { return defaultNameKey; }

    /** The message key of File > Open…'s label while a workspace that opens this kind is shown, or null. */
    public String menuKey() { return menuKey; }
}
