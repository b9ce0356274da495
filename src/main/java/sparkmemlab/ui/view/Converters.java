package sparkmemlab.ui.view;

import java.util.function.Function;
import javafx.util.StringConverter;

/** How choice boxes and combo boxes name their values: shown only, never typed back. */
public final class Converters {
    private Converters() {
    }

    public static <T> StringConverter<T> naming(Function<T, String> name) {
        return new StringConverter<>() {
            @Override
            public String toString(T value) {
                return value == null ? "" : name.apply(value);
            }

            @Override
            public T fromString(String string) {
                throw new UnsupportedOperationException("shown only");
            }
        };
    }
}
