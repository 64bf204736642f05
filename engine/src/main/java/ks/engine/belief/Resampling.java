package ks.engine.belief;

import java.util.List;
import java.util.Random;
import ks.engine.Position;

/**
 * Drawing a thinned sample again in proportion to the weights (systematic resampling), and the
 * redraw that keeps its copies apart: each copy of a position after the first takes back its last
 * enemy moves and draws them again through the news since. {@link Repairs} redraws further back
 * in the same way.
 */
final class Resampling {

    /** How many enemy moves a copy takes back and draws again when the sample is drawn anew. */
    static final int REDRAWN_MOVES = 2;

    private final List<Step> history;
    private final Hypotheses hypotheses;
    private final Random random;

    /** Redraws through {@code history} (the belief's own list, read as it grows) with {@code hypotheses}. */
    Resampling(List<Step> history, Hypotheses hypotheses, Random random) {
        this.history = history;
        this.hypotheses = hypotheses;
        this.random = random;
    }

    /** Each live position of {@code sample} drawn in proportion to its weight; copies are redrawn. */
    void resample(Sample sample) {
        int size = sample.size();
        Position[] next = new Position[size];
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
            Position again = used[pick] && redrawFrom >= 0 ? redraw(parent, redrawFrom, 0) : null;
            next[k] = !used[pick] ? parent : again != null ? again : parent.copy();
            used[pick] = true;
        }
        sample.replaceAll(next);
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
     * steps not yet played in it) are taken back and drawn again; null when the new draw is ruled
     * out on the way.
     */
    Position redraw(Position parent, int from, int skip) {
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
            if (!hypotheses.draw(copy, history.get(k), random)) {
                return null;
            }
        }
        return copy;
    }
}
