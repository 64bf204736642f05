package ks.net.club.db;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import ks.engine.Color;

/**
 * The club's games, one row each: who plays whom under which terms, the keys they sat down with,
 * the clocks, and at the end the result and both ratings before and after. The moves of each game
 * are {@link GameMoves}'; the two together are enough to rebuild a running game after a crash.
 */
public final class Games {

    public static final String PLAYING = "playing";
    public static final String OVER = "over";

    /**
     * One game as stored: both players, its terms, how it stands or ended, its clocks, and when it
     * was made. The parts are grouped, so no constructor takes a long row of look-alike values; the
     * accessors of the single fields read as the columns do.
     */
    public record Game(String id, Player whiteSide, Player blackSide, Setup setup, Outcome outcome, Clocks clocks,
            long createdMs) {

        /** The name of the player of {@code colour}. */
        public String name(int colour) {
            return colour == Color.WHITE ? white() : black();
        }

        public long whiteId() {
            return whiteSide.accountId();
        }

        public String white() {
            return whiteSide.name();
        }

        public String whiteKey() {
            return whiteSide.key();
        }

        public long blackId() {
            return blackSide.accountId();
        }

        public String black() {
            return blackSide.name();
        }

        public String blackKey() {
            return blackSide.key();
        }

        public String timeControl() {
            return setup.timeControl();
        }

        public String rules() {
            return setup.rules();
        }

        public String startFen() {
            return setup.startFen();
        }

        public String chainSeed() {
            return setup.chainSeed();
        }

        public String state() {
            return outcome.state();
        }

        public String result() {
            return outcome.result();
        }

        public String reason() {
            return outcome.reason();
        }

        public Integer whiteBefore() {
            return outcome.whiteBefore();
        }

        public Integer blackBefore() {
            return outcome.blackBefore();
        }

        public Integer whiteAfter() {
            return outcome.whiteAfter();
        }

        public Integer blackAfter() {
            return outcome.blackAfter();
        }

        public Long endedMs() {
            return outcome.endedMs();
        }

        public long whiteLeftMs() {
            return clocks.whiteLeftMs();
        }

        public long blackLeftMs() {
            return clocks.blackLeftMs();
        }

        public long lastMoveMs() {
            return clocks.lastMoveMs();
        }
    }

    /** A player of a game: their account, their name, and the key they sat down with (hex; null before they did). */
    public record Player(long accountId, String name, String key) {
    }

    /** What a game is played under: the time control and rules, the start position, the seed of its chain. */
    public record Setup(String timeControl, String rules, String startFen, String chainSeed) {
    }

    /**
     * Whether a game is {@link #PLAYING} or {@link #OVER}, and once over its result, why, both
     * ratings before and after, and when it ended.
     */
    public record Outcome(String state, String result, String reason, Integer whiteBefore, Integer blackBefore,
            Integer whiteAfter, Integer blackAfter, Long endedMs) {

        /** A game being played. */
        public static final Outcome UNDER_WAY = new Outcome(PLAYING, null, null, null, null, null, null, null);
    }

    /** Each side's time as of its last move, and when the turn of the side to move began. */
    public record Clocks(long whiteLeftMs, long blackLeftMs, long lastMoveMs) {
    }

    private Games() {
    }

