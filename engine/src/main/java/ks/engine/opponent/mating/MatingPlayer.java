package ks.engine.opponent.mating;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import ks.engine.Attacks;
import ks.engine.Color;
import ks.engine.Move;
import ks.engine.MoveList;
import ks.engine.OwnMen;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.Square;
import ks.engine.belief.Belief;
import ks.engine.belief.BeliefMap;
import ks.engine.belief.EnemyModel;
import ks.engine.opponent.Candidates;
import ks.engine.opponent.Knowledge;
import ks.engine.opponent.Opponent;
import ks.engine.opponent.Thinking;
import ks.engine.referee.Announcement;
import ks.engine.referee.AnyQuestion;
import ks.engine.referee.RuleSet;
import ks.engine.referee.Verdict;

/**
 * Level 4: keeps a {@link Belief} of 256 positions and tries, among the moves its men could make
 * and it has not tried this turn, the one whose outcome is best on average over the sample. Each
 * distinct guessed position is weighed once: every candidate by an {@link Evaluation} of the
 * whole position after it (material and the enemy's best capture, pawns on their way, and once
 * ahead how closely the enemy king is hemmed in, so that a lead is driven towards mate instead of
 * wandering); then, when ahead, the best few again by the share of the enemy's replies after which
 * it could mate at once ({@link MateThreat}). Once ahead, a rook or queen is not moved where it
 * may be taken, even in a few guesses or next to any square a guess has the enemy king on,
 * unless the gain outweighs that; against a lone king, left unguarded beside a square of the
 * {@link KingRegion} only at a price far above any quicker mate's ({@link LoneKingPrices}); with two
 * bishops, a rook or a queen alone, once the table it reads is made in steps of bounded work
 * ({@link TableSteps}), a short search over that region chooses ({@link RegionSearch}), and without a rook or queen a placing of
 * our men seen before costs a little ({@link Placings}). Once ahead, each guess also
 * counts at half its weight without the enemy's pieces ({@link Bare}): the sample can be sure of a
 * piece the enemy has lost. An attempt a position refuses
 * is worth that position as it stands, less a small price for the news it gives away. The work per attempt is bounded by
 * counts of evaluations and of positions made, so its strength does not depend on the machine's
 * load, and by the {@link Thinking} clock.
 */
public final class MatingPlayer implements Opponent {

    /** Positions in the belief. */
    static final int SAMPLE = 256;
    /** Evaluations per attempt at most: every position of the sample for some 60 candidates. */
    static final int EVALUATIONS = 16_000;
    /** Positions made per attempt at most by the look for mates after the enemy's reply. */
    static final long MATE_LOOK = 150_000;
    /** Candidates looked at again for mates after the enemy's reply. */
    private static final int SHORTLIST = 6;
    /** What a reply that mates us costs: most players who can mate will. */
    private static final double MATED = Evaluation.MATE;
    /** What a sure mate after any reply is worth: a quarter of a mate, since we must still find it. */
    private static final double MATE_THREAT = Evaluation.MATE / 4;
    /** With this few enemy men left, some guesses put the king elsewhere each turn ({@link Belief#refresh}). */
    private static final int ENDING_MEN = 4;
    private static final int REFRESHED = 8;
    /** Once ahead, what a bit of news about the enemy's men is worth (the answer's entropy, {@link Outcomes}). */
    private static final double INFORMATION = 0.4;
    /**
     * Once ahead, what moving a rook or queen where it may be taken costs besides the expected
     * loss: this times its loss times the square root of the share of guesses in which it could be
     * taken, so that a small chance weighs much (the sample is often wrong about unseen men, and an
     * opponent that hunts for our men, as level 3 does, finds them).
     */
    private static final double SAFETY = 4;
    /** A loss of at least this (a rook's) makes a move answerable to {@link #SAFETY}. */
    private static final double HEAVY = 5;
    /** The relative rounding a sum of weights may carry, allowed for when a loss is held against {@link #HEAVY}. */
    private static final double ROUNDING = 1e-9;
    /** What a refused attempt costs: it gives the enemy news. */
    private static final double REFUSAL = 0.15;
    /**
     * Once ahead, the share of each guess's weight given to the same position without the enemy's
     * pieces (its king and pawns left), while those pieces are worth no more than a queen
     * ({@link #UNHEARD_AT_MOST}): the belief can be sure of a piece the enemy no longer has.
     */
    private static final double UNHEARD_PIECES = 0.5;
    private static final double UNHEARD_AT_MOST = 9;
    /** Positions weighed between two looks at the clock. */
    private static final int CLOCK_EVERY = 8;

