package ks.net.club.db;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The rows of a group commit's changes sent as JDBC batches: one prepared statement for each
 * statement text, each change adding its rows to it, and all of them executed, in the order their
 * texts were first used, when {@link #flush}ed. A hundred moves in a group thus cost two batches
 * (their actions and their commitments: two round trips to PostgreSQL) instead of two hundred
 * statements. Rows of one text keep their order; a change that is not rows alone flushes first
 * ({@link GroupCommit}), so nothing runs before a row that was added earlier. Closing flushes and
 * closes the statements.
 */
public final class Batches implements AutoCloseable {

    private final Connection connection;
    private final Map<String, PreparedStatement> statements = new LinkedHashMap<>();

    Batches(Connection connection) {
        this.connection = connection;
    }

    /** The statement for {@code sql}, to set one row's parameters on and then {@code addBatch}. */
    PreparedStatement row(String sql) throws SQLException {
        PreparedStatement s = statements.get(sql);
        if (s == null) {
            s = connection.prepareStatement(sql);
            statements.put(sql, s);
        }
        return s;
    }

    /** Executes every row added so far, text by text in the order first used. */
    void flush() throws SQLException {
        for (PreparedStatement s : statements.values()) {
            s.executeBatch();
        }
    }

    @Override
    public void close() throws SQLException {
        SQLException failed = null;
        try {
            flush();
        } catch (SQLException e) {
            failed = e;
        }
        for (PreparedStatement s : statements.values()) {
            try {
                s.close();
            } catch (SQLException e) {
                if (failed == null) {
                    failed = e;
                }
            }
        }
        statements.clear();
        if (failed != null) {
            throw failed;
        }
    }
}
