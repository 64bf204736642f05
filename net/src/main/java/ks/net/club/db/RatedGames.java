package ks.net.club.db;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * What the rules against rating farming read of the finished games ({@code ks.engine.rating.Provisional},
 * V10): how many games a pair finished lately, whether a game counted towards each player's being
 * established, and how many such games a member has, against how many distinct opponents.
 */
public final class RatedGames {

    /** A member's games that count towards being established, and their distinct opponents. */
    public record Counted(int games, int opponents) {
    }

    private RatedGames() {
    }

    /** Games between members {@code a} and {@code b}, either colour, that ended after {@code sinceMs}. */
    public static int betweenSince(Connection c, long a, long b, long sinceMs) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT COUNT(*) FROM games WHERE ended_ms > ? AND "
                + "((white_id = ? AND black_id = ?) OR (white_id = ? AND black_id = ?))")) {
            s.setLong(1, sinceMs);
            s.setLong(2, a);
            s.setLong(3, b);
            s.setLong(4, b);
            s.setLong(5, a);
            try (ResultSet r = s.executeQuery()) {
                r.next();
                return r.getInt(1);
            }
        }
    }

    /** Keeps whether the finished game {@code id} counts towards white's and black's being established. */
    public static void counts(Connection c, String id, boolean forWhite, boolean forBlack) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("UPDATE games SET white_counts = ?, black_counts = ? WHERE id = ?")) {
            s.setBoolean(1, forWhite);
            s.setBoolean(2, forBlack);
            s.setString(3, id);
            s.executeUpdate();
        }
    }

    /** Member {@code id}'s finished games that count towards being established. */
    public static Counted counted(Connection c, long id) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT COUNT(*), COUNT(DISTINCT opponent) FROM ("
                + "SELECT black_id AS opponent FROM games WHERE white_id = ? AND white_counts "
                + "UNION ALL SELECT white_id FROM games WHERE black_id = ? AND black_counts) g")) {
            s.setLong(1, id);
            s.setLong(2, id);
            try (ResultSet r = s.executeQuery()) {
                r.next();
                return new Counted(r.getInt(1), r.getInt(2));
            }
        }
    }
}
