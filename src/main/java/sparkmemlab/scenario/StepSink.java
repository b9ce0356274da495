package sparkmemlab.scenario;

import sparkmemlab.model.ExecutorConfig;
import sparkmemlab.model.Operation;

/**
 * Told a scenario's steps as they are read, before the whole file has been checked, so that work on them (the
 * model taking them) can go on beside the reading: {@link #begin} once the configuration is read, if it comes
 * before the steps and Spark takes it; then {@link #step} for each step read; then {@link #end} if the file is
 * taken with exactly those steps, or {@link #abandon} if it is not (it is refused, or read again another way, which
 * may begin again). Told too, as the file is read, how many of its bytes are read ({@link #read}).
 */
public interface StepSink {
    void begin(ExecutorConfig config);

    void step(Operation op);

    void end();

    void abandon();

    /**
     * {@code bytes} of the file read so far (told often: a sink keeps it cheap). A sink may stop the reading here
     * by throwing {@link java.util.concurrent.CancellationException}, which the reading throws on, nothing taken.
     */
    default void read(long bytes) {
    }

    /** Told nothing it keeps. */
    StepSink NONE = new StepSink() {
        @Override
        public void begin(ExecutorConfig config) {
        }

        @Override
        public void step(Operation op) {
        }

        @Override
        public void end() {
        }

        @Override
        public void abandon() {
        }
    };
}
