package sparkmemlab.spark;

import java.lang.management.LockInfo;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;

/**
 * Reads from the JVM whether a thread is parked in Spark's {@code ExecutionMemoryPool.acquireMemory}.
 *
 * <p>That method is the only place where Spark calls {@code wait()} on the memory manager, so a
 * thread is parked there when it is {@code WAITING} with the memory manager as the object it waits
 * on. Java's thread state does not reliably tell a notified waiter that has not yet re-acquired the
 * lock from an un-notified one (HotSpot shows it {@code WAITING}, or {@code BLOCKED} once the
 * {@code notifyAll} has run); the JVM's count of waits ({@link ThreadInfo#getWaitedCount()}, bumped
 * as a thread enters {@code wait()}, before it releases the lock) can: a woken waiter has re-run
 * Spark's loop and parked again once its count has grown. Thread infos without stack traces are
 * cheap (no safepoint), so they are polled; the stack is read once per park, to check the place.
 */
final class ThreadWatch {

    private static final ThreadMXBean MX = ManagementFactory.getThreadMXBean();

    private ThreadWatch() {
    }

    /** How many times the thread has waited (0 for a thread not started). */
    @SuppressWarnings("deprecation") // Thread.getId: threadId() is Java 19+
    static long waitedCount(Thread t) {
        ThreadInfo info = MX.getThreadInfo(t.getId());
        return info == null ? 0 : info.getWaitedCount();
    }

    /** Whether {@code t} is in {@code wait()} on {@code lock}, entered after its count was {@code baseline}. */
    @SuppressWarnings("deprecation")
    static boolean waitingOn(Thread t, Object lock, long baseline) {
        if (t.getState() != Thread.State.WAITING) {
            return false; // cheap test first: no ThreadInfo while the thread is running or blocked
        }
        ThreadInfo info = MX.getThreadInfo(t.getId());
        return info != null
                && info.getThreadState() == Thread.State.WAITING
                && info.getWaitedCount() > baseline
                && isLock(info.getLockInfo(), lock);
    }

    private static boolean isLock(LockInfo info, Object lock) {
        return info != null
                && info.getIdentityHashCode() == System.identityHashCode(lock)
                && info.getClassName().equals(lock.getClass().getName());
    }

    /** Checks, from its stack, that a thread found waiting on the memory manager is in acquireMemory. */
    @SuppressWarnings("deprecation")
    static void requireParkedInAcquireMemory(Thread t) {
        ThreadInfo[] infos = MX.getThreadInfo(new long[] {t.getId()}, 16);
        if (infos[0] != null) {
            StackTraceElement[] stack = infos[0].getStackTrace();
            for (int i = 0; i < stack.length; i++) {
                if (stack[i].getClassName().equals("org.apache.spark.memory.ExecutionMemoryPool")
                        && stack[i].getMethodName().equals("acquireMemory")
                        && i > 0 && stack[i - 1].getClassName().equals("java.lang.Object")
                        && stack[i - 1].getMethodName().startsWith("wait")) {
                    return;
                }
            }
        }
        throw new IllegalStateException("thread " + t.getName()
                + " waits on the memory manager outside ExecutionMemoryPool.acquireMemory:\n" + dump(t));
    }

    /** The thread's state and stack, for error messages. */
    @SuppressWarnings("deprecation")
    static String dump(Thread t) {
        ThreadInfo[] infos = MX.getThreadInfo(new long[] {t.getId()}, 40);
        if (infos[0] == null) {
            return "  " + t.getName() + ": " + t.getState() + "\n";
        }
        StringBuilder sb = new StringBuilder("  ").append(t.getName()).append(": ").append(infos[0].getThreadState())
                .append(" on ").append(infos[0].getLockName()).append(", waited ").append(infos[0].getWaitedCount()).append('\n');
        for (StackTraceElement e : infos[0].getStackTrace()) {
            sb.append("      at ").append(e).append('\n');
        }
        return sb.toString();
    }
}
