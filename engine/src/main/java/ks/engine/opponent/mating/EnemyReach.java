package ks.engine.opponent.mating;

import java.util.List;
import ks.engine.Attacks;
import ks.engine.Color;
import ks.engine.PieceType;
import ks.engine.Position;

/**
 * Every square an enemy man may attack as far as the guesses tell: each kind of enemy man on
 * every square some guess puts one of that kind, its lines stopped only by our men. The guesses
 * often misplace the enemy's pieces, whose moves are mostly unheard, and an enemy that hunts our
 * men (level 3 tries every capture its own sample allows) finds a rook or queen left in reach of a
 * man the sample put elsewhere; this is the reach of every placing the guesses hold, not just
 * of the placings they hold together. Our men are the only ones whose squares we know, so only
 * they stop a line: an enemy man of one guess may stand where another guess has none.
 */
final class EnemyReach {

    private EnemyReach() {
    }

    /** The squares some enemy man of {@code them} may attack, over every square the guesses give each kind. */
    static long of(List<Guess> guesses, int them) {
        if (guesses.isEmpty()) {
            return 0;
        }
        long[] where = new long[PieceType.KING + 1];
        for (Guess g : guesses) {
            for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
                where[type] |= g.position.pieces(them, type);
            }
        }
        long ours = guesses.get(0).position.occupancy(Color.opposite(them));
        long reach = 0;
        for (long b = where[PieceType.PAWN]; b != 0; b &= b - 1) {
            reach |= Attacks.pawn(them, Long.numberOfTrailingZeros(b));
        }
        for (long b = where[PieceType.KNIGHT]; b != 0; b &= b - 1) {
            reach |= Attacks.knight(Long.numberOfTrailingZeros(b));
        }
        for (long b = where[PieceType.KING]; b != 0; b &= b - 1) {
            reach |= Attacks.king(Long.numberOfTrailingZeros(b));
        }
        for (long b = where[PieceType.BISHOP] | where[PieceType.QUEEN]; b != 0; b &= b - 1) {
            reach |= Attacks.bishop(Long.numberOfTrailingZeros(b), ours);
        }
        for (long b = where[PieceType.ROOK] | where[PieceType.QUEEN]; b != 0; b &= b - 1) {
            reach |= Attacks.rook(Long.numberOfTrailingZeros(b), ours);
        }
        return reach;
    }
}
