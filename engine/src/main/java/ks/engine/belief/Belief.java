package ks.engine.belief;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import ks.engine.Move;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.referee.Announcement;
import ks.engine.referee.RuleSet;
import ks.engine.referee.Verdict;

/**
 * What one player may believe about the enemy's hidden men: a weighted sample of whole positions
 * (a particle filter), each agreeing with everything that player has been told. It is fed only
 * the player's own history: its attempts and their verdicts, what the umpire said to it, and the
 * men it lost. For each enemy move every position of the sample plays one enemy move drawn
 * among those after which the rule set would have said exactly the words heard, and is weighted
 * by the share of its moves that fit (the chance of the news if the enemy picked any legal move);
 * a position with no such move, or in which an accepted attempt of ours would have been illegal
 * or a refused one legal, is dropped. When the sample thins it is drawn again from the survivors,
 * each copy after the first taking its last enemy moves back and drawing them again (so copies
 * spread out); when nothing survives the whole history is sampled afresh. Seeded, deterministic;
 * not thread-safe.
 */
public final class Belief {

    /** The sample size used when none is given. */
    public static final int DEFAULT_SIZE = 256;

    /** Fresh samplings of the whole history tried when every position has been ruled out. */
    private static final int REBUILD_TRIES = 2;
    /** Steps after a failed fresh sampling before another is tried: each costs the whole history. */
    private static final int REBUILD_PAUSE = 16;
    /** How many enemy moves a copy takes back and draws again when the sample is drawn anew. */
    private static final int REDRAWN_MOVES = 2;
    /** How far back a repair of a ruled-out sample may redraw enemy moves, and how many draws it makes per depth. */
    private static final int MAX_REPAIR_MOVES = 16;
    private static final int REPAIR_TRIES = 256;
    /** Positions with one enemy man moved that a repair tries when no redraw passed. */
    private static final int EDIT_TRIES = 4096;
    /** Enemy men moved, one at a time, to make room for our accepted move in a sample that did not foresee it. */
    private static final int FORCE_TRIES = 64;

    private final Position start;
    private final int colour;
    private final RuleSet rules;
    private final int size;
    private final Random random;
    private final boolean mayRebuild;
    private final Hypotheses hypotheses;
    private final List<Step> history = new ArrayList<>();

    private Position[] particles;
    private double[] weights;
    private final TurnRules turn;
    private int repairs;
    private int edits;
    private int rebuilds;
    private int contradictions;
    private int noRebuildBefore;
    private boolean wipedOut;
    private BeliefMap map;

    /**
     * A belief of the player of {@code colour} in a game from {@code start} (copied) under
     * {@code rules}, with {@code size} positions drawn with {@code seed}.
     */
    public Belief(Position start, int colour, RuleSet rules, int size, long seed) {
        this(start, colour, rules, size, seed, true);
    }

    private Belief(Position start, int colour, RuleSet rules, int size, long seed, boolean mayRebuild) {
        if (size < 1) {
            throw new IllegalArgumentException("a belief needs at least one position, not " + size);
        }
        this.start = start.copy();
        this.colour = colour;
        this.rules = rules;
        this.size = size;
        this.random = new Random(seed);
        this.mayRebuild = mayRebuild;
        this.hypotheses = new Hypotheses(rules, colour);
        this.turn = new TurnRules(rules, colour);
        this.particles = new Position[size];
        this.weights = new double[size];
        for (int i = 0; i < size; i++) {
            particles[i] = this.start.copy();
            weights[i] = 1;
        }
    }

    /**
     * Our attempt {@code move} (as the umpire understood it) and its {@code verdict}, with what we
     * heard of it; a null verdict with {@link Move#NONE} is the umpire's answer to our "any?".
     */
    public void ourAttempt(int move, Verdict verdict, List<Announcement> heard) {
        boolean byBoard = turn.heard(move, verdict, Step.anyAnswer(heard), live());
        apply(Step.ours(move, verdict, heard, byBoard));
    }

    /**
     * The enemy's move, with what we heard of it and the square of our man it took
     * ({@code lost}, -1 when it took none: we see our own men go).
     */
    public void theirMove(int lost, List<Announcement> heard) {
        apply(Step.theirMove(lost, heard));
    }

