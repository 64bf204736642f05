package ks.net.club.db;

import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/** What the group commit tests find stored in their table of moves, {@code moves (n INT PRIMARY KEY)}. */
final class StoredMoves {

    private StoredMoves() {
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
