package sparkmemlab.model;

import sparkmemlab.i18n.Messages;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A block's id, as Spark's {@code org.apache.spark.storage.BlockId} names it. Only the kinds a
 * memory store holds in our scenarios are accepted, and only in the form Spark itself writes them,
 * so that a name read from a scenario is the name Spark would print.
 */
public sealed interface BlockId extends Comparable<BlockId>
        permits BlockId.RDDBlockId, BlockId.BroadcastBlockId, BlockId.TestBlockId {

    /** The block's name, e.g. {@code rdd_1_0}. */
    String name();

    /** The RDD this block belongs to, if it is an RDD block (Spark's {@code asRDDId}). */
    default Optional<Integer> rddId() {
        return Optional.empty();
    }

    @Override
    default int compareTo(BlockId other) {
        return name().compareTo(other.name());
    }

    record RDDBlockId(int rdd, int splitIndex) implements BlockId {
        public RDDBlockId {
            if (rdd < 0 || splitIndex < 0) {
                throw new IllegalArgumentException("RDD and partition numbers must not be negative");
            }
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
        public String toString() {
            return name();
        }
    }

    record BroadcastBlockId(long broadcastId, String field) implements BlockId {
        @Override
        public String name() {
            return "broadcast_" + broadcastId + (field.isEmpty() ? "" : "_" + field);
        }

        @Override
        public String toString() {
            return name();
        }
    }

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
    Pattern BROADCAST = Pattern.compile("broadcast_([0-9]+)(_piece[0-9]+)?");
    Pattern TEST = Pattern.compile("test_(.*)");


    /**
     * Parses a block id as Spark's {@code BlockId.apply} does, restricted to RDD, broadcast and test
     * blocks. Numbers must be written as Spark writes them (no leading zeros) and fit Spark's types.
     *
     * @throws IllegalArgumentException naming what was expected
     */
    static BlockId parse(String name) {
        Matcher m;
        BlockId id;
        try {
            if ((m = RDD.matcher(name)).matches()) {
                id = new RDDBlockId(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)));
            } else if ((m = BROADCAST.matcher(name)).matches()) {
                String piece = m.group(2);
                id = new BroadcastBlockId(Long.parseLong(m.group(1)), piece == null ? "" : piece.substring(1));
            } else if ((m = TEST.matcher(name)).matches()) {
                id = new TestBlockId(m.group(1));
            } else {
                throw new IllegalArgumentException(Messages.get("block.notParsed", name, Messages.get("block.forms")));
            }
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(Messages.get("block.tooLarge", name), e);
        }
        if (!id.name().equals(name)) {
            // Spark would parse it but rename it (rdd_01_0 becomes rdd_1_0): a trace could not match.
            throw new IllegalArgumentException(Messages.get("block.notCanonical", name, id.name()));
        }
        return id;
    }
}
