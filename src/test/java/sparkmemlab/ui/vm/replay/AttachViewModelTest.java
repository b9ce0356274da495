package sparkmemlab.ui.vm.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import sparkmemlab.replay.rest.FakeSpark;
import sparkmemlab.ui.text.UiText;

/**
 * Attaching to a running application's REST API, against a fake Spark on localhost (com.sun.net.httpserver): its
 * executors and RDDs polled into the view-model, the polling going on through a failure, and clear messages for
 * an address where nothing answers, a server that is not Spark, and Stop.
 */
class AttachViewModelTest {
    private static final String APPS = """
            [{"id":"app-20261201","name":"etl","attempts":[{"startTimeEpoch":3,"endTimeEpoch":-1,"completed":false,"sparkUser":"u","appSparkVersion":"3.5.3"}]}]""";
    private static final String EXECUTORS = """
            [{"id":"driver","hostPort":"127.0.0.1:40000","isActive":true,"rddBlocks":3,"memoryUsed":50331648,"diskUsed":0,
              "totalCores":4,"maxTasks":4,"activeTasks":2,"failedTasks":1,"completedTasks":20,"totalTasks":23,"maxMemory":125829120,
              "addTime":"2026-12-01T06:56:00.000GMT","executorLogs":{},
              "memoryMetrics":{"usedOnHeapStorageMemory":50331648,"usedOffHeapStorageMemory":0,"totalOnHeapStorageMemory":125829120,"totalOffHeapStorageMemory":0},
              "peakMemoryMetrics":{"JVMHeapMemory":384910368,"OnHeapExecutionMemory":125810119},
              "attributes":{},"resources":{},"resourceProfileId":0,"isExcluded":false,"excludedInStages":[]}]""";
    private static final String RDDS = """
            [{"id":1,"name":"cached","numPartitions":8,"numCachedPartitions":3,"storageLevel":"Memory Deserialized 1x Replicated",
              "memoryUsed":37748736,"diskUsed":0}]""";

    private FakeSpark server;
    private final LinkedBlockingQueue<Runnable> handedBack = new LinkedBlockingQueue<>();
    private final AttachViewModel vm = new AttachViewModel(UiText.of(Locale.ENGLISH), handedBack::add);

    private String serve() throws IOException {
        server = new FakeSpark();
        return server.base();
    }

    private void json(String path, String body) {
        server.json(path, body);
    }

    @AfterEach
    void stop() {
        vm.detach();
        if (server != null) {
            server.close();
        }
    }

    /** Runs what the threads hand back, as the FX thread would, until {@code done} (at most 20 s). */
    private void until(BooleanSupplier done) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (!done.getAsBoolean()) {
            Runnable r = handedBack.poll(100, TimeUnit.MILLISECONDS);
            if (r != null) {
                r.run();
            }
            if (System.nanoTime() > end) {
                throw new AssertionError("not within 20 s; status: " + vm.statusProperty().get());
            }
        }
    }

    @Test
    void aRunningApplicationIsPolledLiveAndThroughAFailure() throws Exception {
        String base = serve();
        json("/api/v1/applications", APPS);
        json("/api/v1/applications/app-20261201/executors", EXECUTORS);
        json("/api/v1/applications/app-20261201/storage/rdd", RDDS);
        vm.urlProperty().set(base + "/jobs/");
        vm.attach();
        assertTrue(vm.attachedProperty().get());
        until(() -> !vm.executorsProperty().get().isEmpty());
        var driver = vm.executorsProperty().get().get(0);
        assertEquals("Executor driver: 4 cores, 2 task(s) running, 1 failed", driver.title());
        assertTrue(driver.detail().contains("storage memory 48.0 MiB of 120.0 MiB"), driver.detail());
        assertTrue(driver.detail().contains("JVMHeapMemory 367.1 MiB"), driver.detail());
        assertEquals("RDD 1: cached", vm.rddsProperty().get().get(0).title());
        assertTrue(vm.statusProperty().get().startsWith("etl (app-20261201) at " + base + "/api/v1"), vm.statusProperty().get());
        var chart = vm.liveProperty().get();
        assertEquals("Executor driver, live (a point a poll)", chart.title(), "the first executor, charted");
        assertEquals(List.of("storage used", "OnHeapExecutionMemory peak"), chart.lines().stream().map(l -> l.label()).toList(),
                "a peak Spark did not report (OnHeapStorageMemory) is not drawn");
        assertEquals(50331648L, chart.lines().get(0).values()[0]);
        assertEquals(125829120L, chart.levels().get(0).value(), "under its storage memory");
        until(() -> vm.liveProperty().get().lines().get(0).times().length >= 2);
        assertTrue(vm.liveProperty().get().duration() >= AttachViewModel.INTERVAL.toMillis() / 2, "a point a poll, over the time attached");

        // The server fails a poll: said, and the polling goes on.
        server.answer("/api/v1/applications/app-20261201/executors", 503, "text/plain", "Service Unavailable");
        until(() -> vm.failingProperty().get());
        assertTrue(vm.statusProperty().get().contains("HTTP status 503"), vm.statusProperty().get());
        assertTrue(vm.attachedProperty().get(), "a failed poll does not stop the polling");
        json("/api/v1/applications/app-20261201/executors", EXECUTORS.replace("\"activeTasks\":2", "\"activeTasks\":3"));
        until(() -> !vm.failingProperty().get() && vm.executorsProperty().get().get(0).title().contains("3 task(s)"));

        vm.detach();
        assertFalse(vm.attachedProperty().get());
        handedBack.clear();
        Thread.sleep(2 * AttachViewModel.INTERVAL.toMillis() + 500);
        handedBack.forEach(Runnable::run);
        assertTrue(vm.executorsProperty().get().get(0).title().contains("3 task(s)"), "after Stop, nothing new arrives");
    }

    @Test
    void nothingListeningIsSaidAndStopsTheAttempt() throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = s.getLocalPort();
        }
        vm.urlProperty().set("http://127.0.0.1:" + port);
        vm.attach();
        until(() -> !vm.attachedProperty().get());
        assertTrue(vm.failingProperty().get());
        assertTrue(vm.statusProperty().get().contains("nothing answers at this address"), vm.statusProperty().get());
    }

    @Test
    void aServerThatIsNotSparkIsSaid() throws Exception {
        String base = serve();
        server.answer("/api/v1/applications", 200, "text/html", "<html>Welcome to nginx!</html>");
        vm.urlProperty().set(base);
        vm.attach();
        until(() -> !vm.attachedProperty().get());
        assertTrue(vm.statusProperty().get().contains("not Spark's REST API"), vm.statusProperty().get());
        vm.urlProperty().set("ftp://example");
        vm.attach();
        until(() -> !vm.attachedProperty().get());
        assertTrue(vm.statusProperty().get().contains("expected the http:// or https:// address"), vm.statusProperty().get());
    }
}
