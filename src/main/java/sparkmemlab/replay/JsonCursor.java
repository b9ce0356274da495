package sparkmemlab.replay;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * A strict JSON pull reader over one line of UTF-8 bytes, made for event logs: the fields an event
 * reader asks for are decoded, everything else is skipped in place without building strings or trees
 * (most of a TaskEnd line is accumulables). Skipping still checks the syntax, string escapes and UTF-8,
 * as Jackson does when Spark reads the line, so a damaged line is refused whether or not we need it.
 *
 * <p>Errors are {@link JsonSyntaxError}s carrying the byte column and the JSON path of the value
 * being read; the event reader adds the file and line.
 */
final class JsonCursor {
    private static final int MAX_DEPTH = 256;

    private byte[] buf = new byte[0];
    private int pos;
    private int end;
    private int lineStart;

    // The path to the value being read: for each open container, the name (as a byte range) or the index.
    private final int[] nameFrom = new int[MAX_DEPTH];
    private final int[] nameTo = new int[MAX_DEPTH];
    private final int[] index = new int[MAX_DEPTH];
    private final boolean[] inArray = new boolean[MAX_DEPTH];
    private final boolean[] first = new boolean[MAX_DEPTH];
    private final boolean[] fastStack = new boolean[MAX_DEPTH];
    private final int[] nameHint = new int[MAX_DEPTH];
    private int depth;

    /** Reads the bytes {@code [from, to)} of {@code bytes} from now on. */
    void reset(byte[] bytes, int from, int to) {
        this.buf = bytes;
        this.pos = from;
        this.end = to;
        this.lineStart = from;
        this.depth = 0;
    }

    /** The kinds of JSON value, as {@link #peek()} tells them. */
    enum Kind { OBJECT, ARRAY, STRING, NUMBER, BOOLEAN, NULL }

    // ---- structure ----

    void beginObject() {
        expect('{', "json.object");
        open(false);
    }

    void beginArray() {
        expect('[', "json.array");
        open(true);
    }

    private void open(boolean array) {
        if (depth == MAX_DEPTH) {
            throw error("json.depth", MAX_DEPTH);
        }
        inArray[depth] = array;
        first[depth] = true;
        nameHint[depth] = -1;
        index[depth] = -1;
        nameFrom[depth] = -1;
        depth++;
    }

    /**
     * Whether the open object or array has another member; consumes the comma before it, or the
     * closing bracket when there is none (the container is then closed).
     */
    boolean hasNext() {
        int level = depth - 1;
        skipSpace();
        byte closing = (byte) (inArray[level] ? ']' : '}');
        if (pos < end && buf[pos] == closing) {
            pos++;
            depth--;
            if (depth == 0) {
                // The line's value is whole: what follows is checked before a reader acts on what it read.
                expectEndOfLine();
            }
            return false;
        }
        if (first[level]) {
            first[level] = false;
        } else {
            expect(',', inArray[level] ? "json.commaOrArrayEnd" : "json.commaOrObjectEnd");
        }
        // In an object, the member's ordinal: where its learned name is looked for.
        index[level]++;
        return true;
    }

    /**
     * Reads the next member's name and its colon, and returns which of {@code names} it is, or -1
     * for a name not among them. Call after {@link #hasNext()} returned true in an object.
     */
    int nextName(NameTable names) {
        int level = depth - 1;
        Shape shape = names.shape();
        int ordinal = index[level];
        if (shape != null) {
            int known = shape.match(ordinal, buf, pos, end);
            if (known >= 0) {
                // The same bytes as the name learned here, quotes and colon included: already checked then.
                nameFrom[level] = pos + 1;
                nameTo[level] = pos + known - 2;
                pos += known;
                int found = shape.entry(ordinal);
                if (found >= 0) {
                    nameHint[level] = found;
                }
                return found;
            }
        }
        skipSpace();
        if (pos >= end || buf[pos] != '"') {
            throw error("json.name");
        }
        int quote = pos;
        int from = pos + 1;
        boolean escaped = readString();
        int to = pos - 1;
        nameFrom[level] = from;
        nameTo[level] = to;
        skipSpace();
        expect(':', "json.colon");
        if (escaped) {
            return names.indexOf(decode(from, to).getBytes(StandardCharsets.UTF_8));
        }
        // Spark writes an object's members in the same order every time: try the one after the last first.
        int next = nameHint[level] + 1;
        int found = names.is(next, buf, from, to) ? next : names.indexOf(buf, from, to);
        if (found >= 0) {
            nameHint[level] = found;
        }
        if (shape != null && pos == to + 2) {
            shape.learn(ordinal, buf, quote, pos, found);
        }
        return found;
    }

