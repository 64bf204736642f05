package ks.engine.opponent;

import java.util.List;
import java.util.Random;
import ks.engine.Move;
import ks.engine.MoveList;
import ks.engine.OwnMen;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.belief.Belief;
import ks.engine.belief.BeliefMap;
import ks.engine.referee.Announcement;
import ks.engine.referee.RuleSet;
import ks.engine.referee.Verdict;

/**
 * Levels 2 and 3: keeps a {@link Belief} and tries, among the moves its men could make and it has
 * not tried this turn, the one worth most on average over the sample: what it would take, a
 * checkmate, less a small price for each attempt the sample expects to be refused (a refusal
 * costs nothing on the board but tells the enemy something). The careful style also counts the
 * man it would leave to be taken and values checks, and weighs a larger sample. Each attempt is
 * weighed within the {@link Thinking} budget: when time runs out, over the positions seen so far.
 */
public final class BeliefPlayer implements Opponent {

    /** How the player weighs an attempt. */
    public enum Style {
        GREEDY(64), CAREFUL(256);

        final int sampleSize;

        Style(int sampleSize) {
            this.sampleSize = sampleSize;
        }
    }

    /** Pawn, knight, bishop, rook, queen, king: the usual worth, the king's only for a checkmate. */
    private static final double[] WORTH = {1, 3, 3, 5, 9, 0};
    private static final double MATE = 1000;
    /** What a refused attempt costs: it gives the enemy news. */
    private static final double REFUSAL = 0.15;
    private static final double CHECK = 0.2;
    private static final double STALEMATE = 50;
    /** With this few enemy men left, the careful style hems the enemy king in, worth this per square taken from it. */
    private static final int ENDGAME_MEN = 3;
    private static final double CORNERING = 0.05;
    /** Positions weighed between two looks at the clock. */
    private static final int CLOCK_EVERY = 8;

    private final Knowledge knowledge;
    private final Style style;
    private final Thinking thinking;
    private final Random random;
    private final int colour;
    private final MoveList legal = new MoveList();
    private final MoveList replies = new MoveList();

    public BeliefPlayer(Position start, int colour, RuleSet rules, long seed, Thinking thinking, Style style) {
        this.random = new Random(seed);
        this.knowledge = new Knowledge(new Belief(start, colour, rules, style.sampleSize, random.nextLong()),
                OwnMen.of(start, colour));
        this.style = style;
        this.thinking = thinking;
        this.colour = colour;
    }

    @Override
    public void ourAnswer(int move, Verdict verdict, List<Announcement> heard) {
        knowledge.ourAnswer(move, verdict, heard);
    }

    @Override
    public void theirMove(int lost, List<Announcement> heard) {
        knowledge.theirMove(lost, heard);
    }

    @Override
    public void heard(List<Announcement> heard) {
        knowledge.heard(heard);
    }

    @Override
    public BeliefMap belief() {
        return knowledge.belief().map();
    }

    @Override
    public int nextAttempt() {
        List<Integer> candidates = knowledge.untried();
        if (candidates.isEmpty()) {
            return Move.NONE;
        }
        int[] moves = candidates.stream().mapToInt(Integer::intValue).toArray();
        double[] worth = new double[moves.length];
        long deadline = thinking.deadline(thinking.clock().getAsLong());
        int[] seen = {0};
        knowledge.belief().forEach((p, w) -> {
            if (seen[0] > 0 && seen[0] % CLOCK_EVERY == 0 && thinking.clock().getAsLong() > deadline) {
                return;
            }
            seen[0]++;
            p.legalMoves(legal);
            for (int c = 0; c < moves.length; c++) {
                int m = legal.find(moves[c]);
                worth[c] += w * (m == Move.NONE ? -REFUSAL : worth(p, m));
            }
        });
        int best = 0;
        double bestWorth = Double.NEGATIVE_INFINITY;
        for (int c = 0; c < moves.length; c++) {
            // A little noise breaks ties between quiet moves, so the player does not shuffle one man.
            double w = worth[c] + random.nextDouble() * 0.01;
            if (w > bestWorth) {
                bestWorth = w;
                best = c;
            }
        }
        knowledge.tried(moves[best]);
        return moves[best];
    }

    /** What the legal move {@code m} is worth in {@code p}, our side to move. */
    private double worth(Position p, int m) {
        int to = Move.to(m);
        int taken = Move.isEnPassant(m) ? PieceType.PAWN : p.pieceTypeAt(to);
        double gain = taken == PieceType.NONE ? 0 : WORTH[taken];
        if (Move.isPromotion(m)) {
            gain += WORTH[Move.promotion(m)] - 1;
        }
        int mover = p.pieceTypeAt(Move.from(m));
        p.make(m);
        boolean endgame = style == Style.CAREFUL && Long.bitCount(p.occupancy(1 - colour)) <= ENDGAME_MEN;
        if (p.inCheck() || endgame) {
            p.legalMoves(replies);
            if (replies.size() == 0) {
                gain += p.inCheck() ? MATE : -STALEMATE;
            } else if (style == Style.CAREFUL) {
                gain += (p.inCheck() ? CHECK : 0) + (endgame ? CORNERING * (8 - kingMoves(p)) : 0);
            }
        }
        if (style == Style.CAREFUL) {
            gain -= risk(p, to, Move.isPromotion(m) ? Move.promotion(m) : mover);
        }
        p.unmake();
        return gain;
    }

    /** How many of the enemy's legal replies (in {@link #replies}) are king moves. */
    private int kingMoves(Position p) {
        int king = p.kingSquare(1 - colour);
        int n = 0;
        for (int k = 0; k < replies.size(); k++) {
            n += Move.from(replies.get(k)) == king ? 1 : 0;
        }
        return n;
    }

    /** What our man of {@code type} on {@code sq} may cost if the enemy, now to move, takes it. */
    private double risk(Position p, int sq, int type) {
        long attackers = p.attackersTo(sq, 1 - colour);
        if (attackers == 0 || type == PieceType.KING) {
            return 0;
        }
        if (p.attackersTo(sq, colour) == 0) {
            return WORTH[type];
        }
        double cheapest = Double.MAX_VALUE;
        for (long b = attackers; b != 0; b &= b - 1) {
            cheapest = Math.min(cheapest, WORTH[p.pieceTypeAt(Long.numberOfTrailingZeros(b))]);
        }
        return Math.max(0, WORTH[type] - cheapest);
    }
}
