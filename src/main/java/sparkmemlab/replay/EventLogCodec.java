package sparkmemlab.replay;

import com.github.luben.zstd.ZstdInputStreamNoFinalizer;
import com.ning.compress.lzf.LZFInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Locale;
import java.util.Optional;
import net.jpountz.lz4.LZ4BlockInputStream;
import net.jpountz.lz4.LZ4Factory;
import net.jpountz.xxhash.XXHashFactory;
import org.xerial.snappy.SnappyInputStream;

/**
 * The codecs Spark 3.5.3 compresses event logs with ({@code spark.eventLog.compression.codec}), each
 * read with the library and the stream framing Spark's {@code CompressionCodec} writes it with. Spark
 * names the codec in the file's extension ({@code EventLogFileWriter.codecName}): {@code app-1.zstd},
 * {@code events_1_app-1.lz4.inprogress}; a file without an extension is plain JSON Lines.
 */
public enum EventLogCodec {
    /** Not compressed. */
    NONE(null, new byte[0]),
    /** lz4-java's block stream ({@code LZ4BlockOutputStream}, XXHash32 checksums with Spark's seed). */
    LZ4("lz4", "LZ4Block".getBytes(java.nio.charset.StandardCharsets.US_ASCII)),
    /** compress-lzf's chunks ({@code LZFOutputStream}), each starting "ZV". */
    LZF("lzf", new byte[] {'Z', 'V'}),
    /** snappy-java's own stream ({@code SnappyOutputStream}, not snappy's framing format): its 8-byte header. */
    SNAPPY("snappy", new byte[] {(byte) 0x82, 'S', 'N', 'A', 'P', 'P', 'Y', 0}),
    /** zstd-jni's frames ({@code ZstdOutputStreamNoFinalizer}; Spark closes a frame at each flush). */
    ZSTD("zstd", new byte[] {0x28, (byte) 0xB5, 0x2F, (byte) 0xFD});

    /** {@code LZ4BlockOutputStream.DEFAULT_SEED}, which Spark's LZ4CompressionCodec passes explicitly. */
    private static final int LZ4_CHECKSUM_SEED = 0x9747b28c;
    static final String IN_PROGRESS = ".inprogress";
    static final String COMPACTED = ".compact";

    private final String shortName;
    private final byte[] magic;

    EventLogCodec(String shortName, byte[] magic) {
        this.shortName = shortName;
        this.magic = magic;
    }

    /** Spark's short name ({@code spark.eventLog.compression.codec}), or empty for {@link #NONE}. */
    public Optional<String> shortName() {
        return Optional.ofNullable(shortName);
    }

    /**
     * The extension of an event log file's name as Spark reads it: without {@code .compact} and
     * {@code .inprogress}, the part after the last dot, if any.
     */
    static Optional<String> extension(String fileName) {
        String name = strip(strip(fileName, COMPACTED), IN_PROGRESS);
        int dot = name.lastIndexOf('.');
        return dot < 0 ? Optional.empty() : Optional.of(name.substring(dot + 1));
    }

    /** The codec named by the extension, or empty when the extension is no codec of Spark's. */
    static Optional<EventLogCodec> forExtension(Optional<String> extension) {
        if (extension.isEmpty()) {
            return Optional.of(NONE);
        }
        String name = extension.get().toLowerCase(Locale.ROOT);
        for (EventLogCodec codec : values()) {
            if (name.equals(codec.shortName)) {
                return Optional.of(codec);
            }
        }
        return Optional.empty();
    }

    private static String strip(String name, String suffix) {
        return name.endsWith(suffix) ? name.substring(0, name.length() - suffix.length()) : name;
    }

    /** Whether a file of this codec starts with these bytes. */
    boolean startsLike(byte[] head, int length) {
        if (this == NONE) {
            return firstNonSpace(head, length) == '{';
        }
        if (this == ZSTD && looksLikeSkippableZstdFrame(head, length)) {
            return true;
        }
        if (length < magic.length) {
            return false;
        }
        for (int i = 0; i < magic.length; i++) {
            if (head[i] != magic[i]) {
                return false;
            }
        }
        return true;
    }

    private static boolean looksLikeSkippableZstdFrame(byte[] head, int length) {
        return length >= 4 && (head[0] & 0xF0) == 0x50 && head[1] == 0x2A && head[2] == 0x4D && head[3] == 0x18;
    }

    private static int firstNonSpace(byte[] head, int length) {
        for (int i = 0; i < length; i++) {
            if (head[i] != ' ' && head[i] != '\t' && head[i] != '\r' && head[i] != '\n') {
                return head[i];
            }
        }
        return -1;
    }

    /** What a file's first bytes look like, to help when they do not match its extension. */
    static Text describe(byte[] head, int length) {
        for (EventLogCodec codec : values()) {
            if (codec.startsLike(head, length)) {
                return codec == NONE ? new Text("codec.looks.plain") : new Text("codec.looks.codec", codec.shortName);
            }
        }
        if (length >= 2 && head[0] == 0x1F && head[1] == (byte) 0x8B) {
            return new Text("codec.looks.gzip");
        }
        if (length >= 4 && head[0] == 'P' && head[1] == 'K' && head[2] == 3 && head[3] == 4) {
            return new Text("codec.looks.zip");
        }
        if (length >= 3 && head[0] == (byte) 0xEF && head[1] == (byte) 0xBB && head[2] == (byte) 0xBF) {
            // Spark never writes one; an editor that saved the log did, and Spark's replay would fail on the first line.
            return new Text("codec.looks.bom");
        }
        return new Text("codec.looks.unknown");
    }

    /**
     * The decompressed stream over a file's bytes. {@code continuous} reads a zstd frame that is still
     * open, as Spark's {@code compressedContinuousInputStream} does for logs being written.
     */
    InputStream open(InputStream raw, boolean continuous) throws IOException {
        return switch (this) {
            case NONE -> raw;
            case LZ4 -> LZ4BlockInputStream.newBuilder()
                    .withDecompressor(LZ4Factory.fastestInstance().safeDecompressor())
                    .withChecksum(XXHashFactory.fastestInstance().newStreamingHash32(LZ4_CHECKSUM_SEED).asChecksum())
                    // Spark passes disableConcatenationOfByteStream = false: read on past an end mark.
                    .withStopOnEmptyBlock(false)
                    .build(raw);
            case LZF -> new LZFInputStream(raw);
            case SNAPPY -> new SnappyInputStream(raw);
            // A log still being written may stop inside its open frame: read what it has, as Spark does.
            case ZSTD -> continuous ? new ZstdInputStreamNoFinalizer(raw).setContinuous(true)
                    : new ZstdInputStreamNoFinalizer(new ZstdFrameCheck(raw));
        };
    }
}
