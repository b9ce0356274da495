package sparkmemlab.container;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Bad container scenarios are refused with the file, the JSON path and what was expected. */
class ContainerScenarioReaderTest {

    private static String doc(String config, String steps) {
        return "{\"format\": \"sparkmemlab-container/1\", \"config\": " + config + ", \"steps\": " + steps + "}";
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "{\"format\": \"x\"}|$.format",
        "[1]|$",
        "{|$",
        "CONFIG:{\"spark.executor.memory\": \"1g\"}|$.config.spark.master",
        "CONFIG:{\"spark.master\": \"yarn\", \"spark.typo\": \"1\"}|$.config.spark.typo",
        "CONFIG:{\"spark.master\": \"yarn\", \"spark.executor.memory\": 4}|$.config.spark.executor.memory",
        "STEPS:[{\"op\": \"grow\"}]|$.steps[0].op",
        "STEPS:[{\"op\": \"threadStart\"}]|$.steps[0].thread",
        "STEPS:[{\"op\": \"threadStart\", \"thread\": \"t\", \"netty\": \"yes\"}]|$.steps[0].netty",
        "STEPS:[{\"op\": \"metaspaceGrow\", \"bytes\": 1.5}]|$.steps[0].bytes",
        "STEPS:[{\"op\": \"metaspaceGrow\", \"bytes\": \"1.5m\"}]|$.steps[0].bytes",
        "STEPS:[{\"op\": \"nettyAllocate\", \"buffer\": \"b\", \"service\": \"rpcServer\", \"thread\": \"t\", \"bytes\": 1}]|$.steps[0].service",
        "STEPS:[{\"op\": \"nettyRelease\", \"buffer\": \"b\", \"thread\": \"t\"}]|$.steps[0].thread",
    })
    void aBadFileNamesWhereAndWhat(String input, String path) {
        String json = input.startsWith("CONFIG:") ? doc(input.substring(7), "[]")
                : input.startsWith("STEPS:") ? doc("{\"spark.master\": \"yarn\"}", input.substring(6)) : input;
        ContainerScenarioException e = assertThrows(ContainerScenarioException.class,
                () -> ContainerScenarioReader.read("bad.json", json));
        assertEquals(path, e.path(), e.getMessage());
        assertTrue(e.getMessage().startsWith("bad.json: " + path + ": "), e.getMessage());
    }
}
