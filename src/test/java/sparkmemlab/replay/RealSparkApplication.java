package sparkmemlab.replay;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.apache.spark.SparkConf;
import org.apache.spark.SparkException;
import org.apache.spark.TaskContext;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.storage.StorageLevel;
import scala.Tuple2;

/**
 * A small real Spark 3.5.3 application (local[4], seconds, a few MB of data) that does what the replay
 * must show: caching that evicts (a second cached RDD needs the storage the first holds), a shuffle that
 * spills (every 500 records, forced), and a task that holds 32 MiB of execution memory for half a second,
 * then fails with SparkOutOfMemoryError asking for 1 GiB more. It writes its
 * event log with block updates and stage executor metrics on, and executor metrics polled every 50 ms.
 */
final class RealSparkApplication {
    /** The executor's memory as Spark sees it (spark.testing.memory), so that 60 MB of cached blocks evict. */
    static final long EXECUTOR_MEMORY = 200L << 20;

    private RealSparkApplication() {
    }

    /**
     * The configuration every run shares (a run adds its codec, rolling or UI settings): the event log goes
     * to {@code workDir/events}, Spark's scratch files to {@code workDir/local}.
     */
    static SparkConf conf(Path workDir, String appName) {
        try {
            Files.createDirectories(events(workDir));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new SparkConf()
                .setMaster("local[4]")
                .setAppName(appName)
                .set("spark.ui.enabled", "false")
                .set("spark.ui.showConsoleProgress", "false")
                .set("spark.driver.host", "127.0.0.1")
                .set("spark.driver.bindAddress", "127.0.0.1")
                .set("spark.eventLog.enabled", "true")
                .set("spark.eventLog.dir", events(workDir).toUri().toString())
                .set("spark.eventLog.compress", "false")
                .set("spark.eventLog.logBlockUpdates.enabled", "true")
                .set("spark.eventLog.logStageExecutorMetrics", "true")
                .set("spark.executor.metrics.pollingInterval", "50ms")
                .set("spark.executor.heartbeatInterval", "200ms")
                .set("spark.testing.memory", String.valueOf(EXECUTOR_MEMORY))
                .set("spark.testing.reservedMemory", "0")
                .set("spark.shuffle.spill.numElementsForceSpillThreshold", "500")
                .set("spark.sql.shuffle.partitions", "4")
                .set("spark.local.dir", workDir.resolve("local").toString());
    }

    static Path events(Path workDir) {
        return workDir.resolve("events");
    }

    /**
     * Runs the application; {@code whileRunning} is called with the context after the jobs and before it
     * stops (to look at its REST API). Returns the event log it wrote (a file, or a rolling log's folder).
     */
    static Path run(SparkConf conf, Path workDir, Consumer<JavaSparkContext> whileRunning) {
        try (JavaSparkContext sc = new JavaSparkContext(conf)) {
            // Held until the context stops: Spark's ContextCleaner unpersists an RDD once it is garbage.
            List<JavaRDD<byte[]>> cached = cacheThatEvicts(sc);
            shuffleThatSpills(sc);
            taskThatRunsOutOfMemory(sc);
            whileRunning.accept(sc);
            cached.forEach(rdd -> rdd.name());
        }
        return onlyLog(events(workDir));
    }

    static List<JavaRDD<byte[]>> cacheThatEvicts(JavaSparkContext sc) {
        // 4 partitions of 12 x 1 MiB, then 4 of 25 x 1 MiB: the second RDD's blocks need the first's room.
        JavaRDD<byte[]> first = megabytes(sc, 12).persist(StorageLevel.MEMORY_ONLY());
        first.count();
        JavaRDD<byte[]> second = megabytes(sc, 25).persist(StorageLevel.MEMORY_ONLY());
        second.count();
        first.count();
        return List.of(first, second);
    }

    private static JavaRDD<byte[]> megabytes(JavaSparkContext sc, int perPartition) {
        List<Integer> partitions = List.of(0, 1, 2, 3);
        return sc.parallelize(partitions, 4).flatMap(p -> {
            List<byte[]> blocks = new ArrayList<>();
            for (int i = 0; i < perPartition; i++) {
                byte[] block = new byte[1 << 20];
                block[i % block.length] = (byte) (p + i);
                blocks.add(block);
            }
            return blocks.iterator();
        });
    }

    static void shuffleThatSpills(JavaSparkContext sc) {
        List<Integer> numbers = new ArrayList<>();
        for (int i = 0; i < 20_000; i++) {
            numbers.add(i);
        }
        JavaPairRDD<Integer, String> pairs = sc.parallelize(numbers, 4)
                .mapToPair(i -> new Tuple2<>(i % 3_000, "value-" + i));
        pairs.groupByKey(4).mapValues(values -> values.iterator().next()).count();
    }

    static void taskThatRunsOutOfMemory(JavaSparkContext sc) {
        try {
            sc.parallelize(List.of(0, 1, 2, 3), 4).mapPartitions(it -> {
                if (TaskContext.getPartitionId() == 0) {
                    new GreedyConsumer(TaskContext.get().taskMemoryManager()).holdThenAskTooMuch(32L << 20, 500, 1L << 30);
                }
                return it;
            }).count();
            throw new AssertionError("the greedy task did not fail");
        } catch (Exception expected) {
            // Scala throws SparkException without declaring it.
            if (!(expected instanceof SparkException) || !String.valueOf(expected.getMessage()).contains("SparkOutOfMemoryError")) {
                throw new AssertionError("the job failed otherwise", expected);
            }
        }
    }

    /** The one event log the run wrote into {@code logDir} (a file, or an eventlog_v2_ folder). */
    static Path onlyLog(Path logDir) {
        try (Stream<Path> entries = Files.list(logDir)) {
            List<Path> logs = entries.toList();
            if (logs.size() != 1) {
                throw new AssertionError("expected one event log in " + logDir + ": " + logs);
            }
            return logs.get(0);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
