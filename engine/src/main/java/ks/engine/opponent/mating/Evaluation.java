package ks.engine.opponent.mating;

import ks.engine.Attacks;
import ks.engine.Bitboards;
import ks.engine.Color;
import ks.engine.MoveList;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.Square;

/**
 * How good a whole position (one of the belief's guesses) is for one side, in pawns: the material,
 * the enemy's best capture held against us, pawns on their way to promotion, and, once we are
 * ahead, how closely the enemy king is hemmed in: the squares it could still walk to without
 * stepping into our men's reach (the confinement Bolognesi and Ciancarini's KR-K program measures
 * over the squares the king may be on), its distance from the edge and, once the enemy has no
 * more than a minor piece besides pawns, our king's distance from it (the "mop-up" terms of chess
 * programs since CHESS 4.5), and whether we keep the men to mate.
 * Checkmate and stalemate are seen when the enemy is to move. Not thread-safe (it reuses a move
 * list); no allocation.
 */
final class Evaluation {

    /** Pawn, knight, bishop, rook, queen, king. */
    static final double[] WORTH = {1, 3, 3, 5, 9, 0};
    /** What a checkmate adds to the material: more than any capture or threat of mate can. */
    static final double MATE = 40;
    /** A stalemate or a dead position when we are ahead: a win thrown away. */
    static final double DRAW_WHEN_AHEAD = -60;
    /** Of the enemy's best capture, the share held against us: it may not find it. */
    private static final double THREAT = 0.7;
    /** Once ahead, all of it: a lead is won by keeping it, not by gambling it. */
    private static final double PRESSING_THREAT = 1;
    /** Of the enemy's capture of the man we just took with, all: many players (and bots) take back at once. */
    private static final double RECAPTURE = 1;
    /** Ahead by this much we press the enemy king. */
    static final double PRESSING_LEAD = 4;
    /** Once ahead, pawns on their way weigh this much more: a new queen mates sooner than minor pieces do. */
    private static final double PRESSING_PAWNS = 3;
    /** A lead without the men to mate is no lead. */
    private static final double NO_MATING_MEN = 10;
    private static final double AREA = 0.12;
    private static final double KINGS_APART = 0.24;
    /**
     * Our king walks towards theirs only when the enemy's men other than pawns are worth no more
     * than this (a minor piece): against a queen or a rook a king in the open is mated.
     */
    private static final double APPROACH_PIECES = 3;
    private static final double EDGE = 0.06;
    private static final double CHECK = 0.05;
    /** By how far a pawn has come (ranks from its own second rank): worth added on the way to promotion. */
    private static final double[] ADVANCE = {0, 0, 0.03, 0.08, 0.2, 0.45, 0.9, 0};

    private final int us;
    private final int them;
    private final MoveList replies = new MoveList();
    /** Whether a lone king's stalemate is also looked for one step from the guessed square ({@link #stalemateRisk}). */
    private boolean stalemateAround = true;

    Evaluation(int us) {
        this.us = us;
        this.them = Color.opposite(us);
    }

    /**
     * The position after our move, the enemy to move: a checkmate or stalemate is seen;
     * {@code took} is the square where the move took a man, or {@link Square#NONE}.
     */
    double afterOurMove(Position p, int took) {
        double material = material(p);
        boolean check = p.inCheck();
        long ours = attacks(p, us, p.occupancy() & ~Bitboards.bit(p.kingSquare(them)));
        long kingSquares = Attacks.king(p.kingSquare(them)) & ~p.occupancy(them) & ~ours;
        if (check || kingSquares == 0) {
            p.legalMoves(replies);
            if (replies.size() == 0) {
                return check ? material + MATE : material > 0 ? DRAW_WHEN_AHEAD : 0;
            }
        }
        if (p.insufficientMaterial()) {
            return material > 0 ? DRAW_WHEN_AHEAD : 0;
        }
        double value = standing(p, material, ours, took) + (check ? CHECK : 0);
        double risk = material > 0 && stalemateAround && p.occupancy(them) == p.pieces(them, PieceType.KING)
                ? stalemateRisk(p, ours) : 0;
        return (1 - risk) * value + risk * DRAW_WHEN_AHEAD;
    }

