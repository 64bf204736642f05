package ks.engine.clock;

/**
 * The round trips one side measured to the other, and its estimate of the network: the shortest
 * of the last {@link #WINDOW}. The shortest, because a peer can slow a round trip (by answering
 * late) but never speed one up: to make the network look slower it must slow every answer in
 * the window, which the side measuring sees. A window, so that a network that really grows slower
 * is followed after a few exchanges.
 */
public final class RoundTrips {

    /** How many of the latest round trips the estimate looks at. */
    public static final int WINDOW = 8;

    private final long[] latest = new long[WINDOW];
    private int count;

    /** One round trip of {@code millis}. */
    public void add(long millis) {
        if (millis < 0) {
            throw new IllegalArgumentException("a round trip must not be negative");
        }
        latest[count % WINDOW] = millis;
        count++;
    }

    /** Whether any round trip was measured. */
    public boolean measured() {
        return count > 0;
    }

    /** The shortest of the latest round trips, or {@code none} when none was measured. */
    public long shortestOr(long none) {
        if (count == 0) {
            return none;
        }
        long shortest = Long.MAX_VALUE;
        for (int i = 0; i < Math.min(count, WINDOW); i++) {
            shortest = Math.min(shortest, latest[i]);
        }
        return shortest;
    }
}
