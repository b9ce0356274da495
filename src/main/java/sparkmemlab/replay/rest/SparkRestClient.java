package sparkmemlab.replay.rest;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;
import java.io.IOException;
import java.net.ConnectException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.UnknownHostException;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.channels.UnresolvedAddressException;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import sparkmemlab.replay.Text;
import sparkmemlab.replay.rest.AttachException.Kind;

/**
 * A client of a Spark application's REST API ({@code /api/v1}), given the address of a driver's web UI
 * ({@code http://host:4040}, also behind a proxy prefix) or of a History Server
 * ({@code http://host:18080}, or one application's page there, {@code /history/<appId>}). Each call is one
 * GET with a timeout; every failure becomes an {@link AttachException} that says which kind it is.
 */
public final class SparkRestClient {
    /** The tabs of Spark's web UI: a pasted tab address is read as the UI's own. */
    private static final Set<String> UI_TABS = Set.of("jobs", "stages", "storage", "environment", "executors", "SQL",
            "sql", "streaming", "connect");

    private final HttpClient http;
    private final String apiRoot;
    private final String applicationInUrl;
    private final Duration timeout;
    private final Clock clock;

    private SparkRestClient(HttpClient http, String apiRoot, String applicationInUrl, Duration timeout, Clock clock) {
        this.http = http;
        this.apiRoot = apiRoot;
        this.applicationInUrl = applicationInUrl;
        this.timeout = timeout;
        this.clock = clock;
    }

    /** A client for the UI or History Server at {@code url}; each request waits at most {@code timeout}. */
    public static SparkRestClient forUrl(String url, Duration timeout) throws AttachException {
        return forUrl(url, timeout, Clock.systemUTC());
    }

    static SparkRestClient forUrl(String url, Duration timeout, Clock clock) throws AttachException {
        URI uri;
        try {
            uri = new URI(url.trim());
        } catch (URISyntaxException e) {
            throw new AttachException(Kind.UNREACHABLE, url, new Text("attach.badUrl"), e);
        }
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        if (!scheme.equals("http") && !scheme.equals("https") || uri.getRawAuthority() == null) {
            throw new AttachException(Kind.UNREACHABLE, url, new Text("attach.badUrl"), null);
        }
        String path = uri.getRawPath() == null ? "" : uri.getRawPath();
        String application = null;
        String prefix;
        int api = path.indexOf("/api/v1");
        int history = path.indexOf("/history/");
        if (api >= 0) {
            prefix = path.substring(0, api);
            application = segmentAfter(path.substring(api + "/api/v1".length()), "/applications/");
        } else if (history >= 0) {
            prefix = path.substring(0, history);
            application = segmentAfter(path.substring(history), "/history/");
        } else {
            prefix = withoutUiTab(path);
        }
        String root = scheme + "://" + uri.getRawAuthority() + prefix + "/api/v1";
        HttpClient http = HttpClient.newBuilder().connectTimeout(timeout).followRedirects(HttpClient.Redirect.NORMAL).build();
        return new SparkRestClient(http, root, application, timeout, clock);
    }

    private static String segmentAfter(String path, String marker) {
        int at = path.indexOf(marker);
        if (at < 0) {
            return null;
        }
        String rest = path.substring(at + marker.length());
        int slash = rest.indexOf('/');
        String segment = slash < 0 ? rest : rest.substring(0, slash);
        return segment.isEmpty() ? null : segment;
    }

    /**
     * The UI's root in a page's path: everything before its first tab, so that a sub-page
     * ({@code /storage/rdd/?id=1}, {@code /stages/stage/?id=3}, {@code /executors/threadDump/}) finds the
     * application as its tab does, under a proxy's prefix ({@code /proxy/application_1/jobs/}) too.
     */
    private static String withoutUiTab(String path) {
        String[] segments = path.split("/", -1);
        StringBuilder root = new StringBuilder();
        for (String segment : segments) {
            if (UI_TABS.contains(segment)) {
                break;
            }
            if (!segment.isEmpty()) {
                root.append('/').append(segment);
            }
        }
        return root.toString();
    }

