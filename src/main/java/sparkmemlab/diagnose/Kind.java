package sparkmemlab.diagnose;

import java.util.Optional;

/**
 * The failures the diagnosis recognises, each with the lesson that teaches its rule (a file under lessons/),
 * and the model that reproduces it: the executor's memory manager, its container, or none.
 */
public enum Kind {
    UNABLE_TO_ACQUIRE_MEMORY(Model.EXECUTOR, "33-unable-to-acquire-65536-got-0.json"),
    JAVA_HEAP_SPACE(Model.NONE, "15-memory-spark-does-not-count.json"),
    GC_OVERHEAD_LIMIT(Model.NONE, "15-memory-spark-does-not-count.json"),
    DIRECT_BUFFER_MEMORY(Model.NONE, "21-tiny-messages-fill-nettys-pools.json"),
    METASPACE(Model.NONE, "23-three-ways-to-die.json"),
    NATIVE_THREAD(Model.NONE, null),
    YARN_MEMORY_KILL(Model.CONTAINER, "20-what-the-container-asks-for.json"),
    KUBERNETES_OOM_KILLED(Model.CONTAINER, "20-what-the-container-asks-for.json"),
    EXECUTOR_EXIT_OOM(Model.NONE, "23-three-ways-to-die.json"),
    EXECUTOR_EXIT_SIGKILL(Model.CONTAINER, "23-three-ways-to-die.json"),
    EXECUTOR_EXIT_SIGTERM(Model.NONE, "23-three-ways-to-die.json"),
    NO_RESOURCES_ACCEPTED(Model.NONE, "28-a-worker-too-small.json"),
    MAX_RESULT_SIZE(Model.NONE, null),
    BROADCAST_NOT_ENOUGH_MEMORY(Model.NONE, null),
    FETCH_FAILED(Model.NONE, "27-a-worker-lost.json");

    /** Where a failure of this kind can be reproduced. */
    public enum Model { EXECUTOR, CONTAINER, NONE }

    private final Model model;
    private final String lesson;

    Kind(Model model, String lesson) {
        this.model = model;
        this.lesson = lesson;
    }

    public Model model() {
        return model;
    }

    /** The lesson's file name under lessons/, if one teaches this rule. */
    public Optional<String> lesson() {
        return Optional.ofNullable(lesson);
    }

    /** The key prefix of this kind's words in the bundle ({@code kind.UNABLE_TO_ACQUIRE_MEMORY.title}...). */
    String key(String part) {
        return "kind." + name() + "." + part;
    }
}
