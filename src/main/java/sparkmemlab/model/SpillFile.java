package sparkmemlab.model;

/**
 * One spill file a Tungsten consumer wrote ({@code UnsafeSorterSpillWriter}): its records and its
 * bytes as written without compression ({@code spark.shuffle.spill.compress=false}, as Spark's own
 * suites run): a 4-byte record count, then per record a 4-byte length, an 8-byte key prefix and the
 * record.
 */
public record SpillFile(long records, long bytes) {
}
