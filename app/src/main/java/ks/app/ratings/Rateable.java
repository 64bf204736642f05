package ks.app.ratings;

import ks.engine.rating.RatedGame;
import ks.net.protocol.Audit;
import ks.net.protocol.GameRecord;

/**
 * The one rule for which games move ratings: a finished game (a result, not {@code *}) whose
 * record passes the audit on its own, with its two players' keys. Used when a game ends and again
 * by {@link LedgerCheck}, so the ledger and its check can never disagree about a record.
 */
public final class Rateable {

    private Rateable() {
    }

    /** Why the record cannot be rated, or null when it can. */
    public static String problem(GameRecord record) {
        if (!record.result().matches("1-0|0-1|1/2-1/2")) {
            return "the game did not finish (result " + record.result() + ")";
        }
        Audit.Report report = Audit.verify(record);
        if (!report.passed()) {
            return "its " + report.line();
        }
        return null;
    }

    /** The record as a rated game. */
    static RatedGame game(GameRecord record) {
        return new RatedGame(record.white(), record.black(), record.result());
    }

    /** The public key (hex) the record holds for {@code player}. */
    static String key(GameRecord record, String player) {
        return player.equals(record.host()) ? record.hostIdentity() : record.guestIdentity();
    }
}