    /**
     * Whether to look for a lone king's stalemate one step from the guessed square too: not where
     * a search over the king's region weighs stalemate over every square it may stand on, which
     * that look would take for a guess one step off, though the region rules it out.
     */
    void weighStalemateAround(boolean around) {
        stalemateAround = around;
    }

    /**
     * The share of the squares a lone enemy king may stand on, this guess's or one step from it
     * (a king's move is rarely heard of, so a guess is often one step off), on which it would now
     * be stalemated: safe where it stands, with nowhere to go.
     */
    private double stalemateRisk(Position p, long ours) {
        int king = p.kingSquare(them);
        long free = ~ours & ~p.occupancy(us);
        long places = (Attacks.king(king) | Bitboards.bit(king)) & free;
        int stalemated = 0;
        for (long b = places; b != 0; b &= b - 1) {
            int sq = Long.numberOfTrailingZeros(b);
            stalemated += (Attacks.king(sq) & ~ours) == 0 ? 1 : 0;
        }
        return places == 0 ? 0 : (double) stalemated / Long.bitCount(places);
    }

    /** The position as it stands, whoever is to move (no look at the legal moves). */
    double standing(Position p) {
        return standing(p, material(p), attacks(p, us, p.occupancy() & ~Bitboards.bit(p.kingSquare(them))),
                Square.NONE);
    }

    private double standing(Position p, double material, long ours, int took) {
        boolean pressing = material >= PRESSING_LEAD;
        double score = material + (pressing ? PRESSING_PAWNS : 1) * pawns(p) - threat(p, took, pressing ? PRESSING_THREAT : THREAT);
        if (pressing) {
            score += confinement(p, ours) - (canMate(p) ? 0 : NO_MATING_MEN);
        }
        return score;
    }

    /**
     * Whether our men could ever mate a lone king: a pawn (a queen to be), a rook or a queen, or
     * two minor pieces that are not two knights.
     */
    private boolean canMate(Position p) {
        return canMate(p.pieces(us, PieceType.PAWN) | p.pieces(us, PieceType.ROOK) | p.pieces(us, PieceType.QUEEN),
                p.pieces(us, PieceType.BISHOP), p.pieces(us, PieceType.KNIGHT));
    }

    /**
     * Whether men of these kinds could ever mate a lone king: any pawn, rook or queen (in
     * {@code strong}), or two minor pieces that are not two knights.
     */
    static boolean canMate(long strong, long bishops, long knights) {
        if (strong != 0) {
            return true;
        }
        int b = Long.bitCount(bishops);
        return b >= 2 || b == 1 && knights != 0;
    }

    /** Our material less the enemy's, in pawns. */
    double material(Position p) {
        double m = 0;
        for (int type = PieceType.PAWN; type < PieceType.KING; type++) {
            m += WORTH[type] * (Long.bitCount(p.pieces(us, type)) - Long.bitCount(p.pieces(them, type)));
        }
        return m;
    }

    /** The worth of the men of {@code colour} other than pawns and the king. */
    static double pieces(Position p, int colour) {
        double m = 0;
        for (int type = PieceType.KNIGHT; type < PieceType.KING; type++) {
            m += WORTH[type] * Long.bitCount(p.pieces(colour, type));
        }
        return m;
    }

    /** Our pawns' progress less the enemy's. */
    private double pawns(Position p) {
        double s = 0;
        for (long b = p.pieces(us, PieceType.PAWN); b != 0; b &= b - 1) {
            s += ADVANCE[advance(us, Long.numberOfTrailingZeros(b))];
        }
        for (long b = p.pieces(them, PieceType.PAWN); b != 0; b &= b - 1) {
            s -= ADVANCE[advance(them, Long.numberOfTrailingZeros(b))];
        }
        return s;
    }

    private static int advance(int colour, int sq) {
        return colour == Color.WHITE ? Square.rank(sq) - 1 : 6 - Square.rank(sq);
    }

