package sparkmemlab.replay.rest;

/** An entry of {@code /applications/{id}/storage/rdd} (Spark's {@code RDDStorageInfo}): a cached RDD. */
public record RestRdd(int id, String name, int numPartitions, int numCachedPartitions, String storageLevel,
        long memoryUsed, long diskUsed) {
}
