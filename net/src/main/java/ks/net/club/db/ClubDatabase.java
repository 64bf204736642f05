package ks.net.club.db;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.FlywayException;

/**
 * The club's database: a small HikariCP pool over plain JDBC, brought to the current schema by
 * Flyway (the scripts in {@code db/club}, the same for H2 and PostgreSQL) when it opens. Work
 * runs in {@link #inTransaction}: committed whole or not at all, so a game's end and the rating
 * changes it causes land together.
 */
public final class ClubDatabase implements AutoCloseable {

    /** One unit of database work. */
    @FunctionalInterface
    public interface Work<T> {
        T run(Connection c) throws SQLException;
    }

    private final HikariDataSource pool;
    private final String url;
    private final boolean h2;

    private ClubDatabase(HikariDataSource pool, String url) {
        this.pool = pool;
        this.url = url;
        this.h2 = url.startsWith("jdbc:h2:");
    }

    /**
     * The embedded default: an H2 file under {@code dir}. H2 keeps its background writer
     * ({@code WRITE_DELAY} above 0), which is also what compacts the file and lets it reuse the
     * space of old versions; with {@code WRITE_DELAY=0} it never runs, and under a steady stream of
     * small commits the file grew by every commit's pages (683 MB for 1,000 games). Each
     * transaction is still in the file before {@link #inTransaction} returns (it ends with a
     * {@code CHECKPOINT}), so a killed club loses nothing it acknowledged.
     * <p>
     * H2's page cache is 4 MB ({@code CACHE_SIZE}, in KB; left out, H2 2.5 keeps 16 MB): the cache's
     * pages and entries live long enough to be promoted, and every young collection then scans them
     * for references to the pages just read or written, so at 1,000 games the smaller cache cut the
     * serial collector's pauses from about 30 to 22 ms, with no more CPU a move (docs/performance.md,
     * H2's page cache and the young collector).
     */
    public static String embeddedUrl(Path dir) {
        return "jdbc:h2:file:" + dir.toAbsolutePath().resolve("club")
                + ";WRITE_DELAY=500;LOCK_TIMEOUT=10000;CACHE_SIZE=4096";
    }

    /** Whether a club's embedded database is in {@code dir} (opening it where none is makes an empty one). */
    public static boolean embeddedExists(Path dir) {
        return Files.isRegularFile(dir.toAbsolutePath().resolve("club.mv.db"));
    }

    /**
     * Opens the database at {@code url} (with {@code user} and {@code password}, both may be
     * null) and migrates it. A database that cannot be reached or migrated is a
     * {@link ClubStoreException} with one line.
     */
    public static ClubDatabase open(String url, String user, String password, int poolSize) {
        if (!url.startsWith("jdbc:h2:") && !url.startsWith("jdbc:postgresql:")) {
            throw new ClubStoreException("the club keeps its data in H2 or PostgreSQL; '" + url
                    + "' is neither (use jdbc:postgresql://HOST/DB or leave out --db)");
        }
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(url);
        if (user != null) {
            config.setUsername(user);
        }
        if (password != null) {
            config.setPassword(password);
        }
        config.setMaximumPoolSize(poolSize);
        config.setMinimumIdle(1);
        config.setAutoCommit(false);
        config.setPoolName("ks-club-db");
        config.setConnectionTimeout(30_000);
        config.setInitializationFailTimeout(10_000);
        HikariDataSource pool;
        try {
            pool = new HikariDataSource(config);
        } catch (RuntimeException e) {
            throw new ClubStoreException("cannot open the club's database " + redact(url) + ": " + rootMessage(e));
        }
        try {
            migrate(pool);
        } catch (FlywayException e) {
            pool.close();
            throw new ClubStoreException("cannot bring the club's database " + redact(url) + " to this version: "
                    + rootMessage(e));
        }
        return new ClubDatabase(pool, url);
    }

    private static void migrate(DataSource source) {
        Flyway.configure().dataSource(source).locations("classpath:db/club").load().migrate();
    }

    /** Runs {@code work} in one transaction: committed when it returns, rolled back when it throws. */
    public <T> T inTransaction(Work<T> work) {
        try (Connection c = pool.getConnection()) {
            try {
                T result = work.run(c);
                c.commit();
                if (h2) {
                    // In the file now, not at the background writer's next turn.
                    try (Statement s = c.createStatement()) {
                        s.execute("CHECKPOINT");
                    }
                }
                return result;
            } catch (SQLException | RuntimeException e) {
                c.rollback();
                throw e;
            }
        } catch (SQLException e) {
            throw new ClubStoreException("the club's database failed: " + e.getMessage(), e);
        }
    }

    /**
     * Bounds the waits left in {@code c}'s transaction, its commit included, to {@code bound}:
     * PostgreSQL gives up a lock it waits on for longer ({@code SET LOCAL lock_timeout}; its
     * {@code statement_timeout} does not cover {@code COMMIT}), so a commit held up behind another
     * transaction's lock (a deferred check's) ends rolled back instead of hanging. H2's commit is a
     * write to its own file in this process, with no lock to wait on, so there it is left as it is.
     */
    public void bound(Connection c, Duration bound) throws SQLException {
        if (!h2) {
            try (Statement s = c.createStatement()) {
                s.execute("SET LOCAL lock_timeout = " + Math.max(1, bound.toMillis()));
            }
        }
    }

    /** The database's address, without any password in it, as the club names it when it starts ({@link #shown}). */
    public String describe() {
        return shown(url);
    }

    /**
     * {@code url} as an operator reads it: the database's place (an H2 file, a PostgreSQL host and
     * name) without the options after it, which are the club's own tuning or a connection's
     * credentials, and never a password.
     */
    static String shown(String url) {
        int options = url.startsWith("jdbc:h2:") ? url.indexOf(';') : url.indexOf('?');
        return redact(options < 0 ? url : url.substring(0, options));
    }

    @Override
    public void close() {
        pool.close();
    }

    private static String redact(String url) {
        return url.replaceAll("(?i)(password=)[^;&]*", "$1***");
    }

    private static String rootMessage(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null && t.getCause() != t) {
            t = t.getCause();
        }
        String m = String.valueOf(t.getMessage());
        int nl = m.indexOf('\n');
        return nl < 0 ? m : m.substring(0, nl);
    }
}
