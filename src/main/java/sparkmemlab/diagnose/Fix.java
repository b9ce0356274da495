package sparkmemlab.diagnose;

/**
 * A change of one setting, checked by re-running the scene with it.
 *
 * @param key the Spark setting
 * @param value its value in the change, as spark-submit's --conf would take it
 * @param holds whether the failing step held on the model with the change
 * @param stillFails the model's message when it does not hold, else empty
 * @param used the container's process memory after the step, with the change (0 for an executor scene)
 * @param limit the container's limit with the change (0 for an executor scene)
 */
public record Fix(String key, String value, boolean holds, String stillFails, long used, long limit) {
}
