package ks.net.protocol;

import ks.engine.Color;

/**
 * The guest's signature over where the game stopped and how it ended (docs/protocol.md §7,
 * protocol 7). A two-process game whose signed agreement names protocol 7 or later is sealed by
 * its guest under {@code ks/seal/v2}: its attempts, the commitments it holds and the referee's
 * end, so a host keeping its own record can no longer cut the game short or change its last moves
 * and end it its own way. Every other record (a club's, a joint game's, one made before protocol
 * 7) keeps the seal of protocol 6 over the attempts alone. Here: which seal a record takes, and
 * what the audit says of a record that should hold the seal over its end and does not.
 */
final class EndSeal {

    private EndSeal() {
    }

    /**
     * Whether {@code r} must hold its guest's seal over the end: its signed agreement names
     * protocol 7 or later and its referee is one of the players (not a club), in an ordinary game
     * (a joint game's end is signed by both players already).
     */
    static boolean coversTheEnd(GameRecord r) {
        if (r.agreement() == null) {
            return false;
        }
        Agreement a = r.agreement().agreement();
        return a.protocol() >= Agreement.FIRST_NAMED && !a.neutralReferee() && !a.jointReferee();
    }

    /** The bytes the guest of {@code r} signs as its seal: {@code ks/seal/v2} or {@code ks/seal/v1}. */
    static byte[] bytes(GameRecord r) {
        return coversTheEnd(r) ? Statements.seal(r.gameId(), r.guestTries(), r.commitments(), r.end())
                : Statements.seal(r.gameId(), r.guestTries());
    }

    /** What the seal of {@code r} is over, in words, for the line that says it does not verify. */
    static String over(GameRecord r) {
        if (!coversTheEnd(r)) {
            return "its attempts";
        }
        int commitments = r.commitments().size();
        return "its attempts, the record's " + commitments + (commitments == 1 ? " commitment" : " commitments")
                + " and its end (" + (r.end() == null ? "none" : r.end().result() + ", " + r.end().reason()) + ")";
    }

    /**
     * The line of a record that passed everything else but holds no seal over its end: what the
     * guest's acknowledgements prove (the moves to ply {@code acks - 1}), and that the rest is the
     * host's word. Not a failure: a guest may refuse to sign, crash or lose the link at the end.
     */
    static Audit.Report unconfirmed(GameRecord r, int plies, int announcements, String finalFen) {
        int proved = Math.max(0, Math.min(r.acks().size(), r.commitments().size()) - 1);
        return new Audit.Report(true, "Audit: passed up to ply " + proved + " of " + plies + " (" + announcements
                + (announcements == 1 ? " announcement" : " announcements") + " checked); the end is unconfirmed: "
                + Color.name(r.guestColour()) + " did not sign it", finalFen, true);
    }
}
