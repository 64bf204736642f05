package ks.app;

import java.io.PrintStream;
import java.util.Arrays;
import java.util.List;
import ks.engine.belief.BeliefMap;
import ks.engine.opponent.Opponent;
import ks.engine.referee.Announcement;
import ks.engine.referee.Verdict;

/**
 * The wall-clock times of a computer player's work over benchmark games: each belief update (one
 * attempt of ours or one enemy move taken in), each choice of an attempt, and each whole move,
 * from the enemy's move taken in to our own move accepted, refusals and all. A player is timed by
 * standing {@link #timed} between it and the match.
 */
final class MoveCosts {

    /** Durations in nanoseconds. */
    private static final class Times {
        long[] nanos = new long[1 << 16];
        int n;

        void add(long t) {
            if (n == nanos.length) {
                nanos = Arrays.copyOf(nanos, n * 2);
            }
            nanos[n++] = t;
        }

        @Override
        public String toString() {
            long[] sorted = Arrays.copyOf(nanos, n);
            Arrays.sort(sorted);
            double mean = Arrays.stream(sorted).average().orElse(0) / 1e6;
            return String.format("%d timed, mean %.2f ms, p50 %.2f ms, p90 %.2f ms, p99 %.2f ms, max %.1f ms", n, mean,
                    at(sorted, 0.5), at(sorted, 0.9), at(sorted, 0.99), n == 0 ? 0 : sorted[n - 1] / 1e6);
        }

        private static double at(long[] sorted, double q) {
            return sorted.length == 0 ? 0 : sorted[(int) Math.min(sorted.length - 1, q * sorted.length)] / 1e6;
        }
    }

    private final Times updates = new Times();
    private final Times choices = new Times();
    private final Times turns = new Times();
    private long turn;

    /** The choices of an attempt, summed up. */
    String choices() {
        return choices.toString();
    }

    void printUpdates(PrintStream out) {
        out.println("  belief update (one attempt of ours or one enemy move): " + updates);
    }

    void printTurns(PrintStream out) {
        out.println("  move chosen (the enemy's move taken in, attempts chosen and answers taken in): " + turns);
    }

    /** {@code inner}, with the time of each call that updates its belief or chooses an attempt noted. */
    Opponent timed(Opponent inner) {
        return new Opponent() {
            @Override
            public void ourAnswer(int move, Verdict verdict, List<Announcement> heard) {
                long t = System.nanoTime();
                inner.ourAnswer(move, verdict, heard);
                long spent = System.nanoTime() - t;
                updates.add(spent);
                turn += spent;
                if (verdict == Verdict.LEGAL) {
                    turns.add(turn);
                    turn = 0;
                }
            }

            @Override
            public void theirMove(int lost, List<Announcement> heard) {
                long t = System.nanoTime();
                inner.theirMove(lost, heard);
                long spent = System.nanoTime() - t;
                updates.add(spent);
                turn = spent;
            }

            @Override
            public void heard(List<Announcement> heard) {
                inner.heard(heard);
            }

            @Override
            public int nextAttempt() {
                long t = System.nanoTime();
                int move = inner.nextAttempt();
                long spent = System.nanoTime() - t;
                choices.add(spent);
                turn += spent;
                return move;
            }

            @Override
            public BeliefMap belief() {
                return inner.belief();
            }
        };
    }
}
