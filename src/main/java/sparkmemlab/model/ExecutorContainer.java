package sparkmemlab.model;

import java.util.Collections;
import java.util.SortedSet;
import java.util.TreeSet;
import sparkmemlab.container.ContainerState;

/**
 * The container around the executor at one moment, and what its end took with it.
 *
 * @param state the container's limit, the process memory part by part, Netty's pools, the kill
 * @param tasksLost the tasks that were running when the executor was lost (empty while it lives)
 */
public record ExecutorContainer(ContainerState state, SortedSet<Long> tasksLost) {

    public ExecutorContainer {
        tasksLost = Collections.unmodifiableSortedSet(new TreeSet<>(tasksLost));
    }

    /** Whether the executor has ended: its container was killed, or its JVM ran out of metaspace. */
    public boolean executorLost() {
        return state.killed() || state.jvmError().isPresent();
    }

    /** Why the executor ended, in the cluster manager's (or the JVM's) own words, if it has. */
    public java.util.Optional<String> lossMessage() {
        return state.kill().map(k -> k.message()).or(state::jvmError);
    }
}
