package sparkmemlab.model;

import sparkmemlab.i18n.Messages;

/** Spark 3.5.3's words: error classes without a SQL state, config checks as {@code IllegalArgumentException}s. */
final class Spark35Messages implements SparkMessages {

    @Override
    public String outOfMemory(long required, long got) {
        return Messages.get("spark.outOfMemory", required, got);
    }

    @Override
    public String invalidDriverMemory(long systemMemory, long minSystemMemory) {
        return Messages.get("spark.invalidDriverMemory", systemMemory, minSystemMemory);
    }

    @Override
    public String storageFraction(double value) {
        return Messages.get("spark.storageFraction", value);
    }

    @Override
    public String offHeapNegative(long bytes) {
        return Messages.get("spark.offHeapNegative");
    }

    @Override
    public String invalidExecutorMemory(long executorMemory, long minSystemMemory) {
        return Messages.get("spark.invalidExecutorMemory", Long.toString(executorMemory), Long.toString(minSystemMemory));
    }
}
