package ks.engine.view;

import ks.engine.Attacks;
import ks.engine.Bitboards;
import ks.engine.Move;
import ks.engine.OwnMen;
import ks.engine.PieceType;
import ks.engine.Square;
import ks.engine.referee.CheckDirection;

/**
 * Where the enemy king may stand after our move drew a check (thesis 3.5). The checker is the man
 * we moved or a slider of ours that looked through a square the move emptied (discovered check),
 * and we cannot always tell which, so every candidate is tried: each square it reaches counts
 * for the direction that square would see the check from. Double check keeps only squares that
 * fit both directions. The king was not in check before our move, so it is on no square our men
 * held or attacked unblockably before (knights, pawns, king), nor on the moved slider's own line of
 * travel where it looked before moving (unless the man it took stood in the way).
 */
final class KingSquares {

    private static final int DIRECTIONS = CheckDirection.values().length;

    private KingSquares() {
    }

    static long of(OwnMen before, int move, UmpireNews news) {
        OwnMen after = before.after(move);
        long ownAfter = after.occupancy();
        long taken = news.hasCapture() ? Bitboards.bit(news.captureSquare()) : 0;
        int rookFrom = before.castlingRookFrom(move);
        boolean castling = rookFrom != Square.NONE;
        int from = castling ? rookFrom : Move.from(move);
        int to = castling ? OwnMen.castlingRookTo(move) : Move.to(move);
        // En passant empties the taken pawn's square as well as the one we left.
        long emptied = Bitboards.bit(Move.from(move)) | Bitboards.bit(from) | (taken & ~Bitboards.bit(Move.to(move)));

        long[] byDirection = new long[DIRECTIONS];
        int movedType = after.typeAt(to);
        if (movedType != PieceType.KING) {
            long reach = after.attacksFrom(movedType, to, ownAfter);
            int typeBefore = before.typeAt(from);
            if (isSlider(typeBefore)) {
                reach &= ~(Bitboards.line(from, to) & before.attacksFrom(typeBefore, from, before.occupancy() | taken));
            }
            file(byDirection, reach & ~ownAfter, to, movedType == PieceType.KNIGHT);
        }
        for (int type = PieceType.BISHOP; type <= PieceType.QUEEN; type++) {
            for (long s = after.men(type) & ~Bitboards.bit(to); s != 0; s &= s - 1) {
                int slider = Long.numberOfTrailingZeros(s);
                long sight = after.attacksFrom(type, slider, ownAfter);
                for (long e = emptied & sight; e != 0; e &= e - 1) {
                    file(byDirection, sight & beyond(slider, Long.numberOfTrailingZeros(e)) & ~ownAfter, slider, false);
                }
            }
        }

        long squares = Bitboards.ALL;
        for (CheckDirection direction : news.checks()) {
            squares &= byDirection[direction.ordinal()];
        }
        return squares & ~ownAfter & ~before.occupancy() & ~Attacks.king(after.king()) & ~unblockableAttacks(before);
    }

    /** Adds each square of {@code reach} to the direction a king there would be checked from. */
    private static void file(long[] byDirection, long reach, int checker, boolean knight) {
        for (long b = reach; b != 0; b &= b - 1) {
            int sq = Long.numberOfTrailingZeros(b);
            CheckDirection direction = CheckDirection.of(sq, checker, knight);
            byDirection[direction.ordinal()] |= Bitboards.bit(sq);
        }
    }

    /** The squares on the line from {@code origin} through {@code through}, past {@code through}. */
    private static long beyond(int origin, int through) {
        long past = 0;
        for (long b = Bitboards.line(origin, through); b != 0; b &= b - 1) {
            int sq = Long.numberOfTrailingZeros(b);
            if (Bitboards.contains(Bitboards.between(origin, sq), through)) {
                past |= Bitboards.bit(sq);
            }
        }
        return past;
    }

    private static long unblockableAttacks(OwnMen men) {
        long attacks = 0;
        for (int type : new int[] {PieceType.PAWN, PieceType.KNIGHT, PieceType.KING}) {
            for (long m = men.men(type); m != 0; m &= m - 1) {
                attacks |= men.attacksFrom(type, Long.numberOfTrailingZeros(m), 0);
            }
        }
        return attacks;
    }

    private static boolean isSlider(int type) {
        return type == PieceType.BISHOP || type == PieceType.ROOK || type == PieceType.QUEEN;
    }
}
