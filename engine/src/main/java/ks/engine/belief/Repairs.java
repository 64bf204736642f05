package ks.engine.belief;

import java.util.List;
import java.util.Random;
import ks.engine.Position;

/**
 * Mending a sample that the latest step ruled out entirely (docs/belief.md, "Keeping the sample
 * alive"): first by drawing the last enemy moves again, ever further back, in the positions as
 * they stood before the step; then by moving enemy men by hand ({@link Edits}); and, when the
 * belief gives up on the news, by passing it over: playing any enemy move, or making room for our
 * accepted one. Counts the mends it makes.
 */
final class Repairs {

    /** How far back a repair may redraw enemy moves, and how many draws it makes per depth. */
    private static final int MAX_REPAIR_MOVES = 16;
    private static final int REPAIR_TRIES = 256;
    /** Positions with one enemy man moved that a repair tries when no redraw passed. */
    private static final int EDIT_TRIES = 4096;
    /** Enemy men moved, one at a time, to make room for our accepted move in a sample that did not foresee it. */
    private static final int FORCE_TRIES = 64;

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
     * that, moves enemy men by hand. False, the sample untouched, when nothing passed.
     */
    boolean mend(Sample sample, double[] weightsBefore) {
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
        int got = 0;
        for (int depth = Resampling.REDRAWN_MOVES; depth <= MAX_REPAIR_MOVES && got == 0; depth *= 2) {
            int from = resampling.redrawFrom(depth);
            // Before the enemy's first move there is nothing to draw again.
            for (int t = 0; from >= 0 && t < REPAIR_TRIES && got < size; t++) {
                Position p = resampling.redraw(sample.position(live[random.nextInt(n)]), from, 1);
                if (p != null) {
                    found[got++] = p;
                }
            }
        }
        boolean editing = got == 0;
        for (int t = 0; editing && t < EDIT_TRIES && got < size; t++) {
            Position p = Edits.relocate(sample.position(live[random.nextInt(n)]), enemy, random);
            if (p != null && random.nextBoolean()) {
                p = Edits.relocate(p, enemy, random);
            }
            if (p != null && hypotheses.advance(p, history.get(history.size() - 1), random) > 0) {
                found[got++] = p;
            }
        }
        if (got == 0) {
            return false;
        }
        edited += editing ? 1 : 0;
        mended++;
        for (int k = got; k < size; k++) {
            found[k] = found[random.nextInt(got)].copy();
        }
        sample.replaceAll(found);
        return true;
    }

    /**
     * Plays {@code step} over every live position of {@code sample} whatever was heard: any enemy
     * move, or our move after moving enemy men out of its way; a position where our move cannot be
     * made even so is ruled out.
     */
    void passOver(Sample sample, Step step) {
        for (int i = 0; i < sample.size(); i++) {
            if (sample.isLive(i) && !hypotheses.playAnyway(sample.position(i), step, random)) {
                sample.replace(i, forced(sample.position(i), step));
            }
        }
    }

    /** Times {@link #mend} mended the sample, by redrawing or by moving men. */
    int mended() {
        return mended;
    }

    /** Times {@link #mend} had to move enemy men by hand. */
    int edited() {
        return edited;
    }

    /** {@code p} with enemy men moved until our move in {@code step} is legal there, and played; or null. */
    private Position forced(Position p, Step step) {
        for (int t = 0; t < FORCE_TRIES; t++) {
            Position q = Edits.relocate(p, enemy, random);
            if (q != null && hypotheses.playAnyway(q, step, random)) {
                return q;
            }
        }
        return null;
    }
}
