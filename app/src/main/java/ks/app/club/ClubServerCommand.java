package ks.app.club;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.logging.Level;
import java.util.logging.Logger;
import ks.app.logging.LogFiles;
import ks.crypto.Argon2id;
import ks.crypto.FileMode;
import ks.net.club.ClubConfig;
import ks.net.club.host.ClubHost;
import ks.net.club.ClubLimits;
import ks.net.club.OriginRule;
import ks.text.Printable;

/**
 * {@code ks --club-server [--port P] [--db JDBC_URL] [--db-user U] [--smtp HOST:PORT]
 * [--mail-from ADDRESS] [--web PORT] [--bind ADDRESS] [--config DIR] [--registrations N,SECONDS]
 * [--log-level LEVEL] [--origins public|all|off]}: runs a club until the process is stopped (or, with
 * {@code --review} or {@code --void NAME}, reviews its ratings and stops: {@link ClubReviewCommand}). With no {@code --db} everything
 * lives in {@code club/} of the ks directory (an H2 file); the database password, when one is
 * needed, comes from {@code KS_DB_PASSWORD}. The club's log goes to {@code club/club.0.log}
 * ({@link LogFiles#club}).
 */
public final class ClubServerCommand {

    private static final Logger LOG = Logger.getLogger(ClubServerCommand.class.getName());

    private ClubServerCommand() {
    }