    /** After the last member or element: the container must close here. */
    void endContainer() {
        if (hasNext()) {
            throw error(inArray[depth - 1] ? "json.arrayEnd" : "json.objectEnd");
        }
    }

    /**
     * Only white space may follow the top-level value, to the end of the line: the end of the bytes, or a
     * '\n' when the bytes go on past the line. Returns where the line ends.
     */
    int expectEndOfLine() {
        skipSpace();
        if (pos != end && buf[pos] != '\n') {
            throw error("json.lineEnd");
        }
        return pos;
    }

    // ---- values ----

    Kind peek() {
        skipSpace();
        if (pos >= end) {
            throw error("json.value");
        }
        return switch (buf[pos]) {
            case '{' -> Kind.OBJECT;
            case '[' -> Kind.ARRAY;
            case '"' -> Kind.STRING;
            case 't', 'f' -> Kind.BOOLEAN;
            case 'n' -> Kind.NULL;
            case '-', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9' -> Kind.NUMBER;
            default -> throw error("json.value");
        };
    }

    /** A string, or null for a JSON null. */
    String nextString() {
        Kind kind = peek();
        if (kind == Kind.NULL) {
            literal("null");
            return null;
        }
        if (kind != Kind.STRING) {
            throw typeError("json.string", kind);
        }
        int from = pos + 1;
        boolean escaped = readString();
        int to = pos - 1;
        if (!escaped) {
            return new String(buf, from, to - from, StandardCharsets.UTF_8);
        }
        return decode(from, to);
    }

    /**
     * A string looked up in (and added to) {@code strings}, without building it when it is known:
     * its index there, or -1 for a JSON null.
     */
    int nextStringIn(Interner strings) {
        Kind kind = peek();
        if (kind == Kind.NULL) {
            literal("null");
            return -1;
        }
        if (kind != Kind.STRING) {
            throw typeError("json.string", kind);
        }
        int from = pos + 1;
        boolean escaped = readString();
        int to = pos - 1;
        if (escaped) {
            byte[] decoded = decode(from, to).getBytes(StandardCharsets.UTF_8);
            return strings.indexOf(decoded, 0, decoded.length);
        }
        return strings.indexOf(buf, from, to);
    }

    /** A whole number that fits a Java long. */
    long nextLong() {
        Kind kind = peek();
        if (kind != Kind.NUMBER) {
            throw typeError("json.wholeNumber", kind);
        }
        int start = pos;
        boolean negative = buf[pos] == '-';
        if (negative) {
            pos++;
        }
        if (pos >= end || buf[pos] < '0' || buf[pos] > '9') {
            throw error("json.digit");
        }
        if (buf[pos] == '0' && pos + 1 < end && buf[pos + 1] >= '0' && buf[pos + 1] <= '9') {
            throw error("json.noLeadingZero");
        }
        long value = 0;
        while (pos < end && buf[pos] >= '0' && buf[pos] <= '9') {
            int digit = buf[pos] - '0';
            // Accumulate negatively so that Long.MIN_VALUE fits.
            if (value < (Long.MIN_VALUE + digit) / 10) {
                pos = start;
                throw error("json.long");
            }
            value = value * 10 - digit;
            pos++;
        }
        if (pos < end && (buf[pos] == '.' || buf[pos] == 'e' || buf[pos] == 'E')) {
            pos = start;
            throw error("json.noFraction");
        }
        if (!negative) {
            if (value == Long.MIN_VALUE) {
                pos = start;
                throw error("json.long");
            }
            value = -value;
        }
        return value;
    }

    int nextInt() {
        int start = pos;
        long value = nextLong();
        if (value < Integer.MIN_VALUE || value > Integer.MAX_VALUE) {
            pos = start;
            throw error("json.int");
        }
        return (int) value;
    }

    boolean nextBoolean() {
        Kind kind = peek();
        if (kind != Kind.BOOLEAN) {
            throw typeError("json.boolean", kind);
        }
        if (buf[pos] == 't') {
            literal("true");
            return true;
        }
        literal("false");
        return false;
    }

