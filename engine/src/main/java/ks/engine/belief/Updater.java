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
    private final boolean mayMend;
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
    /** A fresh sampling of the whole history under way, a slice each turn ({@link #sampleAfresh}); null when none is. */
    private Updater afresh;
    /** The steps of the history {@link #afresh} has played. */
    private int afreshDone;

    /**
     * The updates of a sample of {@code size} positions from {@code start} (kept, not copied), the
     * men of {@code enemy} guessed at, drawing with {@code random}; one that may not rebuild is
     * itself a fresh sampling, which mends a sample ruled out only if {@code mayMend}.
     */
    Updater(Position start, int enemy, int size, Random random, Hypotheses hypotheses, boolean mayRebuild) {
        this(start, enemy, size, random, hypotheses, mayRebuild, mayRebuild);
    }

    private Updater(Position start, int enemy, int size, Random random, Hypotheses hypotheses, boolean mayRebuild,
                    boolean mayMend) {
        this.start = start;
        this.mayMend = mayMend;
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
        if (normalise() || !mayMend) {
            return kept;
        }
        if (repairs.mend(sample, weightsBefore, mendLimit)) {
            wipedOut = false;
            keepEveryModel();
            return kept;
        }
        if (!mayRebuild) {
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
            Updater fresh = fresh(new Random(random.nextLong()), false);
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

    /** A fresh sampling from the start with this one's options, which mends its sample if {@code mayMend} but never rebuilds. */
    private Updater fresh(Random drawing, boolean mayMend) {
        Updater fresh = new Updater(start, enemy, size, drawing, hypotheses, false, mayMend);
        if (menLeftApart) {
            fresh.keepMenLeftApart();
        }
        if (models != null) {
            fresh.fitEnemyModel(models);
        }
        return fresh;
    }

    /**
     * Starts a fresh sampling of the whole history, drawn with {@code seed}, to be played a slice
     * at a time by {@link #sampleAfresh}; it mends a ruled-out sample as the updates do but never
     * samples afresh itself. One already under way is dropped.
     */
    void startAfresh(long seed) {
        afresh = fresh(new Random(seed), true);
        int wider = Integer.getInteger("ks.mate22.size", size);
        if (wider != size) {
            afresh = new Updater(start, enemy, wider, new Random(seed), hypotheses, false, true);
        }
        if (Boolean.getBoolean("ks.mate22.apart")) {
            afresh.keepMenLeftApart();
        }
        afreshDone = 0;
    }

    /** Whether a fresh sampling started by {@link #startAfresh} is under way. */
    boolean samplingAfresh() {
        return afresh != null;
    }

    /**
     * Plays the fresh sampling under way through the history until it has spent {@code work} (a
     * step is always played whole) or reached the present; there its positions replace the sample.
     * Returns what became of it: still under way, landed, or given up, every position ruled out
     * past mending.
     */
    Afresh sampleAfresh(long work) {
        if (afresh == null) {
            return Afresh.NONE;
        }
        long limit = hypotheses.work() + work;
        while (afreshDone < history.size() && !afresh.wipedOut && hypotheses.work() < limit) {
            afresh.apply(history.get(afreshDone++));
        }
        if (afresh.wipedOut) {
            afresh = null;
            return Afresh.FAILED;
        }
        if (afreshDone < history.size()) {
            return Afresh.UNDER_WAY;
        }
        sample = landed(afresh.sample);
        afresh = null;
        return Afresh.LANDED;
    }

    /** {@code from} drawn down to this sample's size in proportion to its weights, when it is larger. */
    private Sample landed(Sample from) {
        if (from.size() == size) {
            return from;
        }
        Sample to = new Sample(start, size);
        Position[] next = new Position[size];
        EnemyModel[] nextModels = new EnemyModel[size];
        double step = from.total() / size;
        double at = random.nextDouble() * step;
        double cumulative = 0;
        int j = -1;
        for (int k = 0; k < size; k++, at += step) {
            while (j < from.size() - 1 && cumulative <= at) {
                cumulative += from.weight(++j);
            }
            int pick = j;
            while (from.weight(pick) == 0) {
                pick--;
            }
            next[k] = from.position(pick).copy();
            nextModels[k] = from.model(pick);
        }
        to.replaceAll(next, nextModels);
        return to;
    }

    /** What became of a fresh sampling spread over turns. */
    enum Afresh { NONE, UNDER_WAY, LANDED, FAILED }

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