    public static void create(Connection c, Game g) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("INSERT INTO games (id, white_id, black_id, time_control, rules, "
                + "start_fen, chain_seed, state, white_left_ms, black_left_ms, last_move_ms, created_ms) "
                + "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
            s.setString(1, g.id());
            s.setLong(2, g.whiteId());
            s.setLong(3, g.blackId());
            s.setString(4, g.timeControl());
            s.setString(5, g.rules());
            s.setString(6, g.startFen());
            s.setString(7, g.chainSeed());
            s.setString(8, PLAYING);
            s.setLong(9, g.whiteLeftMs());
            s.setLong(10, g.blackLeftMs());
            s.setLong(11, g.lastMoveMs());
            s.setLong(12, g.createdMs());
            s.executeUpdate();
        }
    }

    private static final String COLUMNS = "SELECT g.id, g.white_id, w.name AS white, g.black_id, b.name AS black, "
            + "g.time_control, g.rules, g.start_fen, g.chain_seed, g.white_key, g.black_key, g.state, g.result, "
            + "g.reason, g.white_before, g.black_before, g.white_after, g.black_after, g.white_left_ms, "
            + "g.black_left_ms, g.last_move_ms, g.created_ms, g.ended_ms FROM games g "
            + "JOIN accounts w ON w.id = g.white_id JOIN accounts b ON b.id = g.black_id ";

    public static Optional<Game> byId(Connection c, String id) throws SQLException {
        List<Game> found = query(c, COLUMNS + "WHERE g.id = ?", id);
        return found.isEmpty() ? Optional.empty() : Optional.of(found.get(0));
    }

    /** Every game still being played, oldest first. */
    public static List<Game> playing(Connection c) throws SQLException {
        return query(c, COLUMNS + "WHERE g.state = ? ORDER BY g.created_ms, g.id", PLAYING);
    }

    /** The newest finished games, newest first. */
    public static List<Game> finished(Connection c, int limit) throws SQLException {
        return query(c, COLUMNS + "WHERE g.state = ? ORDER BY g.ended_ms DESC, g.id FETCH FIRST " + limit
                + " ROWS ONLY", OVER);
    }

    /** A member's games: those in progress first, then the finished ones, newest first. */
    public static List<Game> ofAccount(Connection c, long accountId, int limit) throws SQLException {
        List<Game> out = new ArrayList<>();
        try (PreparedStatement s = c.prepareStatement(COLUMNS + "WHERE (g.white_id = ? OR g.black_id = ?) "
                + "ORDER BY CASE WHEN g.state = 'playing' THEN 0 ELSE 1 END, g.created_ms DESC, g.id FETCH FIRST "
                + limit + " ROWS ONLY")) {
            s.setLong(1, accountId);
            s.setLong(2, accountId);
            read(s, out);
        }
        return out;
    }

    private static List<Game> query(Connection c, String sql, String value) throws SQLException {
        List<Game> out = new ArrayList<>();
        try (PreparedStatement s = c.prepareStatement(sql)) {
            s.setString(1, value);
            read(s, out);
        }
        return out;
    }

    private static void read(PreparedStatement s, List<Game> out) throws SQLException {
        try (ResultSet r = s.executeQuery()) {
            while (r.next()) {
                out.add(game(r));
            }
        }
    }

    /** The game on {@code r}'s row, each field read by its column's name. */
    private static Game game(ResultSet r) throws SQLException {
        Player white = new Player(r.getLong("white_id"), r.getString("white"), r.getString("white_key"));
        Player black = new Player(r.getLong("black_id"), r.getString("black"), r.getString("black_key"));
        Setup setup = new Setup(r.getString("time_control"), r.getString("rules"), r.getString("start_fen"),
                r.getString("chain_seed"));
        Outcome outcome = new Outcome(r.getString("state"), r.getString("result"), r.getString("reason"),
                integer(r, "white_before"), integer(r, "black_before"), integer(r, "white_after"),
                integer(r, "black_after"), longOrNull(r, "ended_ms"));
        Clocks clocks = new Clocks(r.getLong("white_left_ms"), r.getLong("black_left_ms"), r.getLong("last_move_ms"));
        return new Game(r.getString("id"), white, black, setup, outcome, clocks, r.getLong("created_ms"));
    }

    /** The value of {@code column}, or null when the row holds none. */
    static Long longOrNull(ResultSet r, String column) throws SQLException {
        long v = r.getLong(column);
        return r.wasNull() ? null : v;
    }

    private static Integer integer(ResultSet r, String column) throws SQLException {
        int v = r.getInt(column);
        return r.wasNull() ? null : v;
    }

    /** Records the key a player plays the game with (the first time they sit down). */
    public static void setKey(Connection c, String id, int colour, String keyHex) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(
                "UPDATE games SET " + (colour == 0 ? "white_key" : "black_key") + " = ? WHERE id = ?")) {
            s.setString(1, keyHex);
            s.setString(2, id);
            s.executeUpdate();
        }
    }

    /** The clocks as play begins or goes on after an adjournment (a move's are in its commitment). */
    public static void clocks(Connection c, String id, long whiteLeftMs, long blackLeftMs, long lastMoveMs)
            throws SQLException {
        try (PreparedStatement s = c.prepareStatement(
                "UPDATE games SET white_left_ms = ?, black_left_ms = ?, last_move_ms = ? WHERE id = ?")) {
            s.setLong(1, whiteLeftMs);
            s.setLong(2, blackLeftMs);
            s.setLong(3, lastMoveMs);
            s.setString(4, id);
            s.executeUpdate();
        }
    }

    /** Closes a game with its result and both ratings before and after (null when unrated). */
    public static void finish(Connection c, String id, String result, String reason, Integer whiteBefore,
            Integer blackBefore, Integer whiteAfter, Integer blackAfter, long endedMs) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("UPDATE games SET state = ?, result = ?, reason = ?, "
                + "white_before = ?, black_before = ?, white_after = ?, black_after = ?, ended_ms = ? "
                + "WHERE id = ? AND state = ?")) {
            s.setString(1, OVER);
            s.setString(2, result);
            s.setString(3, reason);
            setInteger(s, 4, whiteBefore);
            setInteger(s, 5, blackBefore);
            setInteger(s, 6, whiteAfter);
            setInteger(s, 7, blackAfter);
            s.setLong(8, endedMs);
            s.setString(9, id);
            s.setString(10, PLAYING);
            if (s.executeUpdate() != 1) {
                throw new SQLException("game " + id + " is not in progress");
            }
        }
    }

    /** Sets a finished game's ratings before and after, as the ratings are worked out again. */
    public static void rerate(Connection c, String id, int whiteBefore, int blackBefore, int whiteAfter,
            int blackAfter) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("UPDATE games SET white_before = ?, black_before = ?, "
                + "white_after = ?, black_after = ? WHERE id = ?")) {
            s.setInt(1, whiteBefore);
            s.setInt(2, blackBefore);
            s.setInt(3, whiteAfter);
            s.setInt(4, blackAfter);
            s.setString(5, id);
            s.executeUpdate();
        }
    }

    private static void setInteger(PreparedStatement s, int at, Integer v) throws SQLException {
        if (v == null) {
            s.setNull(at, Types.INTEGER);
        } else {
            s.setInt(at, v);
        }
    }
}
