package ks.engine.record;

import java.util.List;
import ks.engine.Move;
import ks.engine.Outcome;
import ks.engine.OwnMen;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.Square;
import ks.engine.referee.Announcement;

/**
 * Notation for what the mover knows: SAN whose every mark the mover can justify. A capture mark
 * on a piece move only when the mover was told of a capture (a pawn's diagonal step is always a
 * capture, so it keeps its {@code x}); {@code +} only when told of a check, {@code #} only when
 * told the game ended in checkmate; disambiguation decided by the mover's own men alone (another
 * own man of the type that could reach the square were there no enemy men), which may add a
 * superfluous file or rank but never reveals an enemy man that blocks or pins. Attempts are
 * written in long algebraic form, which says nothing about the target square.
 */
final class ViewSan {

    private ViewSan() {
    }

    /** The mover's notation of a legal {@code move} in {@code board} (before it is made). */
    static String format(Position board, int move, List<Announcement> heard, Outcome outcome) {
        int from = Move.from(move);
        int to = Move.to(move);
        int type = board.pieceTypeAt(from);
        StringBuilder sb = new StringBuilder(8);
        if (type == PieceType.KING && Math.abs(Square.file(to) - Square.file(from)) == 2) {
            sb.append(Square.file(to) > Square.file(from) ? "O-O" : "O-O-O");
        } else if (type == PieceType.PAWN) {
            if (Square.file(from) != Square.file(to)) {
                sb.append((char) ('a' + Square.file(from))).append('x');
            }
            sb.append(Square.name(to));
            if (Move.isPromotion(move)) {
                sb.append('=').append(PieceType.letter(Move.promotion(move)));
            }
        } else {
            sb.append(PieceType.letter(type)).append(disambiguation(board, from, to, type));
            if (heardOf(heard, Announcement.Kind.CAPTURE)) {
                sb.append('x');
            }
            sb.append(Square.name(to));
        }
        if (outcome == Outcome.CHECKMATE && heardOf(heard, Announcement.Kind.GAME_OVER)) {
            sb.append('#');
        } else if (heardOf(heard, Announcement.Kind.CHECK)) {
            sb.append('+');
        }
        return sb.toString();
    }

    /**
     * Long algebraic text of an attempt as the mover sees it: piece letter when an own piece
     * stands on the from-square, from and to joined by {@code -}, {@code =X} for a promotion,
     * or {@code O-O}/{@code O-O-O} for the king's two-square step.
     */
    static String attempt(Position board, int move, int mover) {
        int from = Move.from(move);
        int to = Move.to(move);
        boolean own = board.colorAt(from) == mover;
        int type = own ? board.pieceTypeAt(from) : PieceType.NONE;
        if (type == PieceType.KING && Square.rank(from) == Square.rank(to)
                && Math.abs(Square.file(to) - Square.file(from)) == 2) {
            return Square.file(to) > Square.file(from) ? "O-O" : "O-O-O";
        }
        StringBuilder sb = new StringBuilder(8);
        if (type != PieceType.NONE && type != PieceType.PAWN) {
            sb.append(PieceType.letter(type));
        }
        sb.append(Square.name(from)).append('-').append(Square.name(to));
        if (Move.isPromotion(move)) {
            sb.append('=').append(PieceType.letter(Move.promotion(move)));
        }
        return sb.toString();
    }

    private static String disambiguation(Position board, int from, int to, int type) {
        OwnMen own = OwnMen.of(board, board.colorAt(from));
        boolean clash = false;
        boolean sameFile = false;
        boolean sameRank = false;
        for (long b = own.men(type) & ~(1L << from); b != 0; b &= b - 1) {
            int other = Long.numberOfTrailingZeros(b);
            if ((own.attacksFrom(type, other, own.occupancy()) & 1L << to) != 0) {
                clash = true;
                sameFile |= Square.file(other) == Square.file(from);
                sameRank |= Square.rank(other) == Square.rank(from);
            }
        }
        if (!clash) {
            return "";
        }
        if (!sameFile) {
            return String.valueOf((char) ('a' + Square.file(from)));
        }
        return sameRank ? Square.name(from) : String.valueOf((char) ('1' + Square.rank(from)));
    }

    private static boolean heardOf(List<Announcement> heard, Announcement.Kind kind) {
        for (Announcement a : heard) {
            if (a.kind() == kind) {
                return true;
            }
        }
        return false;
    }
}
