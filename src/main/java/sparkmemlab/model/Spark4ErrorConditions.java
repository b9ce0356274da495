package sparkmemlab.model;

import sparkmemlab.i18n.Messages;
import sparkmemlab.model.config.InvalidConfValue;

/**
 * Spark 4's words: every error is an error condition of {@code error-conditions.json} (spark-common-utils
 * 4.2.0), rendered by {@code SparkThrowableHelper} with its lines joined by a new line and ending in
 * {@code SQLSTATE: <state>}; a config value's {@code checkValue} is {@code [INVALID_CONF_VALUE.REQUIREMENT]}
 * with the value as its entry writes it (a size as {@code <n>b}).
 */
final class Spark4ErrorConditions implements SparkMessages {

    @Override
    public String outOfMemory(long required, long got) {
        return Messages.get("spark4.outOfMemory", required, got);
    }

    @Override
    public String invalidDriverMemory(long systemMemory, long minSystemMemory) {
        return Messages.get("spark4.invalidDriverMemory", systemMemory, minSystemMemory);
    }

    @Override
    public String storageFraction(double value) {
        return InvalidConfValue.requirement(ExecutorConfig.STORAGE_FRACTION, String.valueOf(value),
                Messages.get("spark4.storageFractionRequirement"));
    }

    @Override
    public String offHeapNegative(long bytes) {
        return InvalidConfValue.requirement(ExecutorConfig.OFF_HEAP_SIZE, bytes + "b", Messages.get("spark.offHeapNegative"));
    }

    @Override
    public String invalidExecutorMemory(long executorMemory, long minSystemMemory) {
        return Messages.get("spark4.invalidExecutorMemory", Long.toString(executorMemory), Long.toString(minSystemMemory));
    }
}
