package sparkmemlab.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalLong;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import sparkmemlab.model.BlockId;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.model.Operation;

class ScenarioParserTest {

    private static Scenario parse(String json) throws ScenarioException, IOException {
        return ScenarioParser.parse("s.json", new StringReader(json));
    }

    private static String steps(String steps) {
        return "{\"format\": \"spark-memory-scenario/1\", \"steps\": [" + steps + "]}";
    }

    private static String config(String config) {
        return "{\"format\": \"spark-memory-scenario/1\", \"config\": {" + config + "}, \"steps\": []}";
    }

    @Test
    void readsTheFormatsExample() throws Exception {
        Scenario s = parse("""
                {"format": "spark-memory-scenario/1", "title": "t",
                 "config": {"spark.executor.memory": "1g", "spark.memory.fraction": 0.6,
                   "spark.memory.storageFraction": 0.5, "spark.memory.offHeap.enabled": true,
                   "spark.memory.offHeap.size": "256m", "spark.executor.cores": 4},
                 "steps": [{"op": "putBlock", "block": "rdd_1_0", "bytes": 52428800, "mode": "ON_HEAP", "note": "ignored"},
                           {"op": "acquireExecution", "task": 1, "bytes": 104857600, "mode": "OFF_HEAP"}]}""");
        assertEquals(new ExecutorConfig(1L << 30, 300L << 20, 0.6, 0.5, true, 256L << 20, 4, OptionalLong.empty()), s.config());
        assertEquals(new Operation.PutBlock(new BlockId.RDDBlockId(1, 0), 52428800, MemoryMode.ON_HEAP, OptionalLong.empty()),
                s.steps().get(0));
        assertEquals(new Operation.AcquireExecution(1, 104857600, MemoryMode.OFF_HEAP), s.steps().get(1));
    }

