package ks.net.club.web;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import java.util.logging.Logger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import ks.engine.Color;
import ks.net.club.Origins;
import ks.net.club.Tables;
import ks.net.club.db.Accounts;
import ks.net.club.db.ClubDatabase;
import ks.net.club.db.ClubStoreException;
import ks.net.club.db.GameMoves;
import ks.net.club.db.GameSignatures;
import ks.net.club.db.Games;
import ks.net.club.db.Seeks;
import ks.net.protocol.GameRecord;
import ks.net.store.RecordFile;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.io.IdleTimeout;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.NetworkConnectionLimit;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.thread.QueuedThreadPool;

/**
 * The club's read-only web page ({@code --web PORT}): {@code /} shows how to join (the address,
 * the command that registers, the club key's fingerprint), the ratings, the open seeks, the games
 * in progress (who, since when, the clocks, whose turn or adjourned; nothing of the board) and
 * the finished games; {@code /live/ID} follows a game in progress with what both players heard
 * ({@link Spectator}), loading itself again; {@code /game/ID} replays a finished game, with its
 * PGN ({@code /game/ID.pgn}) and each player's signed record ({@code /game/ID/white.ksg},
 * {@code black.ksg}) to download and audit. Only GET and HEAD. Served by Jetty, whose connections
 * wait for their bytes without a thread, so slow or idle visitors cost a socket each and never
 * the page; a request that does not send its headers in time is closed ({@link HeaderDeadline}),
 * the work at once is bounded and what waits longer than its turn is answered 503
 * ({@link WebLimits}, {@link Places}), as is a request while too much already sent waits to be
 * read ({@link Unread}); past the connections allowed the oldest of the address holding the most
 * gives way ({@link WebConnections}); a database failure is answered 500. A finished game's downloads are
 * built once and kept ({@link Downloads}). A game whose stored rows the club cannot read answers
 * a page that says its record is damaged ({@link Damage}), and the rest of the site is served as
 * ever.
 */
public final class ClubWeb implements AutoCloseable {

    private static final Logger LOG = Logger.getLogger(ClubWeb.class.getName());
    private static final int FINISHED_SHOWN = 50;
    /** What the page of a game in progress that the club set aside at its start adds. */
    private static final String SET_ASIDE = "it is set aside until the club starts again";
    /** The bytes of finished games' downloads kept, and the largest download given. */
    static final long DOWNLOADS_KEPT = 64L << 20;

    private final Server server;
    private final ServerConnector connector;
    private final ScheduledExecutorService sweeper;
    private static final Pattern LIVE = Pattern.compile("/live/([0-9a-f]{32})");
    private static final Pattern GAME = Pattern.compile("/game/([0-9a-f]{32})(\\.pgn|/white\\.ksg|/black\\.ksg)?");

    private final ClubDatabase db;
    private final Tables tables;
    private final Joining joining;
    private final HeaderDeadline deadline;
    private final Damage damage = new Damage();
    private final Places places;
    private final Unread unread;
    private final Downloads downloads = new Downloads(DOWNLOADS_KEPT);

