package sparkmemlab.json;

import com.google.gson.JsonElement;
import java.math.BigDecimal;
import java.util.OptionalLong;
import sparkmemlab.i18n.Messages;

/** Small questions every reader of our JSON files asks of a value, answered one way. */
public final class JsonValues {

    private JsonValues() {
    }

    public static boolean isString(JsonElement e) {
        return e != null && e.isJsonPrimitive() && e.getAsJsonPrimitive().isString();
    }

    public static boolean isNumber(JsonElement e) {
        return e != null && e.isJsonPrimitive() && e.getAsJsonPrimitive().isNumber();
    }

    /** The value as an exact 64-bit whole number, or empty if it is not a number, has a fraction or does not fit. */
    public static OptionalLong wholeNumber(JsonElement e) {
        if (!isNumber(e)) {
            return OptionalLong.empty();
        }
        try {
            BigDecimal d = new BigDecimal(e.getAsJsonPrimitive().getAsString()).stripTrailingZeros();
            // Checked before any exact conversion, so that 1e999999999 costs nothing.
            if (d.scale() > 0 || d.precision() - d.scale() > 19) {
                return OptionalLong.empty();
            }
            return OptionalLong.of(d.longValueExact());
        } catch (ArithmeticException | NumberFormatException ex) {
            return OptionalLong.empty();
        }
    }

    /** ", got VALUE" (shortened) or ", but it is missing", to end a message saying what was expected. */
    public static String got(JsonElement value) {
        if (value == null) {
            return Messages.get("got.missing");
        }
        String text = value.toString();
        if (text.length() > 60) {
            text = text.substring(0, 57) + "...";
        }
        return Messages.get("got.value", text);
    }
}
