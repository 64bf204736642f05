package ks.net.club;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.concurrent.atomic.AtomicInteger;
import ks.net.club.db.Postgres;
import ks.testkit.Needed;

/**
 * The same behaviour on a real PostgreSQL server: a throwaway cluster started for the test run,
 * a fresh database per test. Skipped when PostgreSQL is not installed, except on CI, where
 * {@code .ci/run} installs it and its absence is a failure.
 */
class ClubOnPostgresTest extends ClubContract {

    private static final AtomicInteger NEXT = new AtomicInteger();

    @Override
    String freshDatabase() throws Exception {
        String url = Postgres.url();
        Needed.require(url != null, Postgres.why());
        String name = "club" + ProcessHandle.current().pid() + "_" + NEXT.incrementAndGet();
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
            s.execute("CREATE DATABASE " + name);
        }
        return url.replace("/ksclub?", "/" + name + "?");
    }
}
