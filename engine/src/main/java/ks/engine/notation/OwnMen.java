package ks.engine.notation;

import ks.engine.Color;
import ks.engine.PieceType;
import ks.engine.Position;

/**
 * What a Kriegspiel player can see of the board: their own men, one bitboard per piece type, their
 * colour and their own castling rights. The notation package reads typed moves against this view
 * only, so a reading can never depend on, or reveal, where the enemy men are: there is no field
 * that holds them.
 */
public record OwnMen(int color, long pawns, long knights, long bishops, long rooks, long queens, long king,
                     boolean mayCastleKingSide, boolean mayCastleQueenSide) {

    public OwnMen {
        if (color != Color.WHITE && color != Color.BLACK) {
            throw new IllegalArgumentException("colour must be white (0) or black (1), was " + color);
        }
    }

    /** The men of {@code color} in {@code position}; nothing of the other colour is copied. */
    public static OwnMen of(Position position, int color) {
        int rights = position.castlingRights();
        boolean white = color == Color.WHITE;
        return new OwnMen(color,
                position.pieces(color, PieceType.PAWN),
                position.pieces(color, PieceType.KNIGHT),
                position.pieces(color, PieceType.BISHOP),
                position.pieces(color, PieceType.ROOK),
                position.pieces(color, PieceType.QUEEN),
                position.pieces(color, PieceType.KING),
                (rights & (white ? Position.WHITE_KINGSIDE : Position.BLACK_KINGSIDE)) != 0,
                (rights & (white ? Position.WHITE_QUEENSIDE : Position.BLACK_QUEENSIDE)) != 0);
    }

    /** The men of the side to move in {@code position}. */
    public static OwnMen toMove(Position position) {
        return of(position, position.sideToMove());
    }

    /** The squares of this colour's men of one piece type. */
    public long ofType(int pieceType) {
        return switch (pieceType) {
            case PieceType.PAWN -> pawns;
            case PieceType.KNIGHT -> knights;
            case PieceType.BISHOP -> bishops;
            case PieceType.ROOK -> rooks;
            case PieceType.QUEEN -> queens;
            case PieceType.KING -> king;
            default -> throw new IllegalArgumentException("no piece type " + pieceType);
        };
    }

    /** Every square holding one of these men. */
    public long all() {
        return pawns | knights | bishops | rooks | queens | king;
    }

    /** The piece type of the own man on {@code square}, or {@link PieceType#NONE} when none of these men stands there. */
    public int typeAt(int square) {
        long bit = 1L << square;
        for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
            if ((ofType(type) & bit) != 0) {
                return type;
            }
        }
        return PieceType.NONE;
    }

    /** Whether the castling right on that wing is still held. */
    public boolean mayCastle(boolean kingSide) {
        return kingSide ? mayCastleKingSide : mayCastleQueenSide;
    }
}
