package sparkmemlab.ui.vm;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.TimeUnit;

/** For tests: waits on the condition "that background job has ended", never a fixed time. */
public final class AwaitBackground {
    private AwaitBackground() {
    }

    /** Returns once no {@link BackgroundWork} job of that name runs; fails after a minute. */
    public static void ended(String job) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(1);
        while (BackgroundWork.running(job)) {
            assertTrue(System.nanoTime() < deadline, job + " did not end within a minute");
            Thread.sleep(5); // a poll of the condition, not a guess at how long the job takes
        }
    }
}
