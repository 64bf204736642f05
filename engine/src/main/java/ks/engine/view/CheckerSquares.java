package ks.engine.view;

import ks.engine.Attacks;
import ks.engine.Bitboards;
import ks.engine.OwnMen;
import ks.engine.PieceType;
import ks.engine.referee.CheckDirection;
import ks.engine.view.PawnTries.Presence;

/**
 * Where the enemy man checking our king may stand (thesis 3.4). Each announced direction gives
 * the squares on that line from our king up to our first man (or the knight squares), never our
 * own squares. A capture just made on that line is the checker itself, since the capturer now
 * blocks anything behind it and nothing in front could have been uncovered; off the line it was a
 * discovered check and tells nothing. With one check, pawn tries must all take the checker, so
 * "some" keeps only squares our pawns may take on (or take en passant), and "none" drops the
 * squares of pawns that no enemy man can pin.
 */
final class CheckerSquares {

    private CheckerSquares() {
    }

    static long of(OwnMen men, UmpireNews news) {
        long squares = 0;
        for (CheckDirection direction : news.checks()) {
            long line = onLine(men, direction);
            if (news.hasCapture() && Bitboards.contains(line, news.captureSquare())) {
                line = Bitboards.bit(news.captureSquare());
            }
            if (news.checks().size() == 1) {
                line = narrowByTries(men, news.tries(), line);
            }
            squares |= line;
        }
        return squares;
    }

    /** The squares from which a man could give our king a check in {@code direction}. */
    private static long onLine(OwnMen men, CheckDirection direction) {
        int king = men.king();
        long own = men.occupancy();
        boolean knight = direction == CheckDirection.KNIGHT;
        long reach = (knight ? Attacks.knight(king) : Attacks.queen(king, own)) & ~own;
        long line = 0;
        for (long b = reach; b != 0; b &= b - 1) {
            int sq = Long.numberOfTrailingZeros(b);
            if (CheckDirection.of(king, sq, knight) == direction) {
                line |= Bitboards.bit(sq);
            }
        }
        return line;
    }

    private static long narrowByTries(OwnMen men, PawnTries tries, long line) {
        if (tries.presence() == Presence.SOME) {
            long targets = TrySquares.of(men, tries);
            return line & (targets | TrySquares.enPassantVictims(men.color(), targets));
        }
        if (tries.presence() == Presence.NONE) {
            return line & ~freePawnAttacks(men);
        }
        return line;
    }

    /**
     * The squares attacked by our pawns that cannot be pinned: those off every line through our
     * king, or shielded from it by another of our men. Such a pawn would have a try on the checker.
     */
    private static long freePawnAttacks(OwnMen men) {
        int king = men.king();
        long own = men.occupancy();
        long attacks = 0;
        for (long p = men.men(PieceType.PAWN); p != 0; p &= p - 1) {
            int pawn = Long.numberOfTrailingZeros(p);
            boolean pinnable = Bitboards.line(king, pawn) != 0 && (Bitboards.between(king, pawn) & own) == 0;
            if (!pinnable) {
                attacks |= Attacks.pawn(men.color(), pawn);
            }
        }
        return attacks;
    }
}
