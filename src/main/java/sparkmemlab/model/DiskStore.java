package sparkmemlab.model;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import sparkmemlab.model.storage.StorageLevel;

/**
 * Spark's {@code DiskStore}, for what the memory model needs: which blocks are on disk, in the order
 * they arrived, and their values (so that a read can unroll them into memory again). Disk space is
 * not modelled: a write never fails.
 */
final class DiskStore {

    /** A block's values on disk: {@code values} {@code byte[]} values of {@code valueBytes} bytes each. */
    record DiskEntry(StorageLevel level, int values, int valueBytes) {
    }

    private final Map<BlockId, DiskEntry> blocks = new LinkedHashMap<>();
    /** Counts changes, so that a state can tell when to list the blocks again. */
    private long version;
    private List<DiskBlock> lastListed = List.of();
    private long listedVersion = -1;

    void copyFrom(DiskStore other) {
        blocks.clear();
        blocks.putAll(other.blocks);
        version++;
    }

    boolean contains(BlockId blockId) {
        return blocks.containsKey(blockId);
    }

    DiskEntry get(BlockId blockId) {
        return blocks.get(blockId);
    }

    /** Spark's {@code DiskStore.put}: the block's values written to its file. */
    void put(BlockId blockId, DiskEntry entry) {
        if (blocks.containsKey(blockId)) {
            throw new IllegalStateException("Block " + blockId + " is already present in the disk store");
        }
        blocks.put(blockId, entry);
        version++;
    }

    boolean remove(BlockId blockId) {
        boolean removed = blocks.remove(blockId) != null;
        if (removed) {
            version++;
        }
        return removed;
    }

    /** The blocks on disk, in the order they arrived. */
    List<DiskBlock> blocks() {
        if (listedVersion != version) {
            List<DiskBlock> list = new ArrayList<>(blocks.size());
            blocks.forEach((id, entry) -> list.add(new DiskBlock(id, entry.level())));
            lastListed = List.copyOf(list);
            listedVersion = version;
        }
        return lastListed;
    }

    /** Every block on disk has a level that uses disk. */
    void assertInvariants(BlockInfoManager blockInfoManager) {
        for (Map.Entry<BlockId, DiskEntry> e : blocks.entrySet()) {
            if (!e.getValue().level().useDisk()) {
                throw Invariants.broken("block " + e.getKey() + " is on disk at " + e.getValue().level());
            }
            if (!blockInfoManager.contains(e.getKey())) {
                throw Invariants.broken("block " + e.getKey() + " is on disk but the block manager does not know it");
            }
            if (blockInfoManager.isWriteLocked(e.getKey())) {
                throw Invariants.broken("block " + e.getKey() + " is still write-locked after the step");
            }
        }
    }
}
