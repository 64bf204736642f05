package ks.engine.belief;

import java.util.Random;
import ks.engine.Move;
import ks.engine.MoveList;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.referee.AnyQuestion;
import ks.engine.referee.Capture;
import ks.engine.referee.Facts;
import ks.engine.referee.Hearing;
import ks.engine.referee.RuleSet;
import ks.engine.referee.Umpire;
import ks.engine.referee.Verdict;

/**
 * Takes one imagined position through one {@link Step}: plays our accepted move in it, or draws
 * an enemy move after which the umpire would have said what we heard, and tells how likely the
 * step was in that position (0 when it rules the position out). Its move lists are reused, so the
 * hot loop allocates only the facts it asks the umpire for. It counts its {@link #work}: the legal
 * move lists it makes (each of the umpire's facts makes one), the measure by which a belief
 * bounds what one update may cost.
 */
final class Hypotheses {

    private final RuleSet rules;
    private final int colour;
    private final MoveList legal = new MoveList();
    private final MoveList scratch = new MoveList();
    private final int[] fitting = new int[256];
    private final double[] keys = new double[256];
    /** How much likelier than another move the enemy's taking back is; 1 when every legal move is alike. */
    private double takeBack = 1;
    /** How much likelier than another move a move that uses a man is (a capture, a check, an escape); 1 when alike. */
    private double used = 1;
    /** The model of the guess being taken through a step ({@link Belief#fitEnemyModel}). */
    private EnemyModel model = EnemyModel.EVEN;
    /** Whether {@link EnemyModel#CHOOSER} is weighed against the others, which then give the rest of the turn heard a fixed chance. */
    private boolean choosing;
    private final ManChooser chooser;
    private long work;

    Hypotheses(RuleSet rules, int colour) {
        this.rules = rules;
        this.colour = colour;
        this.chooser = new ManChooser(rules.anyQuestion() != AnyQuestion.NONE);
    }

    /**
     * Takes {@code p} through {@code step} and returns the step's likelihood there: 1 or 0 for a
     * verdict or an answer, the share of enemy moves that fit for an enemy move. A position ruled
     * out is left as it was.
     */
    double advance(Position p, Step step, Random random) {
        if (step.isTheirMove()) {
            return theirMove(p, step, random);
        }
        if (step.verdict == null) {
            return step.anyAnswer == null || hasPawnTries(p) == step.anyAnswer ? 1 : 0;
        }
        if (step.verdict == Verdict.LEGAL) {
            return ourMove(p, step) ? 1 : 0;
        }
        if (step.verdict == Verdict.ILLEGAL && step.byBoard) {
            return legalMove(p, step.move) == Move.NONE ? 1 : 0;
        }
        return 1;
    }

    /** From now on, an enemy move that captures on the square where we just took is {@code weight} times as likely as another. */
    void expectTakeBacks(double weight) {
        takeBack = weight;
    }

    /**
     * From now on, an enemy move that takes one of our men, gives check, or takes an attacked man of
     * its out of our reach is {@code weight} times as likely as another.
     */
    void expectMenUsed(double weight) {
        used = weight;
    }

    /** From now on, the enemy's moves are weighed by {@code model}: that of the guess about to be taken through a step. */
    void model(EnemyModel model) {
        this.model = model;
    }

    /** The models the belief fits ({@link Belief#fitEnemyModel}). */
    void fitting(EnemyModel... models) {
        choosing = java.util.Arrays.asList(models).contains(EnemyModel.CHOOSER);
    }

    /** The legal move lists made so far, the umpire's facts included: what the belief's updates have cost. */
    long work() {
        return work;
    }

    /** Counts {@code units} of work done elsewhere for the belief (a man moved by hand counts one). */
    void charge(int units) {
        work += units;
    }

