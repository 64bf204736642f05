package ks.engine;

/**
 * Piece types as plain {@code int}s, {@link #PAWN} = 0 to {@link #KING} = 5, so that a type can
 * index arrays directly; {@link #NONE} marks an empty square or "no promotion".
 */
public final class PieceType {

    public static final int PAWN = 0;
    public static final int KNIGHT = 1;
    public static final int BISHOP = 2;
    public static final int ROOK = 3;
    public static final int QUEEN = 4;
    public static final int KING = 5;
    /** No piece. */
    public static final int NONE = -1;

    private static final String LETTERS = "PNBRQK";
    private static final String[] NAMES = {"pawn", "knight", "bishop", "rook", "queen", "king"};

    private PieceType() {
    }

    /** The upper-case English letter of a type, e.g. {@code 'N'} for a knight. */
    public static char letter(int type) {
        return LETTERS.charAt(type);
    }

    /** The English name of a piece type in lower case ({@code "knight"}). */
    public static String name(int type) {
        return NAMES[type];
    }

    /** The type of an English piece letter in either case, or {@link #NONE}. */
    public static int fromLetter(char letter) {
        return LETTERS.indexOf(Character.toUpperCase(letter));
    }
}
