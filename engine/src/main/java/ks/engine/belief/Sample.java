package ks.engine.belief;

import java.util.Arrays;
import java.util.EnumMap;
import java.util.Map;
import java.util.Random;
import ks.engine.Position;

/**
 * The positions a {@link Belief} holds and their weights. A live position has a weight above 0; a
 * ruled-out one has weight 0 and is left as it stood before the step that ruled it out, so that a
 * repair can start again from it (it may also be null once the news has been passed over). After
 * every step the weights are scaled to add up to the number of positions. Each position carries the
 * {@link EnemyModel} its enemy moves by ({@link EnemyModel#EVEN} unless the belief fits a model),
 * which its copies inherit.
 */
final class Sample {

    private final int size;
    private Position[] positions;
    private double[] weights;
    private EnemyModel[] models;

    /** {@code size} copies of {@code start}, each of weight 1, the enemy in each moving evenly. */
    Sample(Position start, int size) {
        this.size = size;
        this.positions = new Position[size];
        this.weights = new double[size];
        this.models = new EnemyModel[size];
        for (int i = 0; i < size; i++) {
            positions[i] = start.copy();
            weights[i] = 1;
            models[i] = EnemyModel.EVEN;
        }
    }

    /** Gives the positions the models of {@code each} in turn, so that each model has an equal share. */
    void tag(EnemyModel[] each) {
        for (int i = 0; i < size; i++) {
            models[i] = each[i % each.length];
        }
    }

    /** Each model's share of the live positions' weight. */
    Map<EnemyModel, Double> modelShares() {
        Map<EnemyModel, Double> shares = new EnumMap<>(EnemyModel.class);
        double total = total();
        for (int i = 0; i < size; i++) {
            if (weights[i] > 0) {
                shares.merge(models[i], weights[i] / total, Double::sum);
            }
        }
        return shares;
    }

    /** Gives each of {@code each} that no live position has up to {@code count} live positions drawn at random. */
    void keepEveryModel(EnemyModel[] each, int count, Random random) {
        Map<EnemyModel, Double> shares = modelShares();
        for (EnemyModel m : each) {
            for (int k = 0; k < count && !shares.containsKey(m); k++) {
                int i = random.nextInt(size);
                if (weights[i] > 0) {
                    models[i] = m;
                }
            }
        }
    }

    /** The model by which the enemy moves in position {@code i}. */
    EnemyModel model(int i) {
        return models[i];
    }

    /** The positions held, live or not. */
    int size() {
        return size;
    }

    Position position(int i) {
        return positions[i];
    }

    double weight(int i) {
        return weights[i];
    }

    boolean isLive(int i) {
        return weights[i] > 0;
    }

    /** Multiplies the weight of position {@code i} by {@code likelihood}: 0 rules it out. */
    void weigh(int i, double likelihood) {
        weights[i] *= likelihood;
    }

    /** Puts {@code p} in place of position {@code i}, keeping its weight; null rules it out. */
    void replace(int i, Position p) {
        positions[i] = p;
        weights[i] = p == null ? 0 : weights[i];
    }

    /** Takes {@code next} (as many positions as this sample holds) as the positions, each of weight 1, with their {@code nextModels}. */
    void replaceAll(Position[] next, EnemyModel[] nextModels) {
        positions = next;
        models = nextModels;
        Arrays.fill(weights, 1);
    }

    /** Takes {@code next} as the positions, {@code nextWeights} (as many, adding up to the size) as their weights, with their {@code nextModels}. */
    void replaceAll(Position[] next, double[] nextWeights, EnemyModel[] nextModels) {
        positions = next;
        weights = nextWeights;
        models = nextModels;
    }

    /** The weights' sum: the number of positions just after {@link #normalise}, less what a step has ruled out since. */
    double total() {
        double total = 0;
        for (double w : weights) {
            total += w;
        }
        return total;
    }

    /** A copy of the weights, to go back to with {@link #restoreWeights}. */
    double[] weights() {
        return weights.clone();
    }

    /** Takes {@code before} (from {@link #weights}) as the weights again. */
    void restoreWeights(double[] before) {
        weights = before;
    }

    /** A live position (our men are the same in all of them); the first position when none is live. */
    Position live() {
        for (int i = 0; i < size; i++) {
            if (weights[i] > 0) {
                return positions[i];
            }
        }
        return positions[0];
    }

    /**
     * Scales the weights to add up to the sample size and returns the effective sample size they
     * stood for before (the square of their sum over the sum of their squares); 0 when nothing is
     * live, and the weights are then left as they are.
     */
    double normalise() {
        double total = 0;
        double squares = 0;
        for (double w : weights) {
            total += w;
            squares += w * w;
        }
        if (total == 0) {
            return 0;
        }
        for (int i = 0; i < size; i++) {
            weights[i] *= size / total;
        }
        return total * total / squares;
    }

    /** Shows each live position with its share of the total weight; see {@link Belief#forEach}. */
    void forEach(Belief.Visitor visitor) {
        double total = 0;
        for (int i = 0; i < size; i++) {
            total += weights[i];
        }
        for (int i = 0; i < size; i++) {
            if (weights[i] > 0) {
                visitor.visit(positions[i], weights[i] / total);
            }
        }
    }
}
