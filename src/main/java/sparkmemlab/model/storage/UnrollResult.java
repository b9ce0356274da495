package sparkmemlab.model.storage;

/**
 * How unrolling a block's values ended (Spark's {@code putIterator}): every value in, with enough unroll
 * memory for the block's size ({@code Right}), or stopped at a refused reservation ({@code Left}).
 *
 * @param complete whether every value was unrolled and unroll memory covers {@code size}
 * @param size the block's size ({@code SizeEstimator} of its values) when complete
 * @param unrollMemory the unroll memory this block's values hold: what becomes storage memory when
 *     complete, what the partially unrolled values give back when they have been read otherwise
 * @param valuesUnrolled how many values were unrolled
 */
public record UnrollResult(boolean complete, long size, long unrollMemory, int valuesUnrolled) {

    public static UnrollResult complete(long size, long unrollMemory, int values) {
        return new UnrollResult(true, size, unrollMemory, values);
    }

    public static UnrollResult stopped(long unrollMemory, int valuesUnrolled) {
        return new UnrollResult(false, 0, unrollMemory, valuesUnrolled);
    }
}
