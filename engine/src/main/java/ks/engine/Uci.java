package ks.engine;

/**
 * UCI long algebraic notation: from square, to square and an optional lower-case promotion
 * letter, e.g. {@code e2e4}, {@code e1g1} (castling), {@code e7e8q}.
 */
public final class Uci {

    private Uci() {
    }

    /** The UCI text of a move. */
    public static String format(int move) {
        String s = Square.name(Move.from(move)) + Square.name(Move.to(move));
        int promo = Move.promotion(move);
        return promo == PieceType.NONE ? s : s + Character.toLowerCase(PieceType.letter(promo));
    }

    /**
     * The legal move the text names, with its flags set; throws {@link MoveFormatException}
     * saying whether the text is malformed, names no man of the side to move, or names a move
     * that is not legal.
     */
    public static int parse(Position position, String text) {
        String s = text == null ? "" : text.trim();
        int from = s.length() >= 4 ? Square.parse(s.substring(0, 2)) : Square.NONE;
        int to = s.length() >= 4 ? Square.parse(s.substring(2, 4)) : Square.NONE;
        int promo = s.length() == 5 ? "nbrq".indexOf(s.charAt(4)) + PieceType.KNIGHT : PieceType.NONE;
        if (from < 0 || to < 0 || s.length() > 5 || promo == PieceType.KNIGHT - 1) {
            throw new MoveFormatException("not a UCI move (like e2e4 or e7e8q): '" + s + "'");
        }
        if (position.colorAt(from) != position.sideToMove()) {
            throw new MoveFormatException("illegal move " + s + ": no " + Color.name(position.sideToMove())
                    + " man on " + Square.name(from));
        }
        int move = position.legalMove(Move.of(from, to, promo));
        if (move != Move.NONE) {
            return move;
        }
        if (promo == PieceType.NONE && position.isLegal(Move.of(from, to, PieceType.QUEEN))) {
            throw new MoveFormatException("illegal move " + s + ": a promotion needs a piece letter, e.g. " + s + "q");
        }
        if (promo != PieceType.NONE && position.isLegal(Move.of(from, to))) {
            throw new MoveFormatException("illegal move " + s + ": not a promotion");
        }
        throw new MoveFormatException("illegal move " + s + " in " + position.toFen());
    }
}
