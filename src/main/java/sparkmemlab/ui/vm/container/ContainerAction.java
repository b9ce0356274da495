package sparkmemlab.ui.vm.container;

import java.util.Locale;

/**
 * What a student can do to the container, each the ops Spark, Netty or the JVM would make: the memory
 * the memory manager never counts, grown one experiment at a time.
 */
public enum ContainerAction {
    /** A message arrives on a server IO thread that has none yet: the thread starts and binds an arena of its own. */
    MESSAGE_ON_NEW_THREAD(false, "512"),
    /** A reduce task fetches shuffle blocks on the block transfer client's IO thread. */
    FETCH(true, "48m"),
    /** A reduce task reads its oldest fetched reply: its buffers go back to Netty. */
    READ_FETCH(true, ""),
    /** Classes are loaded: metaspace grows. */
    LOAD_CLASSES(false, "64m"),
    /** A direct ByteBuffer outside Netty, as a codec or a library makes one. */
    DIRECT_BUFFER(false, "64m");

    private final boolean task;
    private final String bytes;

    ContainerAction(boolean task, String bytes) {
        this.task = task;
        this.bytes = bytes;
    }

    public boolean takesTask() { return task; }
    public boolean takesBytes() { return !bytes.isEmpty(); }
    /** What the bytes field starts with when this action is chosen. */
    String defaultBytes() { return bytes; }

    /** The message key of its name. */
    public String key() {
        return "container.action." + name().toLowerCase(Locale.ROOT);
    }
}
