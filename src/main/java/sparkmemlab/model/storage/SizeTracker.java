package sparkmemlab.model.storage;

import java.util.ArrayDeque;

/**
 * Spark's {@code org.apache.spark.util.collection.SizeTracker}: a collection that knows its size
 * without walking itself on every update. It walks itself ({@link #sizeNow}) only at exponentially
 * spaced updates (the next sample at {@code ceil(updates × 1.1)}), keeps the last two samples, and
 * between them extrapolates at the bytes per update the two showed (never less than 0). So the
 * estimate is exact at a sample and a straight line after it.
 *
 * <p>Spark's trait takes its first sample when the collection is built; here the subclass calls
 * {@link #resetSamples} at the end of its constructor, when there is something to walk.
 */
public abstract class SizeTracker {

    /** Spark's {@code SAMPLE_GROWTH_RATE}. */
    static final double SAMPLE_GROWTH_RATE = 1.1;

    /** Spark's {@code SizeTracker.Sample}. */
    record Sample(long size, long numUpdates) {
    }

    /** The last two samples, oldest first (Spark's {@code samples} queue). */
    private final ArrayDeque<Sample> samples = new ArrayDeque<>(2);
    private double bytesPerUpdate;
    private long numUpdates;
    private long nextSampleNum;

    /** Spark's {@code resetSamples}: after a dramatic change of size, start sampling afresh. */
    protected final void resetSamples() {
        numUpdates = 1;
        nextSampleNum = 1;
        samples.clear();
        takeSample();
    }

    /** Spark's {@code afterUpdate}: one more update; a sample if this is the one due. */
    protected final void afterUpdate() {
        numUpdates++;
        if (nextSampleNum == numUpdates) {
            takeSample();
        }
    }

    /** Walks the collection while the samples held so far are still part of it, as Spark's does. */
    private void takeSample() {
        samples.addLast(new Sample(sizeNow(), numUpdates));
        if (samples.size() > 2) {
            samples.removeFirst();
        }
        double bytesDelta = 0;
        if (samples.size() == 2) {
            Sample previous = samples.getFirst();
            Sample latest = samples.getLast();
            bytesDelta = (double) (latest.size() - previous.size()) / (latest.numUpdates() - previous.numUpdates());
        }
        bytesPerUpdate = Math.max(0, bytesDelta);
        nextSampleNum = (long) Math.ceil(numUpdates * SAMPLE_GROWTH_RATE);
    }

    /** Spark's {@code estimateSize}: the last sample plus the extrapolated growth since, truncated. */
    public final long estimateSize() {
        Sample last = samples.getLast();
        double extrapolatedDelta = bytesPerUpdate * (numUpdates - last.numUpdates());
        return (long) (last.size() + extrapolatedDelta);
    }

    /** How many samples the collection holds now (they are part of what {@link #sizeNow} walks). */
    protected final int samplesHeld() {
        return samples.size();
    }

    /** The updates since the last reset, counting from 1 as Spark does. */
    public final long numUpdates() {
        return numUpdates;
    }

    /** Spark's {@code SizeEstimator.estimate(this)}: the whole collection walked now. */
    protected abstract long sizeNow();
}
