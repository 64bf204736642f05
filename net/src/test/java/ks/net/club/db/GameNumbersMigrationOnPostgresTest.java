package ks.net.club.db;

/**
 * A PostgreSQL database of schema 6 migrated to game numbers, on a throwaway server; skipped when
 * PostgreSQL is not installed, except on CI.
 */
class GameNumbersMigrationOnPostgresTest extends GameNumbersMigrationContract {

    @Override
    String freshDatabase() throws Exception {
        return Postgres.freshDatabase("numbers");
    }
}
