package sparkmemlab.ui.vm.executor;

import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.LinkedBlockingQueue;
import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.model.Operation;
import sparkmemlab.scenario.Scenario;
import sparkmemlab.scenario.StepSink;
import sparkmemlab.ui.vm.kernel.History;

/**
 * A scenario file's history, its steps taken by the model on a thread of its own while the file is still being
 * read ({@link sparkmemlab.scenario.ScenarioParser#read(java.nio.file.Path, StepSink)}), so that a long file costs
 * about the longer of the reading and the model's run, not both. What the model does is {@link History#of}'s, in
 * the same order; a file that is refused or read again abandons the run, and nothing of it is kept.
 */
final class HistoryLoad implements StepSink {
    /** Steps handed over at once: one at a time, the two threads would spend more on the queue than on the steps. */
    private static final int BATCH = 1024;
    private static final Operation[] END = new Operation[0];
    private static final Operation[] ABANDONED = new Operation[0];

    private BlockingQueue<Operation[]> queue;
    private Operation[] batch;
    private int filled;
    private FutureTask<History> run;

    @Override
    public void begin(ExecutorConfig config) {
        BlockingQueue<Operation[]> steps = new LinkedBlockingQueue<>();
        queue = steps;
        batch = new Operation[BATCH];
        filled = 0;
        run = new FutureTask<>(() -> History.of(config, () -> taking(steps)));
        Thread model = new Thread(run, "model");
        model.setDaemon(true);
        model.start();
    }

    @Override
    public void step(Operation op) {
        batch[filled++] = op;
        if (filled == BATCH) {
            queue.add(batch);
            batch = new Operation[BATCH];
            filled = 0;
        }
    }

    @Override
    public void end() {
        if (filled > 0) {
            queue.add(java.util.Arrays.copyOf(batch, filled));
        }
        queue.add(END);
    }

    @Override
    public void abandon() {
        queue.clear();
        queue.add(ABANDONED);
        run = null;
    }

    /**
     * The history of {@code scenario} (the file just read): the one taken beside the reading, or, if that did not
     * begin (the file's configuration came after its steps), taken now.
     *
     * @throws sparkmemlab.model.IllegalStepException if Spark could not take one of the steps
     */
    History history(Scenario scenario) {
        if (run == null) {
            return History.of(scenario.config(), scenario.steps());
        }
        try {
            return run.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CancellationException("interrupted while the model took the steps");
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            throw new IllegalStateException(e.getCause());
        }
    }

    /** The steps as the reading hands them over, ending at {@link #END}; {@link #ABANDONED} stops the run. */
    private static Iterator<Operation> taking(BlockingQueue<Operation[]> steps) {
        return new Iterator<>() {
            private Operation[] batch = new Operation[0];
            private int next;

            @Override
            public boolean hasNext() {
                while (next == batch.length && batch != END) {
                    batch = take();
                    next = 0;
                }
                return batch != END;
            }

            @Override
            public Operation next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                return batch[next++];
            }

            private Operation[] take() {
                try {
                    Operation[] taken = steps.take();
                    if (taken == ABANDONED) {
                        throw new CancellationException("the file was not taken");
                    }
                    return taken;
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new CancellationException("interrupted");
                }
            }
        };
    }
}
