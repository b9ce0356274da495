package sparkmemlab.model.storage;

/**
 * The instance fields one class declares (not its superclasses'), counted by size, as Spark's
 * {@code SizeEstimator.getClassInfo} counts them: primitives of 8, 4, 2 and 1 bytes, and references,
 * whose size depends on the {@link JvmLayout}. {@code superclass} is null for a direct subclass of
 * {@code java.lang.Object}.
 */
public record ClassShape(ClassShape superclass, int eightByte, int fourByte, int twoByte, int oneByte, int references) {

    public ClassShape {
        if (eightByte < 0 || fourByte < 0 || twoByte < 0 || oneByte < 0 || references < 0) {
            throw new IllegalArgumentException("field counts must not be negative");
        }
    }

    /** The fields of a class whose superclass is {@code java.lang.Object}. */
    public static ClassShape of(int eightByte, int fourByte, int twoByte, int oneByte, int references) {
        return new ClassShape(null, eightByte, fourByte, twoByte, oneByte, references);
    }

    /** A subclass of this one declaring these fields. */
    public ClassShape subclass(int eightByte, int fourByte, int twoByte, int oneByte, int references) {
        return new ClassShape(this, eightByte, fourByte, twoByte, oneByte, references);
    }

    /** How many fields of {@code size} bytes this class declares on that JVM (references by pointer size). */
    int fieldsOfSize(int size, JvmLayout jvm) {
        int primitives = switch (size) {
            case 8 -> eightByte;
            case 4 -> fourByte;
            case 2 -> twoByte;
            case 1 -> oneByte;
            default -> 0;
        };
        return primitives + (jvm.pointerSize() == size ? references : 0);
    }
}
