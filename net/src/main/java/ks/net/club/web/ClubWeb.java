package ks.net.club.web;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.logging.Logger;
import ks.net.club.Tables;
import ks.net.club.db.Accounts;
import ks.net.club.db.ClubDatabase;
import ks.net.club.db.ClubStoreException;
import ks.net.club.db.GameSignatures;
import ks.net.club.db.Games;
import ks.net.club.db.Seeks;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.NetworkConnectionLimit;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.server.handler.QoSHandler;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.thread.QueuedThreadPool;

/**
 * The club's read-only web page ({@code --web PORT}): {@code /} shows the ratings, the open seeks,
 * the games in progress (who, the terms, how far; nothing of the board) and the finished games;
 * {@code /game/ID} a finished game's PGN and a step-by-step replay of both players' views. Only
 * GET and HEAD. Served by Jetty, whose connections wait for their bytes without a thread, so slow
 * or idle visitors cost a socket each and never the page; a request that does not send its
 * headers in time is closed ({@link HeaderDeadline}), the work at once is bounded and what waits
 * longer than its turn is answered 503 ({@link WebLimits}), a database failure 500.
 */
public final class ClubWeb implements AutoCloseable {

    private static final Logger LOG = Logger.getLogger(ClubWeb.class.getName());
    private static final int FINISHED_SHOWN = 50;

    private final Server server;
    private final ServerConnector connector;
    private final ScheduledExecutorService sweeper;
    private final ClubDatabase db;
    private final Tables tables;
    private final HeaderDeadline deadline;

    private ClubWeb(String host, int port, ClubDatabase db, Tables tables, WebLimits limits) {
        this.db = db;
        this.tables = tables;
        this.deadline = new HeaderDeadline(limits.headerDeadline().toNanos());
        QueuedThreadPool threads = new QueuedThreadPool(limits.working() + 8, 4);
        threads.setName("ks-club-web");
        threads.setDaemon(true);
        this.server = new Server(threads);
        HttpConfiguration http = new HttpConfiguration();
        http.setSendServerVersion(false);
        http.setSendXPoweredBy(false);
        http.setRequestHeaderSize(8 * 1024);
        this.connector = new ServerConnector(server, 1, 1, new HttpConnectionFactory(http));
        connector.setHost(host);
        connector.setPort(port);
        connector.setIdleTimeout(limits.idleTimeout().toMillis());
        connector.addBean(deadline);
        server.addConnector(connector);
        server.addBean(new NetworkConnectionLimit(limits.connections(), connector));
        QoSHandler qos = new QoSHandler(new Page());
        qos.setMaxRequestCount(limits.working());
        qos.setMaxSuspendedRequestCount(limits.waiting());
        qos.setMaxSuspend(limits.busyWait());
        server.setHandler(qos);
        this.sweeper = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "ks-club-web-deadline");
            t.setDaemon(true);
            return t;
        });
    }

    /** Serves the page on {@code host:port}; a port in use is an {@link IOException}. */
    public static ClubWeb start(String host, int port, ClubDatabase db, Tables tables) throws IOException {
        return start(host, port, db, tables, WebLimits.DEFAULT);
    }

    /** Serves the page within {@code limits}. */
    public static ClubWeb start(String host, int port, ClubDatabase db, Tables tables, WebLimits limits)
            throws IOException {
        ClubWeb web = new ClubWeb(host, port, db, tables, limits);
        try {
            web.server.start();
        } catch (Exception e) {
            web.close();
            throw new IOException("cannot serve the web page on " + host + ":" + port + ": " + e.getMessage(), e);
        }
        web.sweeper.scheduleWithFixedDelay(web.deadline::sweep, 1, 1, TimeUnit.SECONDS);
        return web;
    }

    public int port() {
        return connector.getLocalPort();
    }

    /** The page itself: blocking, since it asks the database. */
    private final class Page extends Handler.Abstract {
        @Override
        public boolean handle(Request request, Response response, Callback callback) {
            Connection c = request.getConnectionMetaData().getConnection();
            deadline.started(c);
            Request.addCompletionListener(request, failure -> deadline.answered(c));
            String method = request.getMethod();
            if (!"GET".equals(method) && !"HEAD".equals(method)) {
                send(response, callback, 405, "text/plain", "this page is read-only");
                return true;
            }
            String path = request.getHttpURI().getPath();
            try {
                if ("/".equals(path)) {
                    send(response, callback, 200, "text/html", front());
                } else if (path != null && path.matches("/game/[0-9a-f]{32}")) {
                    Optional<String> page = game(path.substring("/game/".length()));
                    send(response, callback, page.isPresent() ? 200 : 404, "text/html",
                            page.orElseGet(() -> Pages.notFound("No finished game has that id.")));
                } else {
                    send(response, callback, 404, "text/html", Pages.notFound("There is no such page."));
                }
            } catch (ClubStoreException e) {
                LOG.warning("web page: " + e.getMessage());
                send(response, callback, 500, "text/html", Pages.failed("The club's database failed; try again in a "
                        + "moment."));
            }
            return true;
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
            GameSignatures.StoredEnd end = GameSignatures.end(c, id);
            return Optional.of(Pages.game(g.get(), actions, end == null ? null : end.kind(),
                    Replay.of(g.get(), actions)));
        });
    }

    private static void send(Response response, Callback callback, int status, String type, String body) {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        response.setStatus(status);
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, type + "; charset=utf-8");
        response.getHeaders().put("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; "
                + "script-src 'unsafe-inline'");
        response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-store");
        response.getHeaders().put(HttpHeader.CONTENT_LENGTH, bytes.length);
        response.write(true, ByteBuffer.wrap(bytes), callback);
    }

    @Override
    public void close() {
        sweeper.shutdownNow();
        try {
            server.stop();
        } catch (Exception e) {
            LOG.warning("stopping the web page: " + e.getMessage());
        }
    }
}