    @Test
    void executorMemoryAsABareStringIsMebibytes() throws Exception {
        assertEquals(2048L << 20, parse(config("\"spark.executor.memory\": \"2048\"")).config().systemMemory());
        assertEquals(2048, parse(config("\"spark.executor.memory\": 2048")).config().systemMemory());
        assertEquals(512, parse(config("\"spark.memory.offHeap.size\": \"512\"")).config().offHeapSize());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        // the document
        "truncated | {\"format\": \"spark-memory-scenario/1\", \"steps\": [ | the document ($.steps[0]): the JSON document ends too early",
        "not an object | [1, 2] | the document ($): expected a JSON object",
        "wrong format | {\"format\": \"x\", \"steps\": []} | field \"format\" ($.format): expected \"spark-memory-scenario/1\", got \"x\"",
        "duplicate key | {\"format\": \"spark-memory-scenario/1\", \"steps\": [], \"steps\": []} | the document ($.steps): the key \"steps\" appears twice",
        "steps not array | {\"format\": \"spark-memory-scenario/1\", \"steps\": 3} | field \"steps\" ($.steps): expected an array of steps, got 3",
        "trailing content | {\"format\": \"spark-memory-scenario/1\", \"steps\": []} x | the document ($): ",
        // steps
        "unknown op | STEPS{\"op\": \"frobnicate\"} | step 1, field \"op\" ($.steps[0].op): unknown op \"frobnicate\"",
        "missing op | STEPS{\"task\": 1} | step 1, field \"op\" ($.steps[0].op): expected the name of an op",
        "negative bytes | STEPS{\"op\": \"acquireExecution\", \"task\": 1, \"bytes\": -5} | step 1 (acquireExecution), field \"bytes\" ($.steps[0].bytes): expected a whole number of bytes from 0 to 9223372036854775807, got -5",
        "overflowing bytes | STEPS{\"op\": \"acquireExecution\", \"task\": 1, \"bytes\": 9223372036854775808} | field \"bytes\" ($.steps[0].bytes): expected a whole number of bytes",
        "fractional bytes | STEPS{\"op\": \"acquireExecution\", \"task\": 1, \"bytes\": 1.5} | field \"bytes\" ($.steps[0].bytes): expected a whole number of bytes",
        "huge exponent | STEPS{\"op\": \"acquireExecution\", \"task\": 1, \"bytes\": 1e999999999} | field \"bytes\" ($.steps[0].bytes): expected a whole number of bytes",
        "bytes as string | STEPS{\"op\": \"acquireExecution\", \"task\": 1, \"bytes\": \"5\"} | field \"bytes\" ($.steps[0].bytes): expected a whole number of bytes",
        "missing task | STEPS{\"op\": \"endTask\"} | step 1 (endTask), field \"task\" ($.steps[0].task): missing",
        "negative task | STEPS{\"op\": \"endTask\", \"task\": -1} | field \"task\" ($.steps[0].task): expected a task attempt id",
        "bad mode | STEPS{\"op\": \"acquireExecution\", \"task\": 1, \"bytes\": 5, \"mode\": \"on_heap\"} | field \"mode\" ($.steps[0].mode): expected \"ON_HEAP\" or \"OFF_HEAP\"",
        "field the op does not take | STEPS{\"op\": \"getBlock\", \"block\": \"rdd_1_0\", \"task\": 1} | step 1 (getBlock), field \"task\" ($.steps[0].task): \"getBlock\" does not take \"task\"",
        "consumer on a plain op | STEPS{\"op\": \"acquireExecution\", \"task\": 1, \"bytes\": 5, \"consumer\": \"s\"} | field \"consumer\" ($.steps[0].consumer)",
        "block id Spark does not parse | STEPS{\"op\": \"getBlock\", \"block\": \"shuffle_1_2_3\"} | field \"block\" ($.steps[0].block): 'shuffle_1_2_3' is not a block id Spark parses here",
        "rdd id beyond Int | STEPS{\"op\": \"getBlock\", \"block\": \"rdd_2147483648_0\"} | field \"block\" ($.steps[0].block): 'rdd_2147483648_0' has a number too large",
        "step not an object | STEPS 5 | step 1 ($.steps[0]): expected an object",
        // config
        "unknown key | CONFIG\"spark.shuffle.compress\": \"true\" | config, key \"spark.shuffle.compress\" ($.config['spark.shuffle.compress']): unknown setting",
        "container key without a master | CONFIG\"spark.executor.memoryOverhead\": \"384m\" | ($.config['spark.executor.memoryOverhead']): this key sizes the container around the executor: set spark.master",
        "container op without a master | STEPS{\"op\": \"threadStart\", \"thread\": \"t\"} | step 1 (threadStart), field \"op\" ($.steps[0].op): threadStart acts in the executor's container: set spark.master",
        "master Spark runs no container for | CONFIG\"spark.master\": \"local[2]\" | ($.config['spark.master']): the container model covers YARN",
        "container op field | {\"format\": \"spark-memory-scenario/1\", \"config\": {\"spark.master\": \"yarn\"}, \"steps\": [{\"op\": \"threadStart\", \"thread\": 5}]} | step 1 (threadStart), field \"thread\" ($.steps[0].thread): expected a name (a non-empty string)",
        "legacy mode not boolean | CONFIG\"spark.memory.useLegacyMode\": \"yes\" | key \"spark.memory.useLegacyMode\" ($.config['spark.memory.useLegacyMode']): Spark refuses this configuration: Illegal value for config key spark.memory.useLegacyMode: For input string: \"yes\"",
        "legacy mode a number | CONFIG\"spark.memory.useLegacyMode\": 1 | Illegal value for config key spark.memory.useLegacyMode: For input string: \"1\"",
        "legacy mode an object | CONFIG\"spark.memory.useLegacyMode\": {} | key \"spark.memory.useLegacyMode\" ($.config['spark.memory.useLegacyMode']): expected true or false",
        "legacy fraction not a number | CONFIG\"spark.storage.memoryFraction\": \"much\" | ($.config['spark.storage.memoryFraction']): Spark refuses this configuration: Illegal value for config key spark.storage.memoryFraction: For input string: \"much\"",
        "legacy fraction not finite | CONFIG\"spark.shuffle.safetyFraction\": \"Infinity\" | ($.config['spark.shuffle.safetyFraction']): expected a finite number, not Infinity",
        "legacy consumers | {\"format\": \"spark-memory-scenario/1\", \"config\": {\"spark.memory.useLegacyMode\": true}, \"steps\": [{\"op\": \"acquireExecution\", \"task\": 1, \"bytes\": 5}, {\"op\": \"consumerAcquire\", \"task\": 1, \"consumer\": \"sorter\", \"bytes\": 5}]} | step 2 (consumerAcquire), field \"op\" ($.steps[1].op): Spark 2.4's task layer is not modelled",
        "bad size suffix | CONFIG\"spark.executor.memory\": \"4x\" | config, key \"spark.executor.memory\" ($.config['spark.executor.memory']): invalid size suffix \"x\"",
        "fractional size | CONFIG\"spark.executor.memory\": \"1.5g\" | key \"spark.executor.memory\" ($.config['spark.executor.memory']): fractional sizes are not supported",
        "size overflow | CONFIG\"spark.memory.offHeap.size\": \"9999999999p\" | key \"spark.memory.offHeap.size\" ($.config['spark.memory.offHeap.size']): the size \"9999999999p\" is too large",
        "storage fraction 1 | CONFIG\"spark.memory.storageFraction\": 1.0 | key \"spark.memory.storageFraction\" ($.config['spark.memory.storageFraction']): '1.0' in spark.memory.storageFraction is invalid. Storage fraction must be in [0,1)",
        "fraction 0 | CONFIG\"spark.memory.fraction\": 0 | key \"spark.memory.fraction\" ($.config['spark.memory.fraction']): requirement failed: onHeapExecutionMemory must be > 0",
        "off-heap on with size 0 | CONFIG\"spark.memory.offHeap.enabled\": true | key \"spark.memory.offHeap.size\" ($.config['spark.memory.offHeap.size']): requirement failed: spark.memory.offHeap.size must be > 0 when spark.memory.offHeap.enabled == true",
        "cores 0 | CONFIG\"spark.executor.cores\": 0 | key \"spark.executor.cores\" ($.config['spark.executor.cores']): expected a whole number of cores, at least 1",
        "boolean as number | CONFIG\"spark.memory.offHeap.enabled\": 1 | key \"spark.memory.offHeap.enabled\" ($.config['spark.memory.offHeap.enabled']): expected true or false",
    })
    void refusesWithTheFileThePlaceAndWhatWasExpected(String name, String input, String expected, @TempDir Path dir)
            throws IOException {
        String json = input.startsWith("STEPS") ? steps(input.substring(5))
                : input.startsWith("CONFIG") ? config(input.substring(6)) : input;
        ScenarioException e = assertThrows(ScenarioException.class, () -> parse(json));
        assertTrue(e.getMessage().startsWith("s.json: "), e.getMessage());
        assertTrue(e.getMessage().contains(expected.strip()), () -> name + ": " + e.getMessage());
        // A file is read from its bytes when it is plain, else as above: the same refusal either way.
        Path file = Files.writeString(dir.resolve("s.json"), json);
        ScenarioException fromFile = assertThrows(ScenarioException.class, () -> ScenarioParser.read(file));
        assertEquals(e.getMessage(), fromFile.getMessage(), name);
    }

    @Test
    void sparksByteStrings() {
        assertEquals(512L << 20, ByteSize.parse(" 512M ", 1));
        assertEquals(300L << 10, ByteSize.parse("300kb", 1));
        assertEquals(7, ByteSize.parse("7", 1));
        assertEquals(7L << 20, ByteSize.parse("7", ByteSize.MIB));
        assertEquals(1L << 50, ByteSize.parse("1p", 1));
        assertThrows(IllegalArgumentException.class, () -> ByteSize.parse("-1g", 1));
        assertThrows(IllegalArgumentException.class, () -> ByteSize.parse("", 1));
    }

    @Test
    void blockIdsSparkRenamesAreTakenUnderSparksName() {
        BlockId rdd = BlockId.parse("rdd_01_007");
        assertEquals(new BlockId.RDDBlockId(1, 7), rdd);
        assertEquals("rdd_1_7", rdd.name());
        assertEquals(java.util.Optional.of("rdd_01_007"), rdd.writtenAs());
        BlockId broadcast = BlockId.parse("broadcast_03piece1");
        assertEquals(new BlockId.BroadcastBlockId(3, "piece1"), broadcast);
        assertEquals("broadcast_3_piece1", broadcast.name());
        assertEquals(java.util.Optional.empty(), BlockId.parse("rdd_1_7").writtenAs());
    }

    @Test
    void configBooleansInAnyCaseAndPageSizeZeroAsSparkTakesThem() throws Exception {
        Scenario s = parse(config("\"spark.memory.offHeap.enabled\": \" TRUE \", \"spark.memory.offHeap.size\": \"1m\", "
                + "\"spark.buffer.pageSize\": 0"));
        assertTrue(s.config().offHeapEnabled());
        assertEquals(java.util.OptionalLong.of(0), s.config().pageSize());
        assertFalse(parse(config("\"spark.memory.offHeap.enabled\": \"False\"")).config().offHeapEnabled());
    }

    @Test
    void blockIdsAsSparkNamesThem() {
        assertEquals(new BlockId.BroadcastBlockId(3, "piece1"), BlockId.parse("broadcast_3_piece1"));
        assertEquals(new BlockId.BroadcastBlockId(3, ""), BlockId.parse("broadcast_3"));
        assertEquals(new BlockId.TestBlockId("x_y"), BlockId.parse("test_x_y"));
        assertEquals(java.util.Optional.of(4), BlockId.parse("rdd_4_2").rddId());
        assertThrows(IllegalArgumentException.class, () -> BlockId.parse("broadcast_3_x"));
        assertThrows(IllegalArgumentException.class, () -> BlockId.parse("shuffle_1_2_3"));
        assertThrows(IllegalArgumentException.class, () -> BlockId.parse("rdd_1"));
    }
}
