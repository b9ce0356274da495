package sparkmemlab.lesson;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.stream.Collectors;
import sparkmemlab.i18n.Messages;
import sparkmemlab.model.BlockId;
import sparkmemlab.model.BlockState;
import sparkmemlab.model.OpResult;
import sparkmemlab.model.Spill;
import sparkmemlab.model.WaitingRequest;
import sparkmemlab.model.WokenRequest;
import sparkmemlab.text.ByteFormat;

/**
 * A claim about the moment after a step: {@code lesson check} fails when it does not hold, and a
 * multiple-choice prediction's choices are made of them.
 */
public sealed interface Expect permits Expect.OnExecutor, Expect.Value, ClusterExpect {

    /** Why the claim does not hold at {@code moment}, or empty when it holds. */
    Optional<String> failure(Moment moment);

    /** A claim about an executor's moment: only an executor lesson's steps make them. */
    sealed interface OnExecutor extends Expect {
        Optional<String> failure(StepView view);

        @Override
        default Optional<String> failure(Moment moment) {
            return failure(StepView.of(moment));
        }
    }

    /**
     * The step's result: bytes, true/false, {@code "waiting"} or {@code "none"}, or where a cached block is
     * ({@code "memory"}, {@code "disk"}, {@code "none"}); or a message's beginning.
     */
    record Result(Optional<Object> is, Optional<String> startsWith) implements OnExecutor {
        @Override
        public Optional<String> failure(StepView view) {
            OpResult result = view.result().orElseThrow().result();
            String actual = describe(result);
            if (startsWith.isPresent()) {
                boolean ok = result instanceof OpResult.Error e && e.message().startsWith(startsWith.get());
                return ok ? Optional.empty() : Optional.of(Messages.get("lesson.expect.resultStartsWith", startsWith.get(), actual));
            }
            Object want = is.orElseThrow();
            boolean ok;
            if (result instanceof OpResult.Bytes b) {
                ok = want instanceof Long l && l == b.bytes();
            } else if (result instanceof OpResult.Flag f) {
                ok = want instanceof Boolean v && v == f.value();
            } else if (result instanceof OpResult.Waiting) {
                ok = "waiting".equals(want);
            } else if (result instanceof OpResult.None) {
                ok = "none".equals(want);
            } else if (result instanceof OpResult.Where w) {
                ok = w.place().equals(want);
            } else {
                ok = false;
            }
            return ok ? Optional.empty() : Optional.of(Messages.get("lesson.expect.result", String.valueOf(want), actual));
        }
    }

    /** A quantity is, or is at least / at most, a number. */
    record Value(Quantity of, OptionalLong is, OptionalLong atLeast, OptionalLong atMost) implements Expect {
        @Override
        public Optional<String> failure(Moment view) {
            OptionalLong actual = of.read(view);
            if (actual.isEmpty()) {
                return Optional.of(Messages.get("lesson.expect.noValue", of.path()));
            }
            long a = actual.getAsLong();
            if (is.isPresent() && a != is.getAsLong()) {
                return Optional.of(Messages.get("lesson.expect.valueIs", of.path(), show(is.getAsLong()), show(a)));
            }
            if (atLeast.isPresent() && a < atLeast.getAsLong()) {
                return Optional.of(Messages.get("lesson.expect.valueAtLeast", of.path(), show(atLeast.getAsLong()), show(a)));
            }
            if (atMost.isPresent() && a > atMost.getAsLong()) {
                return Optional.of(Messages.get("lesson.expect.valueAtMost", of.path(), show(atMost.getAsLong()), show(a)));
            }
            return Optional.empty();
        }

        private String show(long n) {
            return of.unit() == Quantity.Unit.BYTES ? n + " (" + ByteFormat.format(n, Locale.ROOT) + ")" : Long.toString(n);
        }
    }

    /**
     * A claim about one manager's moment, in a lesson that runs its scene on both (the Legacy vs unified
     * workspace's): {@code "manager": "legacy"} or {@code "unified"} on any check.
     */
    record On(sparkmemlab.compare.Manager manager, Expect claim) implements OnExecutor {
        @Override
        public Optional<String> failure(StepView view) {
            return view.on(manager).map(claim::failure)
                    .orElse(Optional.of(Messages.get("lesson.expect.noManager", manager.name().toLowerCase(Locale.ROOT))));
        }

        /** The claim itself, under any number of managers' names. */
        static Expect inner(Expect e) {
            return e instanceof On on ? inner(on.claim()) : e;
        }
    }

    /** A block is in memory after the step. */
    record BlockPresent(BlockId block) implements OnExecutor {
        @Override
        public Optional<String> failure(StepView view) {
            return present(view, block) ? Optional.empty() : Optional.of(Messages.get("lesson.expect.blockPresent", block));
        }
    }

