package sparkmemlab.ui.vm.executor;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.beans.value.ChangeListener;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.model.ExecutorModel;
import sparkmemlab.model.LegacyMemoryConfig;
import sparkmemlab.model.SparkConfigException;
import sparkmemlab.model.SparkVersion;
import sparkmemlab.model.config.LegacyConfig;
import sparkmemlab.model.config.SparkConfig;
import sparkmemlab.scenario.ByteSize;
import sparkmemlab.ui.text.UiText;
import sparkmemlab.ui.vm.kernel.ActionSuggestion;
import sparkmemlab.ui.vm.kernel.ExecutorSession;
import sparkmemlab.ui.vm.kernel.History;

/**
 * The configuration panel: Spark's keys as text in Spark's units, validated as the model validates
 * them (by building an {@link ExecutorConfig} and an {@link ExecutorModel}), so a refusal shows Spark's
 * own message inline. It shows the configuration of the history shown, and starts an empty sandbox from
 * what it holds.
 */
public final class ConfigViewModel {
    private final ExecutorSession session;
    private final UiText text;
    private final StringProperty executorMemory = new SimpleStringProperty("4g");
    private final StringProperty reservedMemory = new SimpleStringProperty(sizeText(SparkConfig.RESERVED_SYSTEM_MEMORY_BYTES));
    private final StringProperty memoryFraction = new SimpleStringProperty(String.valueOf(SparkConfig.MEMORY_FRACTION.defaultValue()));
    private final StringProperty storageFraction =
            new SimpleStringProperty(String.valueOf(SparkConfig.MEMORY_STORAGE_FRACTION.defaultValue()));
    private final BooleanProperty offHeapEnabled = new SimpleBooleanProperty(true);
    private final StringProperty offHeapSize = new SimpleStringProperty("1g");
    private final StringProperty cores = new SimpleStringProperty("4");
    private final BooleanProperty useLegacyMode = new SimpleBooleanProperty(LegacyConfig.USE_LEGACY_MODE.defaultValue());
    private final StringProperty storageMemoryFraction =
            new SimpleStringProperty(String.valueOf(LegacyConfig.STORAGE_MEMORY_FRACTION.defaultValue()));
    private final StringProperty storageSafetyFraction =
            new SimpleStringProperty(String.valueOf(LegacyConfig.STORAGE_SAFETY_FRACTION.defaultValue()));
    private final StringProperty shuffleMemoryFraction =
            new SimpleStringProperty(String.valueOf(LegacyConfig.SHUFFLE_MEMORY_FRACTION.defaultValue()));
    private final StringProperty shuffleSafetyFraction =
            new SimpleStringProperty(String.valueOf(LegacyConfig.SHUFFLE_SAFETY_FRACTION.defaultValue()));
    private final StringProperty unrollFraction = new SimpleStringProperty(String.valueOf(LegacyConfig.UNROLL_FRACTION.defaultValue()));
    private final ObjectProperty<SparkVersion> sparkVersion = new SimpleObjectProperty<>(SparkVersion.DEFAULT);
    /** spark.memory.unmanagedMemoryPollingInterval of the scene shown, kept for a Spark that has it. */
    private long pollingInterval;
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper errorKey = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<ExecutorConfig> config = new ReadOnlyObjectWrapper<>();

    public ConfigViewModel(ExecutorSession session) {
        this.session = session;
        this.text = session.text();
        ChangeListener<Object> validate = (o, a, b) -> validate();
        executorMemory.addListener(validate);
        reservedMemory.addListener(validate);
        memoryFraction.addListener(validate);
        storageFraction.addListener(validate);
        offHeapEnabled.addListener(validate);
        offHeapSize.addListener(validate);
        cores.addListener(validate);
        useLegacyMode.addListener(validate);
        storageMemoryFraction.addListener(validate);
        storageSafetyFraction.addListener(validate);
        shuffleMemoryFraction.addListener(validate);
        shuffleSafetyFraction.addListener(validate);
        unrollFraction.addListener(validate);
        sparkVersion.addListener(validate);
        // Choosing another Spark runs the scene shown again on it; showing a scene's own version does nothing.
        sparkVersion.addListener((o, a, v) -> {
            if (v != null && v != session.history().config().sparkVersion() && !session.runOn(v)) {
                sparkVersion.set(session.history().config().sparkVersion());
            }
        });
        show(session.history().config());
        validate();
        session.historyProperty().addListener((o, a, h) -> show(h.config()));
    }

