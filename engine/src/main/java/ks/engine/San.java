package ks.engine;

/**
 * Standard Algebraic Notation. {@link #format} writes the canonical form: piece letter, the
 * least disambiguation (file, else rank, else both), {@code x} for captures, {@code =Q} for
 * promotions, {@code O-O}/{@code O-O-O}, and {@code +} or {@code #}. {@link #parse} is tolerant:
 * it ignores missing or extra {@code +}, {@code #}, {@code x}, {@code =}, annotation marks,
 * accepts {@code 0-0}, and superfluous disambiguation.
 */
public final class San {

    private San() {
    }

    /** The SAN of a legal move in this position; the position is left unchanged. */
    public static String format(Position position, int move) {
        MoveList legal = new MoveList();
        position.legalMoves(legal);
        StringBuilder sb = new StringBuilder(8);
        int from = Move.from(move);
        int to = Move.to(move);
        int type = position.pieceTypeAt(from);
        boolean capture = position.pieceTypeAt(to) != PieceType.NONE
                || (type == PieceType.PAWN && Square.file(from) != Square.file(to));
        if (type == PieceType.KING && Math.abs(to - from) == 2) {
            sb.append(to > from ? "O-O" : "O-O-O");
        } else if (type == PieceType.PAWN) {
            if (capture) {
                sb.append((char) ('a' + Square.file(from))).append('x');
            }
            sb.append(Square.name(to));
            if (Move.isPromotion(move)) {
                sb.append('=').append(PieceType.letter(Move.promotion(move)));
            }
        } else {
            sb.append(PieceType.letter(type));
            boolean clash = false;
            boolean sameFile = false;
            boolean sameRank = false;
            for (int i = 0; i < legal.size(); i++) {
                int other = legal.get(i);
                int of = Move.from(other);
                if (of != from && Move.to(other) == to && position.pieceTypeAt(of) == type) {
                    clash = true;
                    sameFile |= Square.file(of) == Square.file(from);
                    sameRank |= Square.rank(of) == Square.rank(from);
                }
            }
            if (clash) {
                if (!sameFile) {
                    sb.append((char) ('a' + Square.file(from)));
                } else if (!sameRank) {
                    sb.append((char) ('1' + Square.rank(from)));
                } else {
                    sb.append(Square.name(from));
                }
            }
            if (capture) {
                sb.append('x');
            }
            sb.append(Square.name(to));
        }
        position.make(move);
        if (position.inCheck()) {
            position.legalMoves(legal);
            sb.append(legal.size() == 0 ? '#' : '+');
        }
        position.unmake();
        return sb.toString();
    }

    /** The legal move the SAN text names, flags set; throws {@link MoveFormatException} when none or several. */
    public static int parse(Position position, String text) {
        String original = text == null ? "" : text.trim();
        if (original.replaceFirst("\\s*e\\.p\\.$", "").chars()
                .anyMatch(c -> Character.isWhitespace(c) || Character.isISOControl(c))) {
            throw new MoveFormatException("not a move in SAN: '" + original + "' (no spaces inside a move)");
        }
        String s = original.replaceAll("[+#!?]+$", "").replaceFirst("\\s*e\\.p\\.$", "").replace("x", "").replace("=", "")
                .replace(":", "").trim();
        MoveList legal = new MoveList();
        position.legalMoves(legal);
        if (s.equals("O-O") || s.equals("0-0") || s.equals("O-O-O") || s.equals("0-0-0")) {
            int king = position.kingSquare(position.sideToMove());
            int to = s.length() == 3 ? king + 2 : king - 2;
            int move = legal.find(Move.of(king, to));
            if (move == Move.NONE || position.pieceTypeAt(king) != PieceType.KING || !Move.isCastling(move)) {
                throw new MoveFormatException("illegal move " + original + ": cannot castle that way now");
            }
            return move;
        }
        int type = PieceType.PAWN;
        int i = 0;
        if (!s.isEmpty() && Character.isUpperCase(s.charAt(0)) && PieceType.fromLetter(s.charAt(0)) > 0) {
            type = PieceType.fromLetter(s.charAt(0));
            i = 1;
        }
        int promo = PieceType.NONE;
        int end = s.length();
        if (type == PieceType.PAWN && end > 1 && "NBRQnbrq".indexOf(s.charAt(end - 1)) >= 0
                && Character.isDigit(s.charAt(end - 2))) {
            promo = PieceType.fromLetter(s.charAt(end - 1));
            end--;
        }
        int to = end - i >= 2 ? Square.parse(s.substring(end - 2, end)) : Square.NONE;
        String hint = end - i >= 2 ? s.substring(i, end - 2) : "";
        int fromFile = -1;
        int fromRank = -1;
        boolean ok = to >= 0 && hint.length() <= 2;
        for (char c : hint.toCharArray()) {
            if (c >= 'a' && c <= 'h' && fromFile < 0 && fromRank < 0) {
                fromFile = c - 'a';
            } else if (c >= '1' && c <= '8' && fromRank < 0) {
                fromRank = c - '1';
            } else {
                ok = false;
            }
        }
        if (!ok) {
            throw new MoveFormatException("not a SAN move (like e4, Nf3, exd5, O-O, e8=Q): '" + original + "'");
        }
        int found = Move.NONE;
        int count = 0;
        for (int k = 0; k < legal.size(); k++) {
            int m = legal.get(k);
            int from = Move.from(m);
            if (Move.to(m) == to && position.pieceTypeAt(from) == type && Move.promotion(m) == promo
                    && (fromFile < 0 || Square.file(from) == fromFile)
                    && (fromRank < 0 || Square.rank(from) == fromRank)
                    && !(type == PieceType.KING && Move.isCastling(m))) {
                found = m;
                count++;
            }
        }
        if (count == 1) {
            return found;
        }
        if (count > 1) {
            throw new MoveFormatException("ambiguous move " + original + ": say which "
                    + PieceType.letter(type) + " moves, e.g. by its file");
        }
        if (type == PieceType.PAWN && promo == PieceType.NONE && (Square.rank(to) == 7 || Square.rank(to) == 0)) {
            throw new MoveFormatException("illegal move " + original + ": a promotion needs a piece, e.g. "
                    + original + "=Q");
        }
        throw new MoveFormatException("illegal move " + original + " in " + position.toFen());
    }
}
