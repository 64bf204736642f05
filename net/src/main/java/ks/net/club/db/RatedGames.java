package ks.net.club.db;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * What the rules against rating farming read of the finished games ({@code ks.engine.rating.Provisional},
 * V10, V11): how many games a pair of members, or of origins, finished lately, whether a game counted
 * towards each player's being established, and how many such games a member has, against how many
 * distinct opponents (or distinct origins, an opponent the club kept no origin for counting by itself).
 */
public final class RatedGames {

    /** A member's games that count towards being established, and their distinct opponents. */
    public record Counted(int games, int opponents) {
    }

    /** A finished game {@code g} ended before the game it is compared with (see {@link #betweenSince}). */
    private static final String BEFORE = "(g.ended_ms < ? OR (g.ended_ms = ? AND g.num < "
            + "(SELECT n.num FROM games n WHERE n.id = ?))) ";

    private RatedGames() {
    }

    /**
     * Games between members {@code a} and {@code b}, either colour, that ended after {@code sinceMs}
     * and before {@code game}, ending at {@code untilMs}: earlier, or in the same millisecond and
     * made before it, so that working the ratings out again ({@code RatingReplay}) counts as a
     * game's end did.
     */
    public static int betweenSince(Connection c, long a, long b, long sinceMs, long untilMs, String game)
            throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT COUNT(*) FROM games g WHERE g.ended_ms > ? AND " + BEFORE
                + "AND ((g.white_id = ? AND g.black_id = ?) OR (g.white_id = ? AND g.black_id = ?))")) {
            int at = before(s, sinceMs, untilMs, game);
            s.setLong(at, a);
            s.setLong(at + 1, b);
            s.setLong(at + 2, b);
            s.setLong(at + 3, a);
            return count(s);
        }
    }

    /**
     * {@link #betweenSince} for every pair of members of origins {@code a} and {@code b}: one
     * person's accounts share a day's full games with another's, however many accounts each holds.
     */
    public static int betweenOriginsSince(Connection c, String a, String b, long sinceMs, long untilMs, String game)
            throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT COUNT(*) FROM games g "
                + "JOIN accounts w ON w.id = g.white_id JOIN accounts k ON k.id = g.black_id "
                + "WHERE g.ended_ms > ? AND " + BEFORE
                + "AND ((w.origin = ? AND k.origin = ?) OR (w.origin = ? AND k.origin = ?))")) {
            int at = before(s, sinceMs, untilMs, game);
            s.setString(at, a);
            s.setString(at + 1, b);
            s.setString(at + 2, b);
            s.setString(at + 3, a);
            return count(s);
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

    /**
     * Member {@code id}'s finished games that count towards being established, and their distinct
     * opponents; with {@code byOrigin}, opponents of one origin count as one.
     */
    public static Counted counted(Connection c, long id, boolean byOrigin) throws SQLException {
        String opponent = byOrigin ? "COALESCE(a.origin, CONCAT('#', CAST(a.id AS VARCHAR(20))))" : "a.id";
        try (PreparedStatement s = c.prepareStatement("SELECT COUNT(*), COUNT(DISTINCT " + opponent + ") FROM ("
                + "SELECT black_id AS opponent FROM games WHERE white_id = ? AND white_counts "
                + "UNION ALL SELECT white_id FROM games WHERE black_id = ? AND black_counts) g "
                + "JOIN accounts a ON a.id = g.opponent")) {
            s.setLong(1, id);
            s.setLong(2, id);
            try (ResultSet r = s.executeQuery()) {
                r.next();
                return new Counted(r.getInt(1), r.getInt(2));
            }
        }
    }

    /** Sets {@link #BEFORE}'s parameters after the window's start; returns the next parameter's index. */
    private static int before(PreparedStatement s, long sinceMs, long untilMs, String game) throws SQLException {
        s.setLong(1, sinceMs);
        s.setLong(2, untilMs);
        s.setLong(3, untilMs);
        s.setString(4, game);
        return 5;
    }

    private static int count(PreparedStatement s) throws SQLException {
        try (ResultSet r = s.executeQuery()) {
            r.next();
            return r.getInt(1);
        }
    }
}
