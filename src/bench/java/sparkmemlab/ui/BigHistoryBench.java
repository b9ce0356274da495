package sparkmemlab.ui;

import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.Optional;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.stage.Stage;
import sparkmemlab.ui.vm.kernel.ExecutorSession;
import sparkmemlab.ui.vm.executor.ExecutorWorkspaceViewModel;
import sparkmemlab.ui.vm.kernel.History;

/**
 * JVM start to the first frame showing a big scenario: opens the window exactly as the app does when a file is
 * named on its command line ({@code java -jar spark-memory-lab.jar FILE}: the file read and its steps taken on a
 * thread of their own while the window is built), and prints the JVM's uptime at the first frame rendered after
 * the executor workspace shows the file's first steps (while the rest is read: {@code ScenarioOpeningViewModel})
 * and at the first frame after it shows the whole history, with that history's size and position and the heap in
 * use (after a collection). src/bench/big-history.sh makes the file and runs this under Xvfb with -Xmx1g.
 * Usage: {@code BigHistoryBench FILE}.
 */
public final class BigHistoryBench {
    private BigHistoryBench() {
    }

    public static void main(String[] args) {
        Application.launch(App.class, args);
    }

    public static final class App extends Application {
        private long shownUptime = -1;
        private long firstShownUptime = -1;
        private long firstFrameUptime = -1;
        private int firstSteps;
        private long startUptime;
        private boolean reported;

        @Override
        public void start(Stage stage) {
            startUptime = uptime();
            Path file = Path.of(getParameters().getUnnamed().get(0));
            ExecutorWorkspaceViewModel executor = (ExecutorWorkspaceViewModel) SparkMemoryLabApp.open(stage, Optional.of(file))
                    .viewModel(ExecutorWorkspaceViewModel.NAME).orElseThrow();
            ExecutorSession session = executor.session();
            session.historyProperty().addListener((o, was, h) -> {
                if (!executor.opening().readingProperty().get()) {
                    shownUptime = uptime();
                } else if (firstShownUptime < 0) {
                    firstShownUptime = uptime();
                    firstSteps = h.size();
                }
            });
            session.errorProperty().addListener((o, was, e) -> {
                if (!e.isEmpty()) {
                    System.out.println("refused: " + e);
                    Platform.exit();
                }
            });
            com.sun.javafx.perf.PerformanceTracker.getSceneTracker(stage.getScene()).setOnRenderedFrameTask(() -> {
                if (firstShownUptime >= 0 && firstFrameUptime < 0) {
                    firstFrameUptime = uptime();
                    System.out.printf("JVM start to first frame showing the file's first %,d steps (the rest still read): %d ms "
                            + "(the first steps shown at %d ms; process CPU time by then %d ms)%n", firstSteps, firstFrameUptime,
                            firstShownUptime, processCpu() / 1_000_000);
                }
                if (shownUptime >= 0 && !reported) {
                    reported = true;
                    long frame = uptime();
                    Platform.runLater(() -> report(session.history(), startUptime, shownUptime, frame));
                }
            });
        }

        private static long processCpu() {
            return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime();
        }

        private static long uptime() {
            return ManagementFactory.getRuntimeMXBean().getUptime();
        }

        private static void report(History h, long start, long shown, long frame) {
            Runtime r = Runtime.getRuntime();
            System.gc();
            // The CPU time of the whole process so far: on a machine shared with others, the clock says as much of
            // their load as of this work.
            long cpu = processCpu();
            System.out.printf("JVM start to first frame showing %,d steps at step %,d: %d ms (the application started at %d ms, "
                    + "the history shown at %d ms; process CPU time by then %d ms); heap used after GC %d MiB of %d MiB max%n",
                    h.size(), h.position(), frame, start, shown, cpu / 1_000_000, (r.totalMemory() - r.freeMemory()) >> 20, r.maxMemory() >> 20);
            Platform.exit();
        }
    }
}
