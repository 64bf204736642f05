package ks.net.club.db;

/** A PostgreSQL club database of schema 9 migrated to provisional ratings; skipped without PostgreSQL, except on CI. */
class RatingsMigrationOnPostgresTest extends RatingsMigrationContract {

    @Override
    String freshDatabase() throws Exception {
        return Postgres.freshDatabase("ratings");
    }
}