    private final Knowledge knowledge;
    /** Our own belief, every legal move of the enemy alike. */
    private final Belief own;
    /** The belief read now: {@link #own}, or the {@link ShapeWatch}'s while the enemy plays as it fits. */
    private Belief belief;
    private final ShapeWatch shape;
    private final Thinking thinking;
    private final Random random;
    private final Evaluation evaluation;
    private final MateThreat mates = new MateThreat();
    private final MoveList legal = new MoveList();
    private final KingRegion region = new KingRegion();
    private final LoneKingPrices lonePrices;
    private final AnyQuestion anyQuestion;
    /** Whether we asked "any?" this turn, and whether a "yes" still obliges a pawn capture next. */
    private boolean asked;
    private boolean pawnTryOwed;

    public MatingPlayer(Position start, int colour, RuleSet rules, long seed, Thinking thinking) {
        this(start, colour, rules, seed, thinking, TableSteps.bishops());
    }

    /** A player that advances {@code tables}, a test's build of the {@link BishopsTable}. */
    MatingPlayer(Position start, int colour, RuleSet rules, long seed, Thinking thinking, TableSteps tables) {
        this.lonePrices = new LoneKingPrices(region, tables);
        this.random = new Random(seed);
        long beliefSeed = random.nextLong();
        this.own = new Belief(start, colour, rules, SAMPLE, beliefSeed);
        this.belief = own;
        // Seeded apart from the player's own random numbers, so that its games go as before while it is not read.
        this.shape = ShapeWatch.of(start, colour, rules, ShapeWatch.SIZE, Long.rotateLeft(beliefSeed, 17) ^ 0x5DEECE66DL);
        this.knowledge = new Knowledge(own, OwnMen.of(start, colour));
        this.thinking = thinking;
        this.evaluation = new Evaluation(colour);
        this.anyQuestion = rules.anyQuestion();
    }

    @Override
    public void ourAnswer(int move, Verdict verdict, List<Announcement> heard) {
        OwnMen before = knowledge.men();
        knowledge.ourAnswer(move, verdict, heard);
        shape.ourAttempt(move, verdict, heard);
        region.ourAttempt(before, move, verdict, heard);
        if (verdict == null) {
            pawnTryOwed = anyQuestion == AnyQuestion.OWES_PAWN_TRY && heard.stream()
                    .anyMatch(a -> a.kind() == Announcement.Kind.ANY_ANSWER && Boolean.TRUE.equals(a.anyTries()));
            return;
        }
        pawnTryOwed = false;
        asked &= verdict != Verdict.LEGAL;
        if (verdict == Verdict.LEGAL && region.started()) {
            lonePrices.played(knowledge.men());
        }
    }

    @Override
    public void theirMove(int lost, List<Announcement> heard) {
        knowledge.theirMove(lost, heard);
        shape.theirMove(lost, heard);
        region.theirMove(knowledge.men(), lost);
        if (ShapeWatch.enemyMen(own) <= ENDING_MEN) {
            own.refresh(REFRESHED);
        }
        shape.refreshWithAtMost(ENDING_MEN, REFRESHED);
    }

    @Override
    public void heard(List<Announcement> heard) {
        knowledge.heard(heard);
        shape.theirNews(heard);
    }

    /** Each model of the enemy's play and its share of the sample's weight ({@link Belief#modelShares}), for a bench. */
    public Map<EnemyModel, Double> modelShares() {
        return shape.modelShares(own);
    }

    /** Our own belief (every legal move of the enemy alike), for a bench that reads its guesses. */
    public Belief ownBelief() {
        return own;
    }

    /** Whether the last attempt chosen read the {@link ShapeWatch}'s belief rather than our own. */
    boolean readsShape() {
        return belief != own;
    }

    /** The share of its sample the news of our last attempts ruled out ({@link Belief#surprise}), for a bench. */
    public double surprise() {
        return belief.surprise();
    }

