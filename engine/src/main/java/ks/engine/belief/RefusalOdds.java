package ks.engine.belief;

import ks.engine.Bitboards;
import ks.engine.Color;
import ks.engine.Move;
import ks.engine.MoveList;
import ks.engine.OwnMen;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.Square;
import ks.engine.referee.Hearing;
import ks.engine.referee.RuleSet;
import ks.engine.referee.Verdict;

/**
 * How likely a number of refused attempts before the enemy's move stood is in one guess, under
 * the model of an enemy that tries the moves its men could make on a board holding only its own
 * men (captures on every square they attack, pawn pushes, castling its men leave room for,
 * promotions to a queen), drawn evenly without putting one back, until one is legal. With
 * {@code A} such attempts of which {@code L} are legal in the guess, {@code k} refusals then a
 * move that stands have the chance {@code (A-L)/A · (A-L-1)/(A-1) ··· (A-L-k+1)/(A-k+1) · L/(A-k)}.
 * The move that stood is then any legal move alike, as the plain belief has it, so the chance
 * multiplies the weight a guess already gets from the news of the move.
 */
final class RefusalOdds {

    /** The least a guess keeps: a player is not a model, and a guess ruled out by it alone cannot come back. */
    static final double FLOOR = 1e-3;

    private final MoveList legal = new MoveList();
    /** What {@link #count} found: the legal moves, and the pawn captures among them. */
    private int standing;
    private int standingCaptures;

    /** Whether {@code rules} tell the other player when an attempt of {@code mover} is refused by the board. */
    static boolean told(RuleSet rules, int mover) {
        Hearing hearing = new Hearing();
        rules.refused(Verdict.ILLEGAL, mover, hearing);
        return !hearing.done().heardBy(1 - mover).isEmpty();
    }

    /**
     * The chance of the refusals {@code heard} in one turn of the side to move in {@code p}, raised
     * to {@code exponent} (below 1 tempers the model for an enemy that is not so blind); never under
     * {@link #FLOOR}. When the enemy asked "any?", its attempts before the answer were all refused,
     * and those after it are drawn from what the answer leaves: its pawn captures after a yes, its
     * other attempts after a no.
     */
    double of(Position p, RefusalsHeard heard, double exponent) {
        OwnMen men = OwnMen.of(p, p.sideToMove());
        int attempts = attempts(men);
        count(p);
        double chance;
        if (heard.answer() == null) {
            chance = chance(attempts, standing, heard.after());
        } else {
            int captureTries = captureTries(men);
            chance = allRefused(attempts, standing, heard.before()) * (heard.answer()
                    ? chance(captureTries, standingCaptures, heard.after())
                    : chance(attempts - captureTries, standing, heard.after()));
        }
        return Math.max(FLOOR, Math.pow(chance, exponent));
    }

    /** The chance that {@code k} draws without putting back from {@code a} attempts, {@code l} of which stand, are all refused. */
    static double allRefused(int a, int l, int k) {
        double chance = 1;
        for (int j = 0; j < k; j++) {
            if (a - l - j <= 0) {
                return 0;
            }
            chance *= (double) (a - l - j) / (a - j);
        }
        return chance;
    }

    /** The chance of {@code k} refusals then a move that stands, drawing without putting back from {@code a} attempts of which {@code l} stand. */
    static double chance(int a, int l, int k) {
        if (l <= 0 || a - k <= 0) {
            return 0;
        }
        return allRefused(a, l, k) * l / (a - k);
    }

    /** The attempts {@code men} could make on a board holding only themselves. */
    static int attempts(OwnMen men) {
        long own = men.occupancy();
        int colour = men.color();
        int count = 0;
        for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
            long pieces = men.men(type);
            while (pieces != 0) {
                int from = Long.numberOfTrailingZeros(pieces);
                pieces &= pieces - 1;
                count += Long.bitCount(men.attacksFrom(type, from, own) & ~own);
                if (type == PieceType.PAWN) {
                    count += pushes(from, colour, own);
                }
            }
        }
        return count + (men.canCastle(true) ? 1 : 0) + (men.canCastle(false) ? 1 : 0);
    }

    private static int pushes(int from, int colour, long own) {
        int step = colour == Color.WHITE ? 8 : -8;
        int one = from + step;
        if (one < 0 || one > 63 || Bitboards.contains(own, one)) {
            return 0;
        }
        int startRank = colour == Color.WHITE ? 1 : 6;
        return from / 8 == startRank && !Bitboards.contains(own, one + step) ? 2 : 1;
    }

    /** The pawn captures {@code men} could try on a board holding only themselves. */
    static int captureTries(OwnMen men) {
        int count = 0;
        for (long b = men.men(PieceType.PAWN); b != 0; b &= b - 1) {
            count += Long.bitCount(men.attacksFrom(PieceType.PAWN, Long.numberOfTrailingZeros(b), 0) & ~men.occupancy());
        }
        return count;
    }

    /** Counts the legal moves of the side to move and its pawn captures among them, a promotion counted once (the model promotes to a queen). */
    private void count(Position p) {
        p.legalMoves(legal);
        standing = 0;
        standingCaptures = 0;
        for (int k = 0, n = legal.size(); k < n; k++) {
            int m = legal.get(k);
            if (!Move.isPromotion(m) || Move.promotion(m) == PieceType.QUEEN) {
                standing++;
                if (p.pieceTypeAt(Move.from(m)) == PieceType.PAWN && Square.file(Move.from(m)) != Square.file(Move.to(m))) {
                    standingCaptures++;
                }
            }
        }
    }
}
