package sparkmemlab.ui.vm;

import sparkmemlab.scenario.ByteSize;
import sparkmemlab.ui.text.UiText;

/** A form's typed fields read as the model's values; a field that cannot be read throws, saying why in the person's words. */
public final class FormFields {

    private FormFields() {
    }

    /** A task attempt id: a whole number from 0. */
    public static long task(String typed, UiText text) {
        String t = typed == null ? "" : typed.trim();
        try {
            long task = Long.parseLong(t);
            if (task >= 0) {
                return task;
            }
        } catch (NumberFormatException e) {
            // below
        }
        throw new IllegalArgumentException(text.get("error.task", t));
    }

    /** A size as the scenario format reads one ("512m", "1g", "4096"). */
    public static long bytes(String typed, UiText text) {
        try {
            return ByteSize.parse(typed == null ? "" : typed, ByteSize.BYTE);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(text.get("error.bytes", e.getMessage()));
        }
    }
}
