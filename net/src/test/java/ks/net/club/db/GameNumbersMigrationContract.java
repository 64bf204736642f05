package ks.net.club.db;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.util.List;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A club database of schema 6, whose games' actions and commitments are keyed by the game's id,
 * opens under V7__game_numbers.sql with every game's rows as they were stored, and its games
 * go on. Two games' rows are stored interleaved, as live games store theirs. Run against H2 and
 * PostgreSQL by the subclasses.
 */
@Timeout(60)
abstract class GameNumbersMigrationContract {

    private static final String FIRST = "0123456789abcdef0123456789abcdef";
    private static final String SECOND = "fedcba9876543210fedcba9876543210";
    private static final String SIGNATURE = "ab".repeat(64);

    private static final List<GameMoves.Action> FIRST_ACTIONS = List.of(
            new GameMoves.Action(1, 0, "e2e4", SIGNATURE, 1200L, 35L, 1_000L),
            new GameMoves.Action(2, 1, null, null, null, null, 2_000L),
            new GameMoves.Action(3, 1, "e7e5", SIGNATURE, null, null, 3_000L));
    private static final List<GameMoves.Action> SECOND_ACTIONS = List.of(
            new GameMoves.Action(1, 0, "d2d4", SIGNATURE, 800L, 20L, 1_500L));
    private static final List<GameMoves.Committed> FIRST_COMMITTED = List.of(
            new GameMoves.Committed(0, "01".repeat(32), "c0", "w=60000;b=60000"),
            new GameMoves.Committed(1, "02".repeat(32), "c1", "w=58800;b=60000"),
            new GameMoves.Committed(2, "03".repeat(32), "c2", null));
    private static final List<GameMoves.Committed> SECOND_COMMITTED = List.of(
            new GameMoves.Committed(0, "04".repeat(32), "d0", "w=60000;b=60000"));

    private String url;

    /** The JDBC address of an empty database for one test. */
    abstract String freshDatabase() throws Exception;

    @BeforeEach
    void storeTwoGamesUnderSchema6() throws Exception {
        url = freshDatabase();
        Flyway.configure().dataSource(url, null, null).locations("classpath:db/club").target("6").load().migrate();
        try (Connection c = DriverManager.getConnection(url)) {
            c.setAutoCommit(false);
            try (Statement s = c.createStatement()) {
                s.execute("INSERT INTO accounts (id, name, name_key, email, email_key, password_hash, rating, games, "
                        + "created_ms) VALUES (1, 'alice', 'alice', 'a@x', 'a@x', 'h', 1200, 0, 0), "
                        + "(2, 'bob', 'bob', 'b@x', 'b@x', 'h', 1200, 0, 0)");
            }
            game(c, FIRST);
            game(c, SECOND);
            for (int i = 0; i < FIRST_ACTIONS.size(); i++) {
                action(c, FIRST, FIRST_ACTIONS.get(i));
                committed(c, FIRST, FIRST_COMMITTED.get(i));
                if (i < SECOND_ACTIONS.size()) {
                    action(c, SECOND, SECOND_ACTIONS.get(i));
                    committed(c, SECOND, SECOND_COMMITTED.get(i));
                }
            }
            c.commit();
        }
    }

    @Test
    void eachGameKeepsItsActionsInOrder() {
        try (ClubDatabase db = ClubDatabase.open(url, null, null, 2)) {
            assertThat(actions(db, FIRST)).isEqualTo(FIRST_ACTIONS);
            assertThat(actions(db, SECOND)).isEqualTo(SECOND_ACTIONS);
        }
    }

    @Test
    void eachGameKeepsItsCommitmentsInOrder() {
        try (ClubDatabase db = ClubDatabase.open(url, null, null, 2)) {
            assertThat(commitments(db, FIRST)).isEqualTo(FIRST_COMMITTED);
            assertThat(commitments(db, SECOND)).isEqualTo(SECOND_COMMITTED);
        }
    }

    @Test
    void aMigratedGameGoesOnBesideAGameMadeAfter() {
        String third = "00112233445566778899aabbccddeeff";
        GameMoves.Action next = new GameMoves.Action(4, 0, "g1f3", SIGNATURE, 900L, 25L, 4_000L);
        GameMoves.Action opening = new GameMoves.Action(1, 0, "c2c4", SIGNATURE, 700L, 30L, 4_500L);
        try (ClubDatabase db = ClubDatabase.open(url, null, null, 2)) {
            db.inTransaction(c -> {
                Games.create(c, new Games.Game(third, new Games.Player(1, "alice", null), new Games.Player(2, "bob", null),
                        new Games.Setup("1+0", "berkeley", "startpos", "05".repeat(32)), Games.Outcome.UNDER_WAY,
                        new Games.Clocks(60_000, 60_000, 4_000), 4_000));
                GameMoves.addAction(c, FIRST, next);
                GameMoves.addAction(c, third, opening);
                return null;
            });
            assertThat(actions(db, FIRST)).last().isEqualTo(next);
            assertThat(actions(db, third)).containsExactly(opening);
        }
    }

    @Test
    void anActionOfAGameNotStoredIsRefused() {
        GameMoves.Action stray = new GameMoves.Action(1, 0, "e2e4", SIGNATURE, 1L, 1L, 1L);
        try (ClubDatabase db = ClubDatabase.open(url, null, null, 2)) {
            assertThatThrownBy(() -> db.inTransaction(c -> {
                GameMoves.addAction(c, "ff".repeat(16), stray);
                return null;
            })).isInstanceOf(ClubStoreException.class);
        }
    }

    private static List<GameMoves.Action> actions(ClubDatabase db, String id) {
        return db.inTransaction(c -> GameMoves.actions(c, id));
    }

    private static List<GameMoves.Committed> commitments(ClubDatabase db, String id) {
        return db.inTransaction(c -> GameMoves.commitments(c, id));
    }

    private static void game(Connection c, String id) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("INSERT INTO games (id, white_id, black_id, time_control, rules, "
                + "start_fen, chain_seed, state, white_left_ms, black_left_ms, last_move_ms, created_ms) "
                + "VALUES (?, 1, 2, '1+0', 'berkeley', 'startpos', ?, 'playing', 60000, 60000, 0, 0)")) {
            s.setString(1, id);
            s.setString(2, "06".repeat(32));
            s.executeUpdate();
        }
    }

    /** An action stored as schema 6 stores it, by the game's id. */
    private static void action(Connection c, String id, GameMoves.Action a) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("INSERT INTO game_actions (game_id, seq, colour, move, signature, "
                + "think_ms, lag_ms, at_ms) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")) {
            s.setString(1, id);
            s.setInt(2, a.seq());
            s.setInt(3, a.colour());
            s.setString(4, a.move());
            s.setString(5, a.signature());
            s.setObject(6, a.thinkMs(), Types.BIGINT);
            s.setObject(7, a.lagMs(), Types.BIGINT);
            s.setLong(8, a.atMs());
            s.executeUpdate();
        }
    }

    /** A commitment stored as schema 6 stores it, by the game's id. */
    private static void committed(Connection c, String id, GameMoves.Committed k) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(
                "INSERT INTO game_commitments (game_id, ply, salt, commitment, clocks) VALUES (?, ?, ?, ?, ?)")) {
            s.setString(1, id);
            s.setInt(2, k.ply());
            s.setString(3, k.salt());
            s.setString(4, k.commitment());
            s.setString(5, k.clocks());
            s.executeUpdate();
        }
    }
}
