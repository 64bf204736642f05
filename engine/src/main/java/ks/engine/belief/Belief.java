package ks.engine.belief;

import java.util.List;
import java.util.Map;
import java.util.Random;
import ks.engine.Move;
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
 * spread out); when nothing survives the sample is mended or the whole history sampled afresh,
 * within a budget of work per update ({@link #UPDATE_WORK}). Seeded, deterministic; not
 * thread-safe. The positions and their weights are a {@link Sample}, taken through each step by
 * an {@link Updater}; a step is played in one position by {@link Hypotheses}, the sample drawn
 * again by {@link Resampling}, mended by {@link Repairs}, and read as a {@link BeliefMap}.
 */
public final class Belief {

    /** The sample size used when none is given. */
    public static final int DEFAULT_SIZE = 256;

    /**
     * What one update may cost, in {@link Hypotheses#work} (legal move lists): a step of 256
     * positions costs 2,000 to 15,000, and a sample ruled out entirely is mended, or the history
     * sampled afresh, only within what is left. Counted, not timed, so a seed still gives the
     * same belief on any machine.
     */
    static final long UPDATE_WORK = 40_000;

    private final int colour;
    private final int size;
    private final Random random;
    private final Hypotheses hypotheses;
    private final TurnRules turn;
    private final Updater updater;

    private BeliefMap map;
    /** What the news of our last attempts, and of the enemy's last moves, ruled out of the sample. */
    private final Surprises attemptSurprises = new Surprises();
    private final Surprises moveSurprises = new Surprises();
    private final TurnNews turnNews;

    /**
     * A belief of the player of {@code colour} in a game from {@code start} (copied) under
     * {@code rules}, with {@code size} positions drawn with {@code seed}.
     */
    public Belief(Position start, int colour, RuleSet rules, int size, long seed) {
        if (size < 1) {
            throw new IllegalArgumentException("a belief needs at least one position, not " + size);
        }
        this.colour = colour;
        this.size = size;
        this.random = new Random(seed);
        this.hypotheses = new Hypotheses(rules, colour);
        this.turn = new TurnRules(rules, colour);
        this.turnNews = new TurnNews(rules, colour);
        this.updater = new Updater(start.copy(), 1 - colour, size, random, hypotheses, true);
    }

    /**
     * Our attempt {@code move} (as the umpire understood it) and its {@code verdict}, with what we
     * heard of it; a null verdict with {@link Move#NONE} is the umpire's answer to our "any?".
     */
    public void ourAttempt(int move, Verdict verdict, List<Announcement> heard) {
        boolean byBoard = turn.heard(move, verdict, Step.anyAnswer(heard), updater.sample().live());
        turnNews.ours(verdict, heard);
        apply(Step.ours(move, verdict, heard, byBoard));
    }

    /**
     * The enemy's move, with what we heard of it and the square of our man it took
     * ({@code lost}, -1 when it took none: we see our own men go).
     */
    public void theirMove(int lost, List<Announcement> heard) {
        apply(Step.theirMove(lost, heard, turnNews.moved()));
    }

    /** What we heard of the enemy's turn besides its move: the answer to its "any?", and its refusals for {@link EnemyModel#CHOOSER}. */
    public void theirNews(List<Announcement> heard) {
        turnNews.theirs(heard);
        if (Step.anyAnswer(heard) != null) {
            apply(Step.theirAnswer(heard));
        }
    }

    /**
     * Puts the enemy king of up to {@code count} live positions, picked at random, on another
     * square where it could stand now (empty, out of our men's reach, not next to our king). In a
     * quiet ending no news may ever tell a sample that lost track of the king where it went; with
     * a few such guesses kept among the others, the first check or refusal that rules the rest out
     * finds it again. Call it on our turn only; the practice opponent's level 4 does, in endings.
     */
    public void refresh(int count) {
        map = null;
        Sample sample = updater.sample();
        for (int k = 0; k < count; k++) {
            int i = random.nextInt(size);
            if (!sample.isLive(i)) {
                continue;
            }
            Position moved = Edits.kingElsewhere(sample.position(i), 1 - colour, random);
            if (moved != null) {
                sample.replace(i, moved);
            }
        }
    }

    /**
     * Guesses the enemy's pieces afresh in up to {@code count} live positions, picked at random: in
     * each, every enemy man but its pawns (the king too) is put on a random empty square, the enemy
     * keeping its men, our men and the enemy's pawns staying as they are, our king's check as it is,
     * and the attempts refused this turn still refused; a position for which a few draws find no
     * such squares is kept as it was. For a sample that has lost the enemy (its map's {@link
     * BeliefMap#sharpness} low), whose guesses mending moves one man at a time; the next news weighs
     * the new guesses against the kept ones. Clears {@link #surprise}. Call it on our turn only.
     * Unused by any level: level 4 redrawing half a lost sample converted fewer leads
     * (docs/belief.md, "A sample that knows it is lost").
     */
    public void redraw(int count) {
        map = null;
        updater.repairs().scatterPieces(updater.sample(), count);
        attemptSurprises.clear();
    }

    /**
     * From now on, keeps the hypotheses about which enemy men were taken (and which pawns promoted
     * unheard) apart: whenever the sample is drawn again, each distinct set of men the enemy has
     * left keeps at least a 32nd of the positions, its weight still what the news made it. Under
     * rules that tell a capture by its square alone, the sample would otherwise settle, every copy
     * alike, on one guess of which man went, and no later news could tell it otherwise. Call it
     * before the first news; off by default, so that levels 1 to 3 and the board draw as before.
     */
    public Belief keepMenLeftApart() {
        updater.keepMenLeftApart();
        return this;
    }

    /**
     * From now on, takes the enemy to take back: a move of its that captures on the square where
     * our move just before took one of its men is {@code weight} times as likely as any other of
     * its legal moves, which stay equally likely. The enemy knows where its man was taken, and most
     * players, kriegspiel.org's heuristic bot always, try to take back at once; so a guess in which
     * the enemy could have taken back and did not loses weight (a queen that could have taken our
     * rook and never did is likelier not to be there). Call it before the first news; off by
     * default (every legal move alike), so that levels 1 to 3 and the board draw as before.
     */
    public Belief expectTakeBacks(double weight) {
        hypotheses.expectTakeBacks(weight);
        return this;
    }

    /**
     * From now on, takes the enemy to use the men it has: a move of its that takes one of our men,
     * gives check, or takes a man of its that our men attack out of their reach is {@code weight}
     * times as likely as any other of its legal moves. Every turn the enemy's move is heard to do
     * none of these, a guess in which it could have loses a little weight against one in which it
     * could not; over many quiet turns a piece the enemy no longer has, which the news of a capture
     * told by its square alone left in the sample, and which never moves a sound, loses most of
     * its weight (docs/belief.md, "An enemy that uses its men"). Call it before the first news; off
     * by default, so that levels 1 to 3 and the board draw as before.
     */
    public Belief expectMenUsed(double weight) {
        hypotheses.expectMenUsed(weight);
        return this;
    }

    /**
     * From now on, fits a model of how the enemy picks its moves to the enemy at hand: each guess
     * carries one of {@code each} (an equal share at first), by which its enemy's moves are drawn
     * and weighed, and its copies keep it; so each model's share of the weight ({@link #modelShares})
     * is the chance, given the news, that the enemy plays like it. Each model keeps at least a 32nd
     * of the positions when the sample is drawn again. Call it before the first news; off by default.
     * Level 4 keeps a second belief fitting even and {@link EnemyModel#CHOOSER} and reads it only
     * while the chooser explains the enemy (its {@code ShapeWatch}; docs/belief.md, "The chooser's
     * belief kept apart"): read always, it played worse against level 3, and fitting even, greedy
     * and pawn pusher converted fewer leads ("An enemy model fitted to the enemy at hand"); {@code
     * ks bench belief calibration GAMES fitted RULES} measures it.
     */
    public Belief fitEnemyModel(EnemyModel... each) {
        if (each.length == 0) {
            throw new IllegalArgumentException("a belief fits at least one enemy model");
        }
        updater.fitEnemyModel(each);
        return this;
    }

    /**
     * Each enemy model's share of the sample's weight: what the news says of how the enemy plays.
     * Every guess is {@link EnemyModel#EVEN} unless the belief fits a model.
     */
    public Map<EnemyModel, Double> modelShares() {
        return updater.sample().modelShares();
    }

    /** The chances of each enemy man on each square, as the sample has them now. */
    public BeliefMap map() {
        if (map == null) {
            map = BeliefMap.of(updater.sample(), 1 - colour);
        }
        return map;
    }

    /**
     * Shows each position of the sample with its weight (the weights add up to 1). The visitor may
     * make and unmake moves on a position but must leave it as it found it.
     */
    public void forEach(Visitor visitor) {
        updater.sample().forEach(visitor);
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

    /** Times every position was ruled out and redrawing the last enemy moves (or moving men by hand) mended it. */
    public int repairs() {
        return updater.repairs().mended();
    }

    /** Times a repair had to move an enemy man by hand, the sample no longer following the whole history. */
    public int edits() {
        return updater.repairs().edited();
    }

    /** Times every position was ruled out, a repair failed and the whole history was sampled afresh. */
    public int rebuilds() {
        return updater.rebuilds();
    }

    /** What the updates have cost so far, in {@link Hypotheses#work}: how tests see the bound of {@link #UPDATE_WORK}. */
    long work() {
        return hypotheses.work();
    }

    /**
     * The share of the sample's weight that the news of our last {@value Surprises#SPAN} attempts
     * ruled out, on average, before any mending: how often the guesses foresaw wrongly whether an
     * attempt would stand, what it would take, and what it would tell. Measured against the true
     * board it does not tell a lost sample (docs/belief.md, "A sample that knows it is lost"): a
     * lost sample is spread, and is contradicted less than one that follows the enemy. 0 before
     * any attempt.
     */
    public double surprise() {
        return attemptSurprises.mean();
    }

    /**
     * As {@link #surprise}, over the enemy's last moves: the share of the weight, on average, that
     * the news of each ruled out or thinned (the chance of the words heard, in each guess, is the
     * share of the enemy's moves that fit them).
     */
    public double moveSurprise() {
        return moveSurprises.mean();
    }

    /** Times even a fresh sampling could not explain what was heard, and the news was passed over. */
    public int contradictions() {
        return updater.contradictions();
    }

    /** The update from one step ({@link Updater#apply}), and what its news ruled out of the sample. */
    private void apply(Step step) {
        map = null;
        double kept = updater.apply(step);
        if (step.isTheirMove()) {
            moveSurprises.heard(kept);
        } else if (step.verdict != null) {
            attemptSurprises.heard(kept);
        }
    }
}