    /** Where the API is: {@code http://host:4040/api/v1}. */
    public String apiRoot() {
        return apiRoot;
    }

    /** The application the URL itself names ({@code /history/<appId>}), if any. */
    public Optional<String> applicationInUrl() {
        return Optional.ofNullable(applicationInUrl);
    }

    /** {@code /applications}: the driver's one application, or the History Server's list. */
    public List<RestApplication> applications() throws AttachException {
        return list(apiRoot + "/applications", true, RestJson::application);
    }

    /**
     * The application to follow: {@code appId}, else the one the URL names, else the only one, else the
     * first still running, else the newest (a History Server lists the newest first).
     */
    public RestApplication application(String appId) throws AttachException {
        List<RestApplication> apps = applications();
        String wanted = appId != null ? appId : applicationInUrl;
        if (wanted != null) {
            return apps.stream().filter(a -> a.id().equals(wanted)).findFirst().orElseThrow(() ->
                    new AttachException(Kind.NO_APPLICATION, apiRoot + "/applications",
                            new Text("attach.noSuchApplication", wanted, apps.size()), null));
        }
        if (apps.isEmpty()) {
            throw new AttachException(Kind.NO_APPLICATION, apiRoot + "/applications", new Text("attach.noApplication"), null);
        }
        return apps.stream().filter(RestApplication::running).findFirst().orElse(apps.get(0));
    }

    /** {@code /applications/{id}[/{attemptId}]/executors}: the executors that are alive, the driver among them. */
    public List<RestExecutor> executors(RestApplication app) throws AttachException {
        return list(applicationUrl(app) + "/executors", false, RestJson::executor);
    }

    /** {@code /applications/{id}[/{attemptId}]/storage/rdd}: the RDDs with cached partitions. */
    public List<RestRdd> rdds(RestApplication app) throws AttachException {
        return list(applicationUrl(app) + "/storage/rdd", false, RestJson::rdd);
    }

    /** One poll: the application's executors and cached RDDs now. */
    public AttachSnapshot snapshot(RestApplication app) throws AttachException {
        List<RestExecutor> executors = executors(app);
        List<RestRdd> rdds = rdds(app);
        return new AttachSnapshot(clock.instant(), apiRoot, app, attemptId(app), executors, rdds);
    }

    /** Reads one entry of an API list from its JSON object. */
    @FunctionalInterface
    private interface Entry<T> {
        T read(JsonObject o, String url, String path) throws AttachException;
    }

    /** GETs {@code url}, a JSON array of objects, and reads each. */
    private <T> List<T> list(String url, boolean apiEntryPoint, Entry<T> entry) throws AttachException {
        JsonArray array = array(get(url, apiEntryPoint), url, "$");
        List<T> list = new ArrayList<>(array.size());
        for (int i = 0; i < array.size(); i++) {
            String path = "$[" + i + "]";
            list.add(entry.read(object(array.get(i), url, path), url, path));
        }
        return list;
    }

    private static String attemptId(RestApplication app) {
        return app.attempts().isEmpty() ? null : app.attempts().get(0).attemptId();
    }

    private String applicationUrl(RestApplication app) {
        String attempt = attemptId(app);
        return apiRoot + "/applications/" + app.id() + (attempt == null ? "" : "/" + attempt);
    }

    // ---- HTTP ----

