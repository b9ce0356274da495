package sparkmemlab.json;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import com.google.gson.internal.LazilyParsedNumber;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * Reads a plain JSON document from its bytes into the tree {@link StrictJson} would read, fast: a document of
 * JSON's grammar whose strings are printable ASCII without escapes, within StrictJson's limits. Anything else, or
 * anything StrictJson would refuse, this reader does not judge: it gives up (empty), and the caller reads the
 * document again with StrictJson, which says what is wrong in its own words. So it never accepts what StrictJson
 * refuses and never builds a different tree; it only spares a long, plain file (a million steps written by this
 * app) Gson's tokenizer and the decoding of its bytes to characters.
 */
final class PlainJsonReader {
    private static final int BUFFER = 1 << 16;

    /** The document is not plain or not valid: read it with StrictJson. Thrown often enough to carry no stack. */
    private static final class NotPlain extends Exception {
        private static final long serialVersionUID = 1L;
        static final NotPlain INSTANCE = new NotPlain();

        private NotPlain() {
            super(null, null, false, false);
        }
    }

    private final InputStream in;
    private final int maxDepth;
    private final int maxString;
    private byte[] buf = new byte[BUFFER];
    private int pos;
    private int limit;
    private final Strings strings = new Strings();

    PlainJsonReader(InputStream in, int maxDepth, int maxString) {
        this.in = in;
        this.maxDepth = maxDepth;
        this.maxString = maxString;
    }

    /** As {@link StrictJson#parse(java.io.Reader, String, StrictJson.Elements)}, or empty if the document is not plain. */
    Optional<JsonElement> parse(String streamed, StrictJson.Elements elements) throws IOException {
        try {
            JsonElement root = peek() == '{' && streamed != null ? object(0, streamed, elements) : value(0);
            if (peek() != -1) {
                throw NotPlain.INSTANCE;
            }
            return Optional.of(root);
        } catch (NotPlain e) {
            return Optional.empty();
        }
    }

    // ---- values ---------------------------------------------------------------------------------

    private JsonElement value(int depth) throws IOException, NotPlain {
        int b = peek();
        switch (b) {
            case '{' -> {
                return object(depth, null, null);
            }
            case '[' -> {
                JsonArray array = new JsonArray();
                array(depth, e -> array.add(e));
                return array;
            }
            case '"' -> {
                return new JsonPrimitive(string());
            }
            case 't' -> {
                literal("true");
                return new JsonPrimitive(true);
            }
            case 'f' -> {
                literal("false");
                return new JsonPrimitive(false);
            }
            case 'n' -> {
                literal("null");
                return JsonNull.INSTANCE;
            }
            default -> {
                return new JsonPrimitive(new LazilyParsedNumber(number()));
            }
        }
    }

    /** An object at {@code depth}; the elements of its member {@code streamed}, if an array, go to {@code elements}. */
    private JsonObject object(int depth, String streamed, StrictJson.Elements elements) throws IOException, NotPlain {
        checkDepth(depth);
        pos++; // '{'
        JsonObject object = new JsonObject();
        if (peek() == '}') {
            pos++;
            return object;
        }
        while (true) {
            if (peek() != '"') {
                throw NotPlain.INSTANCE;
            }
            String name = string();
            if (object.has(name)) {
                throw NotPlain.INSTANCE;
            }
            expect(':');
            if (name.equals(streamed) && peek() == '[') {
                elements.before(object);
                int[] index = {0};
                array(depth + 1, e -> elements.accept(index[0]++, e));
                object.add(name, new JsonArray());
            } else {
                object.add(name, value(depth + 1));
            }
            if (!next(',', '}')) {
                return object;
            }
        }
    }

    /** Takes an element as soon as it is read. */
    private interface Sink {
        void take(JsonElement element);
    }

    private void array(int depth, Sink sink) throws IOException, NotPlain {
        checkDepth(depth);
        pos++; // '['
        if (peek() == ']') {
            pos++;
            return;
        }
        do {
            sink.take(value(depth + 1));
        } while (next(',', ']'));
    }

    /** Past {@code more} (true) or {@code end} (false), after any whitespace; anything else is not plain. */
    private boolean next(char more, char end) throws IOException, NotPlain {
        int b = peek();
        pos++;
        if (b == more) {
            return true;
        }
        if (b == end) {
            return false;
        }
        throw NotPlain.INSTANCE;
    }

    private void expect(char c) throws IOException, NotPlain {
        if (peek() != c) {
            throw NotPlain.INSTANCE;
        }
        pos++;
    }

    private void checkDepth(int depth) throws NotPlain {
        if (depth >= maxDepth) {
            throw NotPlain.INSTANCE;
        }
    }

    // ---- tokens ---------------------------------------------------------------------------------

