package ks.engine.belief;

/**
 * The share of a sample's weight that each of the last few pieces of news of one kind ruled out
 * or thinned before any mending, kept to be averaged: how badly the guesses foresaw that news. A
 * ring of the last {@link #SPAN} values; the oldest is overwritten first.
 */
final class Surprises {

    /** How many of the last pieces of news are averaged. */
    static final int SPAN = 8;

    private final double[] ring = new double[SPAN];
    private int heard;

    /** Takes in the news that left {@code kept} of the sample's weight (1 all of it, 0 none). */
    void heard(double kept) {
        ring[heard++ % SPAN] = 1 - kept;
    }

    /** The mean over the last {@link #SPAN} pieces of news (fewer at first); 0 before any. */
    double mean() {
        int n = Math.min(heard, SPAN);
        double sum = 0;
        for (int k = 0; k < n; k++) {
            sum += ring[k];
        }
        return n == 0 ? 0 : sum / n;
    }

    /** Forgets all news heard so far. */
    void clear() {
        heard = 0;
    }
}
