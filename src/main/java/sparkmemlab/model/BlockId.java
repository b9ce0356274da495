package sparkmemlab.model;

import sparkmemlab.i18n.Messages;

import java.util.Objects;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A block's id, as Spark's {@code org.apache.spark.storage.BlockId} names it. Only the kinds a
 * memory store holds in our scenarios are accepted. A name that Spark's {@code BlockId.apply} reads
 * as another one ({@code rdd_01_0} is {@code rdd_1_0}) is taken as Spark takes it: the id is Spark's,
 * and {@link #writtenAs()} keeps the spelling given, so that the step can say so. Ids are equal when
 * Spark's names are.
 */
public sealed interface BlockId extends Comparable<BlockId>
        permits BlockId.RDDBlockId, BlockId.BroadcastBlockId, BlockId.TestBlockId {

    /** The block's name, as Spark writes it, e.g. {@code rdd_1_0}. */
    String name();

    /** The RDD this block belongs to, if it is an RDD block (Spark's {@code asRDDId}). */
    default Optional<Integer> rddId() {
        return Optional.empty();
    }

    /** The name as it was written, when Spark writes it otherwise ({@code rdd_01_0}); else empty. */
    default Optional<String> writtenAs() {
        return Optional.empty();
    }

    @Override
    default int compareTo(BlockId other) {
        return name().compareTo(other.name());
    }

    /** Spark's {@code RDDBlockId}. */
    final class RDDBlockId implements BlockId {
        private final int rdd;
        private final int splitIndex;
        private final String writtenAs;

        public RDDBlockId(int rdd, int splitIndex) {
            this(rdd, splitIndex, null);
        }

        private RDDBlockId(int rdd, int splitIndex, String writtenAs) {
            if (rdd < 0 || splitIndex < 0) {
                throw new IllegalArgumentException("RDD and partition numbers must not be negative");
            }
            this.rdd = rdd;
            this.splitIndex = splitIndex;
            this.writtenAs = writtenAs;
        }

        public int rdd() {
            return rdd;
        }

        public int splitIndex() {
            return splitIndex;
        }

        @Override
        public String name() {
            return "rdd_" + rdd + "_" + splitIndex;
        }

        @Override
        public Optional<Integer> rddId() {
            return Optional.of(rdd);
        }

        @Override
        public Optional<String> writtenAs() {
            return Optional.ofNullable(writtenAs);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof RDDBlockId other && other.rdd == rdd && other.splitIndex == splitIndex;
        }

        @Override
        public int hashCode() {
            return 31 * rdd + splitIndex;
        }

        @Override
        public String toString() {
            return name();
        }
    }

    /** Spark's {@code BroadcastBlockId}: a broadcast variable, or one piece of it ({@code field} "piece0"). */
    final class BroadcastBlockId implements BlockId {
        private final long broadcastId;
        private final String field;
        private final String writtenAs;

        public BroadcastBlockId(long broadcastId, String field) {
            this(broadcastId, field, null);
        }

        private BroadcastBlockId(long broadcastId, String field, String writtenAs) {
            this.broadcastId = broadcastId;
            this.field = Objects.requireNonNull(field);
            this.writtenAs = writtenAs;
        }

        public long broadcastId() {
            return broadcastId;
        }

        public String field() {
            return field;
        }

        @Override
        public String name() {
            return "broadcast_" + broadcastId + (field.isEmpty() ? "" : "_" + field);
        }

        @Override
        public Optional<String> writtenAs() {
            return Optional.ofNullable(writtenAs);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof BroadcastBlockId other && other.broadcastId == broadcastId && other.field.equals(field);
        }

        @Override
        public int hashCode() {
            return Long.hashCode(broadcastId) * 31 + field.hashCode();
        }

        @Override
        public String toString() {
            return name();
        }
    }

    /** Spark's {@code TestBlockId}: any name after {@code test_}, kept as written. */
    record TestBlockId(String id) implements BlockId {
        @Override
        public String name() {
            return "test_" + id;
        }

        @Override
        public String toString() {
            return name();
        }
    }

    Pattern RDD = Pattern.compile("rdd_([0-9]+)_([0-9]+)");
    /** Spark's pattern takes any field after the id; ours only the pieces a broadcast is cut into. */
    Pattern BROADCAST = Pattern.compile("broadcast_([0-9]+)(_?piece[0-9]+)?");
    Pattern TEST = Pattern.compile("test_(.*)");

    /**
     * Parses a block id as Spark's {@code BlockId.apply} does, restricted to RDD, broadcast and test
     * blocks. Numbers must fit Spark's types; a name Spark would write otherwise (leading zeros,
     * {@code broadcast_3piece0}) gives Spark's id, which remembers the spelling ({@link #writtenAs()}).
     *
     * @throws IllegalArgumentException naming what was expected
     */
    static BlockId parse(String name) {
        Matcher m;
        try {
            if ((m = RDD.matcher(name)).matches()) {
                BlockId id = new RDDBlockId(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)));
                return id.name().equals(name) ? id : new RDDBlockId(Integer.parseInt(m.group(1)),
                        Integer.parseInt(m.group(2)), name);
            } else if ((m = BROADCAST.matcher(name)).matches()) {
                long broadcast = Long.parseLong(m.group(1));
                // Spark strips one leading "_" from the field.
                String field = m.group(2) == null ? "" : m.group(2).startsWith("_") ? m.group(2).substring(1) : m.group(2);
                BlockId id = new BroadcastBlockId(broadcast, field);
                return id.name().equals(name) ? id : new BroadcastBlockId(broadcast, field, name);
            } else if ((m = TEST.matcher(name)).matches()) {
                return new TestBlockId(m.group(1));
            }
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(Messages.get("block.tooLarge", name), e);
        }
        throw new IllegalArgumentException(Messages.get("block.notParsed", name, Messages.get("block.forms")));
    }
}