    private ClubWeb(String host, int port, ClubDatabase db, Tables tables, Joining joining, WebLimits limits) {
        this.db = db;
        this.tables = tables;
        this.joining = joining;
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
        // Two bounds: past the lower one the oldest connection of the origin holding the most gives way;
        // at the upper one Jetty stops accepting, since its acceptor can take sockets faster than the
        // closing of the given-way ones frees their descriptors (a flood would run the club out of them).
        server.addBean(new NetworkConnectionLimit(limits.connections(), connector));
        connector.addBean(new WebConnections(WebConnections.givingWayFrom(limits.connections())));
        server.setHandler(new Page());
        this.sweeper = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "ks-club-web-deadline");
            t.setDaemon(true);
            return t;
        });
        this.places = new Places(limits.working(), limits.waiting(), limits.busyWait().toNanos(), threads, sweeper);
        this.unread = new Unread(limits.unreadPerAddress(), limits.unreadTotal());
    }

    /** Serves the page on {@code host:port}; a port in use is an {@link IOException}. */
    public static ClubWeb start(String host, int port, ClubDatabase db, Tables tables, Joining joining)
            throws IOException {
        return start(host, port, db, tables, joining, WebLimits.DEFAULT.withinDescriptors().withinHeap());
    }

    /** Serves the page within {@code limits}. */
    public static ClubWeb start(String host, int port, ClubDatabase db, Tables tables, Joining joining,
            WebLimits limits) throws IOException {
        ClubWeb web = new ClubWeb(host, port, db, tables, joining, limits);
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

    /**
     * The page itself. Building an answer blocks, since it asks the database, so it takes one of
     * the page's places; writing it does not, and gives the place back first.
     */
    private final class Page extends Handler.Abstract {
        @Override
        public boolean handle(Request request, Response response, Callback callback) {
            Connection c = request.getConnectionMetaData().getConnection();
            deadline.started(c);
            Request.addCompletionListener(request, failure -> deadline.answered(c));
            String method = request.getMethod();
            if (!"GET".equals(method) && !"HEAD".equals(method)) {
                write(response, callback, Answer.page(405, "text/plain", "this page is read-only"));
                return true;
            }
            String address = origin(request.getConnectionMetaData().getRemoteSocketAddress());
            if (!unread.admit(address)) {
                write(response, callback, Answer.page(503, "text/plain", "what this page sent to your address "
                        + "waits to be read; try again in a moment"));
                return true;
            }
            String path = request.getHttpURI().getPath();
            String host = request.getHttpURI().getHost();
            LongSupplier idle = c.getEndPoint() instanceof IdleTimeout t ? t::getIdleFor : () -> 0L;
            places.enter(() -> serve(path == null ? "" : path, host, address, c::close, idle, response, callback),
                    () -> write(response, callback, Answer.page(503, "text/plain", "the page is busy; try again in a "
                            + "moment")));
            return true;
        }
    }

    /** Builds the answer in the place taken for it, gives the place back, then writes. */
    private void serve(String path, String host, String address, Runnable close, LongSupplier idle,
            Response response, Callback callback) {
        Answer a;
        try {
            a = built(path, host);
        } catch (RuntimeException e) {
            // Jetty answers 500; on a thread of the page's own nothing else would answer at all.
            callback.failed(e);
            return;
        } finally {
            places.leave();
        }
        write(response, unread.counted(address, a.bytes().length, close, idle, callback), a);
    }

    private Answer built(String path, String host) {
        try {
            return answer(path, host);
        } catch (ClubStoreException e) {
            LOG.warning("web page: " + e.getMessage());
            return Answer.page(500, "text/html", Html.failed("The club's database failed; try again in a moment."));
        }
    }

    private static String origin(SocketAddress remote) {
        return remote instanceof InetSocketAddress inet && inet.getAddress() != null
                ? Origins.of(inet.getAddress()) : String.valueOf(remote);
    }

    private Answer answer(String path, String host) {
        Matcher live = LIVE.matcher(path);
        Matcher game = GAME.matcher(path);
        if ("/".equals(path)) {
            return Answer.page(200, "text/html", front(host));
        } else if (live.matches()) {
            String id = live.group(1);
            Optional<String> page = readable(id, () -> live(id), "it cannot be followed here");
            return Answer.page(page.isPresent() ? 200 : 404, "text/html",
                    page.orElseGet(() -> Html.notFound("No game has that id.")));
        } else if (game.matches() && game.group(2) == null) {
            String id = game.group(1);
            Optional<String> page = readable(id, () -> game(id), "it has no replay, PGN or signed record to give");
            return Answer.page(page.isPresent() ? 200 : 404, "text/html",
                    page.orElseGet(() -> Html.notFound("No finished game has that id.")));
        } else if (game.matches()) {
            String id = game.group(1);
            try {
                return download(id, game.group(2));
            } catch (ClubStoreException e) {
                throw e;
            } catch (RuntimeException e) {
                damage.met(id, e);
                return Answer.page(404, "text/html", Damage.page(id, "it has no file to give"));
            }
        }
        return Answer.page(404, "text/html", Html.notFound("There is no such page."));
    }

    /**
     * {@code page}, a page of game {@code id}; or, when the game's stored rows cannot be read,
     * a page that says so and that {@code more}. A failing database is not the game's fault.
     */
    private Optional<String> readable(String id, Supplier<Optional<String>> page, String more) {
        try {
            return page.get();
        } catch (ClubStoreException e) {
            throw e;
        } catch (RuntimeException e) {
            damage.met(id, e);
            return Optional.of(Damage.page(id, more));
        }
    }

    private String front(String host) {
        return db.inTransaction(c -> FrontPage.of(new FrontPage.Club(joining, host, Accounts.ratings(c),
                Seeks.open(c), tables.inProgress(), Games.finished(c, FINISHED_SHOWN))));
    }

    /** A game in progress as a spectator follows it; a finished one links to its replay. */
    private Optional<String> live(String id) {
        Optional<Tables.Playing> playing = tables.playing(id);
        return db.inTransaction(c -> {
            Optional<Games.Game> g = Games.byId(c, id);
            if (g.isEmpty()) {
                return Optional.empty();
            }
            if (Games.OVER.equals(g.get().state())) {
                return Optional.of(LivePage.over(id));
            }
            if (tables.setAside(id)) {
                return Optional.of(Damage.page(id, SET_ASIDE));
            }
            // A game the club is loading again (after a failure to store it) is back in a moment.
            return Optional.of(playing.isEmpty() ? LivePage.reloading() : LivePage.of(playing.get(),
                    Spectator.of(g.get(), GameMoves.actions(c, id))));
        });
    }

    /** A finished game's page; a game still being played is watched live, never replayed. */
    private Optional<String> game(String id) {
        return db.inTransaction(c -> {
            Optional<Games.Game> g = Games.byId(c, id);
            if (g.isEmpty()) {
                return Optional.empty();
            }
            if (!Games.OVER.equals(g.get().state()) && tables.setAside(id)) {
                return Optional.of(Damage.page(id, SET_ASIDE));
            }
            if (!Games.OVER.equals(g.get().state())) {
                return Optional.of(Html.end(Html.head("ks club", 0).append("<p>This game is being played: ")
                        .append(Html.link("/live/" + id, "watch it")).append(".</p>")));
            }
            List<GameMoves.Action> actions = GameMoves.actions(c, id);
            if (actions.size() > GamePage.REPLAYED_ACTIONS) {
                return Optional.of(GamePage.unreplayed(g.get(), actions.size()));
            }
            GameSignatures.StoredEnd end = GameSignatures.end(c, id);
            String pgn = GamePage.pgn(g.get(), actions, GameMoves.commitments(c, id), end == null ? null : end.kind());
            return Optional.of(GamePage.of(g.get(), pgn, Replay.of(g.get(), actions)));
        });
    }

    /**
     * A finished game's PGN ({@code .pgn}) or a player's signed record ({@code /white.ksg},
     * {@code /black.ksg}), built once and kept ({@link Downloads}).
     */
    private Answer download(String id, String what) {
        String name = "ks-club-" + id.substring(0, 8);
        boolean pgn = what.equals(".pgn");
        String side = what.equals("/white.ksg") ? "white" : "black";
        String fileName = pgn ? name + ".pgn" : name + "-" + side + ".ksg";
        Optional<Downloads.File> file = downloads.get(id + what, () -> pgn ? pgn(id) : record(id, side));
        if (file.isPresent() && file.get().given()) {
            return new Answer(200, pgn ? "application/x-chess-pgn" : "application/octet-stream", fileName,
                    file.get().bytes());
        }
        if (file.isPresent()) {
            return Answer.page(404, "text/html", Html.notFound(String.format("This game's %s is %,d bytes, more than "
                    + "this page gives (%,d): the players' own records hold the game.", fileName, file.get().size(),
                    DOWNLOADS_KEPT)));
        }
        return Answer.page(404, "text/html", Html.notFound("No finished game with that id has it to give "
                + "(a game played before the club kept all its signed record needs has none)."));
    }

    private Optional<byte[]> pgn(String id) {
        return db.inTransaction(c -> {
            Optional<Games.Game> g = Games.byId(c, id);
            if (g.isEmpty() || !Games.OVER.equals(g.get().state())) {
                return Optional.<byte[]>empty();
            }
            GameSignatures.StoredEnd end = GameSignatures.end(c, id);
            return Optional.of(GamePage.pgn(g.get(), GameMoves.actions(c, id), GameMoves.commitments(c, id),
                    end == null ? null : end.kind()).getBytes(StandardCharsets.UTF_8));
        });
    }

    /** A player's signed record, of a finished game only. */
    private Optional<byte[]> record(String id, String side) {
        db.inTransaction(c -> {
            Damage.clocks(GameMoves.commitments(c, id));
            return null;
        });
        Optional<GameRecord> record = tables.record(id, side.equals("white") ? Color.WHITE : Color.BLACK);
        try {
            return record.isPresent() ? Optional.of(RecordFile.bytes(record.get())) : Optional.empty();
        } catch (IOException e) {
            throw new IllegalStateException("cannot write a record", e);
        }
    }

    /** An answer built: a page, or a file to save as {@code fileName} when that is not null. */
    private record Answer(int status, String type, String fileName, byte[] bytes) {
        static Answer page(int status, String type, String body) {
            return new Answer(status, type + "; charset=utf-8", null, body.getBytes(StandardCharsets.UTF_8));
        }
    }

    /** Writes {@code a} without waiting for the reader: {@code callback} learns when it is written. */
    private static void write(Response response, Callback callback, Answer a) {
        response.setStatus(a.status());
        if (a.fileName() != null) {
            response.getHeaders().put(HttpHeader.CONTENT_DISPOSITION, "attachment; filename=\"" + a.fileName() + "\"");
        }
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, a.type());
        response.getHeaders().put("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; "
                + "script-src 'unsafe-inline'");
        response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-store");
        response.getHeaders().put("X-Content-Type-Options", "nosniff");
        response.getHeaders().put(HttpHeader.CONTENT_LENGTH, a.bytes().length);
        response.write(true, ByteBuffer.wrap(a.bytes()), callback);
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
