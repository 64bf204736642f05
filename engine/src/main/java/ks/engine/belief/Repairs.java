package ks.engine.belief;

import java.util.List;
import java.util.Random;
import ks.engine.Move;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.Square;

/**
 * Mending a sample that the latest step ruled out entirely (docs/belief.md, "Keeping the sample
 * alive"): first by drawing the last enemy moves again, ever further back, in the positions as
 * they stood before the step; then by moving enemy men by hand ({@link Edits}); and, when the
 * belief gives up on the news, by passing it over: playing an enemy move that takes what we lost
 * whatever the words, or making room for our accepted move. Each stops when the update's work
 * reaches the limit it is given. Counts the mends it makes.
 */
final class Repairs {

    /** How far back a repair may redraw enemy moves, and how many draws it makes per depth. */
    private static final int MAX_REPAIR_MOVES = 16;
    private static final int REPAIR_TRIES = 256;
    /** Positions with one enemy man moved that a repair tries when no redraw passed. */
    private static final int EDIT_TRIES = 4096;
    /** Enemy men moved, one at a time, to make room for a move a position cannot play as it stands. */
    private static final int FORCE_TRIES = 64;
    /** Draws {@link #scatterPieces} makes for one position before keeping it as it was. */
    private static final int SCATTER_TRIES = 16;

    private final int enemy;
    private final List<Step> history;
    private final Hypotheses hypotheses;
    private final Resampling resampling;
    private final Random random;
    private int mended;
    private int edited;

    /** Repairs that move men of {@code enemy} (the side the belief guesses at) and redraw through {@code history}. */
    Repairs(int enemy, List<Step> history, Hypotheses hypotheses, Resampling resampling, Random random) {
        this.enemy = enemy;
        this.history = history;
        this.hypotheses = hypotheses;
        this.resampling = resampling;
        this.random = random;
    }

    /**
     * Draws the last enemy moves again, ever further back, in the positions of {@code sample} that
     * were live before the last step (their weights {@code weightsBefore}), until some pass it: the
     * news that ruled everything out most often tells of something the enemy did lately. Failing
     * that, moves enemy men by hand. False, the sample untouched, when nothing passed before the
     * work of {@code hypotheses} reached {@code limit}; the redraws may take half of what is left.
     */
    boolean mend(Sample sample, double[] weightsBefore, long limit) {
        int size = sample.size();
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
        EnemyModel[] models = new EnemyModel[size];
        int got = 0;
        long redrawLimit = hypotheses.work() + (limit - hypotheses.work()) / 2;
        for (int depth = Resampling.REDRAWN_MOVES; depth <= MAX_REPAIR_MOVES && got == 0
                && hypotheses.work() < redrawLimit; depth *= 2) {
            int from = resampling.redrawFrom(depth);
            // Before the enemy's first move there is nothing to draw again.
            for (int t = 0; from >= 0 && t < REPAIR_TRIES && got < size && hypotheses.work() < redrawLimit; t++) {
                int parent = live[random.nextInt(n)];
                Position p = resampling.redraw(sample.position(parent), sample.model(parent), from, 1);
                if (p != null) {
                    models[got] = sample.model(parent);
                    found[got++] = p;
                }
            }
        }
        boolean editing = got == 0;
        for (int t = 0; editing && t < EDIT_TRIES && got < size && hypotheses.work() < limit; t++) {
            int parent = live[random.nextInt(n)];
            Position p = Edits.relocate(sample.position(parent), enemy, random);
            if (p != null && random.nextBoolean()) {
                p = Edits.relocate(p, enemy, random);
            }
            hypotheses.charge(1);
            hypotheses.model(sample.model(parent));
            if (p != null && hypotheses.draw(p, history.get(history.size() - 1), random)) {
                models[got] = sample.model(parent);
                found[got++] = p;
            }
        }
        if (got == 0) {
            return false;
        }
        edited += editing ? 1 : 0;
        mended++;
        for (int k = got; k < size; k++) {
            int copied = random.nextInt(got);
            found[k] = found[copied].copy();
            models[k] = models[copied];
        }
        sample.replaceAll(found, models);
        return true;
    }

    /**
     * Plays {@code step} over every live position of {@code sample} whatever words were heard: an
     * enemy move that takes the man we lost (or none), or our move; where it cannot be played,
     * enemy men are moved by hand until it can (while the work of {@code hypotheses} is below
     * {@code limit}), and a position where even that fails is ruled out. False, the sample
     * untouched, when not one position could take the step.
     */
    boolean passOver(Sample sample, Step step, long limit) {
        int size = sample.size();
        Position[] forced = new Position[size];
        boolean[] stuck = new boolean[size];
        boolean kept = false;
        for (int i = 0; i < size; i++) {
            if (sample.isLive(i)) {
                stuck[i] = !hypotheses.playAnyway(sample.position(i), step, random);
                kept |= !stuck[i];
            }
        }
        for (int i = 0; i < size; i++) {
            if (stuck[i] && hypotheses.work() < limit) {
                forced[i] = forced(sample.position(i), step);
                kept |= forced[i] != null;
            }
        }
        if (!kept) {
            return false;
        }
        for (int i = 0; i < size; i++) {
            if (stuck[i]) {
                sample.replace(i, forced[i]);
            }
        }
        return true;
    }

    /**
     * In up to {@code count} live positions of {@code sample}, picked at random, every enemy man but
     * its pawns put on a random empty square, as long as the steps of our turn so far (refusals and
     * answers, which move nothing) still fit; see {@link Belief#redraw}.
     */
    void scatterPieces(Sample sample, int count) {
        int turnFrom = history.size();
        while (turnFrom > 0 && !history.get(turnFrom - 1).isTheirMove() && !history.get(turnFrom - 1).movesBoard()) {
            turnFrom--;
        }
        for (int k = 0; k < count; k++) {
            int i = random.nextInt(sample.size());
            if (!sample.isLive(i)) {
                continue;
            }
            hypotheses.model(sample.model(i));
            for (int t = 0; t < SCATTER_TRIES; t++) {
                Position q = Edits.piecesScattered(sample.position(i), enemy, random);
                if (q != null && fitsTurn(q, turnFrom)) {
                    sample.replace(i, q);
                    break;
                }
            }
        }
    }

    /** Whether {@code p} agrees with the steps of the history from {@code from} on. */
    private boolean fitsTurn(Position p, int from) {
        for (int s = from; s < history.size(); s++) {
            if (hypotheses.advance(p, history.get(s), random) == 0) {
                return false;
            }
        }
        return true;
    }

    /** Times {@link #mend} mended the sample, by redrawing or by moving men. */
    int mended() {
        return mended;
    }

    /** Times {@link #mend} had to move enemy men by hand. */
    int edited() {
        return edited;
    }

    /**
     * {@code p} with enemy men moved until the move of {@code step} can be played there, and played;
     * or null. Our pawn's capture on an empty square is first given an enemy man to take.
     */
    private Position forced(Position p, Step step) {
        int to = Move.to(step.move);
        boolean needsMan = step.ours && step.movesBoard() && p.pieceTypeAt(Move.from(step.move)) == PieceType.PAWN
                && Square.file(Move.from(step.move)) != Square.file(to) && p.pieceTypeAt(to) == PieceType.NONE;
        for (int t = 0; t < FORCE_TRIES; t++) {
            Position q = needsMan && t % 2 == 0 ? Edits.onto(p, enemy, to, random) : Edits.relocate(p, enemy, random);
            hypotheses.charge(1);
            if (q != null && hypotheses.playAnyway(q, step, random)) {
                return q;
            }
        }
        return null;
    }
}
