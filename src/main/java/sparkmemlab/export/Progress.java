package sparkmemlab.export;

/** Where an export stands, for a progress bar: a fraction from 0 to 1 and what is being drawn, in the reader's language. */
@FunctionalInterface
public interface Progress {
    void update(double fraction, String what);

    Progress NONE = (fraction, what) -> { };
}
