package ks.app.ratings;

import ks.net.protocol.GameRecord;

/** The ledger's entry for a record, audited as a game's end audits it (no practice games among them). */
final class Audited {

    private Audited() {
    }

    static CheckedRecord of(GameRecord record) {
        return CheckedRecord.of(record, r -> false);
    }
}
