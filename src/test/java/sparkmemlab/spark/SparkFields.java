package sparkmemlab.spark;

import java.lang.reflect.Field;

/** Reading Spark 3.5.3's private fields, for the harnesses that compare its state with ours. */
final class SparkFields {
    private SparkFields() {
    }

    /** {@code owner}'s declared field {@code name}, made accessible; a Spark without it fails loudly. */
    static Field field(Class<?> owner, String name) {
        try {
            Field f = owner.getDeclaredField(name);
            f.setAccessible(true);
            return f;
        } catch (NoSuchFieldException e) {
            throw new IllegalStateException("Spark 3.5.3's " + owner.getName() + " has no field " + name, e);
        }
    }

    static Object get(Field f, Object target) {
        try {
            return f.get(target);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    static int getInt(Field f, Object target) {
        try {
            return f.getInt(target);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    static long getLong(Field f, Object target) {
        try {
            return f.getLong(target);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }
}
