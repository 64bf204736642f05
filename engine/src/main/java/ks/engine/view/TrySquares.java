package ks.engine.view;

import ks.engine.Bitboards;
import ks.engine.Color;
import ks.engine.OwnMen;
import ks.engine.PieceType;
import ks.engine.view.PawnTries.Presence;

/**
 * Where our pawn tries may point (thesis 3.3): the squares our pawns attack that hold none of our
 * men, narrowed to what the umpire told (the pawns that have tries, or the target squares).
 */
final class TrySquares {

    private TrySquares() {
    }

    /** The squares our pawns may capture on, given what the umpire said; empty unless we have some. */
    static long of(OwnMen men, PawnTries tries) {
        if (tries.presence() != Presence.SOME) {
            return 0;
        }
        long attacks = 0;
        for (long p = men.men(PieceType.PAWN) & tries.pawns(); p != 0; p &= p - 1) {
            attacks |= men.attacksFrom(PieceType.PAWN, Long.numberOfTrailingZeros(p), 0);
        }
        return attacks & tries.targets() & ~men.occupancy();
    }

    /**
     * The enemy pawns an en passant try on {@code targets} would take: the square just behind
     * each target on the en passant rank. A try counted there takes a man that is not on the
     * target square, so rules that match tries to men must look there too.
     */
    static long enPassantVictims(int color, long targets) {
        return color == Color.WHITE
                ? (targets & Bitboards.RANK_1 << 40) >>> 8
                : (targets & Bitboards.RANK_1 << 16) << 8;
    }
}
