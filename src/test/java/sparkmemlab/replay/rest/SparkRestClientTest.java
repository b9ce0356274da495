package sparkmemlab.replay.rest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import sparkmemlab.replay.rest.AttachException.Kind;

/**
 * The REST client against servers on 127.0.0.1 that answer as Spark does, as something else does, too
 * slowly, or not at all. (RealSparkReplayTest attaches to a real application's UI.)
 */
class SparkRestClientTest {
    private static final Duration TIMEOUT = Duration.ofSeconds(5);

    private FakeSpark server;

    private String serve() throws IOException {
        server = new FakeSpark();
        return server.base();
    }

    private void json(String path, String body) {
        server.json(path, body);
    }

    @AfterEach
    void stop() {
        if (server != null) {
            server.close();
        }
    }

    private static final String APPS = """
            [{"id":"app-1","name":"done","attempts":[{"startTimeEpoch":1,"endTimeEpoch":2,"completed":true,"sparkUser":"u","appSparkVersion":"3.5.3"}]},
             {"id":"application_7","name":"running","attempts":[{"attemptId":"2","startTimeEpoch":3,"endTimeEpoch":-1,"completed":false,"sparkUser":"u","appSparkVersion":"3.5.3"},
                                                                 {"attemptId":"1","startTimeEpoch":1,"endTimeEpoch":2,"completed":true,"sparkUser":"u","appSparkVersion":"3.5.3"}]}]""";

    private static final String EXECUTORS = """
            [{"id":"driver","hostPort":"127.0.0.1:40000","isActive":true,"rddBlocks":3,"memoryUsed":50331648,"diskUsed":0,
              "totalCores":4,"maxTasks":4,"activeTasks":2,"failedTasks":1,"completedTasks":20,"totalTasks":23,"maxMemory":125829120,
              "addTime":"2026-12-01T06:56:00.000GMT","executorLogs":{},
              "memoryMetrics":{"usedOnHeapStorageMemory":50331648,"usedOffHeapStorageMemory":0,"totalOnHeapStorageMemory":125829120,"totalOffHeapStorageMemory":0},
              "peakMemoryMetrics":{"JVMHeapMemory":384910368,"OnHeapExecutionMemory":125810119},
              "attributes":{},"resources":{},"resourceProfileId":0,"isExcluded":false,"excludedInStages":[]}]""";

    @Test
    void aHistoryServersRunningApplicationIsFollowedThroughItsNewestAttempt() throws Exception {
        String base = serve();
        json("/api/v1/applications", APPS);
        json("/api/v1/applications/application_7/2/executors", EXECUTORS);
        json("/api/v1/applications/application_7/2/storage/rdd",
                "[{\"id\":3,\"name\":\"rdd\",\"numPartitions\":4,\"numCachedPartitions\":2,\"storageLevel\":\"Memory Deserialized 1x Replicated\",\"memoryUsed\":52429840,\"diskUsed\":0}]");
        SparkRestClient client = SparkRestClient.forUrl(base + "/", TIMEOUT);
        RestApplication app = client.application(null);
        assertEquals("application_7", app.id());
        AttachSnapshot snapshot = client.snapshot(app);
        assertEquals("2", snapshot.attemptId());
        RestExecutor driver = snapshot.executors().get(0);
        assertEquals(4, driver.totalCores());
        assertEquals(125829120L, driver.memoryMetrics().totalOnHeapStorageMemory());
        assertEquals(125810119L, driver.peakMemoryMetrics().get("OnHeapExecutionMemory"));
        assertEquals(List.of(new RestRdd(3, "rdd", 4, 2, "Memory Deserialized 1x Replicated", 52429840L, 0L)), snapshot.rdds());
        assertEquals("app-1", client.application("app-1").id());
        AttachException none = assertThrows(AttachException.class, () -> client.application("app-9"));
        assertEquals(Kind.NO_APPLICATION, none.kind());
    }

    @Test
    void aPastedPageOfTheUiOrTheHistoryServerFindsTheApi() throws Exception {
        assertEquals("http://h:4040/api/v1", SparkRestClient.forUrl("http://h:4040", TIMEOUT).apiRoot());
        assertEquals("http://h:4040/api/v1", SparkRestClient.forUrl("http://h:4040/jobs/", TIMEOUT).apiRoot());
        assertEquals("http://h:4040/api/v1", SparkRestClient.forUrl("http://h:4040/storage", TIMEOUT).apiRoot());
        // A sub-page of a tab, as a browser's address bar shows it, finds the same application.
        assertEquals("http://h:4040/api/v1", SparkRestClient.forUrl("http://h:4040/storage/rdd/?id=1", TIMEOUT).apiRoot());
        assertEquals("http://h:4040/api/v1", SparkRestClient.forUrl("http://h:4040/stages/stage/?id=3&attempt=0", TIMEOUT).apiRoot());
        assertEquals("http://h:4040/api/v1", SparkRestClient.forUrl("http://h:4040/executors/threadDump/?executorId=1", TIMEOUT).apiRoot());
        assertEquals("http://rm:8088/proxy/application_1/api/v1",
                SparkRestClient.forUrl("http://rm:8088/proxy/application_1/storage/rdd/?id=2", TIMEOUT).apiRoot());
        assertEquals("http://rm:8088/proxy/application_1/api/v1",
                SparkRestClient.forUrl("http://rm:8088/proxy/application_1/", TIMEOUT).apiRoot());
        SparkRestClient history = SparkRestClient.forUrl("http://h:18080/history/app-5/jobs/", TIMEOUT);
        assertEquals("http://h:18080/api/v1", history.apiRoot());
        assertEquals("app-5", history.applicationInUrl().orElseThrow());
        assertEquals("app-6", SparkRestClient.forUrl("http://h:18080/api/v1/applications/app-6/executors", TIMEOUT)
                .applicationInUrl().orElseThrow());
        for (String bad : List.of("ftp://h/", "h:4040", "not a url at all", "http://")) {
            assertThrows(AttachException.class, () -> SparkRestClient.forUrl(bad, TIMEOUT), bad);
        }
    }

