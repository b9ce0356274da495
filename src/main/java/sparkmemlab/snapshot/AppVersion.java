package sparkmemlab.snapshot;

/** The app's version, as the jar's manifest gives it, for the files it writes. */
public final class AppVersion {
    private AppVersion() {
    }

    public static String get() {
        String version = AppVersion.class.getPackage().getImplementationVersion();
        return version == null ? "development" : version;
    }
}
