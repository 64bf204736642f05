package ks.net.club.web;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.logging.Logger;
import ks.net.club.Tables;
import ks.net.club.db.Accounts;
import ks.net.club.db.ClubDatabase;
import ks.net.club.db.ClubStoreException;
import ks.net.club.db.Games;
import ks.net.club.db.Seeks;

/**
 * The club's read-only web page ({@code --web PORT}): {@code /} shows the ratings, the open seeks,
 * the games in progress (who, the terms, how far; nothing of the board) and the finished games;
 * {@code /game/ID} a finished game's PGN and a step-by-step replay of both players' views. Only
 * GET; served by the JDK's HTTP server on two threads with a bounded queue.
 */
public final class ClubWeb implements AutoCloseable {

    private static final Logger LOG = Logger.getLogger(ClubWeb.class.getName());
    private static final int FINISHED_SHOWN = 50;

    private final HttpServer server;
    private final ExecutorService threads;
    private final ClubDatabase db;
    private final Tables tables;

    private ClubWeb(HttpServer server, ExecutorService threads, ClubDatabase db, Tables tables) {
        this.server = server;
        this.threads = threads;
        this.db = db;
        this.tables = tables;
    }

    /** Serves the page on {@code host:port}; a port in use is an {@link IOException}. */
    public static ClubWeb start(String host, int port, ClubDatabase db, Tables tables) throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress(host, port), 64);
        ExecutorService threads = new ThreadPoolExecutor(2, 2, 0, TimeUnit.MILLISECONDS, new ArrayBlockingQueue<>(200),
                r -> {
                    Thread t = new Thread(r, "ks-club-web");
                    t.setDaemon(true);
                    return t;
                }, new ThreadPoolExecutor.DiscardPolicy());
        ClubWeb web = new ClubWeb(server, threads, db, tables);
        server.createContext("/", web::serve);
        server.setExecutor(threads);
        server.start();
        return web;
    }

    public int port() {
        return server.getAddress().getPort();
    }

    private void serve(HttpExchange x) throws IOException {
        try (x) {
            if (!"GET".equals(x.getRequestMethod()) && !"HEAD".equals(x.getRequestMethod())) {
                send(x, 405, "text/plain", "this page is read-only");
                return;
            }
            String path = x.getRequestURI().getPath();
            if (path.equals("/")) {
                send(x, 200, "text/html", front());
            } else if (path.matches("/game/[0-9a-f]{32}")) {
                Optional<String> page = game(path.substring("/game/".length()));
                if (page.isPresent()) {
                    send(x, 200, "text/html", page.get());
                } else {
                    send(x, 404, "text/html", Pages.notFound("No finished game has that id."));
                }
            } else {
                send(x, 404, "text/html", Pages.notFound("There is no such page."));
            }
        } catch (ClubStoreException e) {
            LOG.warning("web page: " + e.getMessage());
        }
    }

    private String front() {
        return db.inTransaction(c -> Pages.front(Accounts.ratings(c), Seeks.open(c), tables.inProgress(),
                Games.finished(c, FINISHED_SHOWN)));
    }

    private Optional<String> game(String id) {
        return db.inTransaction(c -> {
            Optional<Games.Game> g = Games.byId(c, id);
            if (g.isEmpty() || !Games.OVER.equals(g.get().state())) {
                return Optional.empty();
            }
            List<Games.Action> actions = Games.actions(c, id);
            return Optional.of(Pages.game(g.get(), actions, Replay.of(g.get(), actions)));
        });
    }

    private static void send(HttpExchange x, int status, String type, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        x.getResponseHeaders().set("Content-Type", type + "; charset=utf-8");
        x.getResponseHeaders().set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; "
                + "script-src 'unsafe-inline'");
        x.getResponseHeaders().set("Cache-Control", "no-store");
        boolean head = "HEAD".equals(x.getRequestMethod());
        x.sendResponseHeaders(status, head ? -1 : bytes.length);
        if (!head) {
            try (OutputStream out = x.getResponseBody()) {
                out.write(bytes);
            }
        }
    }

    @Override
    public void close() {
        server.stop(0);
        threads.shutdownNow();
    }
}
