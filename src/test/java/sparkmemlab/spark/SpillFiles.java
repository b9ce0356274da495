package sparkmemlab.spark;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Field;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;
import org.apache.spark.SparkConf;
import org.apache.spark.serializer.JavaSerializer;
import org.apache.spark.serializer.SerializerInstance;
import org.apache.spark.serializer.SerializerManager;
import org.apache.spark.shuffle.ShuffleWriteMetricsReporter;
import org.apache.spark.storage.BlockId;
import org.apache.spark.storage.BlockManager;
import org.apache.spark.storage.DiskBlockManager;
import org.apache.spark.storage.DiskBlockObjectWriter;

/**
 * Where the real sorters' spill files go: a real {@link DiskBlockManager} under a temporary directory
 * that {@link #close} deletes, reached through a {@link BlockManager} that has only the two methods
 * Spark's spill writers call ({@code diskBlockManager()}, {@code getDiskWriter}), as Spark's own
 * {@code UnsafeExternalSorterSuite} mocks it. The block manager is made without running its
 * constructor (which would start a whole block manager): no other method of it may be called. Spills
 * are written uncompressed ({@code spark.shuffle.spill.compress=false} for a sorter's, {@code spark.shuffle.compress=false}
 * for a shuffle sorter's, whose temporary shuffle blocks follow that key; as in Spark's suites), so a
 * file's size is the model's. Each new spill writer is announced to {@code onSpill} on the spilling
 * thread, before it writes.
 */
final class SpillFiles implements AutoCloseable {
    private final Path dir;
    private final DiskBlockManager diskBlockManager;
    private final SerializerManager serializerManager;
    private final SpillOnlyBlockManager blockManager;

    SpillFiles(Runnable onSpill) {
        try {
            dir = Files.createTempDirectory("sparkmemlab-spills");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        SparkConf conf = new SparkConf(false).set("spark.local.dir", dir.toString())
                .set("spark.shuffle.spill.compress", "false").set("spark.shuffle.compress", "false");
        diskBlockManager = new DiskBlockManager(conf, true, false);
        serializerManager = new SerializerManager(new JavaSerializer(conf), conf);
        blockManager = SpillOnlyBlockManager.make(diskBlockManager, serializerManager, onSpill);
    }

    BlockManager blockManager() {
        return blockManager;
    }

    SerializerManager serializerManager() {
        return serializerManager;
    }

    @Override
    public void close() {
        diskBlockManager.stop();
        try (Stream<Path> all = Files.walk(dir)) {
            all.sorted(Comparator.reverseOrder()).map(Path::toFile).forEach(File::delete);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A block manager of two methods; see the class comment. */
    static final class SpillOnlyBlockManager extends BlockManager {
        private DiskBlockManager disk;
        private SerializerManager serializers;
        private Runnable onSpill;

        @SuppressWarnings("unused") // never run: instances are made by Unsafe.allocateInstance
        private SpillOnlyBlockManager() {
            super(null, null, null, null, null, null, null, null, null, null, null);
        }

        static SpillOnlyBlockManager make(DiskBlockManager disk, SerializerManager serializers, Runnable onSpill) {
            try {
                Field f = sun.misc.Unsafe.class.getDeclaredField("theUnsafe");
                f.setAccessible(true);
                SpillOnlyBlockManager bm = (SpillOnlyBlockManager) ((sun.misc.Unsafe) f.get(null))
                        .allocateInstance(SpillOnlyBlockManager.class);
                bm.disk = disk;
                bm.serializers = serializers;
                bm.onSpill = onSpill;
                return bm;
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
        }

        @Override
        public DiskBlockManager diskBlockManager() {
            return disk;
        }

        @Override
        public DiskBlockObjectWriter getDiskWriter(BlockId blockId, File file, SerializerInstance serializerInstance,
                int bufferSize, ShuffleWriteMetricsReporter writeMetrics) {
            onSpill.run();
            return new DiskBlockObjectWriter(file, serializers, serializerInstance, bufferSize, false, writeMetrics, blockId);
        }
    }
}