    /**
     * Skips a value of any kind, checking its syntax. Most of a line is skipped, so this runs a tight loop
     * over the structure first; if that finds a fault, the value is skipped again the careful way, which
     * throws with the fault's JSON path.
     */
    void skipValue() {
        int start = pos;
        int startDepth = depth;
        if (start < end && buf[start] == '"') {
            // A lone string, as most skipped members are: no need to set up the structure loop.
            readString();
            return;
        }
        try {
            skipFast();
        } catch (JsonSyntaxError fault) {
            pos = start;
            depth = startDepth;
            skipTracked();
            throw fault;
        }
    }

    private void skipTracked() {
        switch (peek()) {
            case OBJECT -> {
                beginObject();
                while (hasNext()) {
                    nextName(Names.NONE);
                    skipTracked();
                }
            }
            case ARRAY -> {
                beginArray();
                while (hasNext()) {
                    skipTracked();
                }
            }
            case STRING -> scanString();
            case NUMBER -> skipNumber();
            case BOOLEAN -> literal(buf[pos] == 't' ? "true" : "false");
            case NULL -> literal("null");
        }
    }

    /**
     * The structure of a value in one loop over local copies of the buffer and position, with a stack of
     * its own (true: an array) and no path kept. Plain ASCII strings, integers and literals are checked
     * here; a string with an escape or UTF-8, a fraction or an exponent goes to the careful scanners. Any
     * fault throws, and {@link #skipValue()} then finds it again with its path.
     */
    private void skipFast() {
        final byte[] b = buf;
        final int e = end;
        int p = pos;
        int level = 0;
        boolean wantValue = true;
        while (true) {
            if (!wantValue && level == 0) {
                pos = p;
                return;
            }
            while (p < e && space(b[p])) {
                p++;
            }
            if (p >= e) {
                pos = p;
                throw error("json.value");
            }
            byte c = b[p];
            if (!wantValue) {
                boolean array = fastStack[level - 1];
                if (c == ',') {
                    p = array ? p + 1 : name(p + 1);
                    wantValue = true;
                } else if (c == (array ? ']' : '}')) {
                    p++;
                    level--;
                } else {
                    pos = p;
                    throw error(array ? "json.commaOrArrayEnd" : "json.commaOrObjectEnd");
                }
                continue;
            }
            wantValue = false;
            switch (c) {
                case '"' -> p = string(p);
                case '{', '[' -> {
                    int q = p + 1;
                    while (q < e && space(b[q])) {
                        q++;
                    }
                    if (q < e && b[q] == (c == '{' ? '}' : ']')) {
                        p = q + 1;
                    } else {
                        if (depth + level >= MAX_DEPTH) {
                            pos = p;
                            throw error("json.depth", MAX_DEPTH);
                        }
                        fastStack[level++] = c == '[';
                        p = c == '{' ? name(q) : q;
                        wantValue = true;
                    }
                }
                case 't' -> p = word(p, TRUE);
                case 'f' -> p = word(p, FALSE);
                case 'n' -> p = word(p, NULL);
                default -> {
                    int q = c == '-' ? p + 1 : p;
                    if (q < e && b[q] == '0') {
                        // A digit after it is no number's: the structure check below refuses it.
                        q++;
                    } else if (q < e && b[q] >= '1' && b[q] <= '9') {
                        do {
                            q++;
                        } while (q < e && b[q] >= '0' && b[q] <= '9');
                    }
                    if (q > p && b[q - 1] != '-' && (q >= e || (b[q] != '.' && b[q] != 'e' && b[q] != 'E'))) {
                        p = q;
                    } else {
                        pos = p;
                        if (c != '-' && (c < '0' || c > '9')) {
                            throw error("json.value");
                        }
                        skipNumber();
                        p = pos;
                    }
                }
            }
        }
    }

    private static final byte[] TRUE = {'t', 'r', 'u', 'e'};
    private static final byte[] FALSE = {'f', 'a', 'l', 's', 'e'};
    private static final byte[] NULL = {'n', 'u', 'l', 'l'};

    /** A literal at {@code p}; returns the position after it. */
    private int word(int p, byte[] word) {
        // What may follow (a comma, a bracket) is the structure loop's to check.
        int after = p + word.length;
        if (after <= end && Arrays.equals(buf, p, after, word, 0, word.length)) {
            return after;
        }
        pos = p;
        literal(new String(word, StandardCharsets.US_ASCII));
        return pos;
    }

    /** A member name and its colon from {@code p}; returns the position after the colon. */
    private int name(int p) {
        while (p < end && space(buf[p])) {
            p++;
        }
        if (p >= end || buf[p] != '"') {
            pos = p;
            throw error("json.name");
        }
        p = string(p);
        while (p < end && space(buf[p])) {
            p++;
        }
        if (p >= end || buf[p] != ':') {
            pos = p;
            throw error("json.colon");
        }
        return p + 1;
    }

