package ks.net.club.db;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The club's members: name, e-mail, Argon2id password hash, rating and games played, and the
 * login tokens that spare a member typing the password for every command. Names are compared by
 * their lower-cased keys, which the table keeps unique; e-mail addresses are never verified, so
 * two members may give one (V9), and a registration says nothing of whether an address is known.
 */
public final class Accounts {

    /** One member as stored; {@code established}: the rating is no longer provisional ({@code Provisional}). */
    public record Account(long id, String name, String email, String passwordHash, int rating, int games,
            boolean established) {
    }

    /** One member's rating; a provisional one ({@code established} false) is not listed publicly. */
    public record Rated(String name, int rating, int games, boolean established) {
    }

    private static final String COLUMNS = "id, name, email, password_hash, rating, games, established";

    private Accounts() {
    }

    /** The key a name is unique by, and an address compared by. */
    public static String key(String text) {
        return text.toLowerCase(Locale.ROOT);
    }

    /** Every member's name, as registered. */
    public static List<String> names(Connection c) throws SQLException {
        List<String> out = new ArrayList<>();
        try (PreparedStatement s = c.prepareStatement("SELECT name FROM accounts"); ResultSet r = s.executeQuery()) {
            while (r.next()) {
                out.add(r.getString(1));
            }
        }
        return out;
    }

    /** Adds a member at the starting rating; returns its id. */
    public static long create(Connection c, String name, String email, String passwordHash, int rating, long nowMs)
            throws SQLException {
        try (PreparedStatement s = c.prepareStatement("INSERT INTO accounts (name, name_key, email, email_key, "
                + "password_hash, rating, games, created_ms) VALUES (?, ?, ?, ?, ?, ?, 0, ?)",
                new String[] {"id"})) {
            s.setString(1, name);
            s.setString(2, key(name));
            s.setString(3, email);
            s.setString(4, key(email));
            s.setString(5, passwordHash);
            s.setInt(6, rating);
            s.setLong(7, nowMs);
            s.executeUpdate();
            try (ResultSet keys = s.getGeneratedKeys()) {
                keys.next();
                return keys.getLong(1);
            }
        }
    }

    /** Keeps where member {@code id} registered from: its origin's keyed hash ({@code ks.net.club.OriginKey}). */
    public static void origin(Connection c, long id, String origin) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("UPDATE accounts SET origin = ? WHERE id = ?")) {
            s.setString(1, origin);
            s.setLong(2, id);
            s.executeUpdate();
        }
    }

    /** How many members there are ({@code [1]}), and how many of them have no origin kept ({@code [0]}). */
    public static long[] withoutOrigin(Connection c) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT COUNT(*) - COUNT(origin), COUNT(*) FROM accounts");
                ResultSet r = s.executeQuery()) {
            r.next();
            return new long[] {r.getLong(1), r.getLong(2)};
        }
    }

    /** Where member {@code id} registered from, if the club kept it. */
    public static Optional<String> originOf(Connection c, long id) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT origin FROM accounts WHERE id = ?")) {
            s.setLong(1, id);
            try (ResultSet r = s.executeQuery()) {
                return r.next() ? Optional.ofNullable(r.getString(1)) : Optional.empty();
            }
        }
    }

    /** The member with this name (any case), if there is one. */
    public static Optional<Account> byName(Connection c, String name) throws SQLException {
        return one(c, "SELECT " + COLUMNS + " FROM accounts WHERE name_key = ?",
                key(name));
    }

    public static Optional<Account> byId(Connection c, long id) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(
                "SELECT " + COLUMNS + " FROM accounts WHERE id = ?")) {
            s.setLong(1, id);
            return read(s);
        }
    }

    private static Optional<Account> one(Connection c, String sql, String value) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(sql)) {
            s.setString(1, value);
            return read(s);
        }
    }

    private static Optional<Account> read(PreparedStatement s) throws SQLException {
        try (ResultSet r = s.executeQuery()) {
            if (!r.next()) {
                return Optional.empty();
            }
            return Optional.of(new Account(r.getLong(1), r.getString(2), r.getString(3), r.getString(4), r.getInt(5),
                    r.getInt(6), r.getBoolean(7)));
        }
    }

    /** Every member by rating, best first (ties by name), provisional ones too. */
    public static List<Rated> ratings(Connection c) throws SQLException {
        List<Rated> out = new ArrayList<>();
        try (PreparedStatement s = c.prepareStatement(
                "SELECT name, rating, games, established FROM accounts ORDER BY rating DESC, name_key");
                ResultSet r = s.executeQuery()) {
            while (r.next()) {
                out.add(new Rated(r.getString(1), r.getInt(2), r.getInt(3), r.getBoolean(4)));
            }
        }
        return out;
    }

    /** How many members are established, counting no further than {@code atMost}. */
    public static int established(Connection c, int atMost) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(
                "SELECT COUNT(*) FROM (SELECT id FROM accounts WHERE established FETCH FIRST ? ROWS ONLY) e")) {
            s.setInt(1, atMost);
            try (ResultSet r = s.executeQuery()) {
                r.next();
                return r.getInt(1);
            }
        }
    }

    /** Marks a member's rating as established: listed, and moving established ratings from now on. */
    public static void establish(Connection c, long id) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("UPDATE accounts SET established = TRUE WHERE id = ?")) {
            s.setLong(1, id);
            s.executeUpdate();
        }
    }

    /** Sets a member's rating after a game and counts the game. */
    public static void rate(Connection c, long id, int rating) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("UPDATE accounts SET rating = ?, games = games + 1 WHERE id = ?")) {
            s.setInt(1, rating);
            s.setLong(2, id);
            s.executeUpdate();
        }
    }

    /** Keeps a login token (only its hash) until {@code expiresMs}. */
    public static void addToken(Connection c, String tokenHash, long accountId, long expiresMs) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(
                "INSERT INTO login_tokens (token_hash, account_id, expires_ms) VALUES (?, ?, ?)")) {
            s.setString(1, tokenHash);
            s.setLong(2, accountId);
            s.setLong(3, expiresMs);
            s.executeUpdate();
        }
    }

    /** The member a token belongs to, if the token is known and not expired at {@code nowMs}. */
    public static Optional<Account> byToken(Connection c, String tokenHash, long nowMs) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT a.id, a.name, a.email, a.password_hash, a.rating, a.games, a.established "
                + "FROM login_tokens t JOIN accounts a ON a.id = t.account_id WHERE t.token_hash = ? AND t.expires_ms > ?")) {
            s.setString(1, tokenHash);
            s.setLong(2, nowMs);
            return read(s);
        }
    }
}
