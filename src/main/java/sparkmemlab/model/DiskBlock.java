package sparkmemlab.model;

import sparkmemlab.model.storage.StorageLevel;

/** A block in the disk store, with the level it was put with. */
public record DiskBlock(BlockId id, StorageLevel level) {
}