    /** A block is not in memory after the step. */
    record BlockAbsent(BlockId block) implements OnExecutor {
        @Override
        public Optional<String> failure(StepView view) {
            return present(view, block) ? Optional.of(Messages.get("lesson.expect.blockAbsent", block)) : Optional.empty();
        }
    }

    /** Exactly these blocks were evicted during the step, in this order. */
    record Evicted(List<BlockId> blocks) implements OnExecutor {
        @Override
        public Optional<String> failure(StepView view) {
            List<BlockId> actual = view.result().orElseThrow().evicted();
            return actual.equals(blocks) ? Optional.empty()
                    : Optional.of(Messages.get("lesson.expect.evicted", names(blocks), names(actual)));
        }
    }

    /** The blocks in memory after the step, least recently used first. */
    record LruOrder(List<BlockId> blocks) implements OnExecutor {
        @Override
        public Optional<String> failure(StepView view) {
            List<BlockId> actual = view.state().blocks().stream().map(BlockState::id).toList();
            return actual.equals(blocks) ? Optional.empty()
                    : Optional.of(Messages.get("lesson.expect.lruOrder", names(blocks), names(actual)));
        }
    }

    /** Exactly these tasks are parked after the step, in the order they parked. */
    record Waiting(List<Long> tasks) implements OnExecutor {
        @Override
        public Optional<String> failure(StepView view) {
            List<Long> actual = view.state().waiting().stream().map(WaitingRequest::task).toList();
            return actual.equals(tasks) ? Optional.empty()
                    : Optional.of(Messages.get("lesson.expect.waiting", numbers(tasks), numbers(actual)));
        }
    }

    /** Exactly these parked tasks were woken and completed during the step. */
    record Woke(List<Long> tasks) implements OnExecutor {
        @Override
        public Optional<String> failure(StepView view) {
            List<Long> actual = view.result().orElseThrow().woke().stream().map(WokenRequest::task).toList();
            return actual.equals(tasks) ? Optional.empty()
                    : Optional.of(Messages.get("lesson.expect.woke", numbers(tasks), numbers(actual)));
        }
    }

    /** One spill of a step: which consumer, and (if given) how many bytes it freed. */
    record SpillOf(long task, String consumer, OptionalLong bytes) {
        boolean matches(Spill spill) {
            return spill.task() == task && spill.consumer().equals(consumer)
                    && (bytes.isEmpty() || bytes.getAsLong() == spill.bytes());
        }

        @Override
        public String toString() {
            return task + "/" + consumer + (bytes.isPresent() ? " " + bytes.getAsLong() : "");
        }
    }

    /** Exactly these consumers spilled during the step, in this order. */
    record Spills(List<SpillOf> spills) implements OnExecutor {
        @Override
        public Optional<String> failure(StepView view) {
            List<Spill> actual = view.result().orElseThrow().spills();
            boolean ok = actual.size() == spills.size();
            for (int i = 0; ok && i < actual.size(); i++) {
                ok = spills.get(i).matches(actual.get(i));
            }
            return ok ? Optional.empty() : Optional.of(Messages.get("lesson.expect.spills",
                    spills.stream().map(Objects::toString).collect(Collectors.joining(", ", "[", "]")),
                    actual.stream().map(s -> s.task() + "/" + s.consumer() + " " + s.bytes()).collect(Collectors.joining(", ", "[", "]"))));
        }
    }

    /** Whether the executor's JVM has died of a heap OutOfMemoryError. */
    record ExecutorLost(boolean is) implements OnExecutor {
        @Override
        public Optional<String> failure(StepView view) {
            boolean actual = view.state().heap().executorLost();
            return actual == is ? Optional.empty()
                    : Optional.of(Messages.get("lesson.expect.executorLost", String.valueOf(is), String.valueOf(actual)));
        }
    }

    private static boolean present(StepView view, BlockId block) {
        return view.state().blocks().stream().anyMatch(b -> b.id().equals(block));
    }

    private static String names(List<BlockId> blocks) {
        return blocks.stream().map(BlockId::name).collect(Collectors.joining(", ", "[", "]"));
    }

    private static String numbers(List<Long> tasks) {
        return tasks.stream().map(String::valueOf).collect(Collectors.joining(", ", "[", "]"));
    }

    /** A result as the trace shows it. */
    static String describe(OpResult result) {
        if (result instanceof OpResult.Bytes b) {
            return Long.toString(b.bytes());
        } else if (result instanceof OpResult.Flag f) {
            return Boolean.toString(f.value());
        } else if (result instanceof OpResult.Waiting) {
            return "waiting";
        } else if (result instanceof OpResult.Error e) {
            return e.message();
        } else if (result instanceof OpResult.Where w) {
            return w.place();
        }
        return "none";
    }
}
