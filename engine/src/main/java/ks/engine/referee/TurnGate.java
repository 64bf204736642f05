package ks.engine.referee;

import ks.engine.Attacks;
import ks.engine.Bitboards;
import ks.engine.Color;
import ks.engine.Move;
import ks.engine.OwnMen;
import ks.engine.PieceType;
import ks.engine.Square;

/**
 * The part of the referee's judgement that the mover's own men and this turn's history decide,
 * without the enemy men: an impossible attempt, anything but the pawn capture owed after a "yes"
 * to "any?", a pawn capture once the pawn-try limit is spent; and the turn's counters those rules
 * need (failed pawn tries, the owed try, the one "any?" a turn). The {@link Referee} keeps one,
 * and so does each side of a joint referee, which judges these refusals locally, so there is one
 * source for them. Not thread-safe.
 */
public final class TurnGate {

    private final RuleSet rules;
    /** This turn's distinct failed pawn-capture attempts, as from * 64 + to. */
    private final int[] failedPawnTries;
    private int failedCount;
    private boolean owesPawnTry;
    /** Whether the mover has asked "any?" this turn: one question a turn. */
    private boolean askedThisTurn;

    public TurnGate(RuleSet rules) {
        this.rules = rules;
        this.failedPawnTries = new int[rules.pawnTryLimit()];
    }

    /** The attempt as understood: a pawn move to the last rank without a promotion piece promotes to a queen. */
    public static int withDefaultPromotion(OwnMen men, int move) {
        int from = Move.from(move);
        int to = Move.to(move);
        boolean pawn = men.typeAt(from) == PieceType.PAWN;
        boolean lastRank = Square.rank(to) == (men.color() == Color.WHITE ? 7 : 0);
        return pawn && lastRank && !Move.isPromotion(move) ? Move.of(from, to, PieceType.QUEEN) : move;
    }

    /** Whether the attempt is a pawn's diagonal step by the mover: a pawn-capture attempt. */
    public static boolean isPawnCapture(OwnMen men, int move) {
        int from = Move.from(move);
        return Bitboards.contains(men.men(PieceType.PAWN), from)
                && Bitboards.contains(Attacks.pawn(men.color(), from), Move.to(move));
    }

    /**
     * Refuses what the mover's men and this turn's rules refuse, writing the rule set's words
     * into {@code hearing}: {@link Verdict#IMPOSSIBLE}, or {@link Verdict#ILLEGAL} for anything but
     * an owed pawn capture or for a pawn capture once the limit is spent. Null when the board must
     * judge. A pawn-capture attempt discharges an owed try, whatever comes of it.
     */
    public Verdict screen(OwnMen men, int move, Hearing hearing) {
        int mover = men.color();
        Refusal refusal = refusal(men, move);
        if (refusal != Refusal.IMPOSSIBLE && isPawnCapture(men, move)) {
            owesPawnTry = false;
        }
        if (refusal == null) {
            return null;
        }
        switch (refusal) {
            case IMPOSSIBLE -> rules.refused(Verdict.IMPOSSIBLE, mover, hearing);
            case PAWN_TRY_OWED -> rules.pawnTryOwed(mover, hearing);
            case PAWN_TRIES_SPENT -> rules.refused(Verdict.ILLEGAL, mover, hearing);
        }
        return refusal == Refusal.IMPOSSIBLE ? Verdict.IMPOSSIBLE : Verdict.ILLEGAL;
    }

    /** Whether {@link #screen} would refuse the attempt; changes nothing and says nothing. */
    public boolean wouldRefuse(OwnMen men, int move) {
        return refusal(men, move) != null;
    }

    /** Why the turn's rules refuse an attempt. */
    private enum Refusal { IMPOSSIBLE, PAWN_TRY_OWED, PAWN_TRIES_SPENT }

    private Refusal refusal(OwnMen men, int move) {
        if (!men.canMake(move)) {
            return Refusal.IMPOSSIBLE;
        }
        boolean pawnCapture = isPawnCapture(men, move);
        if (owesPawnTry && !pawnCapture) {
            return Refusal.PAWN_TRY_OWED;
        }
        return pawnCapture && rules.pawnTryLimit() > 0 && failedCount >= rules.pawnTryLimit()
                ? Refusal.PAWN_TRIES_SPENT : null;
    }

    /** Whether this attempt, if the board refuses it, is a new failed pawn try that spends the limit. */
    public boolean wouldSpendLimit(OwnMen men, int move) {
        return isPawnCapture(men, move) && rules.pawnTryLimit() > 0 && isNewFailure(move)
                && failedCount + 1 == rules.pawnTryLimit();
    }

    /**
     * Records an attempt the board refused. True when it was a new failed pawn try that spent the
     * limit: if the mover then has only pawn captures left, the game ends.
     */
    public boolean refusedByBoard(OwnMen men, int move) {
        if (!isPawnCapture(men, move) || rules.pawnTryLimit() == 0 || !isNewFailure(move)) {
            return false;
        }
        failedPawnTries[failedCount++] = key(move);
        return failedCount == rules.pawnTryLimit();
    }

    /** A legal move was made: the next turn starts afresh. */
    public void moved() {
        failedCount = 0;
        askedThisTurn = false;
    }

    /** The mover asked "any?" and heard {@code yes}: under sets where a yes owes a pawn try, it is owed. */
    public void anyAnswered(boolean yes) {
        askedThisTurn = true;
        if (yes && rules.anyQuestion() == AnyQuestion.OWES_PAWN_TRY) {
            owesPawnTry = true;
        }
    }

    /** Whether the mover has asked "any?" this turn (a second question is refused). */
    public boolean askedThisTurn() {
        return askedThisTurn;
    }

    /** Whether the mover must attempt a pawn capture before anything else. */
    public boolean owesPawnTry() {
        return owesPawnTry;
    }

    /** Failed pawn-capture attempts left this turn before pawn captures are refused; -1 when there is no limit. */
    public int pawnTriesLeft() {
        int limit = rules.pawnTryLimit();
        return limit == 0 ? -1 : limit - failedCount;
    }

    private boolean isNewFailure(int move) {
        int key = key(move);
        for (int i = 0; i < failedCount; i++) {
            if (failedPawnTries[i] == key) {
                return false;
            }
        }
        return true;
    }

    private static int key(int move) {
        return Move.from(move) * 64 + Move.to(move);
    }
}
