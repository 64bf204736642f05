package ks.net.protocol;

import java.io.IOException;
import ks.crypto.Identity;
import ks.net.ProtocolException;

/**
 * Adjourning by agreement: either side proposes, and the game stops once both have. A second
 * proposal from the same side changes nothing. In a game with a signed agreement the opponent's
 * proposal must carry the opponent's signed statement, so neither side can claim the other
 * agreed. Under a neutral referee (a club) the proposals pass through the referee, which alone
 * decides that the game stopped and answers each proposal: this side stops only on the opponent's
 * statement passed on after its own proposal, never on its own word, so it cannot stop while the
 * referee's clocks run on.
 */
final class Adjournment {

    /** What a proposal did. */
    enum Step {
        /** This side's proposal now stands, waiting for the other. */
        PROPOSED,
        /** Both sides agree: the game stops. */
        BOTH,
        /** This side had already proposed. */
        UNCHANGED
    }

    private final boolean[] proposed = new boolean[2];

    /** Our player proposes, or agrees to the peer's proposal: the signed proposal goes to the peer. */
    void ours(Session s) throws IOException {
        if (s.phase().over()) {
            s.emit(new Event.Note("the game is over"));
            return;
        }
        s.send(new Message.Adjourn(Statement.sign(s.setup.key(), s.gameId, "adjourn", s.colour, s.plies())));
        if (s.neutralReferee()) {
            // The referee answers: in words, or once both agreed with the opponent's statement, on which we stop.
            proposed[0] = true;
            return;
        }
        switch (propose(0)) {
            case BOTH -> adjourned(s);
            case PROPOSED -> s.emit(new Event.Note("you propose to adjourn; the game stops when "
                    + s.setup.opponent() + " agrees"));
            case UNCHANGED -> {
            }
        }
    }

    /** The opponent proposes, or agrees to ours; under a neutral referee, passed on by it. */
    void theirs(Session s, Message.Adjourn a) throws IOException {
        if (s.phase().over()) {
            return;
        }
        Statement st = a.statement();
        if (s.agreement != null && (st == null || !"adjourn".equals(st.kind()) || st.colour() == s.colour
                || !st.signedBy(Identity.fromHex(s.agreement.agreement().keyOf(st.colour())), s.gameId))) {
            throw new ProtocolException("a proposal to adjourn without the signed statement of "
                    + s.setup.opponent());
        }
        switch (propose(1)) {
            case BOTH -> adjourned(s);
            case PROPOSED -> s.emit(new Event.Note(s.setup.opponent()
                    + " proposes to adjourn the game; type 'adjourn' to agree"));
            case UNCHANGED -> {
            }
        }
    }

    /**
     * Both players agreed to adjourn: the game is saved and the session ends, to be resumed (by
     * the command the program names once the session is over, or under a neutral referee by both
     * players sitting down at it again). The reason names no command: only the program knows the
     * one the player types (a practice game's differs), and a second, vaguer one would confuse.
     */
    private static void adjourned(Session s) {
        s.changed();
        // Saved whatever the link does: the other side may have closed it once it agreed.
        s.flushQuietly();
        String how = s.neutralReferee()
                ? "; the " + s.agreement.agreement().referee() + " keeps it, both clocks stopped, until you both sit"
                        + " down at it again"
                : "";
        s.emit(new Event.Over("*", Event.Over.ADJOURNED + how, null,
                "Audit: not done (the game is adjourned)", false));
        s.out.deliverEvents();
        s.stopUnfinished("adjourned");
    }

    private Step propose(int side) {
        if (proposed[1 - side]) {
            return Step.BOTH;
        }
        if (proposed[side]) {
            return Step.UNCHANGED;
        }
        proposed[side] = true;
        return Step.PROPOSED;
    }
}