    private JsonElement get(String url, boolean apiEntryPoint) throws AttachException {
        HttpRequest request = HttpRequest.newBuilder(URI.create(url)).timeout(timeout)
                .header("Accept", "application/json").GET().build();
        HttpResponse<String> response;
        try {
            response = http.send(request, HttpResponse.BodyHandlers.ofString());
        } catch (HttpConnectTimeoutException e) {
            throw new AttachException(Kind.TIMEOUT, url, new Text("attach.connectTimeout", timeout.toMillis()), e);
        } catch (HttpTimeoutException e) {
            throw new AttachException(Kind.TIMEOUT, url, new Text("attach.timeout", timeout.toMillis()), e);
        } catch (ConnectException | UnknownHostException | UnresolvedAddressException e) {
            throw new AttachException(Kind.UNREACHABLE, url, new Text("attach.unreachable", String.valueOf(e)), e);
        } catch (IOException e) {
            throw unreachable(url, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AttachException(Kind.UNREACHABLE, url, new Text("attach.interrupted"), e);
        }
        int status = response.statusCode();
        if (status == 404) {
            throw apiEntryPoint ? new AttachException(Kind.NOT_SPARK, url, new Text("attach.noApi"), null)
                    : new AttachException(Kind.NO_APPLICATION, url, new Text("attach.gone"), null);
        }
        if (status != 200) {
            throw new AttachException(Kind.HTTP_ERROR, url, new Text("attach.status", status, firstLine(response.body())), null);
        }
        String type = response.headers().firstValue("Content-Type").orElse("");
        try {
            return JsonParser.parseString(response.body());
        } catch (JsonParseException e) {
            throw new AttachException(Kind.NOT_SPARK, url, new Text("attach.notJson", type.isEmpty() ? "?" : type), e);
        }
    }

    private static AttachException unreachable(String url, IOException e) {
        // HttpClient wraps a refused or reset connection in a plain IOException; its cause tells.
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof ConnectException || t instanceof UnresolvedAddressException || t instanceof UnknownHostException) {
                return new AttachException(Kind.UNREACHABLE, url, new Text("attach.unreachable", String.valueOf(t)), e);
            }
        }
        return new AttachException(Kind.UNREACHABLE, url, new Text("attach.broken", String.valueOf(e)), e);
    }

    private static String firstLine(String body) {
        String line = body == null ? "" : body.strip().lines().findFirst().orElse("");
        return line.length() > 200 ? line.substring(0, 200) + "\u2026" : line;
    }

    static JsonArray array(JsonElement e, String url, String path) throws AttachException {
        if (!e.isJsonArray()) {
            throw RestJson.notSpark(url, path, "attach.expected.array");
        }
        return e.getAsJsonArray();
    }

    static JsonObject object(JsonElement e, String url, String path) throws AttachException {
        if (!e.isJsonObject()) {
            throw RestJson.notSpark(url, path, "attach.expected.object");
        }
        return e.getAsJsonObject();
    }

    /** Field readers for the API's JSON: a field of the wrong type means the server is not Spark's API. */
    static final class RestJson {
        private RestJson() {
        }

        static RestApplication application(JsonObject o, String url, String path) throws AttachException {
            JsonArray attempts = o.has("attempts") ? array(o.get("attempts"), url, path + ".attempts") : new JsonArray();
            List<RestApplication.Attempt> list = new ArrayList<>();
            for (int i = 0; i < attempts.size(); i++) {
                String p = path + ".attempts[" + i + "]";
                JsonObject a = object(attempts.get(i), url, p);
                list.add(new RestApplication.Attempt(optString(a, "attemptId", url, p), longOr(a, "startTimeEpoch", -1, url, p),
                        longOr(a, "endTimeEpoch", -1, url, p), bool(a, "completed", false, url, p),
                        optString(a, "sparkUser", url, p), optString(a, "appSparkVersion", url, p)));
            }
            return new RestApplication(string(o, "id", url, path), optString(o, "name", url, path), list);
        }

        static RestExecutor executor(JsonObject o, String url, String path) throws AttachException {
            RestExecutor.MemoryMetrics memory = null;
            if (o.has("memoryMetrics") && !o.get("memoryMetrics").isJsonNull()) {
                String p = path + ".memoryMetrics";
                JsonObject m = object(o.get("memoryMetrics"), url, p);
                memory = new RestExecutor.MemoryMetrics(longOr(m, "usedOnHeapStorageMemory", 0, url, p),
                        longOr(m, "usedOffHeapStorageMemory", 0, url, p), longOr(m, "totalOnHeapStorageMemory", 0, url, p),
                        longOr(m, "totalOffHeapStorageMemory", 0, url, p));
            }
            Map<String, Long> peaks = new LinkedHashMap<>();
            if (o.has("peakMemoryMetrics") && !o.get("peakMemoryMetrics").isJsonNull()) {
                String p = path + ".peakMemoryMetrics";
                for (Map.Entry<String, JsonElement> m : object(o.get("peakMemoryMetrics"), url, p).entrySet()) {
                    peaks.put(m.getKey(), number(m.getValue(), url, p + "." + m.getKey()));
                }
            }
            return new RestExecutor(string(o, "id", url, path), optString(o, "hostPort", url, path),
                    bool(o, "isActive", true, url, path), (int) longOr(o, "rddBlocks", 0, url, path),
                    longOr(o, "memoryUsed", 0, url, path), longOr(o, "diskUsed", 0, url, path),
                    (int) longOr(o, "totalCores", 0, url, path), (int) longOr(o, "maxTasks", 0, url, path),
                    (int) longOr(o, "activeTasks", 0, url, path), (int) longOr(o, "failedTasks", 0, url, path),
                    (int) longOr(o, "completedTasks", 0, url, path), (int) longOr(o, "totalTasks", 0, url, path),
                    required(o, "maxMemory", url, path), optString(o, "addTime", url, path),
                    optString(o, "removeTime", url, path), optString(o, "removeReason", url, path), memory, peaks);
        }

        static RestRdd rdd(JsonObject o, String url, String path) throws AttachException {
            return new RestRdd((int) required(o, "id", url, path), optString(o, "name", url, path),
                    (int) longOr(o, "numPartitions", 0, url, path), (int) longOr(o, "numCachedPartitions", 0, url, path),
                    optString(o, "storageLevel", url, path), longOr(o, "memoryUsed", 0, url, path),
                    longOr(o, "diskUsed", 0, url, path));
        }

        private static String string(JsonObject o, String field, String url, String path) throws AttachException {
            String s = optString(o, field, url, path);
            if (s == null) {
                throw notSpark(url, path + "." + field, "attach.expected.string");
            }
            return s;
        }

        private static String optString(JsonObject o, String field, String url, String path) throws AttachException {
            JsonElement e = o.get(field);
            if (e == null || e.isJsonNull()) {
                return null;
            }
            if (!e.isJsonPrimitive() || !e.getAsJsonPrimitive().isString()) {
                throw notSpark(url, path + "." + field, "attach.expected.string");
            }
            return e.getAsString();
        }

        private static long required(JsonObject o, String field, String url, String path) throws AttachException {
            if (!o.has(field)) {
                throw notSpark(url, path + "." + field, "attach.expected.number");
            }
            return number(o.get(field), url, path + "." + field);
        }

        private static long longOr(JsonObject o, String field, long absent, String url, String path) throws AttachException {
            JsonElement e = o.get(field);
            return e == null || e.isJsonNull() ? absent : number(e, url, path + "." + field);
        }

        private static long number(JsonElement e, String url, String path) throws AttachException {
            if (!e.isJsonPrimitive() || !e.getAsJsonPrimitive().isNumber()) {
                throw notSpark(url, path, "attach.expected.number");
            }
            return e.getAsLong();
        }

        private static boolean bool(JsonObject o, String field, boolean absent, String url, String path) throws AttachException {
            JsonElement e = o.get(field);
            if (e == null || e.isJsonNull()) {
                return absent;
            }
            if (!(e instanceof JsonPrimitive p) || !p.isBoolean()) {
                throw notSpark(url, path + "." + field, "attach.expected.boolean");
            }
            return p.getAsBoolean();
        }

        static AttachException notSpark(String url, String path, String expectedKey) {
            return new AttachException(Kind.NOT_SPARK, url, new Text("attach.notSparkJson", path, new Text(expectedKey)), null);
        }
    }
}
