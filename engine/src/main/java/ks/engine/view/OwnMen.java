package ks.engine.view;

import java.util.Arrays;
import ks.engine.Attacks;
import ks.engine.Bitboards;
import ks.engine.Color;
import ks.engine.Move;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.Square;

/**
 * The men of one colour, exactly, and nothing of the other side: the whole board as one player
 * may see it. The only way in from a full {@link Position} is {@link #of}, which copies that
 * colour's men and drops the rest, so no view built on this type can hold the enemy's men.
 * Immutable; {@link #after} and {@link #without} give new values.
 */
public final class OwnMen {

    private final int color;
    private final long[] men;

    private OwnMen(int color, long[] men) {
        this.color = color;
        this.men = men;
    }

    /** The men of {@code color} on {@code position}; the other colour's men are left behind. */
    public static OwnMen of(Position position, int color) {
        if (color != Color.WHITE && color != Color.BLACK) {
            throw new IllegalArgumentException("no such colour: " + color);
        }
        long[] men = new long[6];
        for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
            men[type] = position.pieces(color, type);
        }
        if (Long.bitCount(men[PieceType.KING]) != 1) {
            throw new IllegalArgumentException(Color.name(color) + " needs exactly one king");
        }
        return new OwnMen(color, men);
    }

    public int color() {
        return color;
    }

    /** Our men of one {@link PieceType}, as a bitboard. */
    public long men(int type) {
        return men[type];
    }

    /** Every square holding one of our men. */
    public long occupancy() {
        long all = 0;
        for (long m : men) {
            all |= m;
        }
        return all;
    }

    public int king() {
        return Long.numberOfTrailingZeros(men[PieceType.KING]);
    }

    /** The type of our man on {@code sq}, or {@link PieceType#NONE}. */
    public int typeAt(int sq) {
        for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
            if (Bitboards.contains(men[type], sq)) {
                return type;
            }
        }
        return PieceType.NONE;
    }

    /**
     * The squares our man of {@code type} on {@code sq} attacks when only {@code occupancy}
     * blocks; with our own men as the occupancy this is a superset of the true attacks, since
     * unseen enemy men can only block more.
     */
    public long attacksFrom(int type, int sq, long occupancy) {
        return switch (type) {
            case PieceType.PAWN -> Attacks.pawn(color, sq);
            case PieceType.KNIGHT -> Attacks.knight(sq);
            case PieceType.BISHOP -> Attacks.bishop(sq, occupancy);
            case PieceType.ROOK -> Attacks.rook(sq, occupancy);
            case PieceType.QUEEN -> Attacks.queen(sq, occupancy);
            case PieceType.KING -> Attacks.king(sq);
            default -> throw new IllegalArgumentException("no such piece type: " + type);
        };
    }

    /** Every square at least one of our men may guard, sliders seeing through all unknown squares. */
    public long guarded() {
        long occupancy = occupancy();
        long guarded = 0;
        for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
            for (long m = men[type]; m != 0; m &= m - 1) {
                guarded |= attacksFrom(type, Long.numberOfTrailingZeros(m), occupancy);
            }
        }
        return guarded;
    }

    /** The squares our pawns attack diagonally. */
    public long pawnAttacks() {
        long attacks = 0;
        for (long m = men[PieceType.PAWN]; m != 0; m &= m - 1) {
            attacks |= Attacks.pawn(color, Long.numberOfTrailingZeros(m));
        }
        return attacks;
    }

    /**
     * Our men after our own legal {@code move}: the man moves (a pawn may promote), and castling,
     * recognised as a two-file king step, also moves the rook. Enemy men taken do not concern us.
     */
    public OwnMen after(int move) {
        int from = Move.from(move);
        int to = Move.to(move);
        int type = typeAt(from);
        if (type == PieceType.NONE) {
            throw new IllegalArgumentException("no " + Color.name(color) + " man on " + Square.name(from));
        }
        long[] next = men.clone();
        next[type] &= ~Bitboards.bit(from);
        next[Move.isPromotion(move) ? Move.promotion(move) : type] |= Bitboards.bit(to);
        int rookFrom = castlingRookFrom(move);
        if (rookFrom != Square.NONE) {
            next[PieceType.ROOK] &= ~Bitboards.bit(rookFrom);
            next[PieceType.ROOK] |= Bitboards.bit(castlingRookTo(move));
        }
        return new OwnMen(color, next);
    }

    /** Our men after the enemy took the one on {@code sq}. */
    public OwnMen without(int sq) {
        int type = typeAt(sq);
        if (type == PieceType.NONE || type == PieceType.KING) {
            throw new IllegalArgumentException("no takeable " + Color.name(color) + " man on " + Square.name(sq));
        }
        long[] next = men.clone();
        next[type] &= ~Bitboards.bit(sq);
        return new OwnMen(color, next);
    }

    /** The rook's home square when {@code move} castles with these men, else {@link Square#NONE}. */
    int castlingRookFrom(int move) {
        int from = Move.from(move);
        int to = Move.to(move);
        if (typeAt(from) != PieceType.KING || Math.abs(Square.file(to) - Square.file(from)) != 2) {
            return Square.NONE;
        }
        return Square.of(to > from ? 7 : 0, Square.rank(from));
    }

    /** The square the rook lands on when {@code move} castles. */
    static int castlingRookTo(int move) {
        return (Move.from(move) + Move.to(move)) / 2;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof OwnMen other && color == other.color && Arrays.equals(men, other.men);
    }

    @Override
    public int hashCode() {
        return 31 * color + Arrays.hashCode(men);
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(Color.name(color)).append(':');
        for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
            for (long m = men[type]; m != 0; m &= m - 1) {
                char letter = PieceType.letter(type);
                sb.append(' ').append(color == Color.WHITE ? letter : Character.toLowerCase(letter))
                        .append(Square.name(Long.numberOfTrailingZeros(m)));
            }
        }
        return sb.toString();
    }
}
