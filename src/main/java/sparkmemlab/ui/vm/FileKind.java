package sparkmemlab.ui.vm;

/** The kinds of file the window opens and saves, each with its filter's words and its default name (message keys). */
public enum FileKind {
    SCENARIO("open.filter", "*.json", null),
    SNAPSHOT("snapshot.filter", "*.json", "snapshot.defaultName"),
    PNG("png.filter", "*.png", "png.defaultName"),
    /** A spark-defaults.conf, or a text holding a spark-submit line or --conf settings: any name. */
    SPARK_CONF("sparkconf.filter", "*", null),
    GIF("gif.filter", "*.gif", "gif.defaultName"),
    /** A folder of slides, made where the save dialog says (it must not hold anything but an earlier export). */
    SLIDES("slides.filter", "*", "slides.defaultName");

    private final String filterKey;
    private final String pattern;
    private final String defaultNameKey;

    FileKind(String filterKey, String pattern, String defaultNameKey) {
        this.filterKey = filterKey;
        this.pattern = pattern;
        this.defaultNameKey = defaultNameKey;
    }

    /** The message key of the file filter's description. */
    public String filterKey() { return filterKey; }

    /** The file filter's glob, such as {@code *.json}. */
    public String pattern() { return pattern; }

    /** The message key of the name a save dialog proposes, or null for a kind that is only opened. */
    public String defaultNameKey() { return defaultNameKey; }
}
