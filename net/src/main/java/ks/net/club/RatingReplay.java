package ks.net.club;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import ks.engine.rating.Elo;
import ks.net.club.db.Accounts;
import ks.net.club.db.ClubDatabase;
import ks.net.club.db.Games;

/**
 * The staff's remedy for a farmed rating (docs/club.md, "Reviewing the ratings"): a member's
 * finished games are voided, and every rating is worked out again from the finished games in the
 * order they ended, by the same rules a game's end applies ({@link GameEnd#rate}), as if the voided
 * games had never counted. Everyone starts again at {@link Elo#START}, provisional; a voided game
 * moves nobody and counts towards nobody's being established. All in one transaction.
 */
public final class RatingReplay {

    /** One member whose rating the replay changed. */
    public record Change(String name, int before, int after) {
    }

    /** What voiding did: the games voided, and the ratings it changed, by name. */
    public record Voided(String name, int games, List<Change> changes) {
    }

    private record Finished(String id, long white, long black, String result, long endedMs, boolean voided) {
    }

    private RatingReplay() {
    }

    /**
     * Voids every finished game of the member named {@code name} and works the ratings out again,
     * reading origins under {@code rule}; empty when there is no such member.
     */
    public static Optional<Voided> voidMember(ClubDatabase db, String name, OriginRule rule) {
        return db.inTransaction(c -> {
            Optional<Accounts.Account> member = Accounts.byName(c, name);
            if (member.isEmpty()) {
                return Optional.empty();
            }
            Map<String, Integer> before = ratings(c);
            int voided;
            try (PreparedStatement s = c.prepareStatement("UPDATE games SET voided = TRUE WHERE result IS NOT NULL "
                    + "AND NOT voided AND (white_id = ? OR black_id = ?)")) {
                s.setLong(1, member.get().id());
                s.setLong(2, member.get().id());
                voided = s.executeUpdate();
            }
            replay(c, rule.applies());
            List<Change> changes = new ArrayList<>();
            for (Map.Entry<String, Integer> after : ratings(c).entrySet()) {
                int was = before.get(after.getKey());
                if (was != after.getValue()) {
                    changes.add(new Change(after.getKey(), was, after.getValue()));
                }
            }
            return Optional.of(new Voided(member.get().name(), voided, changes));
        });
    }

    /** Every rating worked out again from the finished games that are not voided, in the order they ended. */
    static void replay(Connection c, boolean origins) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("UPDATE accounts SET rating = ?, games = 0, established = FALSE")) {
            s.setInt(1, Elo.START);
            s.executeUpdate();
        }
        try (PreparedStatement s = c.prepareStatement(
                "UPDATE games SET white_counts = FALSE, black_counts = FALSE WHERE result IS NOT NULL")) {
            s.executeUpdate();
        }
        for (Finished g : finished(c)) {
            if (g.voided()) {
                int w = Accounts.byId(c, g.white()).orElseThrow().rating();
                int b = Accounts.byId(c, g.black()).orElseThrow().rating();
                Games.rerate(c, g.id(), w, b, w, b);
            } else {
                GameEnd.Rated r = GameEnd.rate(c, g.id(), g.white(), g.black(), g.result(), g.endedMs(), origins);
                Games.rerate(c, g.id(), r.whiteBefore(), r.blackBefore(), r.whiteAfter(), r.blackAfter());
            }
        }
    }

    private static List<Finished> finished(Connection c) throws SQLException {
        List<Finished> out = new ArrayList<>();
        try (PreparedStatement s = c.prepareStatement("SELECT id, white_id, black_id, result, ended_ms, voided "
                + "FROM games WHERE result IS NOT NULL ORDER BY ended_ms, num"); ResultSet r = s.executeQuery()) {
            while (r.next()) {
                out.add(new Finished(r.getString(1), r.getLong(2), r.getLong(3), r.getString(4), r.getLong(5),
                        r.getBoolean(6)));
            }
        }
        return out;
    }

    private static Map<String, Integer> ratings(Connection c) throws SQLException {
        Map<String, Integer> out = new LinkedHashMap<>();
        for (Accounts.Rated r : Accounts.ratings(c)) {
            out.put(r.name(), r.rating());
        }
        return out;
    }
}
