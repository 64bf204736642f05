package ks.engine.referee;

import ks.engine.Move;
import ks.engine.MoveList;
import ks.engine.Outcome;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.Square;

/**
 * Works out the {@link Facts} of a position from the full board. It fills the caller's list with
 * the legal moves of the side to move, which the referee keeps for judging that side's attempts.
 * Public so that a player's belief can ask what the umpire would have said of a position it
 * only imagines.
 */
public final class Umpire {

    private Umpire() {
    }

    /** The capture {@code legalMove} would make here (for en passant, the taken pawn's square), or null. */
    public static Capture captureOf(Position p, int legalMove) {
        int to = Move.to(legalMove);
        if (Move.isEnPassant(legalMove)) {
            return Capture.enPassant(to ^ 8);
        }
        int type = p.pieceTypeAt(to);
        return type == PieceType.NONE ? null : Capture.of(to, type);
    }

    /** The facts of {@code p} reached by a move that took {@code capture} and did or did not promote. */
    public static Facts facts(Position p, Capture capture, boolean promotion, MoveList legal) {
        p.legalMoves(legal);
        int turn = p.sideToMove();
        int king = p.kingSquare(turn);
        long checkers = p.checkers();
        int checkMask = 0;
        for (long b = checkers; b != 0; b &= b - 1) {
            int sq = Long.numberOfTrailingZeros(b);
            checkMask |= 1 << CheckDirection.of(king, sq, p.pieceTypeAt(sq) == PieceType.KNIGHT).ordinal();
        }
        int tries = 0;
        long from = 0;
        long to = 0;
        for (int i = 0, n = legal.size(); i < n; i++) {
            int m = legal.get(i);
            int f = Move.from(m);
            int t = Move.to(m);
            // A pawn capture changes file; under-promotions repeat the queen promotion's from-to.
            if (Square.file(f) == Square.file(t) || p.pieceTypeAt(f) != PieceType.PAWN
                    || Move.isPromotion(m) && Move.promotion(m) != PieceType.QUEEN) {
                continue;
            }
            tries++;
            from |= 1L << f;
            to |= 1L << t;
        }
        Outcome result;
        if (legal.size() == 0) {
            result = checkers != 0 ? Outcome.CHECKMATE : Outcome.STALEMATE;
        } else {
            result = p.insufficientMaterial() ? Outcome.INSUFFICIENT_MATERIAL : Outcome.NONE;
        }
        return new Facts(capture, promotion, Facts.checkSet(checkMask), tries, from, to, result, turn);
    }
}
