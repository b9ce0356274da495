package sparkmemlab.cluster.spark;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Calls a method Spark keeps private. Scala compiles a private member that a closure or the
 * companion uses to a public method with a mangled name ({@code org$apache$spark$...$$schedule}), and
 * the rest to private methods; both are found here by the name in Spark's source.
 */
final class Reflect {
    private static final Map<String, Method> METHODS = new ConcurrentHashMap<>();

    private Reflect() {
    }

    static Object call(Object target, String name, Object... args) {
        Method m = METHODS.computeIfAbsent(target.getClass().getName() + "#" + name + "/" + args.length,
                k -> find(target.getClass(), name, args.length));
        try {
            return m.invoke(target, args);
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            if (e.getCause() instanceof Error err) {
                throw err;
            }
            throw new IllegalStateException(e.getCause());
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Method find(Class<?> type, String name, int arity) {
        for (Class<?> c = type; c != null; c = c.getSuperclass()) {
            for (Method m : c.getDeclaredMethods()) {
                if ((m.getName().equals(name) || m.getName().endsWith("$$" + name)) && m.getParameterCount() == arity) {
                    m.setAccessible(true);
                    return m;
                }
            }
        }
        throw new IllegalStateException("no method " + name + " with " + arity + " arguments in " + type);
    }
}
