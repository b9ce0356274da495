package sparkmemlab.cli;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.ResourceBundle;
import java.util.stream.Collectors;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.model.OpResult;
import sparkmemlab.model.PoolState;
import sparkmemlab.model.StepResult;
import sparkmemlab.text.ByteFormat;

/** One readable line per step, for {@code run} without {@code --trace}. */
final class StepSummary {
    private final ResourceBundle messages;
    private final Locale locale;

    StepSummary(ResourceBundle messages) {
        this.messages = messages;
        this.locale = messages.getLocale() == null ? Locale.ROOT : messages.getLocale();
    }

    String line(StepResult step) {
        StringBuilder line = new StringBuilder(MessageFormat.format(messages.getString("summary.step"),
                step.step(), step.operation().op(), result(step.result())));
        line.append(pools("summary.onHeap", step.state().pools(MemoryMode.ON_HEAP)));
        if (step.state().layout().maxOffHeapMemory() > 0) {
            line.append(pools("summary.offHeap", step.state().pools(MemoryMode.OFF_HEAP)));
        }
        if (!step.evicted().isEmpty()) {
            line.append(MessageFormat.format(messages.getString("summary.evicted"),
                    step.evicted().stream().map(Object::toString).collect(Collectors.joining(", "))));
        }
        if (!step.woke().isEmpty()) {
            line.append(MessageFormat.format(messages.getString("summary.woke"),
                    step.woke().stream().map(w -> w.task() + " (" + result(w.outcome()) + ")").collect(Collectors.joining(", "))));
        }
        if (!step.state().waiting().isEmpty()) {
            line.append(MessageFormat.format(messages.getString("summary.waiting"),
                    step.state().waiting().stream().map(w -> Long.toString(w.task())).collect(Collectors.joining(", "))));
        }
        return line.toString();
    }

    private String pools(String key, PoolState pools) {
        return MessageFormat.format(messages.getString(key), bytes(pools.executionUsed()), bytes(pools.executionPool()),
                bytes(pools.storageUsed()), bytes(pools.storagePool()));
    }

    private String result(OpResult result) {
        if (result instanceof OpResult.Bytes b) {
            return bytes(b.bytes());
        }
        if (result instanceof OpResult.Flag f) {
            return messages.getString(f.value() ? "summary.true" : "summary.false");
        }
        if (result instanceof OpResult.Error e) {
            return e.message(); // Spark's (or the JVM's) own words
        }
        if (result instanceof OpResult.Where w) {
            return messages.getString("cache.summary." + w.place());
        }
        return messages.getString(result instanceof OpResult.Waiting ? "summary.waits" : "summary.none");
    }

    private String bytes(long bytes) {
        return ByteFormat.format(bytes, locale);
    }
}