    /**
     * Takes {@code p} through {@code step} as {@link #advance} does, only to say whether it can
     * happen there, for redrawing (where the weight is not wanted): an enemy move is drawn by
     * trying the legal moves in random order until one fits, which draws evenly among the fitting
     * moves as {@code advance} does, and asks the umpire for far fewer facts when many fit.
     */
    boolean draw(Position p, Step step, Random random) {
        if (!step.isTheirMove()) {
            return advance(p, step, random) > 0;
        }
        if (model == EnemyModel.CHOOSER && step.turn != null) {
            return chosen(p, step, random) > 0;
        }
        p.legalMoves(legal);
        work++;
        int n = legal.size();
        int taken = takeBack == 1 && model != EnemyModel.GREEDY ? -1 : takenLast(p);
        if (taken >= 0 || used != 1 || model != EnemyModel.EVEN) {
            return drawWeighed(p, step, random, n, taken);
        }
        for (int k = 0; k < n; k++) {
            fitting[k] = legal.get(k);
        }
        for (int k = 0; k < n; k++) {
            int pick = k + random.nextInt(n - k);
            int m = fitting[pick];
            fitting[pick] = fitting[k];
            fitting[k] = m;
            if (theirMoveFits(p, m, step)) {
                p.make(m);
                return true;
            }
        }
        return false;
    }

    /**
     * The first fitting move in a race where each legal move comes after a wait drawn from an
     * exponential law of rate its weight: the first of any subset to come is drawn in proportion to
     * the weights (Efraimidis and Spirakis, "Weighted random sampling with a reservoir", 2006).
     */
    private boolean drawWeighed(Position p, Step step, Random random, int n, int taken) {
        for (int k = 0; k < n; k++) {
            fitting[k] = legal.get(k);
            keys[k] = -Math.log(1 - random.nextDouble()) / weight(p, fitting[k], taken);
        }
        for (int k = 0; k < n; k++) {
            int first = k;
            for (int j = k + 1; j < n; j++) {
                first = keys[j] < keys[first] ? j : first;
            }
            int m = fitting[first];
            fitting[first] = fitting[k];
            keys[first] = keys[k];
            if (theirMoveFits(p, m, step)) {
                p.make(m);
                return true;
            }
        }
        return false;
    }

    /**
     * The square where the last move made in {@code p} (ours, before the enemy's turn) took an enemy
     * man, or -1. Asked of the position, not of the words: under wolfe the taker is not told, but
     * the enemy is, and in each guess we know what our move took.
     */
    private int takenLast(Position p) {
        int m = p.lastMove();
        if (m == Move.NONE) {
            return -1;
        }
        p.unmake();
        Capture capture = Umpire.captureOf(p, m);
        p.make(m);
        return capture == null ? -1 : capture.square();
    }

    /**
     * The enemy's move {@code m}'s weight in {@code p}: {@link #takeBack} when it takes on {@code
     * taken}; {@link #used} when it takes another of our men, gives check, or takes a man of its
     * that our men attack to a square they do not; the larger when both; else 1. A guess of another
     * model than {@link EnemyModel#EVEN} weighs it by that model alone.
     */
    private double weight(Position p, int m, int taken) {
        Capture capture = Umpire.captureOf(p, m);
        if (model != EnemyModel.EVEN) {
            return model.weight(p, m, taken, capture);
        }
        double w = capture != null && capture.square() == taken ? takeBack : 1;
        return used > w && (capture != null || checksOrEscapes(p, m)) ? used : w;
    }

    /** Whether the enemy's quiet move {@code m} in {@code p} gives check or takes an attacked man (not its king) out of our reach. */
    private static boolean checksOrEscapes(Position p, int m) {
        int us = 1 - p.sideToMove();
        int from = Move.from(m);
        boolean attacked = p.pieceTypeAt(from) != PieceType.KING && p.isAttacked(from, us);
        p.make(m);
        boolean uses = p.inCheck() || attacked && !p.isAttacked(Move.to(m), us);
        p.unmake();
        return uses;
    }

    /** The chance of the enemy turn heard for {@link EnemyModel#CHOOSER} ({@link ManChooser}), a move drawn and made when above 0. */
    private double chosen(Position p, Step step, Random random) {
        long sums = chooser.sums();
        double chance = chooser.explain(p, step.turn, m -> theirMoveFits(p, m, step), random, true);
        work += 1 + chooser.sums() - sums;
        return chance;
    }

    private double theirMove(Position p, Step step, Random random) {
        if (step.turn != null && model == EnemyModel.CHOOSER) {
            return chosen(p, step, random);
        }
        double rest = step.turn != null && choosing ? EnemyModel.restOfTurn(step.turn) : 1;
        return rest * plainMove(p, step, random);
    }

