package ks.engine;

/**
 * Reads and writes Forsyth-Edwards Notation. Parsing is strict, because positions come from
 * users and from the other player's program: every field is checked, and the position must be
 * one a game could reach in the ways the rules care about (one king each, no pawn on a back
 * rank, the side not to move not in check, castling rights backed by king and rook on their
 * home squares, an en passant square behind a pawn that could just have moved two squares).
 * Four fields are accepted too, with the counters defaulting to 0 and 1.
 */
final class Fen {

    private static final String CASTLING_LETTERS = "KQkq";

    private Fen() {
    }

    static Position parse(String fen) {
        if (fen == null) {
            throw new FenException("empty");
        }
        String[] f = fen.trim().split("\\s+");
        if (f.length != 6 && f.length != 4 || f[0].isEmpty()) {
            throw new FenException("expected 6 space-separated fields, got " + (f[0].isEmpty() ? 0 : f.length));
        }
        Position p = new Position();
        placement(p, f[0]);
        if (!f[1].equals("w") && !f[1].equals("b")) {
            throw new FenException("field 2 must be 'w' or 'b', got '" + f[1] + "'");
        }
        p.sideToMove = f[1].equals("w") ? Color.WHITE : Color.BLACK;
        kingsAndPawns(p);
        p.castling = castling(p, f[2]);
        p.enPassant = enPassant(p, f[3]);
        if (f.length == 6) {
            p.halfmoveClock = counter(f[4], 5, "halfmove clock", 0);
            p.fullmoveNumber = counter(f[5], 6, "fullmove number", 1);
        }
        int other = p.sideToMove ^ 1;
        if (p.isAttacked(p.kingSquare(other), p.sideToMove)) {
            throw new FenException("side not to move (" + Color.name(other) + ") is in check");
        }
        p.hash = p.computeHash();
        return p;
    }

    private static void placement(Position p, String field) {
        String[] ranks = field.split("/", -1);
        if (ranks.length != 8) {
            throw new FenException("field 1 must have 8 ranks separated by '/', got " + ranks.length);
        }
        for (int i = 0; i < 8; i++) {
            int rank = 7 - i;
            int file = 0;
            for (char c : ranks[i].toCharArray()) {
                if (c >= '1' && c <= '8') {
                    file += c - '0';
                } else {
                    int type = PieceType.fromLetter(c);
                    if (type < 0) {
                        throw new FenException("bad piece letter '" + c + "' in rank " + (rank + 1));
                    }
                    if (file < 8) {
                        p.put(Square.of(file, rank), (Character.isUpperCase(c) ? 0 : 6) + type);
                    }
                    file++;
                }
                if (file > 8) {
                    throw new FenException("rank " + (rank + 1) + " is too long: '" + ranks[i] + "'");
                }
            }
            if (file < 8) {
                throw new FenException("rank " + (rank + 1) + " is too short: '" + ranks[i] + "'");
            }
        }
    }

    private static void kingsAndPawns(Position p) {
        for (int c = 0; c < 2; c++) {
            int kings = Long.bitCount(p.pieces(c, PieceType.KING));
            if (kings != 1) {
                throw new FenException(Color.name(c) + " must have exactly one king, got " + kings);
            }
        }
        long pawns = p.pieces(Color.WHITE, PieceType.PAWN) | p.pieces(Color.BLACK, PieceType.PAWN);
        long back = pawns & (Bitboards.RANK_1 | Bitboards.RANK_8);
        if (back != 0) {
            throw new FenException("pawn on back rank at " + Square.name(Long.numberOfTrailingZeros(back)));
        }
    }

    private static int castling(Position p, String field) {
        if (field.equals("-")) {
            return 0;
        }
        int rights = 0;
        for (char c : field.toCharArray()) {
            int i = CASTLING_LETTERS.indexOf(c);
            if (i < 0 || (rights & (1 << i)) != 0) {
                throw new FenException("field 3 must be '-' or distinct letters from 'KQkq', got '" + field + "'");
            }
            rights |= 1 << i;
        }
        for (int i = 0; i < 4; i++) {
            int color = i / 2;
            int king = color == Color.WHITE ? 4 : 60;
            int rook = i % 2 == 0 ? king + 3 : king - 4;
            if ((rights & (1 << i)) != 0 && (p.board[king] != color * 6 + PieceType.KING
                    || p.board[rook] != color * 6 + PieceType.ROOK)) {
                throw new FenException("castling right '" + CASTLING_LETTERS.charAt(i) + "' needs a "
                        + Color.name(color) + " king on " + Square.name(king) + " and rook on " + Square.name(rook));
            }
        }
        return rights;
    }

    private static int enPassant(Position p, String field) {
        if (field.equals("-")) {
            return Square.NONE;
        }
        int sq = Square.parse(field);
        int expectedRank = p.sideToMove == Color.WHITE ? 5 : 2;
        if (sq < 0 || Square.rank(sq) != expectedRank) {
            throw new FenException("field 4 must be '-' or a square on rank " + (expectedRank + 1)
                    + " when " + Color.name(p.sideToMove) + " is to move, got '" + field + "'");
        }
        int mover = p.sideToMove ^ 1;
        int pawnSq = mover == Color.WHITE ? sq + 8 : sq - 8;
        int fromSq = mover == Color.WHITE ? sq - 8 : sq + 8;
        if (p.board[pawnSq] != mover * 6 + PieceType.PAWN) {
            throw new FenException("en passant square " + field + " needs a " + Color.name(mover) + " pawn on "
                    + Square.name(pawnSq));
        }
        if (p.board[sq] >= 0 || p.board[fromSq] >= 0) {
            throw new FenException("en passant square " + field + " needs " + field + " and "
                    + Square.name(fromSq) + " empty");
        }
        return sq;
    }

    private static int counter(String text, int field, String name, int min) {
        int value;
        try {
            value = Integer.parseInt(text);
        } catch (NumberFormatException e) {
            value = -1;
        }
        if (value < min || !text.matches("\\d+")) {
            throw new FenException("field " + field + " (" + name + ") must be an integer >= " + min
                    + ", got '" + text + "'");
        }
        return value;
    }

    static String format(Position p) {
        StringBuilder sb = new StringBuilder(90);
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                int piece = p.board[Square.of(file, rank)];
                if (piece < 0) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    sb.append(empty);
                    empty = 0;
                }
                char letter = PieceType.letter(piece % 6);
                sb.append(piece >= 6 ? Character.toLowerCase(letter) : letter);
            }
            if (empty > 0) {
                sb.append(empty);
            }
            if (rank > 0) {
                sb.append('/');
            }
        }
        sb.append(p.sideToMove == Color.WHITE ? " w " : " b ");
        if (p.castling == 0) {
            sb.append('-');
        }
        for (int i = 0; i < 4; i++) {
            if ((p.castling & (1 << i)) != 0) {
                sb.append(CASTLING_LETTERS.charAt(i));
            }
        }
        sb.append(' ').append(p.enPassant == Square.NONE ? "-" : Square.name(p.enPassant));
        sb.append(' ').append(p.halfmoveClock).append(' ').append(p.fullmoveNumber);
        return sb.toString();
    }
}
