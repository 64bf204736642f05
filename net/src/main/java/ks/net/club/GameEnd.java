package ks.net.club;

import java.sql.Connection;
import java.sql.SQLException;
import ks.engine.rating.Elo;
import java.util.List;
import ks.net.club.db.Accounts;
import ks.net.club.db.GameSignatures;
import ks.net.club.db.Games;
import ks.net.protocol.Statement;

/**
 * The end of a club game in the database: the result, and both ratings moved by the chess-service
 * description's rule ({@link Elo}), in the caller's transaction, so the game's end and the rating
 * changes it causes are committed together or not at all, with the kind of the end and the
 * players' signed statements it rests on (docs/protocol.md §7), which the club's signed end
 * carries.
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
        int whiteAfter = Elo.next(w.rating(), b.rating(), whiteHalves);
        int blackAfter = Elo.next(b.rating(), w.rating(), 2 - whiteHalves);
        Accounts.rate(c, w.id(), whiteAfter);
        Accounts.rate(c, b.id(), blackAfter);
        Games.finish(c, game.id(), result, reason, w.rating(), b.rating(), whiteAfter, blackAfter, nowMs);
        GameSignatures.end(c, game.id(), kind, statements);
    }
}
