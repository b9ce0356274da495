package sparkmemlab.ui.vm;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The one place the window's work away from the UI thread gets its threads (reading a scenario or a log, checking
 * a snapshot, the what-if, attaching to a live application, an export): each a daemon, named for its job, counted
 * while it runs. What a job hands back goes to the UI thread through the view-model's executor, and a cancelled or
 * overtaken job's answer is dropped by its {@link JobSlot}. Knowing which jobs run lets a test wait on a condition
 * ("the reading of this file has ended") before it checks that nothing more happens, instead of sleeping a fixed time.
 */
public final class BackgroundWork {
    /** The jobs running, by name, with how many of each. */
    private static final Map<String, Integer> RUNNING = new ConcurrentHashMap<>();

    private BackgroundWork() {
    }

    /** A daemon thread for {@code job}, counted as running from now until the job ends: start it at once. */
    public static Thread thread(Runnable job, String name) {
        RUNNING.merge(name, 1, Integer::sum);
        Thread t = new Thread(() -> {
            try {
                job.run();
            } finally {
                RUNNING.computeIfPresent(name, (n, count) -> count == 1 ? null : count - 1);
            }
        }, name);
        t.setDaemon(true);
        return t;
    }

    /** Whether a job of that name is running. */
    public static boolean running(String name) {
        return RUNNING.containsKey(name);
    }
}
