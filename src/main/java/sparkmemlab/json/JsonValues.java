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
        String text = e.getAsJsonPrimitive().getAsString();
        if (plainDigits(text)) {
            return OptionalLong.of(Long.parseLong(text)); // the common case, without a BigDecimal
        }
        try {
            BigDecimal d = new BigDecimal(text).stripTrailingZeros();
            // Checked before any exact conversion, so that 1e999999999 costs nothing.
            if (d.scale() > 0 || d.precision() - d.scale() > 19) {
                return OptionalLong.empty();
            }
            return OptionalLong.of(d.longValueExact());
        } catch (ArithmeticException | NumberFormatException ex) {
            return OptionalLong.empty();
        }
    }

    /** Up to 18 digits, perhaps after a minus: always a long. */
    private static boolean plainDigits(String text) {
        int from = text.startsWith("-") ? 1 : 0;
        if (text.length() == from || text.length() - from > 18) {
            return false;
        }
        for (int i = from; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                return false;
            }
        }
        return true;
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
