package sparkmemlab.container;

import sparkmemlab.container.netty.NettyEvent;

/** Why the container's memory changed during a step, in order, naming the method. */
public sealed interface ContainerEvent {

    /** The Spark, Netty, Hadoop or JVM method this happened in. */
    String method();

    /** Something Netty's allocators did. */
    record InNetty(NettyEvent event) implements ContainerEvent {
        public String method() {
            return event.method().qualifiedName();
        }
    }

    /** The memory a part of the process takes changed by {@code delta} bytes, to {@code total}. */
    record PartChanged(ContainerPart part, long delta, long total, ContainerMethod by) implements ContainerEvent {
        public String method() {
            return by.qualifiedName();
        }
    }

    /** A fetch request of a task went out: its task's and the executor's bytes in flight now count it. */
    record FetchSent(String request, long task, long bytes, long taskBytesInFlight, long bytesInFlight, int buffers)
            implements ContainerEvent {
        public String method() {
            return ContainerMethod.SEND_REQUEST.qualifiedName();
        }
    }

    /**
     * A fetched reply is no longer in flight and its buffers are released: read by its task, or, when
     * {@code cleanup}, released unread by the iterator's cleanup as the task ended.
     */
    record FetchDone(String request, long task, long bytes, long bytesInFlight, boolean cleanup) implements ContainerEvent {
        public String method() {
            return (cleanup ? ContainerMethod.FETCHER_CLEANUP : ContainerMethod.FETCH_RESULT_READ).qualifiedName();
        }
    }

    /** The code cache is full: HotSpot stops compiling, the cache grows no more. */
    record CodeCacheFull(long reserved) implements ContainerEvent {
        public String method() {
            return ContainerMethod.JIT_COMPILE.qualifiedName();
        }
    }

    /** The JVM ran out of a space of its own: the executor exits (Spark's uncaught exception handler). */
    record JvmOutOfMemory(String error) implements ContainerEvent {
        public String method() {
            return ContainerMethod.UNCAUGHT_EXCEPTION.qualifiedName();
        }
    }

    /** The process passed the container's limit: the cluster manager killed it, and the executor is lost. */
    record ContainerKilled(ContainerKill kill, long used, long limit) implements ContainerEvent {
        public String method() {
            return kill.method().qualifiedName();
        }
    }
}
