package ks.engine.notation;

import ks.engine.Move;
import ks.engine.OwnMen;
import ks.engine.PieceType;
import ks.engine.Square;

/**
 * Writes a move back to the player who made it, in their chosen {@link NotationStyle}, for echoing
 * and for the choices of an ambiguous entry. It knows only the mover's own men (as they stood before
 * the move), so a piece move never shows an {@code x}: whether it takes is the referee's secret. A
 * pawn's diagonal step is always a capture and is written as one. Disambiguation, where needed, is
 * by the own men that could make the same move, which is exactly what {@link MoveInput} asks for.
 */
public final class MoveEcho {

    private MoveEcho() {
    }

    /** The move in that style with algebraic squares read from white's side. */
    public static String write(int move, OwnMen men, NotationStyle style) {
        return write(move, men, style, Perspective.WHITE_SIDE);
    }

    /**
     * The move in that style; {@code men} are the mover's men before the move.
     *
     * @throws IllegalArgumentException if none of {@code men} stands on the move's from square
     */
    public static String write(int move, OwnMen men, NotationStyle style, Perspective perspective) {
        int from = Move.from(move);
        int to = Move.to(move);
        int type = men.typeAt(from);
        if (type == PieceType.NONE) {
            throw new IllegalArgumentException("no own man on the from square of the move");
        }
        if (type == PieceType.KING && men.isCastling(from, to)) {
            return to > from ? "O-O" : "O-O-O";
        }
        boolean pawnTakes = type == PieceType.PAWN && (from & 7) != (to & 7);
        String promotion = promotionSuffix(move, type);
        return switch (style) {
            case LONG_ALGEBRAIC -> letter(type) + algebraic(from, men, perspective) + (pawnTakes ? "x" : "-")
                    + algebraic(to, men, perspective) + promotion;
            case SHORT_ALGEBRAIC -> shortAlgebraic(from, to, type, pawnTakes, men, perspective) + promotion;
            case DESCRIPTIVE -> (type == PieceType.PAWN ? "P" : letter(type))
                    + (rivals(men, from, to, type, pawnTakes) != 0 ? "/" + Descriptive.name(from, men.color()) : "")
                    + (pawnTakes ? "x" : "-") + Descriptive.name(to, men.color()) + promotion;
        };
    }

    private static String shortAlgebraic(int from, int to, int type, boolean pawnTakes, OwnMen men,
                                         Perspective perspective) {
        String square = algebraic(to, men, perspective);
        if (type == PieceType.PAWN) {
            return pawnTakes ? algebraic(from, men, perspective).charAt(0) + "x" + square : square;
        }
        long rivals = rivals(men, from, to, type, false);
        if (rivals == 0) {
            return letter(type) + square;
        }
        String name = algebraic(from, men, perspective);
        boolean fileShared = false;
        boolean rankShared = false;
        for (long left = rivals; left != 0; left &= left - 1) {
            int other = Long.numberOfTrailingZeros(left);
            fileShared |= (other & 7) == (from & 7);
            rankShared |= other >>> 3 == from >>> 3;
        }
        String qualifier = !fileShared ? name.substring(0, 1) : !rankShared ? name.substring(1) : name;
        return letter(type) + qualifier + square;
    }

    /** Other own men of the same type that could make the same kind of move to {@code to}. */
    private static long rivals(OwnMen men, int from, int to, int type, boolean pawnTakes) {
        if (type == PieceType.PAWN && !pawnTakes) {
            return 0;
        }
        return Reach.origins(men, type, to, pawnTakes ? PawnStep.CAPTURE : PawnStep.EITHER) & ~(1L << from);
    }

    private static String promotionSuffix(int move, int type) {
        int promotion = Move.promotion(move);
        boolean promotes = type == PieceType.PAWN && promotion >= PieceType.KNIGHT && promotion <= PieceType.QUEEN;
        return promotes ? "=" + PieceType.letter(promotion) : "";
    }

    private static String letter(int type) {
        return type == PieceType.PAWN ? "" : String.valueOf(PieceType.letter(type));
    }

    private static String algebraic(int square, OwnMen men, Perspective perspective) {
        return Square.name(perspective.square(square, men.color()));
    }
}
