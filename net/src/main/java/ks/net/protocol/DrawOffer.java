package ks.net.protocol;

import java.util.List;

/**
 * The draw offer that stands in a game a host referees: a player's signed {@code draw}
 * statement, until the opponent accepts it (the draw is agreed, on both statements) or moves
 * (it lapses). The rule for "still stands" is {@link Endings#drawAgreed}, the one the audit checks.
 */
final class DrawOffer {

    /** What a player's {@code draw} did. */
    enum Step {
        /** It accepted the standing offer: the game is drawn on {@link #agreed}. */
        AGREED,
        /** The player's own offer already stands. */
        STANDS,
        /** It came after a move of the opponent's it had not seen, and lapsed with it. */
        LAPSED,
        /** It is the standing offer now. */
        PROPOSED
    }

    private Statement standing;
    private List<Statement> agreed = List.of();

    DrawOffer(Statement standing) {
        this.standing = standing;
    }

    /** The offer that stands, or null. */
    Statement standing() {
        return standing;
    }

    /** The two statements of an agreed draw, once {@link Step#AGREED}. */
    List<Statement> agreed() {
        return agreed;
    }

    /** A player's signed {@code draw} at {@code plies}, in a game whose start has {@code startSide} to move. */
    Step draw(Statement s, int plies, int startSide) {
        if (standing != null && standing.colour() != s.colour() && Endings.drawAgreed(standing, s, plies, startSide)) {
            agreed = List.of(standing, s);
            return Step.AGREED;
        }
        if (standing != null && standing.colour() == s.colour()) {
            return Step.STANDS;
        }
        if (s.plies() != plies) {
            return Step.LAPSED;
        }
        standing = s;
        return Step.PROPOSED;
    }

    /** {@code mover} made a move: an offer of the opponent's lapses. Returns whether one did. */
    boolean movedBy(int mover) {
        if (standing != null && standing.colour() != mover) {
            standing = null;
            return true;
        }
        return false;
    }
}
