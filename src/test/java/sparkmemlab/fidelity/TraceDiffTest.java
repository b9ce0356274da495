package sparkmemlab.fidelity;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.gson.JsonObject;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The trace comparison looks at both sides' fields, so a field only Spark's side has is a difference. */
class TraceDiffTest {

    private static JsonObject line(String json) {
        return com.google.gson.JsonParser.parseString(json).getAsJsonObject();
    }

    @Test
    void aFieldOnlyOneSideWritesIsADifference() {
        JsonObject ours = line("{\"step\": 1, \"result\": 5}");
        assertEquals(Optional.of("woke"), TraceDiff.differentKey(ours, line("{\"step\": 1, \"result\": 5, \"woke\": []}")));
        assertEquals(Optional.of("woke"), TraceDiff.differentKey(line("{\"step\": 1, \"result\": 5, \"woke\": []}"), ours));
        assertEquals(Optional.of("result"), TraceDiff.differentKey(ours, line("{\"step\": 1, \"result\": 6}")));
        assertEquals(Optional.empty(), TraceDiff.differentKey(ours, line("{\"result\": 5, \"step\": 1}")));
    }
}
