package ks.net.club.db;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Seeks and the requests to play them. A member may have several seeks open, each possibly
 * anonymous; another member requests one; the seeker accepts (the game starts, the seek closes)
 * or rejects each request.
 */
public final class Seeks {

    public static final String OPEN = "open";
    public static final String TAKEN = "taken";
    public static final String CANCELLED = "cancelled";
    public static final String PENDING = "pending";
    public static final String ACCEPTED = "accepted";
    public static final String REJECTED = "rejected";

    /** An open seek with its seeker's name and rating. */
    public record Seek(long id, long accountId, String name, int rating, String timeControl, String rules,
            boolean anonymous, String state) {
    }

    /** A request to play a seek. */
    public record Request(long id, long seekId, long accountId, String name, int rating, String state) {
    }

    private Seeks() {
    }

    public static long post(Connection c, long accountId, String timeControl, String rules, boolean anonymous,
            long nowMs) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("INSERT INTO seeks (account_id, time_control, rules, anonymous, "
                + "state, created_ms) VALUES (?, ?, ?, ?, ?, ?)", new String[] {"id"})) {
            s.setLong(1, accountId);
            s.setString(2, timeControl);
            s.setString(3, rules);
            s.setBoolean(4, anonymous);
            s.setString(5, OPEN);
            s.setLong(6, nowMs);
            s.executeUpdate();
            return generated(s);
        }
    }

    private static final String SEEK_COLUMNS = "SELECT s.id, s.account_id, a.name, a.rating, s.time_control, s.rules, "
            + "s.anonymous, s.state FROM seeks s JOIN accounts a ON a.id = s.account_id ";

    /** The open seeks, oldest first. */
    public static List<Seek> open(Connection c) throws SQLException {
        List<Seek> out = new ArrayList<>();
        try (PreparedStatement s = c.prepareStatement(SEEK_COLUMNS + "WHERE s.state = ? ORDER BY s.id")) {
            s.setString(1, OPEN);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    out.add(seek(r));
                }
            }
        }
        return out;
    }

    public static Optional<Seek> byId(Connection c, long id) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(SEEK_COLUMNS + "WHERE s.id = ?")) {
            s.setLong(1, id);
            try (ResultSet r = s.executeQuery()) {
                return r.next() ? Optional.of(seek(r)) : Optional.empty();
            }
        }
    }

    private static Seek seek(ResultSet r) throws SQLException {
        return new Seek(r.getLong(1), r.getLong(2), r.getString(3), r.getInt(4), r.getString(5), r.getString(6),
                r.getBoolean(7), r.getString(8));
    }

    public static void setState(Connection c, long seekId, String state) throws SQLException {
        update(c, "UPDATE seeks SET state = ? WHERE id = ?", state, seekId);
    }

    public static long request(Connection c, long seekId, long accountId, long nowMs) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("INSERT INTO seek_requests (seek_id, account_id, state, "
                + "created_ms) VALUES (?, ?, ?, ?)", new String[] {"id"})) {
            s.setLong(1, seekId);
            s.setLong(2, accountId);
            s.setString(3, PENDING);
            s.setLong(4, nowMs);
            s.executeUpdate();
            return generated(s);
        }
    }

    private static final String REQUEST_COLUMNS = "SELECT q.id, q.seek_id, q.account_id, a.name, a.rating, q.state "
            + "FROM seek_requests q JOIN accounts a ON a.id = q.account_id ";

    public static Optional<Request> requestById(Connection c, long id) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(REQUEST_COLUMNS + "WHERE q.id = ?")) {
            s.setLong(1, id);
            List<Request> found = requests(s);
            return found.isEmpty() ? Optional.empty() : Optional.of(found.get(0));
        }
    }

    /** The pending requests on the open seeks of {@code seekerId}. */
    public static List<Request> pendingFor(Connection c, long seekerId) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(REQUEST_COLUMNS + "JOIN seeks k ON k.id = q.seek_id "
                + "WHERE k.account_id = ? AND k.state = ? AND q.state = ? ORDER BY q.id")) {
            s.setLong(1, seekerId);
            s.setString(2, OPEN);
            s.setString(3, PENDING);
            return requests(s);
        }
    }

    /** The requests {@code accountId} made that are still pending. */
    public static List<Request> pendingBy(Connection c, long accountId, long seekId) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(REQUEST_COLUMNS
                + "WHERE q.account_id = ? AND q.seek_id = ? AND q.state = ?")) {
            s.setLong(1, accountId);
            s.setLong(2, seekId);
            s.setString(3, PENDING);
            return requests(s);
        }
    }

    private static List<Request> requests(PreparedStatement s) throws SQLException {
        List<Request> out = new ArrayList<>();
        try (ResultSet r = s.executeQuery()) {
            while (r.next()) {
                out.add(new Request(r.getLong(1), r.getLong(2), r.getLong(3), r.getString(4), r.getInt(5),
                        r.getString(6)));
            }
        }
        return out;
    }

    public static void setRequestState(Connection c, long requestId, String state) throws SQLException {
        update(c, "UPDATE seek_requests SET state = ? WHERE id = ?", state, requestId);
    }

    /** Rejects every other pending request on a seek that was just taken. */
    public static void rejectOthers(Connection c, long seekId, long acceptedId) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(
                "UPDATE seek_requests SET state = ? WHERE seek_id = ? AND id <> ? AND state = ?")) {
            s.setString(1, REJECTED);
            s.setLong(2, seekId);
            s.setLong(3, acceptedId);
            s.setString(4, PENDING);
            s.executeUpdate();
        }
    }

    private static void update(Connection c, String sql, String state, long id) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(sql)) {
            s.setString(1, state);
            s.setLong(2, id);
            s.executeUpdate();
        }
    }

    static long generated(PreparedStatement s) throws SQLException {
        try (ResultSet keys = s.getGeneratedKeys()) {
            keys.next();
            return keys.getLong(1);
        }
    }
}
