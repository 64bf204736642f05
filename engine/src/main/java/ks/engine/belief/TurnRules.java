package ks.engine.belief;

import ks.engine.Attacks;
import ks.engine.Bitboards;
import ks.engine.Move;
import ks.engine.OwnMen;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.referee.AnyQuestion;
import ks.engine.referee.RuleSet;
import ks.engine.referee.Verdict;

/**
 * The rules of our turn that refuse attempts whatever the board (a pawn try owed after a "yes",
 * the limit on failed pawn tries), kept as the referee keeps them from our own attempts alone,
 * so that the belief learns from a refusal only when the board refused it.
 */
final class TurnRules {

    private final RuleSet rules;
    private final int colour;
    private final int[] failedPawnTries;
    private int failedCount;
    private boolean owesPawnTry;

    TurnRules(RuleSet rules, int colour) {
        this.rules = rules;
        this.colour = colour;
        this.failedPawnTries = new int[Math.max(1, rules.pawnTryLimit())];
    }

    /**
     * Takes in our attempt and its verdict (null: the answer {@code anyYes} to our "any?"), with
     * {@code position} showing our men; true when it was refused by the board.
     */
    boolean heard(int move, Verdict verdict, Boolean anyYes, Position position) {
        if (verdict == Verdict.LEGAL) {
            failedCount = 0;
            owesPawnTry = false;
        } else if (verdict == null) {
            owesPawnTry |= Boolean.TRUE.equals(anyYes) && rules.anyQuestion() == AnyQuestion.OWES_PAWN_TRY;
        } else if (verdict == Verdict.ILLEGAL) {
            return refusedByBoard(move, OwnMen.of(position, colour));
        }
        return false;
    }

    private boolean refusedByBoard(int move, OwnMen men) {
        int from = Move.from(move);
        boolean pawnCapture = Bitboards.contains(men.men(PieceType.PAWN), from)
                && Bitboards.contains(Attacks.pawn(colour, from), Move.to(move));
        if (owesPawnTry && !pawnCapture) {
            return false;
        }
        if (pawnCapture) {
            owesPawnTry = false;
        }
        int limit = rules.pawnTryLimit();
        if (!pawnCapture || limit == 0) {
            return true;
        }
        if (failedCount >= limit) {
            return false;
        }
        int key = from * 64 + Move.to(move);
        for (int k = 0; k < failedCount; k++) {
            if (failedPawnTries[k] == key) {
                return true;
            }
        }
        failedPawnTries[failedCount++] = key;
        return true;
    }
}
