package ks.net.club.db;

import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;

/**
 * The group commit tests' table of moves, {@code moves (n INT PRIMARY KEY)}: the change that stores
 * one, what is found stored, and waiting on their latches.
 */
final class StoredMoves {

    private StoredMoves() {
    }

    /** The change that stores move {@code n}, as one row of the group's batch. */
    static GroupCommit.Rows move(int n) {
        return b -> {
            b.row("INSERT INTO moves (n) VALUES (?)").setInt(1, n);
            b.row("INSERT INTO moves (n) VALUES (?)").addBatch();
        };
    }

    /** Waits for {@code latch} inside a change, keeping the thread's interrupt if it comes. */
    static void await(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The moves in {@code db}, in order. */
    static List<Integer> in(ClubDatabase db) {
        return db.inTransaction(c -> {
            List<Integer> out = new ArrayList<>();
            try (Statement s = c.createStatement(); ResultSet r = s.executeQuery("SELECT n FROM moves ORDER BY n")) {
                while (r.next()) {
                    out.add(r.getInt(1));
                }
            }
            return out;
        });
    }
}
