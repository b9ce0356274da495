package sparkmemlab.replay.whatif;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.replay.ExecutorTimeline;
import sparkmemlab.replay.MetricsRecord;
import sparkmemlab.replay.ReplayedLog;
import sparkmemlab.replay.StageRecord;

/**
 * Where the model, run on the recorded configuration in the log's order, parts from what Spark recorded: its
 * storage and execution memory against the executor-metrics records, the blocks it evicted against those Spark
 * dropped, the tasks that spilled in each. An executor-metrics record is Spark's peak over an interval, so it
 * is set against the model's peak over the same stretch of the log: a TaskEnd's "Task Executor Metrics" over the
 * task's life, a stage's executor metrics over the stage attempt, a heartbeat's since the heartbeat before.
 */
public record Divergence(List<MetricDivergence> metrics, List<String> sparkDropped, List<String> modelEvicted,
        Map<Long, Long> sparkSpilled, Map<Long, Long> modelSpilled) {

    /** One Spark metric against the model's figure. */
    public record MetricDivergence(String metric, int records, long sparkPeak, long modelPeak, int sparkAbove,
            int modelAbove, Worst worst) {
    }

    /** The record where they part most: its place, where it comes from, and both figures. */
    public record Worst(long seq, MetricsRecord.Source source, long spark, long model) {
        public long difference() {
            return Math.abs(spark - model);
        }
    }

    public Divergence {
        metrics = List.copyOf(metrics);
        sparkDropped = List.copyOf(sparkDropped);
        modelEvicted = List.copyOf(modelEvicted);
        sparkSpilled = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(sparkSpilled));
        modelSpilled = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(modelSpilled));
    }

    static Divergence of(ReplayedLog log, ExecutorTimeline executor, ExecutorPlan plan, ModelRun run, WhatIfWatch watch) {
        Spans spans = new Spans(log, plan);
        // Four metrics, each over every record: the stage's items.
        Counter counter = new Counter(watch, 4L * executor.metrics().size());
        List<MetricDivergence> metrics = new ArrayList<>();
        for (MemoryMode mode : MemoryMode.values()) {
            String side = mode == MemoryMode.ON_HEAP ? "OnHeap" : "OffHeap";
            // Off-heap figures that stay 0 on both sides (off-heap memory not enabled) say nothing.
            java.util.function.Predicate<MetricDivergence> telling = m -> mode == MemoryMode.ON_HEAP
                    || m.sparkPeak() > 0 || m.modelPeak() > 0;
            metric(side + "StorageMemory", executor, spans, run, counter, i -> run.storageUsed(i, mode)).filter(telling)
                    .ifPresent(metrics::add);
            metric(side + "ExecutionMemory", executor, spans, run, counter, i -> run.executionUsed(i, mode)).filter(telling)
                    .ifPresent(metrics::add);
        }
        List<String> dropped = plan.drops().stream().map(ExecutorPlan.Drop::block).toList();
        List<String> evicted = run.evictions().stream().map(ModelRun.Eviction::block).toList();
        return new Divergence(metrics, dropped, evicted, plan.recordedSpills(), run.spills());
    }

    /** Blocks both dropped from memory, then those only Spark dropped, then those only the model evicted. */
    public List<String> droppedByBoth() {
        return Comparison.both(sparkDropped, modelEvicted);
    }

    public List<String> droppedOnlyBySpark() {
        return Comparison.only(sparkDropped, modelEvicted);
    }

    public List<String> evictedOnlyByModel() {
        return Comparison.only(modelEvicted, sparkDropped);
    }

    public List<Long> spilledOnlyBySpark() {
        return Comparison.only(sparkSpilled.keySet(), modelSpilled.keySet());
    }

    public List<Long> spilledOnlyByModel() {
        return Comparison.only(modelSpilled.keySet(), sparkSpilled.keySet());
    }

    /** A metric with no record at all is left out (the log never measured it). */
    private static java.util.Optional<MetricDivergence> metric(String metric, ExecutorTimeline executor, Spans spans,
            ModelRun run, Counter counter, java.util.function.IntToLongFunction value) {
        RangeMax model = new RangeMax(run.steps().size(), value);
        int n = 0;
        long sparkPeak = 0;
        long modelPeak = 0;
        int sparkAbove = 0;
        int modelAbove = 0;
        Worst worst = null;
        long previousHeartbeat = -1;
        for (MetricsRecord r : executor.metrics()) {
            counter.next();
            OptionalLong v = r.value(metric);
            long from = spans.from(r, previousHeartbeat);
            if (r.source() == MetricsRecord.Source.EXECUTOR_METRICS_UPDATE) {
                previousHeartbeat = r.seq();
            }
            if (v.isEmpty()) {
                continue;
            }
            long spark = v.getAsLong();
            long m = model.over(run, from, r.seq());
            n++;
            sparkPeak = Math.max(sparkPeak, spark);
            modelPeak = Math.max(modelPeak, m);
            sparkAbove += spark > m ? 1 : 0;
            modelAbove += m > spark ? 1 : 0;
            if (worst == null || Math.abs(spark - m) > worst.difference()) {
                worst = new Worst(r.seq(), r.source(), spark, m);
            }
        }
        return n == 0 ? java.util.Optional.empty()
                : java.util.Optional.of(new MetricDivergence(metric, n, sparkPeak, modelPeak, sparkAbove, modelAbove, worst));
    }

    /** The comparing stage's items done, across its metrics. */
    private static final class Counter {
        private final WhatIfWatch watch;
        private final long total;
        private long done;

        Counter(WhatIfWatch watch, long total) {
            this.watch = watch;
            this.total = total;
        }

        void next() {
            watch.at(WhatIfWatch.Stage.COMPARING, ++done, total);
        }
    }

    /** Where each record's interval starts in the log. */
    private static final class Spans {
        private final Map<Long, Long> taskStarts = new HashMap<>();
        private final Map<Long, Long> stageStarts = new HashMap<>();

        Spans(ReplayedLog log, ExecutorPlan plan) {
            plan.tasks().forEach(t -> taskStarts.put(t.task(), t.startSeq()));
            for (StageRecord s : log.stages()) {
                stageStarts.put(key(s.stageId(), s.attemptId()), s.submittedSeq());
            }
        }

        long from(MetricsRecord r, long previousHeartbeat) {
            return switch (r.source()) {
                case TASK_END -> taskStarts.getOrDefault(r.taskId(), r.seq());
                case STAGE_EXECUTOR_METRICS -> stageStarts.getOrDefault(key(r.stageId(), r.stageAttemptId()), r.seq());
                case EXECUTOR_METRICS_UPDATE -> previousHeartbeat + 1;
            };
        }

        private static long key(int stage, int attempt) {
            return (long) stage << 32 | (attempt & 0xffffffffL);
        }
    }

    /**
     * The model's largest figure over the steps of a stretch of the log, with what was in use when it began (the
     * last step before it): a segment tree over the steps, which come in the log's order.
     */
    private static final class RangeMax {
        private final int n;
        private final long[] tree;
        private final java.util.function.IntToLongFunction value;

        RangeMax(int n, java.util.function.IntToLongFunction value) {
            this.n = n;
            this.value = value;
            this.tree = new long[2 * Math.max(1, n)];
            for (int i = 0; i < n; i++) {
                tree[n + i] = value.applyAsLong(i);
            }
            for (int i = n - 1; i > 0; i--) {
                tree[i] = Math.max(tree[2 * i], tree[2 * i + 1]);
            }
        }

        long over(ModelRun run, long fromSeq, long toSeq) {
            int lo = firstAtOrAfter(run, fromSeq);
            int hi = firstAtOrAfter(run, toSeq + 1);
            long max = lo > 0 ? value.applyAsLong(lo - 1) : 0;
            for (int l = lo + n, r = hi + n; l < r; l >>= 1, r >>= 1) {
                if ((l & 1) == 1) {
                    max = Math.max(max, tree[l++]);
                }
                if ((r & 1) == 1) {
                    max = Math.max(max, tree[--r]);
                }
            }
            return max;
        }

        private int firstAtOrAfter(ModelRun run, long seq) {
            int lo = 0;
            int hi = n;
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (run.seqOf(mid) < seq) {
                    lo = mid + 1;
                } else {
                    hi = mid;
                }
            }
            return lo;
        }
    }
}