    /** A string at {@code pos} (its opening quote): printable ASCII, no escapes, within the length. */
    private String string() throws IOException, NotPlain {
        pos++; // '"'
        int i = pos;
        int hash = 0;
        while (true) {
            if (i == limit) {
                int offset = i - pos;
                if (!fill()) {
                    throw NotPlain.INSTANCE;
                }
                i = pos + offset;
                continue;
            }
            byte b = buf[i];
            if (b == '"') {
                break;
            }
            if (b < 0x20 || b == '\\') { // a control character, an escape, or (negative) a byte of a multi-byte character
                throw NotPlain.INSTANCE;
            }
            hash = 31 * hash + b;
            i++;
        }
        int length = i - pos;
        if (length > maxString) {
            throw NotPlain.INSTANCE;
        }
        String s = length <= Strings.LONGEST ? strings.get(buf, pos, length, hash) : new String(buf, pos, length, StandardCharsets.ISO_8859_1);
        pos = i + 1;
        return s;
    }

    /**
     * The short strings read so far, by their bytes: a long plain file names the same few keys, ops, modes and
     * blocks again and again, so each is made (and hashed) once, not once a step.
     */
    private static final class Strings {
        static final int LONGEST = 32;
        private static final int SLOTS = 1 << 12;
        private final byte[][] bytes = new byte[SLOTS][];
        private final String[] strings = new String[SLOTS];

        /** The string of those bytes, whose hash (as {@code String.hashCode} would make it) is {@code hash}. */
        String get(byte[] buf, int from, int length, int hash) {
            int slot = (hash ^ (hash >>> 12)) & (SLOTS - 1);
            if (same(bytes[slot], buf, from, length)) {
                return strings[slot];
            }
            bytes[slot] = java.util.Arrays.copyOfRange(buf, from, from + length);
            strings[slot] = new String(buf, from, length, StandardCharsets.ISO_8859_1);
            return strings[slot];
        }

        /** A plain loop: these are a few bytes each, and the window's JIT (C1) makes a library call of a range compare. */
        private static boolean same(byte[] known, byte[] buf, int from, int length) {
            if (known == null || known.length != length) {
                return false;
            }
            for (int k = 0; k < length; k++) {
                if (known[k] != buf[from + k]) {
                    return false;
                }
            }
            return true;
        }
    }

    /** A number of JSON's grammar, as written: {@code -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?}. */
    private String number() throws IOException, NotPlain {
        int[] at = {pos};
        if (byteAt(at) == '-') {
            at[0]++;
        }
        int first = byteAt(at);
        if (first == '0') {
            at[0]++;
        } else if (!digits(at)) {
            throw NotPlain.INSTANCE;
        }
        if (byteAt(at) == '.') {
            at[0]++;
            if (!digits(at)) {
                throw NotPlain.INSTANCE;
            }
        }
        int e = byteAt(at);
        if (e == 'e' || e == 'E') {
            at[0]++;
            int sign = byteAt(at);
            if (sign == '+' || sign == '-') {
                at[0]++;
            }
            if (!digits(at)) {
                throw NotPlain.INSTANCE;
            }
        }
        int length = at[0] - pos;
        if (length > maxString) {
            throw NotPlain.INSTANCE;
        }
        String s = new String(buf, pos, length, StandardCharsets.ISO_8859_1);
        pos = at[0];
        return s;
    }

    /** Past one or more digits from {@code at[0]}; false if there is none. */
    private boolean digits(int[] at) throws IOException, NotPlain {
        boolean any = false;
        while (true) {
            int b = byteAt(at);
            if (b < '0' || b > '9') {
                return any;
            }
            any = true;
            at[0]++;
        }
    }

    /** The byte at {@code at[0]} (an index into the buffer, kept valid across a refill), or -1 at the end. */
    private int byteAt(int[] at) throws IOException, NotPlain {
        if (at[0] == limit) {
            int offset = at[0] - pos;
            if (!fill()) {
                at[0] = pos + offset;
                return -1;
            }
            at[0] = pos + offset;
        }
        return buf[at[0]];
    }

    private void literal(String word) throws IOException, NotPlain {
        int[] at = {pos};
        for (int k = 0; k < word.length(); k++) {
            if (byteAt(at) != word.charAt(k)) {
                throw NotPlain.INSTANCE;
            }
            at[0]++;
        }
        pos = at[0];
    }

    /** The next byte that is not JSON's whitespace (not consumed), or -1 at the end. */
    private int peek() throws IOException, NotPlain {
        while (true) {
            if (pos == limit && !fill()) {
                return -1;
            }
            byte b = buf[pos];
            if (b != ' ' && b != '\n' && b != '\r' && b != '\t') {
                return b;
            }
            pos++;
        }
    }

    /**
     * Reads more bytes, keeping those from {@code pos} on (moved to the front, the buffer grown if they fill it);
     * false at the end of the input. A token longer than StrictJson takes is not read to its end.
     */
    private boolean fill() throws IOException, NotPlain {
        int kept = limit - pos;
        if (kept > maxString + 1) { // + its opening quote
            throw NotPlain.INSTANCE;
        }
        if (kept == buf.length) {
            byte[] bigger = new byte[buf.length * 2];
            System.arraycopy(buf, pos, bigger, 0, kept);
            buf = bigger;
        } else if (pos > 0) {
            System.arraycopy(buf, pos, buf, 0, kept);
        }
        pos = 0;
        limit = kept;
        int n = in.read(buf, limit, buf.length - limit);
        if (n <= 0) {
            return false;
        }
        limit += n;
        return true;
    }
}
