package ks.app.ratings;

import java.util.function.Predicate;
import ks.net.protocol.GameRecord;

/**
 * What {@code ks --ratings --check} needs to know of one signed record, taken from it once: the
 * game, both players and the keys the record holds for them, the result and its reason, whether
 * a player's ledger never rates it ({@code unrated}: a practice game, or a game a third party
 * refereed, as a club does, which rates its own games), and why it cannot be rated ({@code problem};
 * null when it can, which means it passed the audit), and for a rateable record whose end its guest
 * did not seal (protocol 7) the audit's line saying so ({@code unconfirmed}, else null).
 * {@link CheckedRecords} keeps these so a record whose
 * bytes have not changed is not audited again.
 */
record CheckedRecord(String gameId, String white, String black, String whiteKey, String blackKey, String result,
        String reason, boolean unrated, String problem, String unconfirmed) {

    /** Reads what the check needs from {@code record}, auditing it; {@code practice} tells practice games. */
    static CheckedRecord of(GameRecord record, Predicate<GameRecord> practice) {
        Rateable.Verdict verdict = Rateable.verdict(record);
        return new CheckedRecord(record.gameId(), record.white(), record.black(), Rateable.key(record, record.white()),
                Rateable.key(record, record.black()), record.result(), record.reason(),
                practice.test(record) || refereedByAThirdParty(record), verdict.problem(), verdict.unconfirmed());
    }

    /** Whether the record's agreement names a referee who is neither player: a club's game, which the club rates. */
    private static boolean refereedByAThirdParty(GameRecord record) {
        return record.agreement() != null && record.agreement().agreement().neutralReferee();
    }

    /** Whether the record can move ratings: it finished, is signed and passed the audit. */
    boolean rateable() {
        return problem == null;
    }
}
