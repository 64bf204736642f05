package ks.net.club;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;
import ks.engine.rating.Elo;
import ks.engine.rating.Provisional;
import ks.net.club.db.Accounts;
import ks.net.club.db.GameSignatures;
import ks.net.club.db.Games;
import ks.net.club.db.RatedGames;
import ks.net.protocol.Statement;

/**
 * The end of a club game in the database: the result, and both ratings moved by the chess-service
 * description's rule ({@link Elo}) within the club's rules against farming ({@link Provisional}:
 * a provisional opponent moves no established rating, two provisional members' games move nobody
 * once the club has established members, a pair's games past the third in a day count less; and, when the club keeps origins, {@link OriginKey}: members of one origin do not rate each
 * other's games, count as one opponent, and share the pair rule's day), in the caller's transaction,
 * so the game's end and the rating changes it causes are committed together or not at all, with the
 * kind of the end and the players' signed statements it rests on (docs/protocol.md §7), which the
 * club's signed end carries. A provisional player whose game counted towards being established, and
 * who now has enough such games, is established. {@link RatingReplay} rates the finished games again
 * through {@link #rate}.
 */
final class GameEnd {

    /** A game's ratings before and after its end (equal for a game that moved nothing). */
    record Rated(int whiteBefore, int blackBefore, int whiteAfter, int blackAfter) {
    }

    private GameEnd() {
    }

    /**
     * Closes {@code game} with {@code result} ({@code 1-0}, {@code 0-1} or a draw) of {@code kind}
     * ({@code board}, {@code resign}, ...), resting on {@code statements}, and rates both players;
     * {@code origins}: whether the rules read the players' origins.
     */
    static void record(Connection c, Games.Game game, String result, String reason, String kind,
            List<Statement> statements, long nowMs, boolean origins) throws SQLException {
        Rated r = rate(c, game.id(), game.whiteId(), game.blackId(), result, nowMs, origins);
        Games.finish(c, game.id(), result, reason, r.whiteBefore(), r.blackBefore(), r.whiteAfter(), r.blackAfter(),
                nowMs);
        GameSignatures.end(c, game.id(), kind, statements);
    }

    /**
     * Rates game {@code id} between members {@code whiteId} and {@code blackId}, ended at
     * {@code endedMs} with {@code result}: both accounts' ratings and counts of games, whether the
     * game counts towards each one's being established, and their being established.
     */
    static Rated rate(Connection c, String id, long whiteId, long blackId, String result, long endedMs,
            boolean origins) throws SQLException {
        Accounts.Account w = Accounts.byId(c, whiteId).orElseThrow();
        Accounts.Account b = Accounts.byId(c, blackId).orElseThrow();
        Optional<String> wo = origins ? Accounts.originOf(c, whiteId) : Optional.empty();
        Optional<String> bo = origins ? Accounts.originOf(c, blackId) : Optional.empty();
        if (wo.isPresent() && wo.equals(bo)) {
            // Two accounts of one origin: most likely one person, or one household, whose games
            // between themselves prove nothing about either's strength. Not rated at all.
            Accounts.rate(c, w.id(), w.rating());
            Accounts.rate(c, b.id(), b.rating());
            RatedGames.counts(c, id, false, false);
            return new Rated(w.rating(), b.rating(), w.rating(), b.rating());
        }
        int whiteHalves = switch (result) {
            case "1-0" -> 2;
            case "0-1" -> 0;
            default -> 1;
        };
        long since = endedMs - Provisional.REPEAT_WINDOW_MS;
        int earlier = wo.isPresent() && bo.isPresent()
                ? RatedGames.betweenOriginsSince(c, wo.get(), bo.get(), since, endedMs, id)
                : RatedGames.betweenSince(c, w.id(), b.id(), since, endedMs, id);
        Provisional.Side white = new Provisional.Side(w.rating(), w.established());
        Provisional.Side black = new Provisional.Side(b.rating(), b.established());
        // While fewer members are established than a member must meet, nobody could meet them:
        // a new club's first games count whoever plays them, and rate them.
        boolean newClub = Accounts.established(c, Provisional.OPPONENTS) < Provisional.OPPONENTS;
        boolean rated = Provisional.rates(white, black, newClub);
        int whiteAfter = rated ? Provisional.next(white, black, whiteHalves, earlier) : w.rating();
        int blackAfter = rated ? Provisional.next(black, white, 2 - whiteHalves, earlier) : b.rating();
        Accounts.rate(c, w.id(), whiteAfter);
        Accounts.rate(c, b.id(), blackAfter);
        boolean forWhite = b.established() || newClub;
        boolean forBlack = w.established() || newClub;
        RatedGames.counts(c, id, forWhite, forBlack);
        establishIfEarned(c, w, forWhite, origins);
        establishIfEarned(c, b, forBlack, origins);
        return new Rated(w.rating(), b.rating(), whiteAfter, blackAfter);
    }

    private static void establishIfEarned(Connection c, Accounts.Account a, boolean counted, boolean origins)
            throws SQLException {
        if (a.established() || !counted) {
            return;
        }
        RatedGames.Counted n = RatedGames.counted(c, a.id(), origins);
        if (Provisional.establishes(n.games(), n.opponents())) {
            Accounts.establish(c, a.id());
        }
    }
}