    /** A string from its opening quote at {@code p}; returns the position after it. */
    private int string(int p) {
        pos = p;
        readString();
        return pos;
    }

    /**
     * Moves past a string from its opening quote: plain ASCII in one loop, anything else (an escape, UTF-8,
     * the line's end) the careful way. Returns whether it held an escape.
     */
    private boolean readString() {
        int run = plainRunEnd(pos + 1);
        if (run < end && buf[run] == '"') {
            pos = run + 1;
            return false;
        }
        pos = run;
        return restOfString();
    }

    private static final long QUOTES = 0x2222222222222222L;
    private static final long BACKSLASHES = 0x5C5C5C5C5C5C5C5CL;
    private static final long SPACES = 0x2020202020202020L;

    /**
     * Where the plain ASCII run of a string from {@code from} ends: the first quote, backslash, control byte
     * or byte of a UTF-8 sequence, or the end. Eight bytes at a time: a byte under 0x20 borrows in
     * {@code x - SPACES} (marking its high bit, as a byte from 0x80 has it already).
     */
    private int plainRunEnd(int from) {
        final byte[] b = buf;
        final int e = end;
        int i = from;
        for (; i + 8 <= e; i += 8) {
            long x = EightBytes.at(b, i);
            long found = EightBytes.equalTo(x, QUOTES) | EightBytes.equalTo(x, BACKSLASHES) | ((x | (x - SPACES)) & EightBytes.HIGH_BITS);
            if (found != 0) {
                return i + EightBytes.first(found);
            }
        }
        for (; i < e; i++) {
            byte x = b[i];
            if (x == '"' || x == '\\' || x < 0x20) {
                return i;
            }
        }
        return e;
    }

    /** Reads {@code null} if it is next and returns true; false (consuming nothing) otherwise. */
    boolean nextNullIfPresent() {
        if (peek() == Kind.NULL) {
            literal("null");
            return true;
        }
        return false;
    }

    // ---- scanning ----

    /**
     * JSON's white space but '\n', which ends a line: a line's bytes never hold one, and when the cursor reads
     * on past the end of the line it does not know yet, the newline stops it as the line's end would.
     */
    private static boolean space(byte b) {
        return b == ' ' || b == '\t' || b == '\r';
    }

    private void skipSpace() {
        while (pos < end) {
            byte b = buf[pos];
            if (space(b)) {
                pos++;
            } else {
                return;
            }
        }
    }

    private void expect(char c, String expectedKey) {
        skipSpace();
        if (pos >= end || buf[pos] != c) {
            throw error(expectedKey);
        }
        pos++;
    }

    private void literal(String word) {
        int n = word.length();
        if (end - pos < n) {
            throw error("json.literal", word);
        }
        for (int i = 0; i < n; i++) {
            if (buf[pos + i] != word.charAt(i)) {
                throw error("json.literal", word);
            }
        }
        pos += n;
        if (pos < end && (Character.isLetterOrDigit(buf[pos]) || buf[pos] == '_')) {
            throw error("json.afterLiteral", word);
        }
    }

    private void skipNumber() {
        if (buf[pos] == '-') {
            pos++;
        }
        if (pos >= end || buf[pos] < '0' || buf[pos] > '9') {
            throw error("json.digit");
        }
        if (buf[pos] == '0') {
            pos++;
        } else {
            digits();
        }
        if (pos < end && buf[pos] == '.') {
            pos++;
            if (pos >= end || buf[pos] < '0' || buf[pos] > '9') {
                throw error("json.fractionDigit");
            }
            digits();
        }
        if (pos < end && (buf[pos] == 'e' || buf[pos] == 'E')) {
            pos++;
            if (pos < end && (buf[pos] == '+' || buf[pos] == '-')) {
                pos++;
            }
            if (pos >= end || buf[pos] < '0' || buf[pos] > '9') {
                throw error("json.exponentDigit");
            }
            digits();
        }
    }

    private void digits() {
        while (pos < end && buf[pos] >= '0' && buf[pos] <= '9') {
            pos++;
        }
    }

    /**
     * Moves past a string starting at the opening quote, checking escapes, control characters and
     * UTF-8. Returns whether it held an escape (then its bytes must be decoded, not copied).
     */
    private boolean scanString() {
        pos++;
        return restOfString();
    }

