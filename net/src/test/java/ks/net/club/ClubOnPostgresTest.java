package ks.net.club;

import ks.net.club.db.Postgres;

/**
 * The same behaviour on a real PostgreSQL server: a throwaway cluster started for the test run,
 * a fresh database per test, copied from one the club's migrations ran on once (a club migrating
 * an empty PostgreSQL database is RatingFarmOnPostgresTest's and the migration tests'). Skipped
 * when PostgreSQL is not installed, except on CI, where {@code .ci/run} installs it and its absence
 * is a failure.
 */
class ClubOnPostgresTest extends ClubContract {

    @Override
    String freshDatabase() throws Exception {
        return Postgres.freshMigratedDatabase("club");
    }
}
