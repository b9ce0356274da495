package sparkmemlab.ui.prefs;

import java.util.HashMap;
import java.util.Map;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;

/** How far a student got in each lesson, kept between runs (by the lesson's id). */
public interface LessonProgress {

    /** The furthest step reached, the lesson's steps, the last attempt's score, and whether it was finished. */
    record Record(int furthest, int steps, int correct, int answered, boolean done) {
        public static final Record NONE = new Record(0, 0, 0, 0, false);
    }

    Record get(String lessonId);

    void put(String lessonId, Record record);

    /** Progress for this run only (tests). */
    static LessonProgress inMemory() {
        Map<String, Record> map = new HashMap<>();
        return new LessonProgress() {
            @Override
            public Record get(String id) {
                return map.getOrDefault(id, Record.NONE);
            }

            @Override
            public void put(String id, Record record) {
                map.put(id, record);
            }
        };
    }

    /** Progress in the user's preferences ({@code java.util.prefs}), under {@code sparkmemlab/lessons}. */
    static LessonProgress preferences() {
        Preferences node = Preferences.userRoot().node("sparkmemlab/lessons");
        return new LessonProgress() {
            @Override
            public Record get(String id) {
                String[] f = node.get(id, "").split(",");
                try {
                    return f.length == 5 ? new Record(Integer.parseInt(f[0]), Integer.parseInt(f[1]),
                            Integer.parseInt(f[2]), Integer.parseInt(f[3]), Boolean.parseBoolean(f[4])) : Record.NONE;
                } catch (NumberFormatException e) {
                    return Record.NONE;
                }
            }

            @Override
            public void put(String id, Record r) {
                node.put(id, r.furthest() + "," + r.steps() + "," + r.correct() + "," + r.answered() + "," + r.done());
                try {
                    node.flush();
                } catch (BackingStoreException e) {
                    // Progress is a convenience: a store that cannot be written loses it, nothing else.
                }
            }
        };
    }
}
