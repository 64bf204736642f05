package ks.engine.opponent.mating;

import java.util.List;
import ks.engine.Attacks;
import ks.engine.Bitboards;
import ks.engine.Move;
import ks.engine.OwnMen;
import ks.engine.PieceType;
import ks.engine.Square;
import ks.engine.referee.Announcement;
import ks.engine.referee.Verdict;

/**
 * Every square a lone enemy king may stand on, worked out from our own men and the umpire's words
 * alone: the "metaposition" of Bolognesi and Ciancarini's KR-K program. Unlike the belief's
 * sample, which holds a few guesses and may lose the king when its moves go unheard, this set
 * never leaves out a square the king could have reached: each enemy move spreads it by a king's
 * step, off our men and the squares they attack; our accepted move takes out the squares it
 * passed over and, with a check, keeps only those it attacks (without one, those it does not);
 * our refused move keeps only the squares that could have refused it. It is started from the
 * belief's guesses when the enemy is left with its king alone, and the player keeps its heavy
 * men off every square next to it and weighs stalemate over all of it.
 */
final class KingRegion {

    /** Of the chance that the king stands on some square, the share spread evenly over the region whatever the guesses say. */
    static final double UNSEEN = 0.1;

    private long squares;
    private boolean started;

    /** Whether the region is being kept (the enemy has its king alone). */
    boolean started() {
        return started;
    }

    /** The squares the king may stand on, our men to move. */
    long squares() {
        return squares;
    }

    /**
     * Starts (or starts again) from {@code guessed}, the squares the belief's guesses put the king
     * on, widened by {@code steps} king's steps since its moves are seldom heard of; never onto our
     * men or the squares they attack, our side being to move.
     */
    void start(long guessed, int steps, OwnMen men) {
        long region = guessed;
        for (int i = 0; i < steps; i++) {
            region = spread(region);
        }
        squares = region & ~men.occupancy() & ~men.guarded();
        started = squares != 0;
    }

    /** Takes in our attempt {@code move} from {@code before} with its verdict and words. */
    void ourAttempt(OwnMen before, int move, Verdict verdict, List<Announcement> heard) {
        if (!started || verdict == null || verdict == Verdict.IMPOSSIBLE) {
            return;
        }
        int from = Move.from(move);
        int to = Move.to(move);
        int type = before.typeAt(from);
        if (verdict == Verdict.LEGAL) {
            OwnMen after = before.after(move);
            long passed = Bitboards.bit(to) | (type == PieceType.KNIGHT || type == PieceType.KING ? 0
                    : Bitboards.between(from, to));
            boolean check = heard.stream().anyMatch(a -> a.kind() == Announcement.Kind.CHECK);
            long attacked = after.guarded();
            narrow(~passed & ~after.occupancy() & (check ? attacked : ~attacked));
        } else if (!Move.isCastling(move)) {
            narrow(refusing(type, from, to));
        }
    }

    /** Takes in the enemy's move, after which our men are {@code men}; {@code lost} is the square of ours it took, or -1. */
    void theirMove(OwnMen men, int lost) {
        if (!started) {
            return;
        }
        long next = lost >= 0 ? Bitboards.bit(lost) : steps(squares) & ~men.occupancy() & ~men.guarded();
        squares = next;
        started = next != 0;
    }

    /**
     * Where the king must stand for our {@code type}'s move from {@code from} to {@code to} to be
     * refused: next to {@code to} for our king, on its path or its square for a slider, on its
     * square for a knight or a pawn's step; a pawn's capture refused tells nothing (nothing to take).
     */
    private static long refusing(int type, int from, int to) {
        if (type == PieceType.KING) {
            return Attacks.king(to) | Bitboards.bit(to);
        }
        if (type == PieceType.PAWN) {
            return Square.file(from) != Square.file(to) ? ~0L : Bitboards.between(from, to) | Bitboards.bit(to);
        }
        return Bitboards.bit(to) | (type == PieceType.KNIGHT ? 0 : Bitboards.between(from, to));
    }

    /**
     * What our men {@code after} a move of ours may lose to the king: for each man that none of our
     * other men guards, what losing it costs ({@link #lossOf}) times the chance that the king stands
     * next to it, {@code chance} giving each square's (a square of the region the chances leave out
     * still counts {@link #UNSEEN} of the whole, spread evenly).
     */
    double heavyExposed(OwnMen after, double[] chance) {
        long region = squares & ~after.occupancy();
        double floor = UNSEEN / Math.max(1, Long.bitCount(squares));
        double exposed = 0;
        for (int type = PieceType.PAWN; type <= PieceType.QUEEN; type++) {
            for (long b = after.men(type); b != 0; b &= b - 1) {
                int sq = Long.numberOfTrailingZeros(b);
                long next = Attacks.king(sq) & region;
                double loss = lossOf(after, sq, type);
                if (loss == 0 || next == 0 || Bitboards.contains(after.without(sq).guarded(), sq)) {
                    continue;
                }
                double p = 0;
                for (long n = next; n != 0; n &= n - 1) {
                    p += (1 - UNSEEN) * chance[Long.numberOfTrailingZeros(n)] + floor;
                }
                exposed += loss * Math.min(1, p);
            }
        }
        return exposed;
    }

    /**
     * What losing our {@code type} on {@code sq} to the king costs: a rook's or queen's worth, and
     * a queen's for any other man without which the rest could not mate (a bishop of two, the last
     * pawn): a lone king that takes it draws. Other men count nothing here.
     */
    private static double lossOf(OwnMen men, int sq, int type) {
        if (type == PieceType.ROOK || type == PieceType.QUEEN) {
            return Evaluation.WORTH[type];
        }
        long gone = ~Bitboards.bit(sq);
        boolean mateLeft = Evaluation.canMate(
                (men.men(PieceType.PAWN) | men.men(PieceType.ROOK) | men.men(PieceType.QUEEN)) & gone,
                men.men(PieceType.BISHOP) & gone, men.men(PieceType.KNIGHT) & gone);
        return mateLeft ? 0 : Evaluation.WORTH[PieceType.QUEEN];
    }

    /**
     * The share of the region's squares (those our men {@code after} a move of ours leave) on
     * which the king would be stalemated: not attacked, and every square next to it attacked.
     */
    double stalemateShare(OwnMen after) {
        long region = squares & ~after.occupancy();
        long attacked = after.guarded();
        int stalemated = 0;
        for (long b = region & ~attacked; b != 0; b &= b - 1) {
            stalemated += (Attacks.king(Long.numberOfTrailingZeros(b)) & ~attacked) == 0 ? 1 : 0;
        }
        return region == 0 ? 0 : (double) stalemated / Long.bitCount(region);
    }

    /** Keeps only {@code kept}; a set left empty means the news broke an assumption: kept no longer. */
    private void narrow(long kept) {
        squares &= kept;
        started = squares != 0;
    }

    /** The squares a king on one of {@code b} can step to. */
    private static long steps(long b) {
        long to = 0;
        for (long s = b; s != 0; s &= s - 1) {
            to |= Attacks.king(Long.numberOfTrailingZeros(s));
        }
        return to;
    }

    /** The squares one king's step from {@code b}, and {@code b}. */
    static long spread(long b) {
        long row = b | (b << 1 & ~Bitboards.FILE_A) | (b >>> 1 & ~Bitboards.FILE_H);
        return row | row << 8 | row >>> 8;
    }
}
