package ks.net.club.db;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Types;
import java.util.List;
import java.util.Map;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A club database of schema 9, from before provisional ratings, opens under
 * V10__provisional_ratings.sql with every rating as it was, and the members who already have five
 * finished games against three distinct opponents established. Run against H2 and PostgreSQL by
 * the subclasses.
 */
@Timeout(60)
abstract class RatingsMigrationContract {

    private static final Map<String, Integer> RATINGS = Map.of("alice", 1537, "bob", 1190, "carol", 1201, "dave",
            1244, "erin", 1010);

    private String url;

    /** The JDBC address of an empty database for one test. */
    abstract String freshDatabase() throws Exception;

    @BeforeEach
    void storeGamesUnderSchema9() throws Exception {
        url = freshDatabase();
        Flyway.configure().dataSource(url, null, null).locations("classpath:db/club").target("9").load().migrate();
        try (Connection c = DriverManager.getConnection(url)) {
            c.setAutoCommit(false);
            List<String> names = List.of("alice", "bob", "carol", "dave", "erin");
            for (int i = 0; i < names.size(); i++) {
                account(c, i + 1, names.get(i));
            }
            // alice: five finished games against bob, carol and dave.
            int n = 0;
            for (int opponent : new int[] {2, 3, 4, 2, 3}) {
                game(c, n++, 1, opponent, "1-0");
            }
            // erin: five finished games, all against dave, and one in progress against alice.
            for (int i = 0; i < 5; i++) {
                game(c, n++, 5, 4, "0-1");
            }
            game(c, n, 5, 1, null);
            c.commit();
        }
    }

    @Test
    void everyRatingStaysAsItWas() {
        try (ClubDatabase db = ClubDatabase.open(url, null, null, 2)) {
            for (Map.Entry<String, Integer> e : RATINGS.entrySet()) {
                assertThat(db.inTransaction(c -> Accounts.byName(c, e.getKey())).orElseThrow().rating())
                        .as(e.getKey()).isEqualTo(e.getValue());
            }
        }
    }

    @Test
    void aMemberWithFiveFinishedGamesAgainstThreeOpponentsIsEstablished() {
        try (ClubDatabase db = ClubDatabase.open(url, null, null, 2)) {
            assertThat(db.inTransaction(Accounts::ratings)).filteredOn(Accounts.Rated::established)
                    .extracting(Accounts.Rated::name).containsExactly("alice");
        }
    }

    @Test
    void theFinishedGamesCountTowardsTheProvisionalMembersBeingEstablished() {
        try (ClubDatabase db = ClubDatabase.open(url, null, null, 2)) {
            RatedGames.Counted erin = db.inTransaction(c -> RatedGames.counted(c, 5, false));
            RatedGames.Counted dave = db.inTransaction(c -> RatedGames.counted(c, 4, false));
            assertThat(erin).isEqualTo(new RatedGames.Counted(5, 1));
            assertThat(dave).isEqualTo(new RatedGames.Counted(6, 2));
        }
    }

    private static void account(Connection c, long id, String name) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("INSERT INTO accounts (id, name, name_key, email, email_key, "
                + "password_hash, rating, games, created_ms) VALUES (?, ?, ?, 'x@x', 'x@x', 'h', ?, 0, 0)")) {
            s.setLong(1, id);
            s.setString(2, name);
            s.setString(3, name);
            s.setInt(4, RATINGS.get(name));
            s.executeUpdate();
        }
    }

    /** Game {@code n} between white {@code white} and black {@code black}, finished with {@code result} unless null. */
    private static void game(Connection c, int n, long white, long black, String result) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("INSERT INTO games (id, white_id, black_id, time_control, rules, "
                + "start_fen, chain_seed, state, result, white_left_ms, black_left_ms, last_move_ms, created_ms, "
                + "ended_ms) VALUES (?, ?, ?, 'game/30', 'wolfe', 'startpos', ?, ?, ?, 60000, 60000, 0, ?, ?)")) {
            s.setString(1, String.format("%032x", n));
            s.setLong(2, white);
            s.setLong(3, black);
            s.setString(4, "06".repeat(32));
            s.setString(5, result == null ? "playing" : "over");
            s.setString(6, result);
            s.setLong(7, n);
            if (result == null) {
                s.setNull(8, Types.BIGINT);
            } else {
                s.setLong(8, n + 1);
            }
            s.executeUpdate();
        }
    }
}
