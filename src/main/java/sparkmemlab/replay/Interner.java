package sparkmemlab.replay;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * Strings that recur through a log (metric names, executor IDs, end reasons, hosts), each decoded once:
 * looked up by their bytes, so that a big log's millions of records share a handful of strings and
 * build none per line. Keeps them in the order first met (Spark writes metric names in its
 * {@code ExecutorMetricType.metricToOffset} order).
 */
final class Interner implements JsonCursor.NameTable {
    private byte[][] bytes = new byte[16][];
    // Open addressing: each slot holds an index + 1, or 0 when empty; kept at most half full.
    private int[] slots = new int[32];
    private int size;
    private final List<String> strings = new ArrayList<>();
    private final List<String> view = Collections.unmodifiableList(strings);
    private final JsonCursor.Shape shape;

    Interner() {
        this(false);
    }

    /** @param learnsShape whether it names the members of one kind of object, met again and again */
    Interner(boolean learnsShape) {
        this.shape = learnsShape ? new JsonCursor.Shape() : null;
    }

    @Override
    public JsonCursor.Shape shape() {
        return shape;
    }

    /** The index of these bytes, added when first met. */
    @Override
    public int indexOf(byte[] buf, int from, int to) {
        int hash = hash(buf, from, to);
        int mask = slots.length - 1;
        for (int slot = hash & mask; ; slot = (slot + 1) & mask) {
            int entry = slots[slot];
            if (entry == 0) {
                return add(buf, from, to, slot);
            }
            byte[] known = bytes[entry - 1];
            if (known.length == to - from && Arrays.equals(known, 0, known.length, buf, from, to)) {
                return entry - 1;
            }
        }
    }

    private int add(byte[] buf, int from, int to, int slot) {
        if (size == bytes.length) {
            bytes = Arrays.copyOf(bytes, size * 2);
        }
        bytes[size] = Arrays.copyOfRange(buf, from, to);
        strings.add(new String(bytes[size], StandardCharsets.UTF_8));
        slots[slot] = ++size;
        if (size * 2 > slots.length) {
            rehash();
        }
        return size - 1;
    }

    private void rehash() {
        slots = new int[slots.length * 2];
        int mask = slots.length - 1;
        for (int i = 0; i < size; i++) {
            int slot = hash(bytes[i], 0, bytes[i].length) & mask;
            while (slots[slot] != 0) {
                slot = (slot + 1) & mask;
            }
            slots[slot] = i + 1;
        }
    }

    private static int hash(byte[] buf, int from, int to) {
        int h = 1;
        for (int i = from; i < to; i++) {
            h = 31 * h + buf[i];
        }
        return h ^ (h >>> 16);
    }

    @Override
    public boolean is(int index, byte[] buf, int from, int to) {
        return index < size && bytes[index].length == to - from && Arrays.equals(bytes[index], 0, to - from, buf, from, to);
    }

    String get(int index) {
        return strings.get(index);
    }

    int size() {
        return size;
    }

    /** The strings so far, as a live read-only view. */
    List<String> strings() {
        return view;
    }
}
