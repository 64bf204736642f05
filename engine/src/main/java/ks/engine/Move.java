package ks.engine;

/**
 * Moves as plain {@code int}s, so move lists are int arrays and hot loops do not allocate.
 * Bits 0-5 hold the from square, 6-11 the to square, 12-14 the promotion type (0 = none,
 * otherwise {@link PieceType#KNIGHT}..{@link PieceType#QUEEN}), 15-16 a flag (castling,
 * en passant, double pawn push). {@link Position#make} does not rely on the flags, so a move
 * built with {@link #of(int, int)} may be played; the generator sets them for readers.
 */
public final class Move {

    /** Not a move (no real move has from == to == a1). */
    public static final int NONE = 0;

    static final int FLAG_CASTLING = 1 << 15;
    static final int FLAG_EN_PASSANT = 2 << 15;
    static final int FLAG_DOUBLE_PUSH = 3 << 15;
    private static final int FLAG_MASK = 3 << 15;
    /** The bits that say which move it is; the flags only describe it. */
    static final int IDENTITY_MASK = (1 << 15) - 1;

    private Move() {
    }

    /** A move without promotion. */
    public static int of(int from, int to) {
        return from | to << 6;
    }

    /** A move promoting to {@code promotionType}, or a plain move when it is {@link PieceType#NONE}. */
    public static int of(int from, int to, int promotionType) {
        return promotionType <= 0 ? of(from, to) : from | to << 6 | promotionType << 12;
    }

    static int castling(int from, int to) {
        return from | to << 6 | FLAG_CASTLING;
    }

    static int enPassant(int from, int to) {
        return from | to << 6 | FLAG_EN_PASSANT;
    }

    static int doublePush(int from, int to) {
        return from | to << 6 | FLAG_DOUBLE_PUSH;
    }

    public static int from(int move) {
        return move & 63;
    }

    public static int to(int move) {
        return (move >>> 6) & 63;
    }

    /** The promotion piece type, or {@link PieceType#NONE}. */
    public static int promotion(int move) {
        int p = (move >>> 12) & 7;
        return p == 0 ? PieceType.NONE : p;
    }

    public static boolean isPromotion(int move) {
        return (move & (7 << 12)) != 0;
    }

    public static boolean isCastling(int move) {
        return (move & FLAG_MASK) == FLAG_CASTLING;
    }

    public static boolean isEnPassant(int move) {
        return (move & FLAG_MASK) == FLAG_EN_PASSANT;
    }

    public static boolean isDoublePush(int move) {
        return (move & FLAG_MASK) == FLAG_DOUBLE_PUSH;
    }

    /** Whether two moves are the same move, ignoring the descriptive flags. */
    public static boolean sameMove(int a, int b) {
        return (a & IDENTITY_MASK) == (b & IDENTITY_MASK);
    }

    /** How far the move goes: the larger of the files and the ranks it crosses. */
    public static int length(int move) {
        int from = from(move);
        int to = to(move);
        return Math.max(Math.abs(Square.file(to) - Square.file(from)), Math.abs(Square.rank(to) - Square.rank(from)));
    }

    /** A readable form for debugging, the same as {@link Uci#format}. */
    public static String toString(int move) {
        return Uci.format(move);
    }
}
