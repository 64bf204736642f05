package ks.app.ratings;

import java.util.Set;
import ks.engine.Color;
import ks.net.protocol.Agreement;
import ks.net.protocol.Audit;
import ks.net.protocol.GameRecord;

/**
 * The one rule for which games move ratings: a finished game (a result, not {@code *}) in a
 * signed record (format 2) that passes the audit on its own: both players signed the agreement,
 * and the result is the board's or rests on the statements of the players it is about, so
 * neither the referee nor whoever holds the file can have made it up. The players' keys are the
 * ones the agreement names. Used when a game ends and again by {@link LedgerCheck}, so the
 * ledger and its check can never disagree about a record.
 */
public final class Rateable {

    /** The results of a finished game (a set, not a pattern: {@code String.matches} compiled one for each record checked). */
    private static final Set<String> FINISHED = Set.of("1-0", "0-1", "1/2-1/2");

    private Rateable() {
    }

    /** Why the record cannot be rated, or null when it can. */
    public static String problem(GameRecord record) {
        return verdict(record).problem();
    }

    /**
     * Why the record cannot be rated ({@code problem}, null when it can) and, for one that can but
     * whose end its guest did not seal (protocol 7), the audit's line saying so ({@code unconfirmed},
     * else null): such a game is rated in the player's own ledger, whose player saw it end, and
     * {@code ks --ratings --check} marks it so that a third party sees that its end is the host's word.
     */
    record Verdict(String problem, String unconfirmed) {
    }

    /** The {@link Verdict} on {@code record}, from one audit. */
    static Verdict verdict(GameRecord record) {
        if (!FINISHED.contains(record.result())) {
            return new Verdict("the game did not finish (result " + record.result() + ")", null);
        }
        if (record.version() != GameRecord.FORMAT || record.agreement() == null) {
            return new Verdict("its record is of the old unsigned kind (format " + record.version()
                    + "), which proves nothing about the result", null);
        }
        Audit.Report report = Audit.verify(record);
        if (!report.passed()) {
            return new Verdict("its " + report.line(), null);
        }
        return new Verdict(null, report.unconfirmed() ? report.line() : null);
    }

    /**
     * The public key (hex) both players signed for {@code player} in the record's agreement; in
     * an unsigned record, which is never rated, the one it names.
     */
    static String key(GameRecord record, String player) {
        if (record.agreement() == null) {
            return player.equals(record.host()) ? record.hostIdentity() : record.guestIdentity();
        }
        Agreement a = record.agreement().agreement();
        return a.keyOf(player.equals(a.white()) ? Color.WHITE : Color.BLACK);
    }
}
