package sparkmemlab.replay.rest;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A web server on 127.0.0.1 for the REST tests: each path answers {status, content type, body} as set (404
 * otherwise), a "slow" one after two seconds; it notes every path asked for.
 */
public final class FakeSpark implements AutoCloseable {
    private final HttpServer server;
    private final Map<String, String[]> answers = new ConcurrentHashMap<>();
    private final List<String> asked = new CopyOnWriteArrayList<>();

    public FakeSpark() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", this::answer);
        server.start();
    }

    /** Where it answers: {@code http://127.0.0.1:<port>}. */
    public String base() {
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    public void answer(String path, int status, String contentType, String body) {
        answers.put(path, new String[] {String.valueOf(status), contentType, body});
    }

    /** Answers {@code path} with this JSON, two seconds late. */
    public void slowJson(String path, String body) {
        answers.put(path, new String[] {"200", "application/json", body, "slow"});
    }

    public void json(String path, String body) {
        answer(path, 200, "application/json", body);
    }

    public List<String> asked() {
        return asked;
    }

    private void answer(HttpExchange exchange) throws IOException {
        String path = exchange.getRequestURI().getPath();
        asked.add(path);
        String[] answer = answers.getOrDefault(path, new String[] {"404", "text/plain", "not found"});
        if (answer.length > 3) {
            try {
                Thread.sleep(2_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        byte[] body = answer[2].getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().set("Content-Type", answer[1]);
        exchange.sendResponseHeaders(Integer.parseInt(answer[0]), body.length);
        exchange.getResponseBody().write(body);
        exchange.close();
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
