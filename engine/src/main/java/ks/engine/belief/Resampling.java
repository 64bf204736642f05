package ks.engine.belief;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import ks.engine.Position;

/**
 * Drawing a thinned sample again in proportion to the weights (systematic resampling), and the
 * redraw that keeps its copies apart: each copy of a position after the first takes back its last
 * enemy moves and draws them again through the news since. {@link Repairs} redraws further back
 * in the same way. When asked to keep the enemy's men left apart ({@link #keepMenLeftApart}), each
 * distinct set of men left ({@link MenLeft}) keeps a minimum of copies, weighed so that its share
 * of the weight stays what it was; so does each {@link EnemyModel} when the belief fits one
 * ({@link #keepModelsApart}). A copy keeps its parent's model.
 */
final class Resampling {

    /** How many enemy moves a copy takes back and draws again when the sample is drawn anew. */
    static final int REDRAWN_MOVES = 2;

    private final List<Step> history;
    private final Hypotheses hypotheses;
    private final Random random;
    /** Copies each distinct set of enemy men left (or model) keeps at least; 0 when nothing is kept apart. */
    private int floor;
    private int enemy;
    private boolean menLeftApart;
    private boolean modelsApart;

    /** Redraws through {@code history} (the belief's own list, read as it grows) with {@code hypotheses}. */
    Resampling(List<Step> history, Hypotheses hypotheses, Random random) {
        this.history = history;
        this.hypotheses = hypotheses;
        this.random = random;
    }

    /**
     * From now on each distinct set of {@code enemy}'s men left keeps at least {@code floor} copies
     * when the sample is drawn again (fewer when there are so many sets that their floors would
     * take more than half the sample).
     */
    void keepMenLeftApart(int enemy, int floor) {
        this.enemy = enemy;
        this.floor = Math.max(this.floor, floor);
        menLeftApart = true;
    }

    /** From now on each enemy model keeps at least {@code floor} copies, as {@link #keepMenLeftApart}; both may hold. */
    void keepModelsApart(int floor) {
        this.floor = Math.max(this.floor, floor);
        modelsApart = true;
    }

    /** Each live position of {@code sample} drawn in proportion to its weight; copies are redrawn. */
    void resample(Sample sample) {
        if (floor > 0) {
            resampleKeepingApart(sample);
            return;
        }
        int size = sample.size();
        Position[] next = new Position[size];
        EnemyModel[] models = new EnemyModel[size];
        boolean[] used = new boolean[size];
        double at = random.nextDouble();
        double cumulative = sample.weight(0);
        int i = 0;
        int redrawFrom = redrawFrom(REDRAWN_MOVES);
        for (int k = 0; k < size; k++) {
            while (cumulative <= at + k && i < size - 1) {
                cumulative += sample.weight(++i);
            }
            int pick = i;
            while (sample.weight(pick) == 0) {
                pick--;
            }
            Position parent = sample.position(pick);
            models[k] = sample.model(pick);
            Position again = used[pick] && redrawFrom >= 0 ? redraw(parent, models[k], redrawFrom, 0) : null;
            next[k] = !used[pick] ? parent : again != null ? again : parent.copy();
            used[pick] = true;
        }
        sample.replaceAll(next, models);
    }