    @Test
    void nothingListeningIsUnreachable() throws Exception {
        int port;
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = socket.getLocalPort();
        }
        AttachException e = assertThrows(AttachException.class,
                () -> SparkRestClient.forUrl("http://127.0.0.1:" + port, TIMEOUT).applications());
        assertEquals(Kind.UNREACHABLE, e.kind());
        assertTrue(e.getMessage().startsWith("http://127.0.0.1:" + port + "/api/v1/applications: nothing answers"), e.getMessage());
        assertTrue(e.message(Locale.SIMPLIFIED_CHINESE).contains("没有响应"));
    }

    @Test
    void aServerSlowerThanTheTimeoutTimesOut() throws Exception {
        String base = serve();
        server.slowJson("/api/v1/applications", APPS);
        AttachException e = assertThrows(AttachException.class,
                () -> SparkRestClient.forUrl(base, Duration.ofMillis(300)).applications());
        assertEquals(Kind.TIMEOUT, e.kind());
        assertTrue(e.getMessage().contains("no answer within 300 ms"), e.getMessage());
    }

    @Test
    void aServerThatIsNotSparkIsToldApart() throws Exception {
        String base = serve();
        SparkRestClient client = SparkRestClient.forUrl(base, TIMEOUT);
        AttachException noApi = assertThrows(AttachException.class, client::applications);
        assertEquals(Kind.NOT_SPARK, noApi.kind());
        assertEquals("attach.noApi", noApi.problem().key());

        server.answer("/api/v1/applications", 200, "text/html", "<html><body>Welcome to nginx!</body></html>");
        AttachException html = assertThrows(AttachException.class, client::applications);
        assertEquals(Kind.NOT_SPARK, html.kind());
        assertTrue(html.getMessage().contains("text/html"), html.getMessage());

        json("/api/v1/applications", "{\"status\":\"ok\"}");
        AttachException shape = assertThrows(AttachException.class, client::applications);
        assertEquals("attach.notSparkJson", shape.problem().key());

        json("/api/v1/applications", "[{\"id\":7}]");
        AttachException type = assertThrows(AttachException.class, client::applications);
        assertTrue(type.getMessage().contains("$[0].id expected a string"), type.getMessage());

        server.answer("/api/v1/applications", 503, "text/plain", "Service Unavailable\nretry later");
        AttachException down = assertThrows(AttachException.class, client::applications);
        assertEquals(Kind.HTTP_ERROR, down.kind());
        assertTrue(down.getMessage().endsWith("HTTP status 503: Service Unavailable"), down.getMessage());
    }

    @Test
    void thePollerKeepsPollingThroughFailuresUntilClosed() throws Exception {
        String base = serve();
        json("/api/v1/applications", APPS);
        json("/api/v1/applications/application_7/2/executors", EXECUTORS);
        SparkRestClient client = SparkRestClient.forUrl(base, TIMEOUT);
        RestApplication app = client.application(null);
        LinkedBlockingQueue<Object> outcomes = new LinkedBlockingQueue<>();
        ApplicationPoller poller = ApplicationPoller.start(client, app, Duration.ofMillis(20), new ApplicationPoller.Listener() {
            @Override
            public void polled(AttachSnapshot snapshot) {
                outcomes.add(snapshot);
            }

            @Override
            public void failed(AttachException problem) {
                outcomes.add(problem);
            }
        });
        try {
            // No storage/rdd answer yet: the polls fail, and go on.
            Object first = outcomes.poll(10, TimeUnit.SECONDS);
            assertTrue(first instanceof AttachException e && e.kind() == Kind.NO_APPLICATION, String.valueOf(first));
            json("/api/v1/applications/application_7/2/storage/rdd", "[]");
            Object later;
            do {
                later = outcomes.poll(10, TimeUnit.SECONDS);
            } while (later instanceof AttachException);
            assertTrue(later instanceof AttachSnapshot s && s.rdds().isEmpty() && s.executors().size() == 1, String.valueOf(later));
        } finally {
            poller.close();
        }
        int polls = server.asked().size();
        Thread.sleep(200);
        assertTrue(server.asked().size() <= polls + 2, "polling stopped when closed");
    }
}