    public StringProperty executorMemoryProperty() { return executorMemory; }
    public StringProperty reservedMemoryProperty() { return reservedMemory; }
    public StringProperty memoryFractionProperty() { return memoryFraction; }
    public StringProperty storageFractionProperty() { return storageFraction; }
    public BooleanProperty offHeapEnabledProperty() { return offHeapEnabled; }
    public StringProperty offHeapSizeProperty() { return offHeapSize; }
    public StringProperty coresProperty() { return cores; }
    /** {@code spark.memory.useLegacyMode}: Spark 2.4's StaticMemoryManager, whose keys follow. */
    public BooleanProperty useLegacyModeProperty() { return useLegacyMode; }
    public StringProperty storageMemoryFractionProperty() { return storageMemoryFraction; }
    public StringProperty storageSafetyFractionProperty() { return storageSafetyFraction; }
    public StringProperty shuffleMemoryFractionProperty() { return shuffleMemoryFraction; }
    public StringProperty shuffleSafetyFractionProperty() { return shuffleSafetyFraction; }
    public StringProperty unrollFractionProperty() { return unrollFraction; }

    /** The Spark the scene runs on ({@code "sparkVersion"}); choosing another re-runs the scene shown on it. */
    public ObjectProperty<SparkVersion> sparkVersionProperty() { return sparkVersion; }

    /** The Spark versions a scene may run on, in the order offered. */
    public List<SparkVersion> versions() { return List.of(SparkVersion.values()); }

    /** Why the configuration is refused, or empty. */
    public ReadOnlyStringProperty errorProperty() { return error.getReadOnlyProperty(); }

    /** The Spark key at fault, or empty. */
    public ReadOnlyStringProperty errorKeyProperty() { return errorKey.getReadOnlyProperty(); }

    /** The valid configuration, or null while the panel holds a refused one. */
    public ReadOnlyObjectProperty<ExecutorConfig> configProperty() { return config.getReadOnlyProperty(); }

    /** An empty sandbox from the panel's configuration, if it holds a valid one (else the refusal is shown). */
    public boolean startSandbox() {
        ExecutorConfig c = config.get();
        if (c == null) {
            session.fail(error.get());
            return false;
        }
        startSandbox(c);
        return true;
    }

    /** An empty sandbox with this executor (Spark's own configuration, read in); the panel then shows it. */
    public void startSandbox(ExecutorConfig c) {
        session.show(new History(c), text.get("sandbox.title"), text.get("sandbox.hint"), Optional.empty(),
                Optional.of(ActionSuggestion.startFirstTask()));
    }

    /** Shows a configuration in the panel. */
    private void show(ExecutorConfig c) {
        executorMemory.set(sizeText(c.systemMemory()));
        reservedMemory.set(sizeText(c.reservedMemory()));
        memoryFraction.set(String.valueOf(c.memoryFraction()));
        storageFraction.set(String.valueOf(c.storageFraction()));
        offHeapEnabled.set(c.offHeapEnabled());
        offHeapSize.set(sizeText(c.offHeapSize()));
        cores.set(String.valueOf(c.cores()));
        LegacyMemoryConfig l = c.legacy();
        useLegacyMode.set(l.useLegacyMode());
        storageMemoryFraction.set(String.valueOf(l.storageMemoryFraction()));
        storageSafetyFraction.set(String.valueOf(l.storageSafetyFraction()));
        shuffleMemoryFraction.set(String.valueOf(l.shuffleMemoryFraction()));
        shuffleSafetyFraction.set(String.valueOf(l.shuffleSafetyFraction()));
        unrollFraction.set(String.valueOf(l.unrollFraction()));
        pollingInterval = c.unmanagedMemoryPollingInterval();
        sparkVersion.set(c.sparkVersion());
    }