    /** The same over the enemy's last moves ({@link Belief#moveSurprise}), for a bench. */
    public double moveSurprise() {
        return belief.moveSurprise();
    }

    @Override
    public BeliefMap belief() {
        return belief.map();
    }

    @Override
    public int nextAttempt() {
        belief = shape.choose(own);
        List<Integer> candidates = knowledge.untried();
        if (!asked && anyQuestion != AnyQuestion.NONE && candidates.stream().anyMatch(this::isPawnCapture)) {
            // The answer costs nothing and tells of enemy men beside our pawns, which little else here does.
            asked = true;
            return ASK_ANY;
        }
        if (pawnTryOwed) {
            candidates.removeIf(m -> !isPawnCapture(m));
        }
        if (candidates.isEmpty()) {
            return Move.NONE;
        }
        int[] moves = candidates.stream().mapToInt(Integer::intValue).toArray();
        lonePrices.prepare(knowledge.men(), ShapeWatch.enemyMen(own));
        List<Guess> guesses = withoutUnheardPieces(
                LoneKingGuesses.narrow(distinctGuesses(), Color.opposite(belief.colour()), region, knowledge.men()));
        long deadline = thinking.deadline(thinking.clock().getAsLong());
        double[] worth = new double[moves.length];
        double ahead = weighEach(guesses, moves, worth, deadline);
        lookForMates(guesses, moves, worth, ahead >= Evaluation.PRESSING_LEAD, deadline);
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

    private boolean isPawnCapture(int move) {
        return Candidates.isPawnCapture(knowledge.men(), move);
    }

    /**
     * Once ahead, and while the enemy's pieces are worth no more than a queen in every guess, each
     * guess shares its weight with the same position without them ({@link Bare#alongside}).
     */
    private List<Guess> withoutUnheardPieces(List<Guess> guesses) {
        int them = Color.opposite(belief.colour());
        double lead = 0;
        double total = 0;
        double pieces = 0;
        for (Guess g : guesses) {
            lead += g.weight * evaluation.material(g.position);
            total += g.weight;
            pieces = Math.max(pieces, Evaluation.pieces(g.position, them));
        }
        if (total == 0 || lead / total < Evaluation.PRESSING_LEAD || pieces == 0 || pieces > UNHEARD_AT_MOST) {
            return guesses;
        }
        return Bare.alongside(guesses, them, UNHEARD_PIECES);
    }

    /** The sample's distinct positions, heaviest first (copies of one position are weighed once). */
    private List<Guess> distinctGuesses() {
        Map<Long, Guess> byHash = new HashMap<>();
        List<Guess> out = new ArrayList<>();
        belief.forEach((p, w) -> byHash.computeIfAbsent(p.hash(), h -> {
            Guess g = new Guess(p);
            out.add(g);
            return g;
        }).weight += w);
        out.sort((a, b) -> Double.compare(b.weight, a.weight));
        return out;
    }

    /**
     * Adds to {@code worth} each candidate's evaluation over the guesses, and once ahead what its
     * answer is expected to tell; returns our material lead, averaged over the guesses weighed.
     */
    private double weighEach(List<Guess> guesses, int[] moves, double[] worth, long deadline) {
        Outcomes outcomes = new Outcomes(moves.length);
        long kingReach = kingReach(guesses);
        double[] attacked = new double[moves.length];
        double[] loss = new double[moves.length];
        double lead = 0;
        double weighed = 0;
        int them = Color.opposite(belief.colour());
        boolean lone = LoneKingGuesses.against(guesses, them, region);
        evaluation.weighStalemateAround(!(lone && lonePrices.searches(knowledge.men())));
        for (int i = 0; i < guesses.size(); i++) {
            if (i > 0 && ((long) i * moves.length >= EVALUATIONS
                    || i % CLOCK_EVERY == 0 && thinking.clock().getAsLong() > deadline)) {
                break;
            }
            Guess g = guesses.get(i);
            Position p = g.position;
            p.legalMoves(legal);
            double standing = evaluation.standing(p);
            lead += g.weight * evaluation.material(p);
            weighed += g.weight;
            for (int c = 0; c < moves.length; c++) {
                int m = legal.find(moves[c]);
                if (m == Move.NONE) {
                    worth[c] += g.weight * (standing - REFUSAL);
                    outcomes.refused(c, g.weight);
                } else {
                    boolean took = p.pieceTypeAt(Move.to(m)) != PieceType.NONE || Move.isEnPassant(m);
                    p.make(m);
                    worth[c] += g.weight * evaluation.afterOurMove(p, took ? Move.to(m) : Square.NONE);
                    outcomes.played(c, took, p, g.weight);
                    double lost = exposure(p, Move.to(m), kingReach);
                    if (lost > 0) {
                        attacked[c] += g.weight;
                        loss[c] += g.weight * lost;
                    }
                    p.unmake();
                }
            }
        }
        double ahead = weighed == 0 ? 0 : lead / weighed;
        if (lone) {
            double[] chance = LoneKingGuesses.kingChances(guesses, them, region.squares());
            lonePrices.charge(knowledge.men(), moves, chance, weighed, worth);
        }
        if (ahead >= Evaluation.PRESSING_LEAD) {
            for (int c = 0; c < moves.length; c++) {
                worth[c] += weighed * INFORMATION * outcomes.bits(c);
                worth[c] -= safetyPrice(weighed, attacked[c], loss[c]);
            }
        }
        return ahead;
    }

    /**
     * What moving a heavy man where it may be taken costs once ahead, over guesses weighing
     * {@code weighed}: {@link #SAFETY} times the expected loss where it is taken times the square
     * root of the share {@code attacked} of the guesses in which it is, {@code loss} being that loss
     * summed by weight; nothing when that loss is less than a rook's. The comparison allows for
     * rounding: a rook taken in every such guess sums to a loss that, divided by the weights' sum,
     * can fall a rounding below 5, and before this the price was then skipped (in about a third
     * of such moves).
     */
    static double safetyPrice(double weighed, double attacked, double loss) {
        if (attacked <= 0 || loss < HEAVY * attacked * (1 - ROUNDING)) {
            return 0;
        }
        return weighed * SAFETY * Math.sqrt(attacked / weighed) * loss / attacked;
    }

    /**
     * Every square next to where some guess has the enemy king: a king's moves are seldom heard
     * of, so a man left unguarded on any of them may be taken even where this guess says not.
     */
    private long kingReach(List<Guess> guesses) {
        long reach = 0;
        for (Guess g : guesses) {
            reach |= Attacks.king(g.position.kingSquare(Color.opposite(belief.colour())));
        }
        return reach;
    }

    /** What our man just moved to {@code to} may cost in this guess: taken here, or by a king the guess has misplaced. */
    private double exposure(Position p, int to, long kingReach) {
        double lost = evaluation.exposure(p, to);
        if ((kingReach & 1L << to) != 0 && p.attackersTo(to, belief.colour()) == 0) {
            lost = Math.max(lost, Evaluation.WORTH[p.pieceTypeAt(to)]);
        }
        return lost;
    }

    /**
     * Looks at the enemy's replies to the best few candidates: takes off a mate they allow against
     * us, and, when {@code ahead}, adds the share of replies after which we could mate at once.
     */
    private void lookForMates(List<Guess> guesses, int[] moves, double[] worth, boolean ahead, long deadline) {
        Integer[] order = new Integer[moves.length];
        for (int c = 0; c < moves.length; c++) {
            order[c] = c;
        }
        Arrays.sort(order, (a, b) -> Double.compare(worth[b], worth[a]));
        int shortlist = Math.min(SHORTLIST, moves.length);
        mates.resetCount();
        for (int i = 0; i < guesses.size() && mates.made() < MATE_LOOK; i++) {
            if (i % CLOCK_EVERY == 0 && thinking.clock().getAsLong() > deadline) {
                break;
            }
            Guess g = guesses.get(i);
            Position p = g.position;
            p.legalMoves(legal);
            for (int k = 0; k < shortlist; k++) {
                int c = order[k];
                int m = legal.find(moves[c]);
                if (m == Move.NONE) {
                    continue;
                }
                p.make(m);
                // A move that mates or stalemates leaves no reply: its share is 0, its worth already counted.
                mates.look(p, ahead);
                worth[c] += g.weight * (MATE_THREAT * mates.share() - (mates.matesUs() ? MATED : 0));
                p.unmake();
            }
        }
    }
}