    /** What we heard of the enemy's turn besides its move: only the answer to its "any?" tells anything. */
    public void theirNews(List<Announcement> heard) {
        if (Step.anyAnswer(heard) != null) {
            apply(Step.theirAnswer(heard));
        }
    }
    /** The chances of each enemy man on each square, as the sample has them now. */
    public BeliefMap map() {
        if (map == null) {
            double[] shares = new double[6 * 64];
            double total = 0;
            int enemy = 1 - colour;
            for (int i = 0; i < size; i++) {
                double w = weights[i];
                if (w == 0) {
                    continue;
                }
                total += w;
                Position p = particles[i];
                for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
                    for (long b = p.pieces(enemy, type); b != 0; b &= b - 1) {
                        shares[type * 64 + Long.numberOfTrailingZeros(b)] += w;
                    }
                }
            }
            for (int k = 0; k < shares.length && total > 0; k++) {
                shares[k] /= total;
            }
            map = new BeliefMap(shares, size);
        }
        return map;
    }

    /**
     * Shows each position of the sample with its weight (the weights add up to 1). The visitor may
     * make and unmake moves on a position but must leave it as it found it.
     */
    public void forEach(Visitor visitor) {
        double total = 0;
        for (int i = 0; i < size; i++) {
            total += weights[i];
        }
        for (int i = 0; i < size; i++) {
            if (weights[i] > 0) {
                visitor.visit(particles[i], weights[i] / total);
            }
        }
    }

    /** Receives the positions of a sample, one at a time. */
    @FunctionalInterface
    public interface Visitor {
        void visit(Position position, double weight);
    }

    /** The player whose belief this is. */
    public int colour() {
        return colour;
    }

    /** The positions held (live or not): the sample size. */
    public int size() {
        return size;
    }

    /** Times every position was ruled out and redrawing the last enemy moves mended it. */
    public int repairs() {
        return repairs;
    }

    /** Times a repair had to move an enemy man by hand, the sample no longer following the whole history. */
    public int edits() {
        return edits;
    }

    /** Times every position was ruled out, a repair failed and the whole history was sampled afresh. */
    public int rebuilds() {
        return rebuilds;
    }

    /** Times even a fresh sampling could not explain what was heard, and the news was passed over. */
    public int contradictions() {
        return contradictions;
    }

    private void apply(Step step) {
        history.add(step);
        map = null;
        double[] weightsBefore = weights.clone();
        for (int i = 0; i < size; i++) {
            if (weights[i] > 0) {
                weights[i] *= hypotheses.advance(particles[i], step, random);
            }
        }
        if (normalise() || !mayRebuild) {
            return;
        }
        if (repair(weightsBefore)) {
            repairs++;
            return;
        }
        if (history.size() >= noRebuildBefore && rebuild()) {
            rebuilds++;
            return;
        }
        // A ruled-out position is left as it was, so all stand as before this step: play it over them.
        noRebuildBefore = history.size() + REBUILD_PAUSE;
        contradictions++;
        weights = weightsBefore;
        for (int i = 0; i < size; i++) {
            if (weights[i] > 0 && !hypotheses.playAnyway(particles[i], step, random)) {
                particles[i] = forced(particles[i], step);
                weights[i] = particles[i] == null ? 0 : weights[i];
            }
        }
        wipedOut = false;
        if (!normalise()) {
            // Not even by moving men could our move be played: the sample starts again from its start.
            for (int i = 0; i < size; i++) {
                particles[i] = start.copy();
            }
            Arrays.fill(weights, 1);
            wipedOut = false;
        }
    }

    /** {@code p} with enemy men moved until our move in {@code step} is legal there, and played; or null. */
    private Position forced(Position p, Step step) {
        for (int t = 0; t < FORCE_TRIES; t++) {
            Position q = Edits.relocate(p, 1 - colour, random);
            if (q != null && hypotheses.playAnyway(q, step, random)) {
                return q;
            }
        }
        return null;
    }

    /**
     * Draws the last enemy moves again, ever further back, in positions that stood before this
     * step, until some pass it: the news that ruled everything out most often tells of something
     * the enemy did lately. False when no draw passed.
     */
    private boolean repair(double[] weightsBefore) {
        int[] live = new int[size];
        int n = 0;
        for (int i = 0; i < size; i++) {
            if (weightsBefore[i] > 0) {
                live[n++] = i;
            }
        }
        if (n == 0) {
            return false;
        }
        Position[] found = new Position[size];
        int got = 0;
        for (int depth = REDRAWN_MOVES; depth <= MAX_REPAIR_MOVES && got == 0; depth *= 2) {
            int from = redrawFrom(depth);
            for (int t = 0; t < REPAIR_TRIES && got < size; t++) {
                Position p = redraw(particles[live[random.nextInt(n)]], from, 1);
                if (p != null) {
                    found[got++] = p;
                }
            }
        }
        boolean editing = got == 0;
        for (int t = 0; editing && t < EDIT_TRIES && got < size; t++) {
            Position p = Edits.relocate(particles[live[random.nextInt(n)]], 1 - colour, random);
            if (p != null && random.nextBoolean()) {
                p = Edits.relocate(p, 1 - colour, random);
            }
            if (p != null && hypotheses.advance(p, history.get(history.size() - 1), random) > 0) {
                found[got++] = p;
            }
        }
        if (got == 0) {
            return false;
        }
        edits += editing ? 1 : 0;
        for (int k = 0; k < size; k++) {
            particles[k] = k < got ? found[k] : found[random.nextInt(got)].copy();
        }
        Arrays.fill(weights, 1);
        wipedOut = false;
        return true;
    }

    /** Samples the whole history afresh; false when no try kept any position alive. */
    private boolean rebuild() {
        for (int t = 0; t < REBUILD_TRIES; t++) {
            Belief fresh = new Belief(start, colour, rules, size, random.nextLong(), false);
            for (Step s : history) {
                fresh.apply(s);
                if (fresh.wipedOut) {
                    break;
                }
            }
            if (!fresh.wipedOut) {
                particles = fresh.particles;
                weights = fresh.weights;
                return true;
            }
        }
        return false;
    }

    /** A position still in the sample (our men are the same in all of them). */
    private Position live() {
        for (int i = 0; i < size; i++) {
            if (weights[i] > 0) {
                return particles[i];
            }
        }
        return particles[0];
    }

    /**
     * Scales the weights to add up to the sample size and draws the sample again from the
     * survivors when it has thinned to less than half its size; false when nothing survived.
     */
    private boolean normalise() {
        double total = 0;
        double squares = 0;
        for (double w : weights) {
            total += w;
            squares += w * w;
        }
        if (total == 0) {
            wipedOut = true;
            return false;
        }
        for (int i = 0; i < size; i++) {
            weights[i] *= size / total;
        }
        if (total * total / squares < size / 2.0) {
            resample();
        }
        return true;
    }

    /** Systematic resampling: each survivor is drawn in proportion to its weight; copies are redrawn. */
    private void resample() {
        Position[] next = new Position[size];
        boolean[] used = new boolean[size];
        double at = random.nextDouble();
        double cumulative = weights[0];
        int i = 0;
        int redrawFrom = redrawFrom(REDRAWN_MOVES);
        for (int k = 0; k < size; k++) {
            while (cumulative <= at + k && i < size - 1) {
                cumulative += weights[++i];
            }
            int pick = i;
            while (weights[pick] == 0) {
                pick--;
            }
            Position again = used[pick] && redrawFrom >= 0 ? redraw(particles[pick], redrawFrom, 0) : null;
            next[k] = !used[pick] ? particles[pick] : again != null ? again : particles[pick].copy();
            used[pick] = true;
        }
        particles = next;
        Arrays.fill(weights, 1);
    }

    /** The index in the history of the earliest of the last {@code moves} enemy moves, or -1 for none. */
    private int redrawFrom(int moves) {
        int found = 0;
        for (int k = history.size() - 1; k >= 0; k--) {
            if (history.get(k).isTheirMove() && ++found == moves) {
                return k;
            }
        }
        return found > 0 ? 0 : -1;
    }

    /**
     * A copy of {@code parent} whose moves since history step {@code from} (the last {@code skip}
     * steps not yet played in it) are taken back and drawn again; null when the new draw is ruled
     * out on the way.
     */
    private Position redraw(Position parent, int from, int skip) {
        int takeBack = 0;
        for (int k = from; k < history.size() - skip; k++) {
            takeBack += history.get(k).movesBoard() ? 1 : 0;
        }
        if (takeBack > parent.ply()) {
            return null;
        }
        Position copy = parent.copy();
        for (int k = 0; k < takeBack; k++) {
            copy.unmake();
        }
        for (int k = from; k < history.size(); k++) {
            if (hypotheses.advance(copy, history.get(k), random) == 0) {
                return null;
            }
        }
        return copy;
    }
}