    private double plainMove(Position p, Step step, Random random) {
        p.legalMoves(legal);
        work++;
        int taken = takeBack == 1 && model != EnemyModel.GREEDY ? -1 : takenLast(p);
        if (taken >= 0 || used != 1 || model != EnemyModel.EVEN) {
            return theirMoveWeighed(p, step, random, taken);
        }
        int n = 0;
        for (int k = 0, all = legal.size(); k < all; k++) {
            int m = legal.get(k);
            if (theirMoveFits(p, m, step)) {
                fitting[n++] = m;
            }
        }
        if (n == 0) {
            return 0;
        }
        p.make(fitting[random.nextInt(n)]);
        return (double) n / legal.size();
    }

    /** As {@link #theirMove}, each legal move weighed by {@link #weight}: the chance of the news is the fitting moves' share of the weight. */
    private double theirMoveWeighed(Position p, Step step, Random random, int taken) {
        int n = 0;
        double all = 0;
        double fit = 0;
        for (int k = 0, size = legal.size(); k < size; k++) {
            int m = legal.get(k);
            double w = weight(p, m, taken);
            all += w;
            if (theirMoveFits(p, m, step)) {
                fitting[n] = m;
                keys[n++] = w;
                fit += w;
            }
        }
        if (n == 0) {
            return 0;
        }
        double at = random.nextDouble() * fit;
        int pick = 0;
        while (pick < n - 1 && (at -= keys[pick]) >= 0) {
            pick++;
        }
        p.make(fitting[pick]);
        return fit / all;
    }

    boolean theirMoveFits(Position p, int m, Step step) {
        Capture capture = Umpire.captureOf(p, m);
        if ((capture == null ? -1 : capture.square()) != step.lost) {
            return false;
        }
        p.make(m);
        Facts facts = Umpire.facts(p, capture, Move.isPromotion(m), scratch);
        work++;
        p.unmake();
        return saysWhatWeHeard(facts, step);
    }

    private boolean ourMove(Position p, Step step) {
        int m = legalMove(p, step.move);
        if (m == Move.NONE) {
            return false;
        }
        Capture capture = Umpire.captureOf(p, m);
        p.make(m);
        work++;
        if (!saysWhatWeHeard(Umpire.facts(p, capture, Move.isPromotion(m), scratch), step)) {
            p.unmake();
            return false;
        }
        return true;
    }

    /**
     * Plays the move of {@code step} in {@code p} whatever words were heard, for passing news over:
     * our move if it is legal here; for the enemy's, one drawn among its legal moves that take the
     * man we lost (or none), so that our men stay as they are. False, {@code p} untouched, when
     * there is no such move.
     */
    boolean playAnyway(Position p, Step step, Random random) {
        if (step.isTheirMove()) {
            p.legalMoves(legal);
            work++;
            int n = 0;
            for (int k = 0, all = legal.size(); k < all; k++) {
                int m = legal.get(k);
                Capture capture = Umpire.captureOf(p, m);
                if ((capture == null ? -1 : capture.square()) == step.lost) {
                    fitting[n++] = m;
                }
            }
            if (n == 0) {
                return false;
            }
            p.make(fitting[random.nextInt(n)]);
            return true;
        }
        if (step.movesBoard()) {
            int m = legalMove(p, step.move);
            if (m == Move.NONE) {
                return false;
            }
            p.make(m);
        }
        return true;
    }

    private boolean saysWhatWeHeard(Facts facts, Step step) {
        Boolean known = step.fits(facts);
        if (known == null) {
            Hearing hearing = new Hearing();
            rules.moveMade(facts, hearing);
            rules.turnStarts(facts, hearing);
            known = hearing.done().heardBy(colour).equals(step.heard);
            step.remember(facts, known);
        }
        return known;
    }

    private boolean hasPawnTries(Position p) {
        work++;
        return Umpire.facts(p, null, false, scratch).pawnTries() > 0;
    }

    private int legalMove(Position p, int move) {
        p.legalMoves(scratch);
        work++;
        return scratch.find(move);
    }
}
