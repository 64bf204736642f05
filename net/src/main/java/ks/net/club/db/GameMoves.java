package ks.net.club.db;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;

/**
 * The rows of each game's moves, apart from the game's own row in {@link Games}: every action in
 * order (an attempt with its player's signature and times, or an "any?"), and the commitment to the
 * position after each ply with the salt that opens it and the clocks it covers. A move writes its
 * rows here as part of its group's batch; a resumed game, the web pages and the signed record read
 * them back in order.
 */
public final class GameMoves {

    /**
     * One action: an attempt ({@code move} in UCI, signed by its player with the thinking time
     * {@code thinkMs} and the round trip {@code lagMs}, each null when the attempt had none or was
     * stored before the club kept them) or an "any?" ({@code move} null).
     */
    public record Action(int seq, int colour, String move, String signature, Long thinkMs, Long lagMs, long atMs) {
    }

    /**
     * The commitment to the position after {@code ply}, the salt that opens it and the clock
     * state it covers ({@link ks.engine.clock.ClockState#text}).
     */
    public record Committed(int ply, String salt, String commitment, String clocks) {
    }

    private GameMoves() {
    }

    /**
     * A game's number ({@code games.num}, given in the order games are made) in place of its id:
     * actions and commitments are keyed by it, so the keys of the games being played share the
     * leaves at the end of each key's index (V7__game_numbers.sql). A game that is not there leaves
     * it null, which the column refuses.
     */
    private static final String NUM = "(SELECT num FROM games WHERE id = ?)";

    /** The rows of the game with id {@code ?}, by its number. */
    private static final String OF_GAME = " WHERE game_num = " + NUM;

    private static final String ADD_ACTION = "INSERT INTO game_actions (game_num, seq, colour, move, signature, think_ms, "
            + "lag_ms, at_ms) VALUES (" + NUM + ", ?, ?, ?, ?, ?, ?, ?)";

    public static void addAction(Connection c, String id, Action a) throws SQLException {
        try (Batches b = new Batches(c)) {
            addAction(b, id, a);
        }
    }

    /** {@link #addAction(Connection, String, Action)} as a row of a group's batch. */
    public static void addAction(Batches b, String id, Action a) throws SQLException {
        PreparedStatement s = b.row(ADD_ACTION);
        s.setString(1, id);
        s.setInt(2, a.seq());
        s.setInt(3, a.colour());
        s.setString(4, a.move());
        s.setString(5, a.signature());
        setLong(s, 6, a.thinkMs());
        setLong(s, 7, a.lagMs());
        s.setLong(8, a.atMs());
        s.addBatch();
    }

    public static List<Action> actions(Connection c, String id) throws SQLException {
        List<Action> out = new ArrayList<>();
        try (PreparedStatement s = c.prepareStatement(
                "SELECT seq, colour, move, signature, think_ms, lag_ms, at_ms FROM game_actions" + OF_GAME
                        + " ORDER BY seq")) {
            s.setString(1, id);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    out.add(new Action(r.getInt(1), r.getInt(2), r.getString(3), r.getString(4),
                            Games.longOrNull(r, "think_ms"), Games.longOrNull(r, "lag_ms"), r.getLong(7)));
                }
            }
        }
        return out;
    }

    private static final String ADD_COMMITMENT =
            "INSERT INTO game_commitments (game_num, ply, salt, commitment, clocks) VALUES (" + NUM + ", ?, ?, ?, ?)";

    public static void addCommitment(Connection c, String id, Committed k) throws SQLException {
        try (Batches b = new Batches(c)) {
            addCommitment(b, id, k);
        }
    }

    /** {@link #addCommitment(Connection, String, Committed)} as a row of a group's batch. */
    public static void addCommitment(Batches b, String id, Committed k) throws SQLException {
        PreparedStatement s = b.row(ADD_COMMITMENT);
        s.setString(1, id);
        s.setInt(2, k.ply());
        s.setString(3, k.salt());
        s.setString(4, k.commitment());
        s.setString(5, k.clocks());
        s.addBatch();
    }

    public static List<Committed> commitments(Connection c, String id) throws SQLException {
        List<Committed> out = new ArrayList<>();
        try (PreparedStatement s = c.prepareStatement(
                "SELECT ply, salt, commitment, clocks FROM game_commitments" + OF_GAME + " ORDER BY ply")) {
            s.setString(1, id);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    out.add(new Committed(r.getInt(1), r.getString(2), r.getString(3), r.getString(4)));
                }
            }
        }
        return out;
    }

    private static void setLong(PreparedStatement s, int at, Long v) throws SQLException {
        if (v == null) {
            s.setNull(at, Types.BIGINT);
        } else {
            s.setLong(at, v);
        }
    }
}
