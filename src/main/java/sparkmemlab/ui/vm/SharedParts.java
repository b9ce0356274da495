package sparkmemlab.ui.vm;

import java.util.HashMap;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The parts of a window its workspaces share, one of each type, made by the first workspace that asks (the
 * executor and container workspaces show one executor session). The window holds them without knowing what
 * they are, so what is shared lives with the kernel that shares it, not in the window's interface.
 */
public final class SharedParts {
    private final Map<Class<?>, Object> parts = new HashMap<>();

    /** This window's part of that type, made by {@code make} the first time it is asked for. */
    public <T> T get(Class<T> type, Supplier<? extends T> make) {
        Object part = parts.get(type);
        if (part == null) {
            part = make.get(); // not computeIfAbsent: making one part may ask for another
            parts.put(type, part);
        }
        return type.cast(part);
    }
}
