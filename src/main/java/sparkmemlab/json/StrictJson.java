package sparkmemlab.json;

import sparkmemlab.i18n.Messages;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import com.google.gson.Strictness;
import com.google.gson.internal.LazilyParsedNumber;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import com.google.gson.stream.MalformedJsonException;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads one JSON document strictly: no comments or other leniencies, no duplicate keys, nothing after
 * the document, and within limits of nesting and string length, so that a hostile file is refused
 * with its JSON path instead of exhausting the app.
 */
public final class StrictJson {

    public static final int DEFAULT_MAX_DEPTH = 64;
    public static final int DEFAULT_MAX_STRING = 1 << 20;

    private final int maxDepth;
    private final int maxString;

    public StrictJson(int maxDepth, int maxString) {
        this.maxDepth = maxDepth;
        this.maxString = maxString;
    }

    public static StrictJson withDefaults() {
        return new StrictJson(DEFAULT_MAX_DEPTH, DEFAULT_MAX_STRING);
    }

    public JsonElement parse(Reader in) throws JsonInputException, IOException {
        return parse(in, null, (index, element) -> { });
    }

    /** Takes the elements of a streamed array one by one, as they are read. */
    public interface Elements {
        /** The members of the document read before the streamed array (told once, as it begins). */
        default void before(JsonObject members) {
        }

        void accept(int index, JsonElement element);
    }

    /**
     * Reads one document as {@link #parse(Reader)} does, except that when it is an object, the elements of its
     * member {@code streamed} (if that is an array) are handed to {@code elements} as soon as each is read and not
     * kept: the document returned holds that member as an empty array. A long array is then never in memory at
     * once; every check (syntax, duplicate keys, depth, lengths, the end of the document) is the same.
     */
    public JsonElement parse(Reader in, String streamed, Elements elements) throws JsonInputException, IOException {
        JsonReader reader = new JsonReader(in);
        reader.setStrictness(Strictness.STRICT);
        try {
            JsonElement root = streamed != null && reader.peek() == JsonToken.BEGIN_OBJECT
                    ? readStreaming(reader, streamed, elements) : read(reader, 0);
            boolean ended;
            try {
                ended = reader.peek() == JsonToken.END_DOCUMENT;
            } catch (MalformedJsonException e) {
                ended = false;
            }
            if (!ended) {
                throw new JsonInputException(reader.getPath(), Messages.get("json.trailing"));
            }
            return root;
        } catch (MalformedJsonException | IllegalStateException | NumberFormatException e) {
            throw new JsonInputException(reader.getPath(), where(e.getMessage()));
        } catch (EOFException e) {
            throw new JsonInputException(reader.getPath(), Messages.get("json.truncated"));
        }
    }

    /**
     * Reads a document as {@link #parse(Reader, String, Elements)} does, from its UTF-8 bytes, if it is plain: JSON
     * whose strings are printable ASCII without escapes (as this app writes a long scenario). Empty if it is not,
     * or if it is not a document {@code parse} would take: then {@code elements} may have been handed some of its
     * elements (to forget), and the document is to be read again with {@code parse}, which says what is wrong.
     * A long file is read in about half the time Gson's tokenizer takes (no decoding of bytes to characters, each
     * short string made once); the tree and the elements are the same.
     */
    public Optional<JsonElement> parsePlain(InputStream in, String streamed, Elements elements) throws IOException {
        return new PlainJsonReader(in, maxDepth, maxString).parse(streamed, elements);
    }

    /** The top-level object, with {@code streamed}'s elements handed on as they are read. */
    private JsonObject readStreaming(JsonReader reader, String streamed, Elements elements)
            throws IOException, JsonInputException {
        return readObject(reader, 0, (name, before) -> {
            if (!name.equals(streamed) || reader.peek() != JsonToken.BEGIN_ARRAY) {
                return read(reader, 1);
            }
            elements.before(before);
            checkDepth(reader, 1);
            reader.beginArray();
            for (int i = 0; reader.hasNext(); i++) {
                elements.accept(i, read(reader, 2));
            }
            reader.endArray();
            return new JsonArray();
        });
    }

    /** Reads a member's value, given its name and the members before it. */
    private interface Member {
        JsonElement read(String name, JsonObject before) throws IOException, JsonInputException;
    }

    /** An object at {@code depth}: no duplicate names, names within the length; each value read by {@code member}. */
    private JsonObject readObject(JsonReader reader, int depth, Member member) throws IOException, JsonInputException {
        checkDepth(reader, depth);
        reader.beginObject();
        JsonObject object = new JsonObject();
        while (reader.hasNext()) {
            String name = reader.nextName();
            checkLength(reader, name);
            if (object.has(name)) {
                throw new JsonInputException(reader.getPath(), Messages.get("json.duplicate", name));
            }
            object.add(name, member.read(name, object));
        }
        reader.endObject();
        return object;
    }

    private JsonElement read(JsonReader reader, int depth) throws IOException, JsonInputException {
        JsonToken token = reader.peek();
        switch (token) {
            case BEGIN_OBJECT -> {
                return readObject(reader, depth, (name, before) -> read(reader, depth + 1));
            }
            case BEGIN_ARRAY -> {
                checkDepth(reader, depth);
                reader.beginArray();
                JsonArray array = new JsonArray();
                while (reader.hasNext()) {
                    array.add(read(reader, depth + 1));
                }
                reader.endArray();
                return array;
            }
            case STRING -> {
                String value = reader.nextString();
                checkLength(reader, value);
                return new JsonPrimitive(value);
            }
            case NUMBER -> {
                String value = reader.nextString();
                checkLength(reader, value);
                return new JsonPrimitive(new LazilyParsedNumber(value));
            }
            case BOOLEAN -> {
                return new JsonPrimitive(reader.nextBoolean());
            }
            case NULL -> {
                reader.nextNull();
                return JsonNull.INSTANCE;
            }
            default -> throw new JsonInputException(reader.getPath(), Messages.get("json.unexpected", token));
        }
    }

    private void checkDepth(JsonReader reader, int depth) throws JsonInputException {
        if (depth >= maxDepth) {
            throw new JsonInputException(reader.getPath(), Messages.get("json.tooDeep", maxDepth));
        }
    }

    private void checkLength(JsonReader reader, String value) throws JsonInputException {
        if (value.length() > maxString) {
            throw new JsonInputException(reader.getPath(), Messages.get("json.tooLong", maxString));
        }
    }

    private static final Pattern LINE_AND_COLUMN = Pattern.compile("at line (\\d+) column (\\d+)");

    /** Gson's messages speak to programmers; say where, in plain words. */
    private static String where(String message) {
        Matcher m = LINE_AND_COLUMN.matcher(message == null ? "" : message);
        return m.find() ? Messages.get("json.invalidAt", m.group(1), m.group(2)) : Messages.get("json.invalid");
    }
}