    /**
     * What we may expect to lose to the enemy's best capture: of a man it attacks, its whole worth
     * when we do not guard it, else its worth less that of the cheapest taker (a king takes only
     * what is unguarded); counted in full on {@code took}, where we just took a man, and at
     * {@link #THREAT} elsewhere, where the enemy may not know of it.
     */
    private double threat(Position p, int took, double elsewhere) {
        double worst = 0;
        for (int type = PieceType.PAWN; type < PieceType.KING; type++) {
            for (long b = p.pieces(us, type); b != 0; b &= b - 1) {
                int sq = Long.numberOfTrailingZeros(b);
                double share = sq == took ? RECAPTURE : elsewhere;
                if (share * WORTH[type] > worst) {
                    worst = Math.max(worst, share * exposure(p, sq));
                }
            }
        }
        return worst;
    }

    /**
     * What our man on {@code sq} would cost if the enemy took it now: nothing when no enemy man
     * attacks it, its worth when we do not guard it, else its worth less the cheapest taker's
     * (a king takes only what is unguarded).
     */
    double exposure(Position p, int sq) {
        long takers = p.attackersTo(sq, them);
        if (takers == 0) {
            return 0;
        }
        double worth = WORTH[p.pieceTypeAt(sq)];
        if (p.attackersTo(sq, us) == 0) {
            return worth;
        }
        double cheapest = Double.MAX_VALUE;
        for (long t = takers & ~p.pieces(them, PieceType.KING); t != 0; t &= t - 1) {
            cheapest = Math.min(cheapest, WORTH[p.pieceTypeAt(Long.numberOfTrailingZeros(t))]);
        }
        return Math.max(0, worth - cheapest);
    }

    /**
     * How closely the enemy king is hemmed in (higher is better for us): the squares it could walk
     * to without entering our men's reach or its own men, its distance from the centre, and, once
     * the enemy has no more than a minor piece besides its pawns, our king's distance from it.
     */
    private double confinement(Position p, long ours) {
        int king = p.kingSquare(them);
        double apart = pieces(p, them) <= APPROACH_PIECES ? distance(king, p.kingSquare(us)) : 0;
        long free = ~ours & ~p.occupancy(them);
        long reach = Bitboards.bit(king);
        for (long before = 0; before != reach; ) {
            before = reach;
            reach |= spread(reach) & free;
        }
        int area = Long.bitCount(reach);
        return -AREA * area - KINGS_APART * apart + EDGE * centreDistance(king);
    }

    /** The squares one king step from {@code b}, and {@code b}. */
    private static long spread(long b) {
        long row = b | (b << 1 & ~Bitboards.FILE_A) | (b >>> 1 & ~Bitboards.FILE_H);
        return row | row << 8 | row >>> 8;
    }

    static int distance(int a, int b) {
        return Math.max(Math.abs(Square.file(a) - Square.file(b)), Math.abs(Square.rank(a) - Square.rank(b)));
    }

    /** Manhattan distance to the nearest of the four centre squares: 0 to 6. */
    private static int centreDistance(int sq) {
        int f = Square.file(sq);
        int r = Square.rank(sq);
        return Math.max(3 - f, f - 4) + Math.max(3 - r, r - 4);
    }

    /** Every square the men of {@code colour} attack with {@code occupancy} blocking (their own squares too). */
    static long attacks(Position p, int colour, long occupancy) {
        long a = 0;
        for (long b = p.pieces(colour, PieceType.PAWN); b != 0; b &= b - 1) {
            a |= Attacks.pawn(colour, Long.numberOfTrailingZeros(b));
        }
        for (long b = p.pieces(colour, PieceType.KNIGHT); b != 0; b &= b - 1) {
            a |= Attacks.knight(Long.numberOfTrailingZeros(b));
        }
        for (long b = p.pieces(colour, PieceType.BISHOP) | p.pieces(colour, PieceType.QUEEN); b != 0; b &= b - 1) {
            a |= Attacks.bishop(Long.numberOfTrailingZeros(b), occupancy);
        }
        for (long b = p.pieces(colour, PieceType.ROOK) | p.pieces(colour, PieceType.QUEEN); b != 0; b &= b - 1) {
            a |= Attacks.rook(Long.numberOfTrailingZeros(b), occupancy);
        }
        return a | Attacks.king(p.kingSquare(colour));
    }
}
