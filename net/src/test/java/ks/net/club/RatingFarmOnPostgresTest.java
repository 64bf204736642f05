package ks.net.club;

import ks.net.club.db.Postgres;

/** Farming with established accounts, and the staff's review, on a throwaway PostgreSQL server. */
class RatingFarmOnPostgresTest extends RatingFarmContract {

    @Override
    String freshDatabase() throws Exception {
        return Postgres.freshDatabase("farm");
    }
}
