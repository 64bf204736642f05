package ks.engine.belief;

import ks.engine.Attacks;
import ks.engine.Move;
import ks.engine.MoveList;
import ks.engine.PieceType;
import ks.engine.Position;

/**
 * An enemy that hunts our men ({@link Belief#expectAimedTries}): before a quiet move it tries to
 * take the men of ours it believes it can reach, so its refused attempts are mostly captures aimed
 * at our men and stopped by another of ours in the way, by a pin, or by a guard of the king's
 * target. In a guess, each such capture the board would refuse ({@link #blocked}) is one the enemy
 * may have tried; a turn heard with refusals is likelier in a guess that has some, a turn without
 * in one that has none. Refusals that no aim explains (a pawn's try onto a square our man has
 * left) keep a floor, the same in every guess.
 */
final class AimedTries {

    /** The chance that the enemy tries a given capture that its men could make but the board refuses. */
    private final double aim;
    /** The chance of a refusal in a turn for reasons no guess tells apart. */
    private final double stray;
    /** Whether the king's steps the board refuses count as tries too (level 3's commonest refusal). */
    private final boolean kingSteps;

    AimedTries(double aim, double stray) {
        this(aim, stray, false);
    }

    AimedTries(double aim, double stray, boolean kingSteps) {
        if (aim < 0 || aim >= 1 || stray <= 0 || stray >= 1) {
            throw new IllegalArgumentException("chances in (0, 1): aim " + aim + ", stray " + stray);
        }
        this.aim = aim;
        this.stray = stray;
        this.kingSteps = kingSteps;
    }

    /**
     * The chance, in {@code p} with the enemy to move and {@code legal} its legal moves, that the
     * enemy's turn was heard with {@code refusals} refused attempts (only none or some is read).
     */
    double chance(Position p, MoveList legal, int refusals) {
        int tries = blocked(p, legal) + (kingSteps ? kingStepsRefused(p, legal) : 0);
        double none = (1 - stray) * Math.pow(1 - aim, tries);
        return refusals == 0 ? none : 1 - none;
    }

    /**
     * The captures of our men that the enemy's men could make if only its own men stood in the way
     * and that are not among its {@code legal} moves in {@code p} (enemy to move): tries its
     * hunting would have refused.
     */
    static int blocked(Position p, MoveList legal) {
        int them = p.sideToMove();
        // Our king is never taken: a try at it is not a capture anyone aims.
        long ours = p.occupancy(1 - them) & ~p.pieces(1 - them, PieceType.KING);
        long own = p.occupancy(them);
        int n = 0;
        for (long men = own; men != 0; men &= men - 1) {
            int from = Long.numberOfTrailingZeros(men);
            int type = p.pieceTypeAt(from);
            for (long targets = reach(type, them, from, own) & ours; targets != 0; targets &= targets - 1) {
                int to = Long.numberOfTrailingZeros(targets);
                if (!isLegal(legal, from, to)) {
                    n++;
                }
            }
        }
        return n;
    }

    /** The enemy king's steps onto empty squares that the board refuses (our men attack them). */
    static int kingStepsRefused(Position p, MoveList legal) {
        int them = p.sideToMove();
        int king = p.kingSquare(them);
        int n = 0;
        for (long to = Attacks.king(king) & ~p.occupancy(); to != 0; to &= to - 1) {
            n += isLegal(legal, king, Long.numberOfTrailingZeros(to)) ? 0 : 1;
        }
        return n;
    }

    /** The squares a man of {@code type} and {@code colour} on {@code from} attacks with only {@code own} in its way. */
    private static long reach(int type, int colour, int from, long own) {
        return switch (type) {
            case PieceType.PAWN -> Attacks.pawn(colour, from);
            case PieceType.KNIGHT -> Attacks.knight(from);
            case PieceType.BISHOP -> Attacks.bishop(from, own);
            case PieceType.ROOK -> Attacks.rook(from, own);
            case PieceType.QUEEN -> Attacks.queen(from, own);
            default -> Attacks.king(from);
        };
    }

    /** Whether some move from {@code from} to {@code to} (a promotion of any kind) is in {@code legal}. */
    private static boolean isLegal(MoveList legal, int from, int to) {
        for (int k = 0, n = legal.size(); k < n; k++) {
            int m = legal.get(k);
            if (Move.from(m) == from && Move.to(m) == to) {
                return true;
            }
        }
        return false;
    }
}
