package ks.engine.opponent.mating;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import ks.engine.Color;
import ks.engine.FenException;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.Square;

/**
 * A guessed position in which one side's most advanced pawn has already become a queen on its
 * last rank: what the position would be had the enemy pushed it home in moves we never heard of.
 */
final class Promoted {

    /** A pawn this many ranks or fewer from its last rank may have promoted unheard. */
    static final int REACH = 2;

    private Promoted() {
    }

    /**
     * Each of {@code guesses} at {@code 1 - share} of its weight, and beside it, where
     * {@code colour}'s most advanced pawn stands within {@link #REACH} of its last rank, the same
     * position with that pawn a queen on its last rank at {@code share} (copies that come out alike
     * weighed together), heaviest first. Under rules that do not tell a promotion the sample keeps
     * pawns where its guesses had them, and a pawn the enemy pushed on unheard comes back as a queen
     * that takes our rook; the copies let the player's safety terms see a queen that may be there.
     */
    static List<Guess> alongside(List<Guess> guesses, int colour, double share) {
        Map<Long, Guess> byHash = new HashMap<>();
        List<Guess> out = new ArrayList<>();
        for (Guess g : guesses) {
            Position queened = of(g.position, colour);
            Guess kept = new Guess(g.position);
            kept.weight = g.weight * (queened == null ? 1 : 1 - share);
            out.add(kept);
            if (queened != null) {
                byHash.computeIfAbsent(queened.hash(), h -> {
                    Guess q = new Guess(queened);
                    out.add(q);
                    return q;
                }).weight += g.weight * share;
            }
        }
        out.sort((a, b) -> Double.compare(b.weight, a.weight));
        return out;
    }

    /**
     * {@code p} with {@code colour}'s most advanced pawn, if within {@link #REACH} of its last rank,
     * taken off and a queen of {@code colour} put on the square ahead of it on the last rank; null
     * when there is no such pawn, that square holds a man, or the queen would check the other king
     * (a check would have been heard).
     */
    static Position of(Position p, int colour) {
        int last = colour == Color.WHITE ? 7 : 0;
        int pawn = -1;
        for (long b = p.pieces(colour, PieceType.PAWN); b != 0; b &= b - 1) {
            int sq = Long.numberOfTrailingZeros(b);
            if (pawn < 0 || Math.abs(last - Square.rank(sq)) < Math.abs(last - Square.rank(pawn))) {
                pawn = sq;
            }
        }
        if (pawn < 0 || Math.abs(last - Square.rank(pawn)) > REACH) {
            return null;
        }
        int queen = last * 8 + Square.file(pawn);
        if (p.pieceTypeAt(queen) != PieceType.NONE) {
            return null;
        }
        char[] board = squares(p.toFen().split(" ")[0]);
        board[pawn] = '.';
        board[queen] = colour == Color.WHITE ? 'Q' : 'q';
        String[] fields = p.toFen().split(" ");
        fields[0] = placement(board);
        fields[3] = "-";
        try {
            Position q = Position.fromFen(String.join(" ", fields));
            int other = Color.opposite(colour);
            return q.isAttacked(q.kingSquare(other), colour) ? null : q;
        } catch (FenException e) {
            return null;
        }
    }

    /** The FEN placement {@code field} as 64 characters, a1 first, '.' for an empty square. */
    private static char[] squares(String field) {
        char[] board = new char[64];
        int rank = 7;
        int file = 0;
        for (char c : field.toCharArray()) {
            if (c == '/') {
                rank--;
                file = 0;
            } else if (Character.isDigit(c)) {
                for (int k = 0; k < c - '0'; k++) {
                    board[rank * 8 + file++] = '.';
                }
            } else {
                board[rank * 8 + file++] = c;
            }
        }
        return board;
    }

    private static String placement(char[] board) {
        StringBuilder out = new StringBuilder();
        for (int rank = 7; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 8; file++) {
                char c = board[rank * 8 + file];
                if (c == '.') {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    out.append(empty);
                    empty = 0;
                }
                out.append(c);
            }
            if (empty > 0) {
                out.append(empty);
            }
            if (rank > 0) {
                out.append('/');
            }
        }
        return out.toString();
    }
}
