package ks.net.club.db;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import ks.net.protocol.Statement;

/**
 * What the players signed about a club game besides their attempts (docs/protocol.md §7): their
 * signatures on the game's agreement, the statements (a resignation, both sides of an agreed
 * draw) the club's end of the game rests on, with that end's kind, their proposals to adjourn
 * it, and their seals over their attempts. Kept so that a game reloaded after a restart can hand both players the same signed
 * agreement, declare the same end, and keep an adjournment as it stood.
 */
public final class GameSignatures {

    /** The kind of a stored end and the statements it rests on. */
    public record StoredEnd(String kind, List<Statement> statements) {
    }

    /** The proposals to adjourn a game that stand, and whether both players agreed to it. */
    public record StoredAdjournment(boolean adjourned, List<Statement> offers) {
    }

    private GameSignatures() {
    }

    /** White's and black's signatures on the agreement (hex), each null until given. */
    public static String[] agreement(Connection c, String id) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(
                "SELECT white_agreement, black_agreement FROM games WHERE id = ?")) {
            s.setString(1, id);
            try (ResultSet r = s.executeQuery()) {
                return r.next() ? new String[] {r.getString(1), r.getString(2)} : new String[2];
            }
        }
    }

    /** Records the signature of the player of {@code colour} on the agreement. */
    public static void agree(Connection c, String id, int colour, String signature) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("UPDATE games SET "
                + (colour == 0 ? "white_agreement" : "black_agreement") + " = ? WHERE id = ?")) {
            s.setString(1, signature);
            s.setString(2, id);
            s.executeUpdate();
        }
    }

    /** White's and black's seals over their attempts (hex), each null until kept. */
    public static String[] seals(Connection c, String id) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT white_seal, black_seal FROM games WHERE id = ?")) {
            s.setString(1, id);
            try (ResultSet r = s.executeQuery()) {
                return r.next() ? new String[] {r.getString(1), r.getString(2)} : new String[2];
            }
        }
    }

    /** Keeps the seal of the player of {@code colour}, unless one is kept already. */
    public static void seal(Connection c, String id, int colour, String seal) throws SQLException {
        String column = colour == 0 ? "white_seal" : "black_seal";
        try (PreparedStatement s = c.prepareStatement("UPDATE games SET " + column + " = ? WHERE id = ? AND "
                + column + " IS NULL")) {
            s.setString(1, seal);
            s.setString(2, id);
            s.executeUpdate();
        }
    }

    /** Records the kind of the game's end and the statements it rests on. */
    public static void end(Connection c, String id, String kind, List<Statement> statements) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("UPDATE games SET end_kind = ?, end_statements = ? WHERE id = ?")) {
            s.setString(1, kind);
            s.setString(2, encode(statements));
            s.setString(3, id);
            s.executeUpdate();
        }
    }

    /**
     * Records the proposals to adjourn that stand ({@code offers}) and whether both players agreed
     * ({@code adjourned}).
     */
    public static void adjournment(Connection c, String id, boolean adjourned, List<Statement> offers)
            throws SQLException {
        try (PreparedStatement s = c.prepareStatement(
                "UPDATE games SET adjourned = ?, adjourn_offers = ? WHERE id = ?")) {
            s.setBoolean(1, adjourned);
            s.setString(2, encode(offers));
            s.setString(3, id);
            s.executeUpdate();
        }
    }

    /** The stored adjournment of game {@code id}: the proposals that stand, and whether both agreed. */
    public static StoredAdjournment adjournment(Connection c, String id) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT adjourned, adjourn_offers FROM games WHERE id = ?")) {
            s.setString(1, id);
            try (ResultSet r = s.executeQuery()) {
                return r.next() ? new StoredAdjournment(r.getBoolean(1), decode(r.getString(2)))
                        : new StoredAdjournment(false, List.of());
            }
        }
    }

    /** The stored end of game {@code id}, or null when it has none. */
    public static StoredEnd end(Connection c, String id) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT end_kind, end_statements FROM games WHERE id = ?")) {
            s.setString(1, id);
            try (ResultSet r = s.executeQuery()) {
                if (!r.next() || r.getString(1) == null) {
                    return null;
                }
                return new StoredEnd(r.getString(1), decode(r.getString(2)));
            }
        }
    }

    private static String encode(List<Statement> statements) {
        List<String> parts = new ArrayList<>();
        for (Statement st : statements) {
            parts.add(st.kind() + ":" + st.colour() + ":" + st.plies() + ":" + st.signature());
        }
        return String.join(";", parts);
    }

    private static List<Statement> decode(String all) {
        List<Statement> statements = new ArrayList<>();
        for (String part : all == null || all.isEmpty() ? new String[0] : all.split(";")) {
            String[] f = part.split(":");
            statements.add(new Statement(f[0], Integer.parseInt(f[1]), Integer.parseInt(f[2]), f[3]));
        }
        return statements;
    }
}
