package sparkmemlab.model.config;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * {@link HotSpotSize} reads each size as HotSpot's {@code atojulong} does; the JVM running the tests is the judge,
 * asked with {@code -XX:MaxDirectMemorySize=<size> -version} (a size option with no range of its own short of 2^63).
 */
class HotSpotSizeTest {
    private static final List<String> CASES = List.of("1024", "4g", "4G", "0x10", "0X10m", "0x1b", "0", "1t", "0x", "0xg",
            "4gb", "1.5g", "g", "-1", " 1", "1 ", "12q", "0x7fffffffffffffff", "8796093022208t", "18446744073709551616");

    @Test
    void readsWhatTheDocumentsSay() {
        assertEquals(Optional.of(BigInteger.valueOf(16L << 20)), HotSpotSize.parse("0X10m"));
        assertEquals(Optional.of(BigInteger.valueOf(0x1b)), HotSpotSize.parse("0x1b"));
        assertEquals(Optional.of(BigInteger.valueOf(4L << 30)), HotSpotSize.parse("4G"));
        assertEquals(Optional.empty(), HotSpotSize.parse("0x"));
        assertEquals(Optional.empty(), HotSpotSize.parse("4gb"));
        assertEquals(Optional.empty(), HotSpotSize.parse("18446744073709551616"));
        assertEquals(Optional.of(BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE)), HotSpotSize.parse("0xffffffffffffffff"));
        assertEquals(java.util.OptionalLong.empty(), HotSpotSize.parseLong("0x8000000000000000"));
    }

    @Test
    void theContainersJavaOptionsAndTheSparkConfImportReadTheSameSizes() {
        var options = sparkmemlab.container.JvmOptions.parse("-Xss0x100000 -XX:MaxDirectMemorySize=0X10m");
        assertEquals(1L << 20, options.threadStackSize());
        assertEquals(java.util.OptionalLong.of(16L << 20), options.maxDirectMemorySize());
    }

    @Test
    @Tag("slow")
    void acceptsAndRefusesWhatTheRunningJvmDoes() throws Exception {
        List<String> differ = new ArrayList<>();
        for (String size : CASES) {
            boolean jvm = jvmStarts("-XX:MaxDirectMemorySize=" + size);
            boolean ours = HotSpotSize.parse(size).filter(b -> b.bitLength() < 64).isPresent();
            if (jvm != ours) {
                differ.add(size + (jvm ? " (the JVM takes it)" : " (the JVM refuses it)"));
            }
        }
        assertEquals(List.of(), differ);
    }

    private static boolean jvmStarts(String option) throws IOException, InterruptedException {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process p = new ProcessBuilder(java.toString(), option, "-version").redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        if (!p.waitFor(60, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new IOException("java " + option + " -version did not end");
        }
        return p.exitValue() == 0;
    }
}
