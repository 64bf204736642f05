package ks.net.club;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
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
 * a provisional opponent moves no established rating, a pair's games past the third in a day count
 * less), in the caller's transaction, so the game's end and the rating changes it causes are
 * committed together or not at all, with the kind of the end and the players' signed statements it
 * rests on (docs/protocol.md §7), which the club's signed end carries. A provisional player whose
 * game counted towards being established, and who now has enough such games, is established.
 */
final class GameEnd {

    private GameEnd() {
    }

    /**
     * Closes {@code game} with {@code result} ({@code 1-0}, {@code 0-1} or a draw) of {@code kind}
     * ({@code board}, {@code resign}, ...), resting on {@code statements}, and rates both players.
     */
    static void record(Connection c, Games.Game game, String result, String reason, String kind,
            List<Statement> statements, long nowMs) throws SQLException {
        Accounts.Account w = Accounts.byId(c, game.whiteId()).orElseThrow();
        Accounts.Account b = Accounts.byId(c, game.blackId()).orElseThrow();
        int whiteHalves = switch (result) {
            case "1-0" -> 2;
            case "0-1" -> 0;
            default -> 1;
        };
        int earlier = RatedGames.betweenSince(c, w.id(), b.id(), nowMs - Provisional.REPEAT_WINDOW_MS);
        Provisional.Side white = new Provisional.Side(w.rating(), w.established());
        Provisional.Side black = new Provisional.Side(b.rating(), b.established());
        int whiteAfter = Provisional.next(white, black, whiteHalves, earlier);
        int blackAfter = Provisional.next(black, white, 2 - whiteHalves, earlier);
        Accounts.rate(c, w.id(), whiteAfter);
        Accounts.rate(c, b.id(), blackAfter);
        Games.finish(c, game.id(), result, reason, w.rating(), b.rating(), whiteAfter, blackAfter, nowMs);
        GameSignatures.end(c, game.id(), kind, statements);
        // While fewer members are established than a member must meet, nobody could meet them:
        // a new club's first games count whoever plays them.
        boolean newClub = Accounts.established(c, Provisional.OPPONENTS) < Provisional.OPPONENTS;
        boolean forWhite = b.established() || newClub;
        boolean forBlack = w.established() || newClub;
        RatedGames.counts(c, game.id(), forWhite, forBlack);
        establishIfEarned(c, w, forWhite);
        establishIfEarned(c, b, forBlack);
    }

    private static void establishIfEarned(Connection c, Accounts.Account a, boolean counted) throws SQLException {
        if (a.established() || !counted) {
            return;
        }
        RatedGames.Counted n = RatedGames.counted(c, a.id());
        if (Provisional.establishes(n.games(), n.opponents())) {
            Accounts.establish(c, a.id());
        }
    }
}
