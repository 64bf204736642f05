package ks.engine.belief;

import java.util.Arrays;
import ks.engine.Position;

/**
 * The positions a {@link Belief} holds and their weights. A live position has a weight above 0; a
 * ruled-out one has weight 0 and is left as it stood before the step that ruled it out, so that a
 * repair can start again from it (it may also be null once the news has been passed over). After
 * every step the weights are scaled to add up to the number of positions.
 */
final class Sample {

    private final int size;
    private Position[] positions;
    private double[] weights;

    /** {@code size} copies of {@code start}, each of weight 1. */
    Sample(Position start, int size) {
        this.size = size;
        this.positions = new Position[size];
        this.weights = new double[size];
        for (int i = 0; i < size; i++) {
            positions[i] = start.copy();
            weights[i] = 1;
        }
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

    /** Takes {@code next} (as many positions as this sample holds) as the positions, each of weight 1. */
    void replaceAll(Position[] next) {
        positions = next;
        Arrays.fill(weights, 1);
    }

    /** Takes {@code next} as the positions and {@code nextWeights} (as many, adding up to the size) as their weights. */
    void replaceAll(Position[] next, double[] nextWeights) {
        positions = next;
        weights = nextWeights;
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
