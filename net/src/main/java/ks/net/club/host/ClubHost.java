package ks.net.club.host;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.logging.Logger;
import ks.crypto.FileMode;
import ks.crypto.KeyFileException;
import ks.crypto.KeyStore;
import ks.crypto.SigningKey;
import ks.net.club.Club;
import ks.net.club.ClubConfig;
import ks.net.club.ClubGame;
import ks.net.club.ClubLimits;
import ks.net.club.ClubServer;
import ks.net.club.MoveTimes;
import ks.net.club.OriginKey;
import ks.net.club.Tables;
import ks.net.club.db.ClubDatabase;
import ks.net.club.db.ClubStoreException;
import ks.net.club.db.GroupCommit;
import ks.net.club.mail.DailyMail;
import ks.net.club.mail.Mailer;
import ks.net.club.web.ClubWeb;
import ks.net.club.web.Joining;

/**
 * A running club: its key, its database, the workers, the games it referees, the network loop,
 * the sweep that ends games lost on time, and (when asked for) the web page and the e-mail of
 * daily games. {@link #start} brings it all up; every game in progress goes on from its last ply.
 */
public final class ClubHost implements AutoCloseable {

    /** Names a file the club writes its own move times to when it stops (for net/bench/club-capacity.sh). */
    public static final String MOVE_TIMES_FILE = "ks.club.moveTimes";
    private static final Logger LOG = Logger.getLogger(ClubHost.class.getName());

    private final ClubConfig config;
    private final ClubDatabase db;
    private final GroupCommit commits;
    private final SigningKey key;
    private final ClubThreads threads = new ClubThreads();
    private final ExecutorService workers;
    private final ExecutorService hashing;
    private final ScheduledExecutorService sweeper;
    private final Tables tables;
    private final Club club;
    private final ClubServer server;
    private final ClubWeb web;
    private final Mailer mailer;
    private final int resumed;

    private ClubHost(ClubConfig config, ClubLimits limits) throws IOException {
        this.config = config;
        FileMode.createOwnerOnlyDirectories(config.dir());
        SecureRandom shared = new SecureRandom();
        try {
            this.key = new KeyStore(config.dir()).loadOrCreate(shared);
        } catch (KeyFileException e) {
            throw new IOException(e.getMessage());
        }
        SecureRandom random = new ThreadRandom(shared);
        this.db = ClubDatabase.open(config.databaseUrl(), config.dbUser(), config.dbPassword(),
                Math.min(config.workers(), 8) + 2);
        this.commits = new GroupCommit(db);
        this.workers = pool(threads.named("ks-club-worker"), config.workers(), 100_000);
        Club.Guards guards = Club.Guards.of(limits, config.cost(), random, System::nanoTime)
                .withOrigins(OriginKey.load(config.dir(), shared, config.origins()));
        // Threads bound the CPU hashing takes, the budget its memory; a short queue keeps the wait short.
        int hashers = Math.min(guards.passwords().permits(), Math.max(2, Runtime.getRuntime().availableProcessors()));
        this.hashing = pool(threads.named("ks-club-hash"), hashers, 8 * hashers);
        this.sweeper = Executors.newSingleThreadScheduledExecutor(threads.named("ks-club-sweep"));
        this.mailer = config.smtp() == null ? Mailer.NONE : Mailer.smtp(config.smtp(), config.mailFrom());
        DailyMail notices = new DailyMail(db, mailer, hostName(config));
        this.tables = new Tables(new ClubGame.Context(db, commits, config.clock(), key, random, notices,
                config.origins()), workers);
        this.club = new Club(db, config.clock(), random, guards, tables);
        ClubServer listening = null;
        try {
            this.resumed = tables.loadAll();
            listening = new ClubServer(new InetSocketAddress(config.bindHost(), config.port()), club, tables, workers,
                    hashing, key, random, limits);
            this.web = config.webPort() >= 0 ? ClubWeb.start(config.bindHost(), config.webPort(), db, tables,
                    new Joining(listening.port(), key.identity().fingerprint())) : null;
        } catch (IOException | RuntimeException e) {
            // A port in use (or a database that fails now) must leave no thread, pool or open database behind.
            if (listening != null) {
                listening.close();
            }
            stopWork();
            throw e;
        }
        this.server = listening;
    }

    /** Starts a club; a database, key or port it cannot use is an {@link IOException} with one line. */
    public static ClubHost start(ClubConfig config) throws IOException {
        return start(config, ClubLimits.DEFAULT);
    }

    /** Starts a club with other limits than the defaults (tests: a load test registers a thousand members). */
    public static ClubHost start(ClubConfig config, ClubLimits limits) throws IOException {
        try {
            ClubHost h = new ClubHost(config, limits);
            h.server.start();
            h.sweeper.scheduleWithFixedDelay(h.tables::sweep, 1, 1, TimeUnit.SECONDS);
            return h;
        } catch (ClubStoreException e) {
            throw new IOException(e.getMessage());
        }
    }

    /** The port members connect to. */
    public int port() {
        return server.port();
    }

    /** The web page's port, or 0. */
    public int webPort() {
        return web == null ? 0 : web.port();
    }

    /** The club's public key fingerprint, which members compare when they first connect. */
    public String fingerprint() {
        return key.identity().fingerprint();
    }

    /** Games in progress that were picked up from the database at start. */
    public int resumedGames() {
        return resumed;
    }

    /** Where the club keeps its data, without passwords. */
    public String database() {
        return db.describe();
    }

    /** How many members are connected now. */
    public int connections() {
        return server.connections();
    }

    /** Ends games whose side to move ran out of time now (the sweep does this every second). */
    public void sweep() {
        tables.sweep();
    }

    /** The club's own time for each attempt since it started ({@link MoveTimes}). */
    public MoveTimes moveTimes() {
        return server.moveTimes();
    }

    /**
     * Stops the club; with the system property {@value #MOVE_TIMES_FILE} set (the capacity bench sets
     * it), first writes {@link MoveTimes#summary} to that file.
     */
    @Override
    public void close() {
        String report = System.getProperty(MOVE_TIMES_FILE);
        if (report != null) {
            try {
                Files.writeString(Path.of(report), server.moveTimes().summary() + System.lineSeparator()
                        + commits.summary() + System.lineSeparator());
            } catch (IOException | RuntimeException e) {
                LOG.warning("cannot write the club's move times to " + report + ": " + e.getMessage());
            }
        }
        if (web != null) {
            web.close();
        }
        server.close();
        stopWork();
    }

    /** Stops the threads, the mail, the writer and the database, in that order. */
    private void stopWork() {
        sweeper.shutdownNow();
        workers.shutdown();
        hashing.shutdownNow();
        try {
            workers.awaitTermination(10, TimeUnit.SECONDS);
            threads.join(10_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        mailer.close();
        commits.close();
        db.close();
    }

    private static String hostName(ClubConfig config) {
        return "0.0.0.0".equals(config.bindHost()) ? "localhost" : config.bindHost();
    }

    private static ExecutorService pool(ThreadFactory named, int threads, int queue) {
        return new ThreadPoolExecutor(threads, threads, 0, TimeUnit.MILLISECONDS, new ArrayBlockingQueue<>(queue),
                named);
    }
}
