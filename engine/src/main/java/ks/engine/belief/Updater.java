package ks.engine.belief;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import ks.engine.Position;

/**
 * Takes a {@link Belief}'s sample through each step of the history: every live position plays
 * the step and is weighed by how likely it made the news; when nothing survives, the sample is
 * mended ({@link Repairs}), the whole history sampled afresh, or, failing both, the news passed
 * over, the mending and the fresh sampling within {@link Belief#UPDATE_WORK}. It holds the
 * sample, since a fresh sampling replaces it, and the history, which a fresh sampling plays again.
 */
final class Updater {

    /** Fresh samplings of the whole history tried when every position has been ruled out. */
    private static final int REBUILD_TRIES = 2;
    /** Steps after a failed fresh sampling before another is tried: each costs the whole history. */
    private static final int REBUILD_PAUSE = 16;
    /** With {@link #keepMenLeftApart}, each distinct set of enemy men left keeps this share of the sample at least. */
    private static final int MEN_LEFT_FLOOR_SHARE = 32;

    private final Position start;
    private final int enemy;
    private final int size;
    private final Random random;
    private final boolean mayRebuild;
    private final Hypotheses hypotheses;
    private final List<Step> history = new ArrayList<>();
    private final Resampling resampling;
    private final Repairs repairs;

    private Sample sample;
    private int rebuilds;
    private int contradictions;
    private int noRebuildBefore;
    private boolean menLeftApart;
    private boolean wipedOut;
    /** The models of the enemy the sample weighs against each other ({@link #fitEnemyModel}); null when it does not. */
    private EnemyModel[] models;

    /**
     * The updates of a sample of {@code size} positions from {@code start} (kept, not copied), the
     * men of {@code enemy} guessed at, drawing with {@code random}; one that may not rebuild is
     * itself a fresh sampling.
     */
    Updater(Position start, int enemy, int size, Random random, Hypotheses hypotheses, boolean mayRebuild) {
        this.start = start;
        this.enemy = enemy;
        this.size = size;
        this.random = random;
        this.mayRebuild = mayRebuild;
        this.hypotheses = hypotheses;
        this.resampling = new Resampling(history, hypotheses, random);
        this.repairs = new Repairs(enemy, history, hypotheses, resampling, random);
        this.sample = new Sample(start, size);
    }

    /** The sample as the updates have left it. */
    Sample sample() {
        return sample;
    }

    /** The repairs, which count their mendings and also redraw pieces by hand. */
    Repairs repairs() {
        return repairs;
    }

    /** Times every position was ruled out, a repair failed and the whole history was sampled afresh. */
    int rebuilds() {
        return rebuilds;
    }

    /** Times even a fresh sampling could not explain what was heard, and the news was passed over. */
    int contradictions() {
        return contradictions;
    }

    /** Keeps the hypotheses about which enemy men are left apart when the sample is drawn again ({@link Belief#keepMenLeftApart}). */
    void keepMenLeftApart() {
        menLeftApart = true;
        resampling.keepMenLeftApart(enemy, Math.max(1, size / MEN_LEFT_FLOOR_SHARE));
    }

    /** Fits the enemy models {@code each} to the enemy at hand ({@link Belief#fitEnemyModel}). */
    void fitEnemyModel(EnemyModel... each) {
        models = each.clone();
        hypotheses.fitting(models);
        sample.tag(models);
        resampling.keepModelsApart(Math.max(1, size / MEN_LEFT_FLOOR_SHARE));
    }

    /**
     * The update from one step; returns the share of the sample's weight the step left before any
     * mending (what the news did not rule out or thin).
     */
    double apply(Step step) {
        // A quarter of the work is kept for passing the news over, should mending fail.
        long limit = hypotheses.work() + Belief.UPDATE_WORK;
        long mendLimit = limit - Belief.UPDATE_WORK / 4;
        history.add(step);
        double[] weightsBefore = sample.weights();
        for (int i = 0; i < size; i++) {
            if (sample.isLive(i)) {
                hypotheses.model(sample.model(i));
                sample.weigh(i, hypotheses.advance(sample.position(i), step, random));
            }
        }
        double kept = sample.total() / size;
        if (normalise() || !mayRebuild) {
            return kept;
        }
        if (repairs.mend(sample, weightsBefore, mendLimit)) {
            wipedOut = false;
            keepEveryModel();
            return kept;
        }
        if (history.size() >= noRebuildBefore && rebuild(mendLimit)) {
            rebuilds++;
            return kept;
        }
        // A ruled-out position is left as it was, so all stand as before this step: play it over them.
        noRebuildBefore = history.size() + REBUILD_PAUSE;
        contradictions++;
        sample.restoreWeights(weightsBefore);
        // When not even moving men lets a position take the step, the sample stays as it was: starting
        // again from the start would put our men where they no longer stand, and rule out all that follows.
        repairs.passOver(sample, step, limit);
        normalise();
        wipedOut = false;
        keepEveryModel();
        return kept;
    }

    /** After a mending (which copies the few positions that passed), gives each model left with none a 32nd of the sample. */
    private void keepEveryModel() {
        if (models != null) {
            sample.keepEveryModel(models, Math.max(1, size / MEN_LEFT_FLOOR_SHARE), random);
        }
    }

    /**
     * Samples the whole history afresh; false when no try kept any position alive, or the work
     * reached {@code limit} first (late in a game a fresh sampling costs far more than an update may).
     */
    private boolean rebuild(long limit) {
        for (int t = 0; t < REBUILD_TRIES && hypotheses.work() < limit; t++) {
            Updater fresh = new Updater(start, enemy, size, new Random(random.nextLong()), hypotheses, false);
            if (menLeftApart) {
                fresh.keepMenLeftApart();
            }
            if (models != null) {
                fresh.fitEnemyModel(models);
            }
            int done = 0;
            while (done < history.size() && !fresh.wipedOut && hypotheses.work() < limit) {
                fresh.apply(history.get(done++));
            }
            if (done == history.size() && !fresh.wipedOut) {
                sample = fresh.sample;
                return true;
            }
        }
        return false;
    }

    /**
     * Scales the weights and draws the sample again from the survivors when it has thinned to less
     * than half its size; false when nothing survived.
     */
    private boolean normalise() {
        double effectiveSize = sample.normalise();
        if (effectiveSize == 0) {
            wipedOut = true;
            return false;
        }
        if (effectiveSize < size / 2.0) {
            resampling.resample(sample);
        }
        return true;
    }
}