    /** The rest of a string from {@code pos}, inside it, before any escape; returns whether it held one. */
    private boolean restOfString() {
        boolean escaped = false;
        while (true) {
            pos = plainRunEnd(pos);
            if (pos >= end) {
                throw error("json.closingQuote");
            }
            byte b = buf[pos];
            if (b == '"') {
                pos++;
                return escaped;
            }
            if (b == '\\') {
                escaped = true;
                escape();
            } else if (b < 0) {
                utf8();
            } else {
                throw error("json.controlChar");
            }
        }
    }

    private void escape() {
        pos++;
        if (pos >= end) {
            throw error("json.escape");
        }
        switch (buf[pos]) {
            case '"', '\\', '/', 'b', 'f', 'n', 'r', 't' -> pos++;
            case 'u' -> {
                pos++;
                for (int i = 0; i < 4; i++) {
                    if (pos >= end || Character.digit(buf[pos], 16) < 0) {
                        throw error("json.hex4");
                    }
                    pos++;
                }
            }
            default -> throw error("json.escape");
        }
    }

    /** One UTF-8 sequence of two to four bytes, well formed (no overlong forms, no surrogates). */
    private void utf8() {
        int b0 = buf[pos] & 0xFF;
        int extra;
        int min;
        if (b0 >= 0xC2 && b0 <= 0xDF) {
            extra = 1;
            min = 0x80;
        } else if (b0 >= 0xE0 && b0 <= 0xEF) {
            extra = 2;
            min = 0x800;
        } else if (b0 >= 0xF0 && b0 <= 0xF4) {
            extra = 3;
            min = 0x10000;
        } else {
            throw error("json.utf8Start", Integer.toHexString(b0));
        }
        if (end - pos <= extra) {
            throw error("json.utf8Cut");
        }
        int cp = b0 & (0x3F >> extra);
        for (int i = 1; i <= extra; i++) {
            int b = buf[pos + i] & 0xFF;
            if ((b & 0xC0) != 0x80) {
                throw error("json.utf8Continue", Integer.toHexString(b));
            }
            cp = (cp << 6) | (b & 0x3F);
        }
        if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) {
            throw error("json.utf8Form");
        }
        pos += extra + 1;
    }

    /** Decodes a string's bytes {@code [from, to)} whose escapes {@link #scanString()} has checked. */
    private String decode(int from, int to) {
        StringBuilder out = new StringBuilder(to - from);
        int i = from;
        int run = from;
        while (i < to) {
            if (buf[i] != '\\') {
                i++;
                continue;
            }
            out.append(new String(buf, run, i - run, StandardCharsets.UTF_8));
            char c = (char) buf[i + 1];
            switch (c) {
                case 'b' -> out.append('\b');
                case 'f' -> out.append('\f');
                case 'n' -> out.append('\n');
                case 'r' -> out.append('\r');
                case 't' -> out.append('\t');
                case 'u' -> out.append((char) Integer.parseInt(new String(buf, i + 2, 4, StandardCharsets.US_ASCII), 16));
                default -> out.append(c);
            }
            i += c == 'u' ? 6 : 2;
            run = i;
        }
        out.append(new String(buf, run, to - run, StandardCharsets.UTF_8));
        return out.toString();
    }

    // ---- errors ----

    private JsonSyntaxError typeError(String expectedKey, Kind found) {
        return error("json.notKind", new Text(expectedKey), new Text("json.kind." + found.name()));
    }

    JsonSyntaxError error(String expectedKey, Object... args) {
        return new JsonSyntaxError(path(), pos - lineStart + 1, pos >= end, new Text(expectedKey, args));
    }

    /** The JSON path of the value at the cursor: {@code $.Task Info.Accumulables[3]}. */
    String path() {
        StringBuilder path = new StringBuilder("$");
        for (int level = 0; level < depth; level++) {
            if (inArray[level]) {
                if (index[level] >= 0) {
                    path.append('[').append(index[level]).append(']');
                }
            } else if (nameFrom[level] >= 0) {
                path.append('.').append(new String(buf, nameFrom[level], nameTo[level] - nameFrom[level],
                        StandardCharsets.UTF_8));
            }
        }
        return path.toString();
    }

    /** Member names looked up by their bytes. */
    interface NameTable {
        /** The index of the name {@code bytes[from, to)}, or -1. */
        int indexOf(byte[] bytes, int from, int to);

        /** Whether the name {@code bytes[from, to)} is the {@code index}th (false for an index it has not). */
        boolean is(int index, byte[] bytes, int from, int to);

        default int indexOf(byte[] bytes) {
            return indexOf(bytes, 0, bytes.length);
        }

        /**
         * Where the order of this table's names in the objects read is learned, or null: a table for one kind
         * of object, whose answers never change for the same bytes, read by one cursor at a time.
         */
        Shape shape();
    }

    /**
     * The member names met in one kind of object, by ordinal, as the exact bytes {@code "name":}, each with
     * the table's answer for it. Spark writes an object's members in one order, so the name at an ordinal
     * is found again by comparing bytes, without scanning the string or looking it up. A different name
     * there (an optional member, another writer) is read the long way and learned in its place.
     */
    static final class Shape {
        /** Ordinals past this are never learned: a hostile line cannot make a shape grow without end. */
        static final int MAX_MEMBERS = 64;
        private static final int MAX_NAME = 128;

        private byte[][] patterns = new byte[8][];
        private int[] entries = new int[8];

        /** The length of the name learned at {@code ordinal} when {@code b} holds it at {@code p}, else -1. */
        int match(int ordinal, byte[] b, int p, int end) {
            if (ordinal >= patterns.length) {
                return -1;
            }
            byte[] pattern = patterns[ordinal];
            if (pattern == null || end - p < pattern.length || !Arrays.equals(b, p, p + pattern.length, pattern, 0, pattern.length)) {
                return -1;
            }
            return pattern.length;
        }

        int entry(int ordinal) {
            return entries[ordinal];
        }

        /** Learns {@code b[from, to)}, a name with its quotes and colon, as the one at {@code ordinal}. */
        void learn(int ordinal, byte[] b, int from, int to, int entry) {
            if (ordinal >= MAX_MEMBERS || to - from > MAX_NAME) {
                return;
            }
            if (ordinal >= patterns.length) {
                int size = Math.min(MAX_MEMBERS, Math.max(ordinal + 1, patterns.length * 2));
                patterns = Arrays.copyOf(patterns, size);
                entries = Arrays.copyOf(entries, size);
            }
            patterns[ordinal] = Arrays.copyOfRange(b, from, to);
            entries[ordinal] = entry;
        }
    }

    /**
     * A fixed set of member names, matched against the bytes of a name without building a string: a small
     * table by length and end bytes finds the one candidate to compare.
     */
    static final class Names implements NameTable {
        /** For objects skipped member by member, whatever they are: learns no shape. */
        static final Names NONE = new Names();

        private final byte[][] names;
        private final Shape shape;
        // Open addressing: each slot holds a name's index + 1, or 0; at most a quarter full.
        private final int[] slots;

        /** A table that learns no shape: shared freely. */
        Names(String... names) {
            this(null, names);
        }

        private Names(Shape shape, String... names) {
            this.shape = shape;
            this.names = new byte[names.length][];
            this.slots = new int[Integer.highestOneBit(Math.max(1, names.length) * 4) * 2];
            for (int i = 0; i < names.length; i++) {
                this.names[i] = names[i].getBytes(StandardCharsets.UTF_8);
                int slot = slot(this.names[i], 0, this.names[i].length);
                while (slots[slot] != 0) {
                    slot = (slot + 1) & (slots.length - 1);
                }
                slots[slot] = i + 1;
            }
        }

        /** A table for one kind of object that learns the order of its members: one reader's own. */
        static Names learning(String... names) {
            return new Names(new Shape(), names);
        }

        private int slot(byte[] bytes, int from, int to) {
            int length = to - from;
            int h = length == 0 ? 0 : length * 31 + bytes[from] * 7 + bytes[to - 1];
            return (h ^ (h >>> 5)) & (slots.length - 1);
        }

        @Override
        public Shape shape() {
            return shape;
        }

        @Override
        public boolean is(int index, byte[] bytes, int from, int to) {
            return index < names.length && names[index].length == to - from
                    && Arrays.equals(names[index], 0, to - from, bytes, from, to);
        }

        @Override
        public int indexOf(byte[] bytes, int from, int to) {
            int length = to - from;
            for (int slot = slot(bytes, from, to); ; slot = (slot + 1) & (slots.length - 1)) {
                int entry = slots[slot];
                if (entry == 0) {
                    return -1;
                }
                byte[] name = names[entry - 1];
                if (name.length == length && Arrays.equals(name, 0, length, bytes, from, to)) {
                    return entry - 1;
                }
            }
        }
    }
}
