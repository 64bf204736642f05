package ks.net.retry;

import java.io.IOException;
import java.time.Duration;

/**
 * Trying something again (a connection to the opponent, to the club) until it works, until the
 * time is up, or until it fails in a way no retry can mend: an {@link Final} ends the wait at once,
 * whatever time is left (the peer came back with another key, the club refused). The pauses between
 * tries follow a {@link Backoff}; a try is told how much time is left, so it never outlasts the
 * deadline by its own waiting.
 */
public final class Retry {

    /** One try, given the time left. */
    @FunctionalInterface
    public interface Attempt<T> {
        T run(Duration left) throws IOException, InterruptedException;
    }

    /** A failure that trying again cannot mend: it ends the wait at once, with its own words. */
    public static final class Final extends IOException {
        private static final long serialVersionUID = 1L;

        public Final(String message) {
            super(message);
        }
    }

    private Retry() {
    }

    /**
     * Runs {@code attempt} until it returns, for at most {@code limit}, pausing as {@code backoff}
     * says after each failure (its first pause every time, since a failed try here is the ordinary
     * case of a peer not back yet).
     *
     * @throws Final at once, when a try throws one
     * @throws IOException when the time is up: {@code timeUp}, then what the last try said
     */
    public static <T> T until(Duration limit, Backoff backoff, String timeUp, Attempt<T> attempt)
            throws IOException, InterruptedException {
        long deadline = System.nanoTime() + limit.toNanos();
        IOException last = null;
        while (true) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                throw new IOException(timeUp + (last == null ? "" : ": " + last.getMessage()));
            }
            try {
                return attempt.run(Duration.ofNanos(left));
            } catch (Final e) {
                throw e;
            } catch (IOException e) {
                last = e;
            }
            long pause = Math.min(backoff.first().toNanos(), deadline - System.nanoTime());
            if (pause > 0) {
                Thread.sleep(pause / 1_000_000, (int) (pause % 1_000_000));
            }
        }
    }
}
