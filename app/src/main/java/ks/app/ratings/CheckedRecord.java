package ks.app.ratings;

import java.util.function.Predicate;
import ks.net.protocol.GameRecord;

/**
 * What {@code ks --ratings --check} needs to know of one signed record, taken from it once: the
 * game, both players and the keys the record holds for them, the result and its reason, whether
 * it is a practice game (never rated), and why it cannot be rated ({@code problem}; null when it
 * can, which means it passed the audit). {@link CheckedRecords} keeps these so a record whose
 * bytes have not changed is not audited again.
 */
record CheckedRecord(String gameId, String white, String black, String whiteKey, String blackKey, String result,
        String reason, boolean practice, String problem) {

    /** Reads what the check needs from {@code record}, auditing it. */
    static CheckedRecord of(GameRecord record, Predicate<GameRecord> practice) {
        return new CheckedRecord(record.gameId(), record.white(), record.black(), Rateable.key(record, record.white()),
                Rateable.key(record, record.black()), record.result(), record.reason(), practice.test(record),
                Rateable.problem(record));
    }

    /** Whether the record can move ratings: it finished, is signed and passed the audit. */
    boolean rateable() {
        return problem == null;
    }
}
