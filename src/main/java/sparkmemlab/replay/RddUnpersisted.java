package sparkmemlab.replay;

/** A {@code SparkListenerUnpersistRDD}: "RDD ID". Every block {@code rdd_<id>_<partition>} is gone from then on. */
public record RddUnpersisted(long seq, int rddId) {
}
