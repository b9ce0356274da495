package sparkmemlab.cli;

import picocli.CommandLine;

/** The app's version, from the jar's manifest when there is one. */
final class Version implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
        String version = Main.class.getPackage().getImplementationVersion();
        return new String[] {"Spark Memory Lab " + (version == null ? "(development build)" : version)
                + ", modelling Apache Spark 3.5.3"};
    }
}
