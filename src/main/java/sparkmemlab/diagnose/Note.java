package sparkmemlab.diagnose;

import java.util.List;

/** A sentence of the diagnosis, as a key of the diagnosis bundle and its arguments, written in the reader's language later. */
public record Note(String key, List<Object> args) {
    public Note {
        args = List.copyOf(args);
    }

    static Note of(String key, Object... args) {
        return new Note(key, List.of(args));
    }

    /** A size in bytes among a note's arguments: written as Spark counts it and for people ("455501414 bytes (434.4 MiB)"). */
    public record Size(long bytes) {
    }
}
