package sparkmemlab.model;

import java.util.List;

/**
 * A Tungsten consumer at a moment, as the trace shows it.
 *
 * @param kind which of Spark's classes it is ({@code sorter} for {@code UnsafeExternalSorter})
 * @param pages data pages held
 * @param pageBytes their bytes
 * @param pointerArrayCapacity the records its pointer array can take before it must grow (0 with no array)
 * @param pointerArrayBytes the array's bytes (a pointer and a key prefix per record, and radix sort's extra half)
 * @param records records in memory
 * @param spillFiles the spill files written so far, in order
 */
public record TungstenState(String kind, int pages, long pageBytes, long pointerArrayCapacity, long pointerArrayBytes,
        long records, List<SpillFile> spillFiles) {
    public TungstenState {
        spillFiles = List.copyOf(spillFiles);
    }
}
