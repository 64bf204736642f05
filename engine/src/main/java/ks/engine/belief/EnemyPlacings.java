package ks.engine.belief;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import ks.engine.Color;
import ks.engine.FenException;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.Square;

/**
 * Every placing of a small enemy army beside our men as they stand: the enemy's king and the men
 * of one set of kinds on every combination of squares our men leave empty, pawns off the back
 * ranks, the enemy king out of our men's reach (it is our turn) and our king in check exactly when
 * it is now. For {@link ExactPlacings}, which starts from all of them rather than from a sample
 * that may have lost the enemy. The placings have no moves to take back, no en passant square and
 * only our castling rights.
 */
final class EnemyPlacings {

    private EnemyPlacings() {
    }

    /**
     * The number of placings {@link #each} would try for {@code men} (the enemy's men besides its
     * king) beside the {@code empty} squares: an upper bound, before any is ruled out.
     */
    static long bound(int[] men, int empty) {
        long n = empty;
        for (int k = 0; k < men.length; k++) {
            n *= men[k] == PieceType.PAWN ? Math.min(empty, 48) : empty;
        }
        return n;
    }

    /**
     * Gives {@code out} each placing of the enemy's king and {@code men} (kinds, sorted) beside our
     * men as they stand in {@code template} (its side to move is ours), each set of squares once.
     */
    static void each(Position template, int enemy, int[] men, Consumer<Position> out) {
        char[] board = new char[64];
        int us = 1 - enemy;
        for (int sq = 0; sq < 64; sq++) {
            int type = template.pieceTypeAt(sq);
            board[sq] = type != PieceType.NONE && template.colorAt(sq) == us ? letter(type, us) : 0;
        }
        String tail = tail(template, us);
        boolean checked = template.inCheck();
        int[] squares = new int[men.length + 1];
        place(board, enemy, men, 0, squares, tail, checked, out);
    }

    /** The same placing as {@code guess}'s enemy men, built as {@link #each} builds its placings, or null. */
    static Position rebuilt(Position guess, int enemy) {
        char[] board = new char[64];
        for (int sq = 0; sq < 64; sq++) {
            int type = guess.pieceTypeAt(sq);
            board[sq] = type == PieceType.NONE ? 0 : letter(type, guess.colorAt(sq));
        }
        return valid(board, enemy, tail(guess, 1 - enemy), guess.inCheck());
    }

    /**
     * Gives {@code out} {@code placing} and each placing with one of its enemy men (the king too)
     * moved to another square our men and its own leave empty, where that is a position of our turn
     * with our king's check as it is.
     */
    static void neighbours(Position placing, int enemy, Consumer<Position> out) {
        char[] board = new char[64];
        for (int sq = 0; sq < 64; sq++) {
            int type = placing.pieceTypeAt(sq);
            board[sq] = type == PieceType.NONE ? 0 : letter(type, placing.colorAt(sq));
        }
        String tail = tail(placing, 1 - enemy);
        boolean checked = placing.inCheck();
        out.accept(placing);
        for (int from = 0; from < 64; from++) {
            char man = board[from];
            if (man == 0 || placing.colorAt(from) != enemy) {
                continue;
            }
            board[from] = 0;
            for (int to = 0; to < 64; to++) {
                int rank = Square.rank(to);
                if (to == from || board[to] != 0 || Character.toUpperCase(man) == 'P' && (rank == 0 || rank == 7)) {
                    continue;
                }
                board[to] = man;
                Position p = valid(board, enemy, tail, checked);
                if (p != null) {
                    out.accept(p);
                }
                board[to] = 0;
            }
            board[from] = man;
        }
    }

    /** The distinct sorted kinds of the enemy's men besides its king in {@code p}. */
    static int[] menOf(Position p, int enemy) {
        List<Integer> men = new ArrayList<>();
        for (int type = PieceType.PAWN; type < PieceType.KING; type++) {
            for (int k = Long.bitCount(p.pieces(enemy, type)); k > 0; k--) {
                men.add(type);
            }
        }
        return men.stream().mapToInt(Integer::intValue).toArray();
    }

    /** Places the king (index 0) and then each man on a square after the last man's of the same kind. */
    private static void place(char[] board, int enemy, int[] men, int index, int[] squares, String tail,
            boolean checked, Consumer<Position> out) {
        if (index == squares.length) {
            Position p = valid(board, enemy, tail, checked);
            if (p != null) {
                out.accept(p);
            }
            return;
        }
        int type = index == 0 ? PieceType.KING : men[index - 1];
        // Men of one kind are alike: each set of their squares is placed once, in increasing order.
        int from = index > 1 && men[index - 2] == type ? squares[index - 1] + 1 : 0;
        for (int sq = from; sq < 64; sq++) {
            int rank = Square.rank(sq);
            if (board[sq] != 0 || type == PieceType.PAWN && (rank == 0 || rank == 7)) {
                continue;
            }
            board[sq] = letter(type, enemy);
            squares[index] = sq;
            place(board, enemy, men, index + 1, squares, tail, checked, out);
            board[sq] = 0;
        }
    }

    /** The position of {@code board}, or null when the enemy king stands in our reach or our check differs. */
    private static Position valid(char[] board, int enemy, String tail, boolean checked) {
        StringBuilder fen = new StringBuilder(90);
        for (int rank = 7; rank >= 0; rank--) {
            int gap = 0;
            for (int file = 0; file < 8; file++) {
                char c = board[Square.of(file, rank)];
                if (c == 0) {
                    gap++;
                    continue;
                }
                if (gap > 0) {
                    fen.append(gap);
                    gap = 0;
                }
                fen.append(c);
            }
            if (gap > 0) {
                fen.append(gap);
            }
            fen.append(rank > 0 ? "/" : " ");
        }
        Position p;
        try {
            p = Position.fromFen(fen.append(tail).toString());
        } catch (FenException e) {
            // The enemy king in our reach on our turn: no position.
            return null;
        }
        return p.inCheck() == checked ? p : null;
    }

    /** The FEN's fields after the board: our side to move, our castling rights only, no en passant square. */
    private static String tail(Position template, int us) {
        int rights = template.castlingRights();
        StringBuilder castling = new StringBuilder();
        String letters = us == Color.WHITE ? "KQ" : "kq";
        int[] bits = us == Color.WHITE ? new int[] {Position.WHITE_KINGSIDE, Position.WHITE_QUEENSIDE}
                : new int[] {Position.BLACK_KINGSIDE, Position.BLACK_QUEENSIDE};
        for (int k = 0; k < 2; k++) {
            if ((rights & bits[k]) != 0) {
                castling.append(letters.charAt(k));
            }
        }
        return (us == Color.WHITE ? "w " : "b ") + (castling.length() == 0 ? "-" : castling) + " - "
                + template.halfmoveClock() + " " + template.fullmoveNumber();
    }

    private static char letter(int type, int colour) {
        char c = PieceType.letter(type);
        return colour == Color.WHITE ? c : Character.toLowerCase(c);
    }
}
