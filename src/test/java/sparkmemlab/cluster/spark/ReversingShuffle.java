package sparkmemlab.cluster.spark;

import java.lang.reflect.Field;
import java.util.Random;

/**
 * Stands in for the {@code java.util.Random} behind Scala's {@code Random} object, so that
 * {@code Random.shuffle} in Spark's {@code schedule()} reverses the alive workers: they come newest
 * first from the hash set (see {@link RegistrationOrderWorkerInfo}), and the contract places drivers
 * over them in registration order. Scala's shuffle asks {@code nextInt(n)} for n = length down to 2
 * and swaps position n - 1 with the answer; answering {@code length - n} while that is below
 * {@code n - 1}, and {@code n - 1} (no swap) after, reverses the sequence. Only while armed, and only
 * on the thread that armed it; other calls go to a real generator.
 */
final class ReversingShuffle extends Random {
    private static final long serialVersionUID = 1L;
    private static final Field SELF;

    static {
        try {
            SELF = scala.util.Random.class.getDeclaredField("self");
            SELF.setAccessible(true);
        } catch (NoSuchFieldException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private final Random fallback = new Random();
    private final Random replaced;
    private final Thread owner = Thread.currentThread();
    private int length;
    private int expected;

    private ReversingShuffle(Random replaced) {
        this.replaced = replaced;
    }

    /** Puts a reversing shuffle behind {@code scala.util.Random}; {@link #close} puts the old one back. */
    static ReversingShuffle install() {
        try {
            ReversingShuffle shuffle = new ReversingShuffle((Random) SELF.get(scala.util.Random$.MODULE$));
            SELF.set(scala.util.Random$.MODULE$, shuffle);
            return shuffle;
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    void close() {
        try {
            SELF.set(scala.util.Random$.MODULE$, replaced);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The next question starts a new shuffle. */
    void reset() {
        expected = -1;
    }

    @Override
    public int nextInt(int bound) {
        if (Thread.currentThread() != owner) {
            return fallback.nextInt(bound);
        }
        if (bound != expected) {
            length = bound; // a new shuffle: its first question is nextInt(its length)
        }
        expected = bound - 1;
        int k = length - bound;
        return k < bound - 1 ? k : bound - 1;
    }
}