    public static int run(List<String> args, Path defaultConfig, Map<String, String> env, PrintStream out,
            PrintStream err) {
        ClubConfig config;
        ClubLimits limits;
        Level level;
        try {
            config = parse(args, defaultConfig, env);
            limits = limits(args);
            level = logLevel(args);
        } catch (IllegalArgumentException e) {
            err.println("ks: " + e.getMessage());
            return 2;
        }
        if (ClubReviewCommand.asked(args)) {
            return ClubReviewCommand.run(config, args, out, err);
        }
        try {
            FileMode.createOwnerOnlyDirectories(config.dir());
            LogFiles.club(config.dir(), level == null ? Level.INFO : level, level == null ? Level.WARNING : level);
        } catch (IOException e) {
            err.println("ks: cannot write the club's log in " + config.dir() + ": " + e.getMessage());
            return 1;
        }
        // Opening the database (Flyway's migrations, H2's file) and the keys can take half a minute
        // on a loaded machine: say so at once, not after a silence that reads as a hang.
        out.println(starting(config));
        out.flush();
        ClubHost host;
        try {
            host = ClubHost.start(config, limits);
        } catch (IOException | RuntimeException e) {
            LOG.severe("cannot start the club: " + e.getMessage());
            err.println("ks: cannot start the club: " + e.getMessage());
            return 1;
        }
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            host.close();
            stopped.countDown();
        }, "ks-club-stop"));
        String started = "ks club listening on port " + host.port() + ", key fingerprint " + host.fingerprint();
        String database = "database: " + host.database() + goingOn(host.resumedGames());
        LOG.info(started + "; " + database);
        out.println(started);
        out.println(database);
        out.println("log: " + config.dir().resolve("club.0.log"));
        if (host.webPort() > 0) {
            out.println("web page: http://localhost:" + host.webPort() + "/");
        }
        out.println("members connect with: ks --club THIS_HOST:" + host.port() + " register NAME EMAIL");
        out.flush();
        try {
            stopped.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return 0;
    }

    /**
     * The line printed before the club opens its database: where the database is (the H2 file's
     * directory, or the {@code --db} address without its options, a user or a password).
     */
    static String starting(ClubConfig config) {
        String where = config.jdbcUrl() == null ? "H2 in " + config.dir()
                : config.jdbcUrl().replaceFirst("[;?].*", "").replaceFirst("//[^/@]*@", "//");
        return "ks club: starting (database " + where + ") ...";
    }

    /** What the start-up line says of the games that go on: {@code ; 1 game in progress goes on}, or nothing. */
    static String goingOn(int games) {
        return games == 0 ? "" : games == 1 ? "; 1 game in progress goes on" : "; " + games + " games in progress go on";
    }

    static ClubConfig parse(List<String> args, Path defaultConfig, Map<String, String> env) {
        Path config = defaultConfig;
        for (int i = 0; i < args.size(); i++) {
            if (args.get(i).equals("--config") && i + 1 < args.size()) {
                config = Path.of(args.get(i + 1)).toAbsolutePath();
            }
        }
        ClubConfig c = ClubConfig.of(config.resolve("club"), ClubConfig.DEFAULT_PORT);
        String dbUser = null;
        String dbUrl = null;
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            String v = i + 1 < args.size() ? args.get(i + 1) : null;
            if (a.startsWith(ClubReviewCommand.VOID_IS)) {
                continue; // --void=NAME: the name in the same word, for one ks would take as its own option
            }
            switch (a) {
                case "--port" -> c = withPort(c, ClubArgs.number(need(v, a), "--port", 0, 65_535));
                case "--db" -> dbUrl = need(v, a);
                case "--db-user" -> dbUser = need(v, a);
                case "--smtp" -> c = c.withSmtp(need(v, a), c.mailFrom());
                case "--mail-from" -> c = c.withSmtp(c.smtp(), need(v, a));
                case "--web" -> c = c.withWebPort(ClubArgs.number(need(v, a), "--web", 0, 65_535));
                case "--bind" -> c = c.withBindHost(need(v, a));
                case "--config" -> need(v, a);
                case "--password-cost" -> c = c.withCost(cost(need(v, a)));
                case "--origins" -> c = c.withOrigins(OriginRule.of(need(v, a)));
                case "--registrations", "--log-level", "--void" -> need(v, a);
                case "--review" -> i--;
                default -> throw new IllegalArgumentException("unknown option '" + Printable.line(a, 40) + "' for --club-server "
                        + "(--port, --db, --db-user, --smtp, --mail-from, --web, --bind, --config, --registrations, "
                        + "--log-level, --origins, --review, --void)");
            }
            i++; // past the option's value (--review has none)
        }
        if (c.smtp() != null && c.smtp().isBlank()) {
            throw new IllegalArgumentException("--smtp takes HOST:PORT");
        }
        if (dbUrl != null) {
            c = c.withDatabase(dbUrl, dbUser, env.get("KS_DB_PASSWORD"));
        }
        return c;
    }

    /** The club's limits: the defaults, but for {@code --registrations N,SECONDS} (N at once from one address, then one every SECONDS). */
    static ClubLimits limits(List<String> args) {
        ClubLimits limits = ClubLimits.DEFAULT;
        for (int i = 0; i + 1 < args.size(); i++) {
            if (args.get(i).equals("--registrations")) {
                String[] parts = args.get(i + 1).split(",");
                if (parts.length != 2) {
                    throw new IllegalArgumentException("--registrations takes N,SECONDS: N registrations at once from "
                            + "one address, then one every SECONDS");
                }
                limits = limits.withRegistrations(ClubArgs.number(parts[0], "registrations", 1, 1_000_000),
                        Duration.ofSeconds(ClubArgs.number(parts[1], "seconds", 1, 86_400)));
            }
        }
        return limits;
    }

    /** The level {@code --log-level} asks for everything the club logs, or null for the defaults. */
    static Level logLevel(List<String> args) {
        Level level = null;
        for (int i = 0; i + 1 < args.size(); i++) {
            if (args.get(i).equals("--log-level")) {
                level = LogFiles.level(args.get(i + 1));
            }
        }
        return level;
    }

    private static ClubConfig withPort(ClubConfig c, int port) {
        return new ClubConfig(c.bindHost(), port, c.dir(), c.jdbcUrl(), c.dbUser(), c.dbPassword(), c.smtp(),
                c.mailFrom(), c.webPort(), c.cost(), c.clock(), c.workers(), c.origins());
    }

    /** A testing aid, left out of --help: {@code m,t,p} for a cheaper Argon2id. */
    private static Argon2id.Cost cost(String text) {
        String[] parts = text.split(",");
        if (parts.length != 3) {
            throw new IllegalArgumentException("--password-cost takes MEMORY_KIB,ITERATIONS,LANES");
        }
        return new Argon2id.Cost(ClubArgs.number(parts[0], "memory", 8, 4 * 1024 * 1024),
                ClubArgs.number(parts[1], "iterations", 1, 100), ClubArgs.number(parts[2], "lanes", 1, 16));
    }

    private static String need(String v, String option) {
        if (v == null) {
            throw new IllegalArgumentException(option + " needs a value");
        }
        return v;
    }
}