    private static String sizeText(long bytes) {
        String[] units = {"p", "t", "g", "m", "k"};
        for (int i = 0; i < units.length; i++) {
            long unit = 1L << (10 * (5 - i));
            if (bytes != 0 && bytes % unit == 0) {
                return bytes / unit + units[i];
            }
        }
        return String.valueOf(bytes) + "b";
    }

    private void validate() {
        String key = ExecutorConfig.EXECUTOR_MEMORY;
        try {
            long heap = ByteSize.parse(executorMemory.get(), ByteSize.MIB);
            key = ExecutorConfig.RESERVED_MEMORY;
            long reserved = ByteSize.parse(reservedMemory.get(), ByteSize.BYTE);
            key = ExecutorConfig.MEMORY_FRACTION;
            double fraction = number(memoryFraction.get());
            key = ExecutorConfig.STORAGE_FRACTION;
            double storage = number(storageFraction.get());
            key = ExecutorConfig.OFF_HEAP_SIZE;
            long offHeap = ByteSize.parse(offHeapSize.get(), ByteSize.BYTE);
            key = ExecutorConfig.EXECUTOR_CORES;
            int n;
            try {
                n = Integer.parseInt(cores.get().trim());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(text.get("config.cores"));
            }
            LegacyMemoryConfig legacy = legacy();
            key = ExecutorConfig.EXECUTOR_MEMORY;
            SparkVersion version = sparkVersion.get();
            ExecutorConfig c = new ExecutorConfig(heap, reserved, fraction, storage, offHeapEnabled.get(), offHeap, n,
                    OptionalLong.empty(), legacy).withSparkVersion(version, version.unmanaged().exists() ? pollingInterval : 0);
            new ExecutorModel(c); // the manager's own checks (heap against reserved memory, a negative pool)
            config.set(c);
            error.set("");
            errorKey.set("");
        } catch (SparkConfigException e) {
            fail(e.field(), e.getMessage());
        } catch (IllegalArgumentException e) {
            fail(key, e.getMessage());
        }
    }

    /** The legacy manager's keys, each read as a number (and named when it is not one). */
    private LegacyMemoryConfig legacy() {
        String[] keys = {LegacyMemoryConfig.STORAGE_MEMORY_FRACTION, LegacyMemoryConfig.STORAGE_SAFETY_FRACTION,
                LegacyMemoryConfig.SHUFFLE_MEMORY_FRACTION, LegacyMemoryConfig.SHUFFLE_SAFETY_FRACTION,
                LegacyMemoryConfig.UNROLL_FRACTION};
        StringProperty[] fields = {storageMemoryFraction, storageSafetyFraction, shuffleMemoryFraction,
                shuffleSafetyFraction, unrollFraction};
        double[] values = new double[keys.length];
        for (int i = 0; i < keys.length; i++) {
            try {
                values[i] = number(fields[i].get());
            } catch (IllegalArgumentException e) {
                throw new SparkConfigException(keys[i], e.getMessage());
            }
        }
        return new LegacyMemoryConfig(useLegacyMode.get(), values[0], values[1], values[2], values[3], values[4]);
    }

    private double number(String s) {
        try {
            double d = Double.parseDouble(s.trim());
            if (Double.isFinite(d)) {
                return d;
            }
        } catch (NumberFormatException e) {
            // below
        }
        throw new IllegalArgumentException(text.get("config.number", s));
    }

    private void fail(String key, String message) {
        config.set(null);
        errorKey.set(key);
        error.set(text.get("config.error", key, message));
    }
}
