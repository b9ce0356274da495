package sparkmemlab.lesson;

/** The quantities one kind of scene has: each path a lesson may write, parsed to what reads it. */
@FunctionalInterface
public interface Quantities {

    /**
     * Parses a path.
     *
     * @throws IllegalArgumentException saying which paths there are
     */
    Quantity parse(String path);
}
