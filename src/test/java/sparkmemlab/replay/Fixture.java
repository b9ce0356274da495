package sparkmemlab.replay;

import com.github.luben.zstd.ZstdInputStream;
import com.github.luben.zstd.ZstdOutputStreamNoFinalizer;
import com.ning.compress.lzf.LZFOutputStream;
import java.io.BufferedOutputStream;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import net.jpountz.lz4.LZ4BlockOutputStream;
import net.jpountz.lz4.LZ4Factory;
import net.jpountz.xxhash.XXHashFactory;
import org.xerial.snappy.SnappyOutputStream;

/**
 * The real event log in src/test/resources/replay (written by Spark 3.5.3, zstd), its lines, and files
 * written from lines the way Spark's CompressionCodec writes each codec (its block sizes and flags).
 */
final class Fixture {
    static final String NAME = "local-1796108184993";

    private Fixture() {
    }

    /** The fixture's lines, decompressed by zstd-jni directly (not by the replay code). */
    static List<String> lines() {
        try (InputStream in = Fixture.class.getResourceAsStream("/replay/" + NAME + ".zstd");
                BufferedReader text = new BufferedReader(new InputStreamReader(new ZstdInputStream(in), StandardCharsets.UTF_8))) {
            return text.lines().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Writes lines as Spark's EventLogFileWriter does (each followed by '\n') through the codec's stream. */
    static Path write(Path file, String codec, List<String> lines) {
        try (OutputStream out = compressed(codec, Files.newOutputStream(file))) {
            for (String line : lines) {
                out.write((line + "\n").getBytes(StandardCharsets.UTF_8));
                out.flush();
            }
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Spark 3.5.3's {@code compressedContinuousOutputStream} for each codec, with its default settings. */
    static OutputStream compressed(String codec, OutputStream raw) throws IOException {
        int blockSize = 32 * 1024;
        return switch (codec) {
            case "none" -> raw;
            case "lz4" -> new LZ4BlockOutputStream(raw, blockSize, LZ4Factory.fastestInstance().fastCompressor(),
                    XXHashFactory.fastestInstance().newStreamingHash32(0x9747b28c).asChecksum(), false);
            case "lzf" -> new LZFOutputStream(raw).setFinishBlockOnFlush(true);
            case "snappy" -> new SnappyOutputStream(raw, blockSize);
            case "zstd" -> new BufferedOutputStream(new ZstdOutputStreamNoFinalizer(raw).setLevel(1).setCloseFrameOnFlush(true),
                    blockSize);
            default -> throw new IllegalArgumentException(codec);
        };
    }

    static Path plain(Path dir) {
        return write(dir.resolve(NAME), "none", lines());
    }
}
