package sparkmemlab.cluster;

/**
 * A driver submitted in cluster deploy mode, as Spark's {@code DriverDescription} holds it.
 *
 * @param mem memory in MiB
 */
public record DriverDescription(int mem, int cores, boolean supervise) {

    public DriverDescription {
        if (mem < 0 || cores < 0) {
            throw new IllegalArgumentException("a driver's memory and cores must not be negative");
        }
    }
}
