package sparkmemlab.cluster.spark;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import sparkmemlab.cluster.ClusterMethod;

/** Every method an event names is a method of that name in Spark 3.5.3's class, as a student would find it. */
@Tag("spark")
class ClusterMethodTest {

    @Test
    void everyNamedMethodIsInSparksClass() throws ClassNotFoundException {
        for (ClusterMethod m : ClusterMethod.values()) {
            String[] parts = m.qualifiedName().split("\\.");
            String pkg = parts[0].equals("Master") ? "org.apache.spark.deploy.master." : "org.apache.spark.deploy.worker.";
            Class<?> type = Class.forName(pkg + parts[0], false, getClass().getClassLoader());
            boolean found = Arrays.stream(type.getDeclaredMethods())
                    .anyMatch(method -> method.getName().equals(parts[1]) || method.getName().endsWith("$$" + parts[1]));
            assertTrue(found, m.qualifiedName() + " is not a method of " + type.getName());
        }
    }
}
