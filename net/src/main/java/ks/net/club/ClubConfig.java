package ks.net.club;

import java.nio.file.Path;
import java.time.Clock;
import ks.crypto.Argon2id;

/**
 * How a club runs: where it listens, its directory (the club's signing key, and the embedded
 * database when no {@code jdbcUrl} is given), the SMTP server for daily games' e-mail (null: no
 * e-mail), the web page's port (-1: none, 0: any free one), the password hashing cost, and the clock that daily
 * games' 24 hours are measured by (injected, so tests can move it), and which registering addresses
 * the club keeps an origin for ({@link OriginRule}).
 */
public record ClubConfig(String bindHost, int port, Path dir, String jdbcUrl, String dbUser, String dbPassword,
        String smtp, String mailFrom, int webPort, Argon2id.Cost cost, Clock clock, int workers,
        OriginRule origins) {

    /** Outside the meeting ports (24001 to 25000), so no game between two players can take it. */
    public static final int DEFAULT_PORT = 23_999;

    /**
     * The workers that run requests and games. A game's worker waits while its move is committed
     * (grouped with the others waiting), never on a member, so this many games can share one commit
     * (unless the commits are awaited without a worker: {@code ks.club.awaitCommits}, ClubStorage).
     */
    public static final int WORKERS = 32;

    /** A club on {@code port} with everything in {@code dir}, no e-mail and no web page. */
    public static ClubConfig of(Path dir, int port) {
        return new ClubConfig("0.0.0.0", port, dir, null, null, null, null, "club@localhost", -1,
                Argon2id.Cost.INTERACTIVE, Clock.systemUTC(), WORKERS, OriginRule.PUBLIC);
    }

    public ClubConfig withBindHost(String h) {
        return new ClubConfig(h, port, dir, jdbcUrl, dbUser, dbPassword, smtp, mailFrom, webPort, cost, clock,
                workers, origins);
    }

    public ClubConfig withDatabase(String url, String user, String password) {
        return new ClubConfig(bindHost, port, dir, url, user, password, smtp, mailFrom, webPort, cost, clock,
                workers, origins);
    }

    public ClubConfig withSmtp(String hostPort, String from) {
        return new ClubConfig(bindHost, port, dir, jdbcUrl, dbUser, dbPassword, hostPort, from, webPort, cost, clock,
                workers, origins);
    }

    public ClubConfig withWebPort(int p) {
        return new ClubConfig(bindHost, port, dir, jdbcUrl, dbUser, dbPassword, smtp, mailFrom, p, cost, clock,
                workers, origins);
    }

    public ClubConfig withCost(Argon2id.Cost c) {
        return new ClubConfig(bindHost, port, dir, jdbcUrl, dbUser, dbPassword, smtp, mailFrom, webPort, c, clock,
                workers, origins);
    }

    public ClubConfig withClock(Clock c) {
        return new ClubConfig(bindHost, port, dir, jdbcUrl, dbUser, dbPassword, smtp, mailFrom, webPort, cost, c,
                workers, origins);
    }

    public ClubConfig withOrigins(OriginRule r) {
        return new ClubConfig(bindHost, port, dir, jdbcUrl, dbUser, dbPassword, smtp, mailFrom, webPort, cost, clock,
                workers, r);
    }

    /** The database's address: {@code jdbcUrl}, or the embedded H2 file in the club's directory. */
    public String databaseUrl() {
        return jdbcUrl != null ? jdbcUrl : ks.net.club.db.ClubDatabase.embeddedUrl(dir);
    }
}
