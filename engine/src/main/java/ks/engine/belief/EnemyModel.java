package ks.engine.belief;

import ks.engine.Move;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.referee.Capture;
import ks.engine.referee.RuleSet;

/**
 * How an enemy may pick its move, for a belief that fits the model to the enemy at hand ({@link
 * Belief#fitEnemyModel}): each guess carries one, and is weighed by how likely its model made the
 * news. Each model gives every legal move a weight; the chance of a move is its share of the
 * weight. Each is a shape of play, not a copy of any one program: {@link #CHOOSER} is the shape of
 * kriegspiel.org's heuristic bot with its ties broken at random rather than by the moves' names, so
 * it fits that bot and any player who plays one man at a time, longest moves first; it misleads
 * against an enemy that plays otherwise, which is why level 4 reads it only while it explains the
 * enemy (docs/belief.md, "The chooser's belief kept apart", "A chooser less sure of its order").
 */
public enum EnemyModel {

    /** Every legal move alike (or as the belief's fixed options weigh them): the belief as it always was. */
    EVEN,
    /**
     * A simple, eager player: takes back on the square where we just took one of its men, promotes
     * to a queen whenever it can, and otherwise prefers its pieces' long moves (each square further
     * doubles a move's weight, up to five squares); pawn and king moves weigh 1.
     */
    GREEDY,
    /** A player that advances its pawns: every pawn move weighs 4, a promotion 16. */
    PUSHER,
    /**
     * A player that picks one man, favouring men of longer reach, and tries its longest moves first,
     * ties at random ({@link ManChooser}): weighed by the refusals heard before its move stood as
     * well as by the move's news, under rules that tell us of the enemy's refusals (as {@link #EVEN}
     * under the others). The other models, when fitted
     * with it, give the refusals a fixed chance ({@link #restOfTurn}) that is the same in every guess.
     */
    CHOOSER;

    /** What a take-back or a promotion to a queen weighs for {@link #GREEDY}: nearly always chosen when possible. */
    static final double GREEDY_PRIORITY = 32;
    /** The length beyond which a {@link #GREEDY} move weighs no more. */
    static final int GREEDY_LONGEST = 5;
    static final double PUSH = 4;
    static final double PUSHED_PROMOTION = 16;

    /**
     * Whether this model weighs guesses otherwise than {@link #EVEN} for the player of {@code colour}
     * under {@code rules}: {@link #CHOOSER} only where that player hears the enemy's refusals.
     */
    public boolean tellsApart(RuleSet rules, int colour) {
        return this != CHOOSER || TurnNews.told(rules, colour);
    }

    /**
     * The chance another model than {@link #CHOOSER} gives what was heard of a turn besides the move:
     * "any?" asked or not alike, each count of refusals (before and after the answer) half as
     * likely as one fewer. The same in every guess, so it weighs the models, not the guesses.
     */
    static double restOfTurn(TurnHeard turn) {
        double chance = Math.scalb(0.5, -turn.after() - 1);
        return turn.answer() == null ? chance : chance * Math.scalb(1.0, -turn.before() - 1);
    }

    /**
     * The weight of the enemy's legal move {@code m} in {@code p} for {@link #GREEDY} or {@link
     * #PUSHER}, where our move just before took on {@code taken} (-1 for nothing) and {@code
     * capture} is what {@code m} takes (null for nothing).
     */
    double weight(Position p, int m, int taken, Capture capture) {
        int type = p.pieceTypeAt(Move.from(m));
        if (this == PUSHER) {
            return type != PieceType.PAWN ? 1 : Move.isPromotion(m) ? PUSHED_PROMOTION : PUSH;
        }
        if (capture != null && capture.square() == taken || Move.promotion(m) == PieceType.QUEEN) {
            return GREEDY_PRIORITY;
        }
        if (type == PieceType.PAWN || type == PieceType.KING) {
            return 1;
        }
        return 1 << (Math.min(Move.length(m), GREEDY_LONGEST) - 1);
    }
}