    /**
     * Draws the sample again set of men left (or model, or both) by set: each set gets copies in proportion to its
     * weight but at least the floor, drawn among its own positions in proportion to their weights,
     * and each copy carries an equal part of the set's weight. A set the news makes unlikely thus
     * keeps its weight small but stays in the sample, where later news can raise it again; only
     * news that rules out every one of its positions removes it.
     */
    private void resampleKeepingApart(Sample sample) {
        int size = sample.size();
        Map<Long, List<Integer>> sets = new LinkedHashMap<>();
        for (int i = 0; i < size; i++) {
            if (sample.isLive(i)) {
                long menLeft = menLeftApart ? MenLeft.of(sample.position(i), enemy) : 0;
                long model = modelsApart ? sample.model(i).ordinal() : 0;
                sets.computeIfAbsent(menLeft * EnemyModel.values().length + model, k -> new ArrayList<>()).add(i);
            }
        }
        List<List<Integer>> groups = new ArrayList<>(sets.values());
        double[] weight = new double[groups.size()];
        double total = 0;
        for (int g = 0; g < groups.size(); g++) {
            for (int i : groups.get(g)) {
                weight[g] += sample.weight(i);
            }
            total += weight[g];
        }
        int[] copies = copies(weight, total, size, Math.max(1, Math.min(floor, size / (2 * groups.size()))));
        Position[] next = new Position[size];
        double[] nextWeights = new double[size];
        EnemyModel[] models = new EnemyModel[size];
        boolean[] used = new boolean[size];
        int redrawFrom = redrawFrom(REDRAWN_MOVES);
        int k = 0;
        for (int g = 0; g < groups.size(); g++) {
            List<Integer> members = groups.get(g);
            double step = weight[g] / copies[g];
            double at = random.nextDouble() * step;
            double cumulative = 0;
            int m = -1;
            for (int c = 0; c < copies[g]; c++, at += step) {
                while (m < members.size() - 1 && cumulative <= at) {
                    cumulative += sample.weight(members.get(++m));
                }
                int pick = members.get(m);
                Position parent = sample.position(pick);
                models[k] = sample.model(pick);
                Position again = used[pick] && redrawFrom >= 0 ? redraw(parent, models[k], redrawFrom, 0) : null;
                next[k] = !used[pick] ? parent : again != null ? again : parent.copy();
                nextWeights[k++] = weight[g] / total * size / copies[g];
                used[pick] = true;
            }
        }
        sample.replaceAll(next, nextWeights, models);
    }

    /**
     * Copies for each set of weight {@code weight[g]} (of {@code total}) among {@code size}: at least
     * {@code floor}, the rest in proportion to the weights of the sets above it, by largest remainder.
     */
    private static int[] copies(double[] weight, double total, int size, int floor) {
        int n = weight.length;
        int[] copies = new int[n];
        boolean[] floored = new boolean[n];
        int left = size;
        double heavier = 0;
        for (int g = 0; g < n; g++) {
            floored[g] = weight[g] / total * size < floor;
            if (floored[g]) {
                copies[g] = floor;
                left -= floor;
            } else {
                heavier += weight[g];
            }
        }
        double[] remainder = new double[n];
        Arrays.fill(remainder, -1);
        int given = 0;
        for (int g = 0; g < n; g++) {
            if (!floored[g]) {
                double share = left * weight[g] / heavier;
                copies[g] = (int) share;
                remainder[g] = share - copies[g];
                given += copies[g];
            }
        }
        for (; given < left; given++) {
            int best = 0;
            for (int g = 1; g < n; g++) {
                best = remainder[g] > remainder[best] ? g : best;
            }
            copies[best]++;
            remainder[best] = -1;
        }
        return copies;
    }

    /** The index in the history of the earliest of the last {@code moves} enemy moves, or -1 for none. */
    int redrawFrom(int moves) {
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
     * steps not yet played in it) are taken back and drawn again, the enemy moving by {@code model};
     * null when the new draw is ruled out on the way.
     */
    Position redraw(Position parent, EnemyModel model, int from, int skip) {
        int takeBack = 0;
        for (int k = from; k < history.size() - skip; k++) {
            takeBack += history.get(k).movesBoard() ? 1 : 0;
        }
        if (takeBack > parent.ply()) {
            return null;
        }
        hypotheses.model(model);
        Position copy = parent.copy();
        for (int k = 0; k < takeBack; k++) {
            copy.unmake();
        }
        for (int k = from; k < history.size(); k++) {
            if (!hypotheses.draw(copy, history.get(k), random)) {
                return null;
            }
        }
        return copy;
    }
}
