package sparkmemlab.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.SplittableRandom;
import sparkmemlab.model.BlockId;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.model.ExecutorModel;
import sparkmemlab.model.IllegalStepException;
import sparkmemlab.model.MemoryMode;
import sparkmemlab.model.OpResult;
import sparkmemlab.model.Operation;
import sparkmemlab.model.StepResult;

/**
 * Seeded random operation streams for the benchmarks: acquire and release execution memory across
 * 8 tasks, end tasks, put, read and remove blocks (storage fills, so puts and acquires evict), on-heap
 * and off-heap. Every op is one our model accepts; {@link #noPark} also drops every op that would
 * park, so that Spark can be driven on one thread.
 */
public final class Streams {
    static final long MIB = 1L << 20;
    static final int TASKS = 8;
    static final int RDDS = 10;
    static final int PARTITIONS = 100;

    /** 4 GiB executor, 8 cores, 1 GiB off-heap: storage holds some tens of blocks of the sizes below. */
    public static final ExecutorConfig CONFIG =
            new ExecutorConfig(4096 * MIB, 300 * MIB, 0.6, 0.5, true, 1024 * MIB, TASKS, OptionalLong.empty());

    private final SplittableRandom random;
    private final long unit;

    private Streams(long seed, ExecutorConfig config) {
        this.random = new SplittableRandom(seed);
        this.unit = Math.max(1, new ExecutorModel(config).state().layout().maxHeapMemory() / 64);
    }

    /**
     * {@code length} ops, none of which parks: each acquire is tried on a copy of the model first and
     * dropped if it would wait.
     */
    public static List<Operation> noPark(long seed, int length) {
        Streams g = new Streams(seed, CONFIG);
        ExecutorModel model = new ExecutorModel(CONFIG);
        List<Operation> ops = new ArrayList<>(length);
        while (ops.size() < length) {
            Operation op = g.next();
            try {
                if (op instanceof Operation.AcquireExecution) {
                    ExecutorModel trial = model.copy();
                    StepResult r = trial.apply(op);
                    if (r.result() == OpResult.WAITING || !r.state().waiting().isEmpty()) {
                        continue;
                    }
                    model = trial;
                } else {
                    model.advance(op);
                }
                ops.add(op);
            } catch (IllegalStepException refused) {
                // our model (so Spark) cannot take it: pick another
            }
        }
        return ops;
    }

    /**
     * {@code length} ops that the model accepts, parking allowed (a parked task's later ops are refused
     * and dropped until a release wakes it): for long histories.
     */
    public static List<Operation> any(long seed, int length) {
        Streams g = new Streams(seed, CONFIG);
        ExecutorModel model = new ExecutorModel(CONFIG);
        model.setRecordingEvents(false);
        List<Operation> ops = new ArrayList<>(length);
        while (ops.size() < length) {
            Operation op = g.next();
            try {
                model.advance(op);
                ops.add(op);
            } catch (IllegalStepException refused) {
                // pick another
            }
        }
        return ops;
    }

    private Operation next() {
        long task = random.nextInt(TASKS);
        MemoryMode mode = random.nextInt(3) == 0 ? MemoryMode.OFF_HEAP : MemoryMode.ON_HEAP;
        int pick = random.nextInt(100);
        if (pick < 30) {
            return new Operation.AcquireExecution(task, 1 + size(), mode);
        } else if (pick < 45) {
            return new Operation.ReleaseExecution(task, 1 + random.nextLong(unit * 3), mode);
        } else if (pick < 47) {
            return new Operation.ReleaseAllExecution(task);
        } else if (pick < 72) {
            OptionalLong by = random.nextBoolean() ? OptionalLong.of(task) : OptionalLong.empty();
            return new Operation.PutBlock(block(), size(), mode, by);
        } else if (pick < 87) {
            return new Operation.GetBlock(block());
        } else if (pick < 95) {
            return new Operation.RemoveBlock(block());
        }
        return new Operation.EndTask(task);
    }

    private long size() {
        return switch (random.nextInt(10)) {
            case 0 -> 1 + random.nextLong(unit / 8);
            case 1 -> unit * (4 + random.nextInt(8));
            default -> unit / 4 + random.nextLong(unit * 2);
        };
    }

    private BlockId block() {
        return new BlockId.RDDBlockId(random.nextInt(RDDS), random.nextInt(PARTITIONS));
    }
}
